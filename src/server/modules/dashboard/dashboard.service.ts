import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_WINDOW_DAYS, PAST_ETA_LISTED, type PastEtaView, type PmComplianceView, type SpendView } from '../../../domain/dashboard/dashboard-api';
import { repair } from '../../../domain/requests/proof-of-value';
import type { RequestPriority } from '../../../domain/requests/request-enums';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { pmRequestDetails } from '../../db/schema/pm';
import { requestQuotes } from '../../db/schema/public-links';
import { requests } from '../../db/schema/requests';
import { locations } from '../../db/schema/tenancy';
import { canSeeLocation, type TenantScope } from '../../db/tenant-scope';
import { badRequest } from '../../http-error';
import { requestVisibleTo } from '../requests/request-access';

/** Whose figures: the current customer, at the locations the caller sees (narrowed to `locationIds`). */
export interface DashboardScope {
  scope: TenantScope;
  customerId: string;
  locationIds: readonly string[];
}

/** Every location asked for must be one of the current customer's that the caller sees. */
export async function requireOwnLocations(db: Queryable, scope: TenantScope, customerId: string, locationIds: readonly string[]): Promise<void> {
  if (!locationIds.length) return;
  const found = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(inArray(locations.id, [...locationIds]), eq(locations.customerId, customerId)));
  const seen = found.filter((l) => canSeeLocation(scope, { customerId, locationId: l.id }));
  if (seen.length !== new Set(locationIds).size) throw badRequest('locationId: every location must be one of yours.');
}

/** The request rows a dashboard figure may count (the asset join is the brand-owner part of the scope). */
function requestsOf(d: DashboardScope): SQL {
  return and(
    requestVisibleTo(d.scope),
    eq(requests.customerId, d.customerId),
    d.locationIds.length ? inArray(requests.locationId, [...d.locationIds]) : undefined,
  )!;
}

const count = (condition?: SQL) => (condition ? sql<number>`count(*) filter (where ${condition})` : sql<number>`count(*)`).mapWith(Number);

