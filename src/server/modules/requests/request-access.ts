import { and, eq } from 'drizzle-orm';
import type { RequestStatus } from '../../../domain/requests/request-enums';
import { deniedFieldsMessage, requestSubject, type RequestField } from '../../../domain/requests/request-fields';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { requests } from '../../db/schema/requests';
import { conflict, forbidden, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { visibleTo, type TenantScope } from '../../db/tenant-scope';

/**
 * Who may see and change a request. Customer users see requests at their locations, brand-owner
 * users those on their brand's assets, vendor users those dispatched to their vendor (docs/product/roles-and-permissions.md).
 * The queries that use `requestVisibleTo` must left-join assets on the request's asset.
 */
export function requestVisibleTo(scope: TenantScope) {
  return visibleTo(scope, {
    customerId: requests.customerId,
    locationId: requests.locationId,
    brandOwnerId: assets.brandOwnerId,
    vendorId: requests.assignedToVendorId,
  });
}

/** The fields of a request that decide access (the CASL Request subject's conditions). */
export interface RequestAccessRow {
  id: string;
  customerId: string;
  locationId: string;
  assignedToVendorId: string | null;
  assetBrandOwnerId: string | null;
  requestStatus: RequestStatus;
  isSelfService: boolean;
}

/** The request fields the access checks load: those that decide access, and what the PM, prompts and attachments calls read. */
const requestAccessColumns = {
  id: requests.id,
  number: requests.number,
  customerId: requests.customerId,
  locationId: requests.locationId,
  assetId: requests.assetId,
  assignedToVendorId: requests.assignedToVendorId,
  assetBrandOwnerId: assets.brandOwnerId,
  requestType: requests.requestType,
  requestStatus: requests.requestStatus,
  subStatus: requests.subStatus,
  requestPriority: requests.requestPriority,
  ticketName: requests.ticketName,
  incidentDescription: requests.incidentDescription,
  isSelfService: requests.isSelfService,
  serviceCategoryId: requests.serviceCategoryId,
  eta: requests.eta,
  pmThreadId: requests.pmThreadId,
  startDispatchAutomationsImmediately: requests.startDispatchAutomationsImmediately,
  createdAt: requests.createdAt,
  updatedAt: requests.updatedAt,
  completedAt: requests.completedAt,
};

export type AccessibleRequest = Awaited<ReturnType<typeof findVisibleRequest>> & {};

/** The request if the caller may see it, else null. */
export async function findVisibleRequest(db: Queryable, actor: Actor, id: string) {
  const [row] = await db
    .select(requestAccessColumns)
    .from(requests)
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .where(and(eq(requests.id, id), requestVisibleTo(actor.scope)));
  return row ?? null;
}

/** The request if the caller may see it; 404 otherwise (another tenant's id looks like a missing one). */
export async function requireVisibleRequest(db: Queryable, actor: Actor, id: string): Promise<AccessibleRequest> {
  const row = await findVisibleRequest(db, actor, id);
  if (!row) throw notFound('Request');
  return row;
}

/** Seeing a request is not changing it (brand-owner users and internal staff only read). */
export function assertMayUpdate(actor: Actor, row: RequestAccessRow): void {
  if (!actor.ability.can('update', requestSubject(row))) throw forbidden('You do not have permission to change this request.');
}

/** Each part of a request is changed only by those whose rules name it (a vendor: its own visit). */
export function assertMayChangeFields(actor: Actor, row: RequestAccessRow, fields: readonly RequestField[]): void {
  const denied = fields.filter((field) => !actor.ability.can('update', requestSubject(row), field));
  if (denied.length) throw forbidden(deniedFieldsMessage(denied));
}

export function assertOpen(row: RequestAccessRow, message = 'This request is closed, so it cannot be changed.'): void {
  if (row.requestStatus === 'Request Closed') throw conflict(message);
}

/** A request the caller may change: visible (else 404) and updatable by their rules (else 403). */
export async function requireUpdatableRequest(db: Queryable, actor: Actor, id: string): Promise<AccessibleRequest> {
  const row = await requireVisibleRequest(db, actor, id);
  assertMayUpdate(actor, row);
  return row;
}

/** As requireUpdatableRequest, and still open (else 409 with `closedMessage`) unless `allowClosed`. */
export async function requireWritableRequest(
  db: Queryable,
  actor: Actor,
  id: string,
  options: { closedMessage: string; allowClosed?: boolean },
): Promise<AccessibleRequest> {
  const row = await requireUpdatableRequest(db, actor, id);
  if (!options.allowClosed) assertOpen(row, options.closedMessage);
  return row;
}
