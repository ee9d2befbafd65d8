import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { VendorDispatch } from '../../../domain/vendors/vendor-history-api';
import type { Queryable } from '../../db/client';
import { requests } from '../../db/schema/requests';
import { locations, vendors } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { vendorDispatches } from '../../db/schema/vendors';
import { containsPattern } from '../../db/search-pattern';
import { visibleTo, type TenantScope } from '../../db/tenant-scope';
import type { Actor } from '../../plugins/actor';
import { requireVisibleRequest } from '../requests/request-access';
import { findVisibleLocation } from '../locations/locations.service';
import { vendorSummaryColumns } from './vendors.service';

/** Dispatches of requests to vendors (docs/product/vendors.md Dispatch history). */

const dispatcher = alias(users, 'dispatcher');

/** A customer user sees the dispatches at their locations; a vendor user those to their own vendor. */
const dispatchVisibleTo = (scope: TenantScope) =>
  visibleTo(scope, { customerId: vendorDispatches.customerId, locationId: vendorDispatches.locationId, vendorId: vendorDispatches.vendorId });

function selectDispatches(db: Queryable) {
  return db
    .select({
      id: vendorDispatches.id,
      vendor: vendorSummaryColumns,
      request: {
        id: requests.id,
        number: requests.number,
        ticketName: requests.ticketName,
        incidentDescription: requests.incidentDescription,
        requestStatus: requests.requestStatus,
        assignedToVendorId: requests.assignedToVendorId,
      },
      location: { id: locations.id, name: locations.name },
      productType: vendorDispatches.productType,
      response: vendorDispatches.response,
      dispatchedAt: vendorDispatches.dispatchedAt,
      respondedAt: vendorDispatches.respondedAt,
      dispatchedById: dispatcher.id,
      dispatchedByName: dispatcher.name,
    })
    .from(vendorDispatches)
    .innerJoin(vendors, eq(vendors.id, vendorDispatches.vendorId))
    .innerJoin(requests, eq(requests.id, vendorDispatches.requestId))
    .innerJoin(locations, eq(locations.id, vendorDispatches.locationId))
    .leftJoin(dispatcher, eq(dispatcher.id, vendorDispatches.dispatchedByUserId));
}

type DispatchRow = Awaited<ReturnType<ReturnType<typeof selectDispatches>['execute']>>[number];

const TITLE_LENGTH = 80;

function toDispatch(row: DispatchRow): VendorDispatch {
  const { request, dispatchedById, dispatchedByName, ...rest } = row;
  const title = request.ticketName || request.incidentDescription || `Request ${request.number}`;
  return {
    ...rest,
    request: {
      id: request.id,
      number: request.number,
      title: title.length > TITLE_LENGTH ? `${title.slice(0, TITLE_LENGTH - 1)}…` : title,
      requestStatus: request.requestStatus,
    },
    dispatchedAt: row.dispatchedAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    dispatchedBy: dispatchedById && dispatchedByName ? { id: dispatchedById, name: dispatchedByName } : null,
    isAssigned: request.assignedToVendorId === row.vendor.id,
  };
}

async function pageOfDispatches(db: Queryable, where: SQL, order: SQL[], q: PageQuery): Promise<Page<VendorDispatch>> {
  const rows = await selectDispatches(db)
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db
    .select({ n: count() })
    .from(vendorDispatches)
    .innerJoin(vendors, eq(vendors.id, vendorDispatches.vendorId))
    .innerJoin(requests, eq(requests.id, vendorDispatches.requestId))
    .innerJoin(locations, eq(locations.id, vendorDispatches.locationId))
    .where(where);
  return { items: rows.map(toDispatch), total: total?.n ?? 0, limit: q.limit, offset: q.offset };
}

const dayStart = (date: string) => new Date(`${date}T00:00:00.000Z`);
const nextDay = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

/**
 * GET vendors/ssoHistoryView: the SSO dispatches (vendor answered by link) the caller may see,
 * newest first. Another tenant's locationId is not found; dates are whole UTC days, both included.
 */
export async function ssoHistory(
  db: Queryable,
  actor: Actor,
  q: PageQuery & { locationId?: string; searchText?: string; startDate?: string; endDate?: string },
): Promise<Page<VendorDispatch>> {
  if (q.locationId) await findVisibleLocation(db, actor.scope, q.locationId);
  const pattern = q.searchText ? containsPattern(q.searchText) : null;
  const where = and(
    eq(vendorDispatches.productType, 'SSO'),
    dispatchVisibleTo(actor.scope),
    q.locationId ? eq(vendorDispatches.locationId, q.locationId) : undefined,
    q.startDate ? gte(vendorDispatches.dispatchedAt, dayStart(q.startDate)) : undefined,
    q.endDate ? lt(vendorDispatches.dispatchedAt, nextDay(q.endDate)) : undefined,
    pattern
      ? or(
          ilike(vendors.name, pattern),
          ilike(locations.name, pattern),
          ilike(requests.ticketName, pattern),
          ilike(requests.incidentDescription, pattern),
          sql`${requests.number}::text = ${q.searchText!.replace(/^#/, '')}`,
        )
      : undefined,
  )!;
  return pageOfDispatches(db, where, [desc(vendorDispatches.dispatchedAt), desc(vendorDispatches.id)], q);
}

/** GET vendors/dispatchedForRequest/{requestId}: every vendor the request went to, first dispatch first. */
export async function dispatchedForRequest(db: Queryable, actor: Actor, requestId: string, q: PageQuery): Promise<Page<VendorDispatch>> {
  await requireVisibleRequest(db, actor, requestId);
  const where = and(eq(vendorDispatches.requestId, requestId), dispatchVisibleTo(actor.scope))!;
  return pageOfDispatches(db, where, [asc(vendorDispatches.dispatchedAt), asc(vendorDispatches.id)], q);
}
