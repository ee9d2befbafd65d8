import type { FastifyRequest } from 'fastify';
import { and, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { hasRoutePermission, type RoutePermission } from '../../../domain/permissions/route-permissions';
import { DEFAULT_REPORT_DAYS, type ReportFilter } from '../../../domain/reporting/report-filters';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { requests } from '../../db/schema/requests';
import { locations } from '../../db/schema/tenancy';
import { visibleTo, type TenantScope } from '../../db/tenant-scope';
import { badRequest, forbidden, HttpError } from '../../http-error';
import { requireActor } from '../../plugins/actor';
import { currentCustomerId } from '../customers/customers.service';
import { requireOwnLocations } from '../dashboard/dashboard.service';
import { routeContext } from '../permissions/route-context.service';
import { requestVisibleTo } from '../requests/request-access';

/** Whose rows a report counts, over which period (docs/product/reporting.md#filters). */
export interface ReportScope {
  scope: TenantScope;
  /** The current customer; null for a brand-owner user (their brand's equipment across customers). */
  customerId: string | null;
  /** The locations asked for (by id or group), or empty for every location the caller sees. */
  locationIds: readonly string[];
  from: Date;
  to: Date;
  serviceCategoryId: string | undefined;
  vendorId: string | undefined;
}

/**
 * Checks the caller may open the report (the same route permission the client checks before it
 * shows the tab) and turns its filters into a scope: the current customer, the caller's locations
 * (narrowed to those asked for, every one of them the caller's), and the period.
 */
export async function reportScope(
  db: Database,
  config: Pick<Config, 'PM_INSIGHTS_CUSTOMER_IDS'>,
  request: FastifyRequest,
  permission: RoutePermission,
  filter: ReportFilter,
  now = new Date(),
): Promise<ReportScope> {
  const actor = requireActor(request);
  if (!hasRoutePermission(permission, await routeContext(db, actor, config.PM_INSIGHTS_CUSTOMER_IDS))) {
    throw forbidden('This report is not available to you.');
  }
  const customerId = currentCustomerId(actor);
  if (!customerId) {
    if (actor.mode !== 'brandOwner') throw new HttpError(409, 'Select a customer first.');
    if (filter.locationId?.length || filter.locationGroupId) throw badRequest('locationId: locations are chosen within a customer.');
  }
  let locationIds = filter.locationId ?? [];
  if (customerId) await requireOwnLocations(db, actor.scope, customerId, locationIds);
  if (customerId && filter.locationGroupId) {
    const inGroup = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.customerId, customerId), eq(locations.locationGroupId, filter.locationGroupId)));
    if (!inGroup.length) throw badRequest('locationGroupId: no such location group of yours.');
    const ids = inGroup.map((l) => l.id);
    locationIds = locationIds.length ? locationIds.filter((id) => ids.includes(id)) : ids;
    // A group and locations outside it select nothing; say so rather than answer an empty report.
    if (!locationIds.length) throw badRequest('locationId: none of these locations is in the location group.');
  }
  const to = filter.to ?? now;
  const from = filter.from ?? new Date(to.getTime() - DEFAULT_REPORT_DAYS * 86_400_000);
  if (from >= to) throw badRequest('from: must be before to.');
  return { scope: actor.scope, customerId, locationIds, from, to, serviceCategoryId: filter.serviceCategoryId, vendorId: filter.vendorId };
}

/** The customer of a report that only customers open (invoices, the request report): refuses a brand-owner scope. */
export function customerOf(s: ReportScope): string {
  if (!s.customerId) throw new HttpError(409, 'Select a customer first.');
  return s.customerId;
}

/** The rows of a customer's table a report may count: the scope's customer, locations the caller sees (and those asked for). */
export function rowsInScope(s: ReportScope, columns: { customerId: AnyPgColumn; locationId: AnyPgColumn }): SQL {
  return and(
    eq(columns.customerId, customerOf(s)),
    visibleTo(s.scope, { customerId: columns.customerId, locationId: columns.locationId }),
    s.locationIds.length ? inArray(columns.locationId, [...s.locationIds]) : undefined,
  )!;
}

/**
 * The requests a report may count, created in or due in its period by the caller: the customer's at
 * the caller's locations, or, for a brand-owner user, those on the brand's equipment (the query joins
 * `assets` on the request's asset).
 */
export function requestsInScope(s: ReportScope): SQL {
  return and(
    requestVisibleTo(s.scope),
    s.customerId ? eq(requests.customerId, s.customerId) : isNotNull(assets.brandOwnerId),
    s.locationIds.length ? inArray(requests.locationId, [...s.locationIds]) : undefined,
    s.serviceCategoryId ? eq(requests.serviceCategoryId, s.serviceCategoryId) : undefined,
    s.vendorId ? eq(requests.assignedToVendorId, s.vendorId) : undefined,
  )!;
}

/** `at` within the scope's period. */
export const inPeriod = (s: ReportScope, at: AnyPgColumn): SQL => and(gte(at, s.from), lt(at, s.to))!;
