import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { requests } from '../../db/schema/requests';
import { notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { assertMayUpdate, assertOpen, requestVisibleTo } from '../requests/request-access';

/** The request fields the PM, prompts and attachments calls decide on. */
export const requestAccessColumns = {
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

export async function findVisibleRequest(db: Queryable, actor: Actor, id: string) {
  const [row] = await db
    .select(requestAccessColumns)
    .from(requests)
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .where(and(eq(requests.id, id), requestVisibleTo(actor.scope)));
  return row ?? null;
}

/** The request when the caller sees it; 404 otherwise (another tenant's id looks like a missing one). */
export async function requireVisibleRequest(db: Queryable, actor: Actor, id: string): Promise<AccessibleRequest> {
  const row = await findVisibleRequest(db, actor, id);
  if (!row) throw notFound('Request');
  return row;
}

/**
 * A request the caller may change: visible (else 404), updatable by their rules (else 403) and,
 * unless `allowClosed`, still open (else 409 with `closedMessage`).
 */
export async function requireWritableRequest(
  db: Queryable,
  actor: Actor,
  id: string,
  options: { closedMessage: string; allowClosed?: boolean },
): Promise<AccessibleRequest> {
  const row = await requireVisibleRequest(db, actor, id);
  assertMayUpdate(actor, row);
  if (!options.allowClosed) assertOpen(row, options.closedMessage);
  return row;
}
