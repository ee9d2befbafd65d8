import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../domain/api/paging';
import type { RequestListFilter, requestStatsQuerySchema } from '../../../domain/requests/request-inputs';
import { DEFAULT_REQUEST_STATUS_FILTER, REQUEST_PRIORITIES, REQUEST_STATUSES } from '../../../domain/requests/request-enums';
import type { RequestContact, RequestDetail, RequestStats, RequestSummary } from '../../../domain/requests/request-views';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { serviceCategories } from '../../db/schema/catalog';
import { requestContacts } from '../../db/schema/request-contacts';
import { troubleshootingGuides } from '../../db/schema/troubleshooting';
import { requests } from '../../db/schema/requests';
import { locations, vendors } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import type { TenantScope } from '../../db/tenant-scope';
import { containsPattern } from '../../db/search-pattern';
import { countedRow, pageWithTotal, type CappedTotal } from '../../db/capped-count';
import { requestVisibleTo } from './request-access';

const summaryColumns = {
  id: requests.id,
  number: requests.number,
  requestType: requests.requestType,
  requestStatus: requests.requestStatus,
  subStatus: requests.subStatus,
  requestPriority: requests.requestPriority,
  isSelfService: requests.isSelfService,
  ticketName: requests.ticketName,
  incidentDescription: requests.incidentDescription,
  customerId: requests.customerId,
  location: { id: locations.id, name: locations.name, storeNumber: locations.storeNumber },
  asset: { id: assets.id, name: assets.name, modelNumber: assets.modelNumber },
  assignedToVendor: { id: vendors.id, name: vendors.name },
  escalateThroughEep: requests.escalateThroughEep,
  eta: requests.eta,
  createdAt: requests.createdAt,
  updatedAt: requests.updatedAt,
  completedAt: requests.completedAt,
};

/** How much of the incident description a list carries (the detail has it whole). */
export const DESCRIPTION_EXCERPT_LENGTH = 200;

/** The list's columns: the summary with the description cut to an excerpt ending in "…". */
const listColumns = {
  ...summaryColumns,
  incidentDescription: sql<string>`case when char_length(${requests.incidentDescription}) > ${sql.raw(String(DESCRIPTION_EXCERPT_LENGTH))}
    then left(${requests.incidentDescription}, ${sql.raw(String(DESCRIPTION_EXCERPT_LENGTH - 1))}) || '…' else ${requests.incidentDescription} end`,
};

/** Rows carry Date objects where the views have ISO strings. */
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A summary row (or a detail row) with the summary's timestamps as ISO strings. */
function withIsoTimes<R extends { eta: Date | null; createdAt: Date; updatedAt: Date; completedAt: Date | null }>(row: R) {
  return { ...row, eta: iso(row.eta), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(), completedAt: iso(row.completedAt) };
}

export interface RequestListOptions {
  /** Self-service lists show only self-service requests; full-service lists only the others. */
  selfService?: boolean;
  /** Search across every status unless a status filter is given (GET requests/search). */
  allStatusesByDefault?: boolean;
}

