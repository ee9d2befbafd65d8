import { and, asc, eq, gte, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_WINDOW_DAYS, PAST_ETA_LISTED, type PastEtaView, type PmComplianceView, type SpendView } from '../../../domain/dashboard/dashboard-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { pmRequestDetails } from '../../db/schema/pm';
import { invoices } from '../../db/schema/invoices';
import { requests } from '../../db/schema/requests';
import { locations } from '../../db/schema/tenancy';
import { canSeeLocation, visibleTo, type TenantScope } from '../../db/tenant-scope';
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
 * What vendors invoiced in the last DASHBOARD_WINDOW_DAYS (docs/product/home.md): every invoice of the
 * customer at the selected locations, matched to a request or not, except disputed ones; by month.
 */
export async function spend(db: Queryable, d: DashboardScope, now = new Date()): Promise<SpendView> {
  const month = sql<string>`to_char(${invoices.invoicedAt} at time zone 'UTC', 'YYYY-MM')`;
  const groups = await db
    .select({ month, invoices: count(), cents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)`.mapWith(Number) })
    .from(invoices)
    .where(
      and(
        visibleTo(d.scope, { customerId: invoices.customerId, locationId: invoices.locationId }),
        eq(invoices.customerId, d.customerId),
        d.locationIds.length ? inArray(invoices.locationId, [...d.locationIds]) : undefined,
        ne(invoices.status, 'Disputed'),
        gte(invoices.invoicedAt, new Date(now.getTime() - DASHBOARD_WINDOW_DAYS * 86_400_000)),
        lte(invoices.invoicedAt, now),
      ),
    )
    .groupBy(month);
  const byMonth = new Map(windowMonths(now).map((m) => [m, 0]));
  for (const g of groups) byMonth.set(g.month, (byMonth.get(g.month) ?? 0) + g.cents);
  const cents = groups.reduce((sum, g) => sum + g.cents, 0);
  return {
    windowDays: DASHBOARD_WINDOW_DAYS,
    totalUsd: Math.round(cents / 100),
    invoices: groups.reduce((sum, g) => sum + g.invoices, 0),
    byMonth: [...byMonth].map(([m, c]) => ({ month: m, usd: Math.round(c / 100) })),
  };
}
