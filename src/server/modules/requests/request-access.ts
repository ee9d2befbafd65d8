import { and, eq } from 'drizzle-orm';
import type { RequestStatus } from '../../../domain/requests/request-enums';
import { deniedFieldsMessage, requestSubject, type RequestField, type RequestSubjectFields } from '../../../domain/requests/request-fields';
import { deniedReadMessage, type RequestReadPart } from '../../../domain/requests/request-read-parts';
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

/**
 * What every access check loads: the fields that decide access, and the asset. Kept this narrow on
 * purpose: it runs on every request call, and each column costs query building and row parsing
 * (measured in bench:api on the activities call).
 */
const requestAccessColumns = {
  id: requests.id,
  customerId: requests.customerId,
  locationId: requests.locationId,
  assetId: requests.assetId,
  assignedToVendorId: requests.assignedToVendorId,
  assetBrandOwnerId: assets.brandOwnerId,
  requestStatus: requests.requestStatus,
  isSelfService: requests.isSelfService,
};

/** The access fields and what the PM, prompts and automations calls read of the request. */
const requestContextColumns = {
  ...requestAccessColumns,
  number: requests.number,
  requestType: requests.requestType,
  subStatus: requests.subStatus,
  requestPriority: requests.requestPriority,
  ticketName: requests.ticketName,
  incidentDescription: requests.incidentDescription,
  serviceCategoryId: requests.serviceCategoryId,
  eta: requests.eta,
  pmThreadId: requests.pmThreadId,
  startDispatchAutomationsImmediately: requests.startDispatchAutomationsImmediately,
  createdAt: requests.createdAt,
  updatedAt: requests.updatedAt,
  completedAt: requests.completedAt,
};

const visibleRequest = (actor: Actor, id: string) => and(eq(requests.id, id), requestVisibleTo(actor.scope));

export type AccessibleRequest = Awaited<ReturnType<typeof findVisibleRequest>> & {};

/** The request if the caller may see it, else null. */
export async function findVisibleRequest(db: Queryable, actor: Actor, id: string) {
  const [row] = await db.select(requestAccessColumns).from(requests).leftJoin(assets, eq(assets.id, requests.assetId)).where(visibleRequest(actor, id));
  return row ?? null;
}

/** The request if the caller may see it; 404 otherwise (another tenant's id looks like a missing one). */
export async function requireVisibleRequest(db: Queryable, actor: Actor, id: string): Promise<AccessibleRequest> {
  const row = await findVisibleRequest(db, actor, id);
  if (!row) throw notFound('Request');
  return row;
}

export type RequestContext = Awaited<ReturnType<typeof requireRequestContext>>;

/** As requireVisibleRequest, with the request's state and dates (PM checklist, prompts, automations). */
export async function requireRequestContext(db: Queryable, actor: Actor, id: string) {
  const [row] = await db.select(requestContextColumns).from(requests).leftJoin(assets, eq(assets.id, requests.assetId)).where(visibleRequest(actor, id));
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

/** A part of the request only some readers read (the customer's own records): 403 for the others. */
export function assertMayRead(actor: Actor, row: RequestSubjectFields, part: RequestReadPart): void {
  if (!actor.ability.can('read', requestSubject(row), part)) throw forbidden(deniedReadMessage(part));
}

/** A request the caller sees (else 404) and whose `part` they may read (else 403). */
export async function requireReadablePart(db: Queryable, actor: Actor, id: string, part: RequestReadPart): Promise<AccessibleRequest> {
  const row = await requireVisibleRequest(db, actor, id);
  assertMayRead(actor, row, part);
  return row;
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

export interface WritableOptions {
  closedMessage: string;
  allowClosed?: boolean;
}

/** Updatable by the caller's rules (else 403) and still open (else 409 with `closedMessage`) unless `allowClosed`. */
export function assertWritable(actor: Actor, row: RequestAccessRow, options: WritableOptions): void {
  assertMayUpdate(actor, row);
  if (!options.allowClosed) assertOpen(row, options.closedMessage);
}

/** A request the caller may write to now: visible (else 404), then assertWritable. */
export async function requireWritableRequest(db: Queryable, actor: Actor, id: string, options: WritableOptions): Promise<AccessibleRequest> {
  const row = await requireVisibleRequest(db, actor, id);
  assertWritable(actor, row, options);
  return row;
}
