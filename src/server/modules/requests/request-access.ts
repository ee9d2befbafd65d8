import { and, eq } from 'drizzle-orm';
import type { RequestStatus } from '../../../domain/requests/request-enums';
import { deniedFieldsMessage, requestSubject, type RequestField } from '../../../domain/requests/request-fields';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { requests } from '../../db/schema/requests';
import { conflict, forbidden, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { visibleTo, type TenantScope } from '../../plugins/tenant-scope';

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

/** The request if the caller may see it; 404 otherwise (another tenant's id is not revealed). */
export async function findVisibleRequest(db: Queryable, actor: Actor, id: string): Promise<RequestAccessRow> {
  const [row] = await db
    .select({
      id: requests.id,
      customerId: requests.customerId,
      locationId: requests.locationId,
      assignedToVendorId: requests.assignedToVendorId,
      assetBrandOwnerId: assets.brandOwnerId,
      requestStatus: requests.requestStatus,
      isSelfService: requests.isSelfService,
    })
    .from(requests)
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .where(and(eq(requests.id, id), requestVisibleTo(actor.scope)));
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

export async function findRequestForUpdate(db: Queryable, actor: Actor, id: string): Promise<RequestAccessRow> {
  const row = await findVisibleRequest(db, actor, id);
  assertMayUpdate(actor, row);
  return row;
}