function filterConditions(db: Queryable, scope: TenantScope, filter: RequestListFilter, options: RequestListOptions): SQL[] {
  const conditions: SQL[] = [requestVisibleTo(scope)];
  const statuses = filter.status ?? (options.allStatusesByDefault ? undefined : [DEFAULT_REQUEST_STATUS_FILTER]);
  // One status is an equality, so the (customer, status, created) index serves the default list.
  if (statuses?.length === 1) conditions.push(eq(requests.requestStatus, statuses[0]!));
  else if (statuses?.length && statuses.length < REQUEST_STATUSES.length) conditions.push(inArray(requests.requestStatus, statuses));
  if (options.selfService !== undefined) conditions.push(eq(requests.isSelfService, options.selfService));
  if (filter.priority?.length) conditions.push(inArray(requests.requestPriority, filter.priority));
  if (filter.requestType?.length) conditions.push(inArray(requests.requestType, filter.requestType));
  if (filter.subStatus?.length) conditions.push(inArray(requests.subStatus, filter.subStatus));
  if (filter.locationId?.length) conditions.push(inArray(requests.locationId, filter.locationId));
  if (filter.vendorId?.length) conditions.push(inArray(requests.assignedToVendorId, filter.vendorId));
  if (filter.assetId) conditions.push(eq(requests.assetId, filter.assetId));
  if (filter.createdFrom) conditions.push(gte(requests.createdAt, filter.createdFrom));
  if (filter.createdTo) conditions.push(lt(requests.createdAt, filter.createdTo));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const number = /^#?\d{1,15}$/.test(filter.search) ? Number(filter.search.replace('#', '')) : null;
    // Each branch is a set of ids its own trigram index finds (migration 0014), so the list is read
    // in its order and each request only probed; a join-wide OR would match text row by row.
    const matched = alias(requests, 'matched');
    conditions.push(
      or(
        number !== null ? eq(requests.number, number) : undefined,
        inArray(
          requests.id,
          db
            .select({ id: matched.id })
            .from(matched)
            .where(or(ilike(matched.ticketName, pattern), ilike(matched.incidentDescription, pattern))),
        ),
        inArray(requests.assetId, db.select({ id: assets.id }).from(assets).where(ilike(assets.name, pattern))),
        inArray(requests.locationId, db.select({ id: locations.id }).from(locations).where(ilike(locations.name, pattern))),
      )!,
    );
  }
  return conditions;
}

function orderBy(filter: RequestListFilter): SQL[] {
  const column = { createdAt: requests.createdAt, updatedAt: requests.updatedAt, eta: requests.eta, number: requests.number }[filter.orderBy];
  // The list indexes are (..., created_at desc nulls last, id desc nulls last); naming the nulls
  // order lets the planner read a page straight from them, forwards or backwards.
  const nulls = filter.orderDirection === 'desc' ? 'nulls last' : 'nulls first';
  const dir = sql.raw(`${filter.orderDirection} ${nulls}`);
  // Requests without an ETA go last either way.
  const primary = filter.orderBy === 'eta' ? sql`${column} ${sql.raw(filter.orderDirection)} nulls last` : sql`${column} ${dir}`;
  return [primary, sql`${requests.id} ${dir}`];
}

/** A page of request summaries the caller may see (docs/product/constants.md default: open, newest first). */
export async function listRequests(
  db: Queryable,
  scope: TenantScope,
  filter: RequestListFilter,
  options: RequestListOptions = {},
): Promise<Page<RequestSummary> & CappedTotal> {
  const where = and(...filterConditions(db, scope, filter, options));
  const page = await pageWithTotal(db, {
    name: 'requests',
    scope,
    filter: { ...filter, ...options },
    rows: (limit) =>
      db
        .select(listColumns)
        .from(requests)
        .innerJoin(locations, eq(locations.id, requests.locationId))
        .leftJoin(assets, eq(assets.id, requests.assetId))
        .leftJoin(vendors, eq(vendors.id, requests.assignedToVendorId))
        .where(where)
        .orderBy(...orderBy(filter))
        .limit(limit)
        .offset(filter.offset),
    // The asset join serves the brand-owner scope.
    countRows: () => db.select(countedRow).from(requests).leftJoin(assets, eq(assets.id, requests.assetId)).where(where).$dynamic(),
  });
  return { items: page.rows.map(withIsoTimes), total: page.total, totalCapped: page.totalCapped, limit: filter.limit, offset: filter.offset };
}

async function requestContactsOf(db: Queryable, requestId: string): Promise<RequestContact[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(requestContacts)
    .innerJoin(users, eq(users.id, requestContacts.userId))
    .where(and(eq(requestContacts.requestId, requestId), isNull(users.deletedAt)))
    .orderBy(asc(users.name));
}