/** Open requests whose ETA has passed, the longest overdue first (docs/product/home.md). */
export async function pastEta(db: Queryable, d: DashboardScope): Promise<PastEtaView> {
  const rows = await db
    .select({
      id: requests.id,
      number: requests.number,
      title: sql<string>`coalesce(${requests.ticketName}, left(${requests.incidentDescription}, 80))`,
      requestPriority: requests.requestPriority,
      eta: requests.eta,
      location: { id: locations.id, name: locations.name, storeNumber: locations.storeNumber },
      // Counted before the limit: the total of every matching row, in the same query.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(requests)
    .innerJoin(locations, eq(locations.id, requests.locationId))
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .where(and(requestsOf(d), eq(requests.requestStatus, 'Request Open'), sql`${requests.eta} < now()`))
    .orderBy(asc(requests.eta), asc(requests.id))
    .limit(PAST_ETA_LISTED);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map(({ total: _total, eta, ...row }) => ({ ...row, eta: eta!.toISOString() })),
  };
}

/**
 * Preventative visits due in the DASHBOARD_WINDOW_DAYS before today, today and due dates read at the
 * visit's location: on time (completed by the end of the due day), late, or missed (still open).
 */
export async function pmCompliance(db: Queryable, d: DashboardScope): Promise<PmComplianceView> {
  const today = sql`(now() at time zone ${locations.timezone})::date`;
  const completedDay = sql`(${requests.completedAt} at time zone ${locations.timezone})::date`;
  const [row] = await db
    .select({
      due: count(),
      onTime: count(sql`${requests.completedAt} is not null and ${completedDay} <= ${pmRequestDetails.dueDate}`),
      late: count(sql`${requests.completedAt} is not null and ${completedDay} > ${pmRequestDetails.dueDate}`),
      missed: count(sql`${requests.completedAt} is null`),
    })
    .from(pmRequestDetails)
    .innerJoin(requests, eq(requests.id, pmRequestDetails.requestId))
    .innerJoin(locations, eq(locations.id, requests.locationId))
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .where(
      and(
        requestsOf(d),
        isNotNull(pmRequestDetails.dueDate),
        sql`${pmRequestDetails.dueDate} < ${today}`,
        sql`${pmRequestDetails.dueDate} >= ${today} - ${DASHBOARD_WINDOW_DAYS}::int`,
      ),
    );
  const { due, onTime, late, missed } = row ?? { due: 0, onTime: 0, late: 0, missed: 0 };
  return { windowDays: DASHBOARD_WINDOW_DAYS, due, onTime, late, missed, compliancePercent: due ? Math.round((onTime / due) * 1000) / 10 : null };
}

/** The calendar months (YYYY-MM, UTC) from the window's first day to today. */
export function windowMonths(now: Date, days = DASHBOARD_WINDOW_DAYS): string[] {
  const start = new Date(now.getTime() - days * 86_400_000);
  const cursor = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
  const months: string[] = [];
  for (; cursor <= now; cursor.setUTCMonth(cursor.getUTCMonth() + 1)) months.push(cursor.toISOString().slice(0, 7));
  return months;
}

/**
 * What vendors' completed work cost in the last DASHBOARD_WINDOW_DAYS: each request closed in the
 * window with a vendor on it, at the vendor's latest quote when there is one, else the cost model's
 * repair at its priority (docs/product/home.md).
 */
export async function spend(db: Queryable, d: DashboardScope, now = new Date()): Promise<SpendView> {
  const latestQuoteCents = sql<number | null>`(select ${requestQuotes.amountCents} from ${requestQuotes}
    where ${requestQuotes.requestId} = ${requests.id} order by ${requestQuotes.createdAt} desc limit 1)`;
  const done = db
    .select({
      month: sql<string>`to_char(${requests.completedAt} at time zone 'UTC', 'YYYY-MM')`.as('month'),
      priority: sql<RequestPriority>`${requests.requestPriority}`.as('priority'),
      quoteCents: latestQuoteCents.as('quote_cents'),
    })
    .from(requests)
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .where(
      and(
        requestsOf(d),
        eq(requests.requestStatus, 'Request Closed'),
        isNotNull(requests.assignedToVendorId),
        sql`${requests.completedAt} >= ${new Date(now.getTime() - DASHBOARD_WINDOW_DAYS * 86_400_000).toISOString()}::timestamptz`,
      ),
    )
    .as('done');
  const groups = await db
    .select({
      month: done.month,
      priority: done.priority,
      requests: count(),
      quoted: count(sql`${done.quoteCents} is not null`),
      quoteCents: sql<number>`coalesce(sum(${done.quoteCents}), 0)`.mapWith(Number),
    })
    .from(done)
    .groupBy(done.month, done.priority);

  const byMonth = new Map(windowMonths(now).map((m) => [m, 0]));
  const view: SpendView = { windowDays: DASHBOARD_WINDOW_DAYS, totalUsd: 0, requests: 0, quotedUsd: 0, quotedRequests: 0, estimatedUsd: 0, byMonth: [] };
  for (const g of groups) {
    const quoted = g.quoteCents / 100;
    const estimated = (g.requests - g.quoted) * repair(g.priority);
    view.requests += g.requests;
    view.quotedRequests += g.quoted;
    view.quotedUsd += quoted;
    view.estimatedUsd += estimated;
    byMonth.set(g.month, (byMonth.get(g.month) ?? 0) + quoted + estimated);
  }
  view.quotedUsd = Math.round(view.quotedUsd);
  view.estimatedUsd = Math.round(view.estimatedUsd);
  view.totalUsd = view.quotedUsd + view.estimatedUsd;
  view.byMonth = [...byMonth].map(([month, usd]) => ({ month, usd: Math.round(usd) }));
  return view;
}