/** One request in full; the caller has already checked that it may see it. */
export async function getRequestDetail(db: Queryable, id: string): Promise<RequestDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      serviceCategory: { id: serviceCategories.id, name: serviceCategories.name },
      symptoms: requests.symptoms,
      troubleshootingStatus: requests.troubleshootingStatus,
      troubleshootingNotes: requests.troubleshootingNotes,
      troubleshootingGuideAvailable: requests.troubleshootingGuideAvailable,
      troubleshootingGuideViewedAt: requests.troubleshootingGuideViewedAt,
      assetHasGuide: sql<boolean>`exists (select 1 from ${troubleshootingGuides} where ${troubleshootingGuides.assetId} = ${assets.id} or (${troubleshootingGuides.assetId} is null and ${troubleshootingGuides.assetTypeId} = ${assets.assetTypeId}))`,
      isOtApproved: requests.isOtApproved,
      otApprovedBy: requests.otApprovedBy,
      emergencyCallbackPhoneNumber: requests.emergencyCallbackPhoneNumber,
      startDispatchAutomationsImmediately: requests.startDispatchAutomationsImmediately,
      nteCents: requests.nteCents,
      escalationReasons: requests.escalationReasons,
      serviceWindowStart: requests.serviceWindowStart,
      serviceWindowEnd: requests.serviceWindowEnd,
      resolutionStatement: requests.resolutionStatement,
      pmThreadId: requests.pmThreadId,
      createdBy: { id: users.id, name: users.name },
      reportedAt: requests.reportedAt,
    })
    .from(requests)
    .innerJoin(locations, eq(locations.id, requests.locationId))
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .leftJoin(vendors, eq(vendors.id, requests.assignedToVendorId))
    .leftJoin(serviceCategories, eq(serviceCategories.id, requests.serviceCategoryId))
    .leftJoin(users, eq(users.id, requests.createdByUserId))
    .where(eq(requests.id, id));
  if (!row) throw new Error(`request ${id} vanished`);
  const { serviceWindowStart, serviceWindowEnd, troubleshootingGuideViewedAt, reportedAt, ...rest } = row;
  return {
    ...withIsoTimes(rest),
    reportedAt: (reportedAt ?? rest.createdAt).toISOString(),
    troubleshootingGuideViewedAt: iso(troubleshootingGuideViewedAt),
    serviceWindow: serviceWindowStart && serviceWindowEnd ? { start: serviceWindowStart.toISOString(), end: serviceWindowEnd.toISOString() } : null,
    contacts: await requestContactsOf(db, id),
  };
}

type StatsQuery = z.output<typeof requestStatsQuerySchema>;

/** Counts by status and priority (and open ones by sub-status) over the caller's requests. */
export async function requestStats(db: Queryable, scope: TenantScope, query: StatsQuery, options: RequestListOptions = {}): Promise<RequestStats> {
  const conditions: SQL[] = [requestVisibleTo(scope)];
  if (options.selfService !== undefined) conditions.push(eq(requests.isSelfService, options.selfService));
  if (query.locationId?.length) conditions.push(inArray(requests.locationId, query.locationId));
  if (query.createdFrom) conditions.push(gte(requests.createdAt, query.createdFrom));
  if (query.createdTo) conditions.push(lt(requests.createdAt, query.createdTo));
  const where = and(...conditions);
  const [groups, subStatuses] = await Promise.all([
    db
      .select({ status: requests.requestStatus, priority: requests.requestPriority, n: count() })
      .from(requests)
      .leftJoin(assets, eq(assets.id, requests.assetId))
      .where(where)
      .groupBy(requests.requestStatus, requests.requestPriority),
    db
      .select({ subStatus: requests.subStatus, n: count() })
      .from(requests)
      .leftJoin(assets, eq(assets.id, requests.assetId))
      .where(and(where, eq(requests.requestStatus, 'Request Open')))
      .groupBy(requests.subStatus),
  ]);
  const zeroes = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  const stats: RequestStats = {
    total: 0,
    byStatus: zeroes(REQUEST_STATUSES),
    byPriority: zeroes(REQUEST_PRIORITIES),
    openByPriority: zeroes(REQUEST_PRIORITIES),
    openBySubStatus: {},
  };
  for (const g of groups) {
    stats.total += g.n;
    stats.byStatus[g.status] += g.n;
    stats.byPriority[g.priority] += g.n;
    if (g.status === 'Request Open') stats.openByPriority[g.priority] += g.n;
  }
  for (const s of subStatuses) stats.openBySubStatus[s.subStatus ?? 'None'] = s.n;
  return stats;
}
