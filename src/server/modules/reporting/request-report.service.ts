import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestReport } from '../../../domain/reporting/reports-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { serviceCategories } from '../../db/schema/catalog';
import { requests } from '../../db/schema/requests';
import { categoryName } from './report-columns';
import { inPeriod, requestsInScope, type ReportScope } from './report-scope';

/** The mean hours from `from` to `to` over the group (rows where `to` is null do not count), one decimal (vendor insights). */
export const meanHours = (from: AnyPgColumn | SQL, to: AnyPgColumn | SQL) =>
  sql<number | null>`round((avg(extract(epoch from (${to} - ${from}))) / 3600)::numeric, 1)`.mapWith((v) => (v === null ? null : Number(v)));

/** Seconds from creation to a milestone, summed over the group, and how many reached it. */
const toMilestone = (at: AnyPgColumn) => ({
  seconds: sql<number>`coalesce(sum(extract(epoch from (${at} - ${requests.createdAt}))), 0)`.mapWith(Number),
  reached: sql<number>`count(${at})`.mapWith(Number),
});

/** What each group of requests adds up (docs/product/reporting.md#requests); means are made from sums, so groups add up. */
const sums = {
  total: sql<number>`count(*)`.mapWith(Number),
  open: sql<number>`count(*) filter (where ${requests.requestStatus} = 'Request Open')`.mapWith(Number),
  closed: sql<number>`count(*) filter (where ${requests.requestStatus} = 'Request Closed')`.mapWith(Number),
  dispatchSeconds: toMilestone(requests.dispatchedAt).seconds,
  dispatched: toMilestone(requests.dispatchedAt).reached,
  arriveSeconds: toMilestone(requests.firstCheckInAt).seconds,
  arrived: toMilestone(requests.firstCheckInAt).reached,
  completeSeconds: toMilestone(requests.completedAt).seconds,
  completed: toMilestone(requests.completedAt).reached,
  visitedClosed: sql<number>`count(*) filter (where ${requests.requestStatus} = 'Request Closed' and ${requests.checkInCount} > 0)`.mapWith(Number),
  fixedFirstTime: sql<number>`count(*) filter (where ${requests.requestStatus} = 'Request Closed' and ${requests.checkInCount} = 1)`.mapWith(Number),
};
type Sums = { [K in keyof typeof sums]: number };

const hoursOf = (seconds: number, n: number) => (n ? Math.round(seconds / n / 360) / 10 : null);

/** A group's figures from its sums. */
function measures(g: Sums) {
  return {
    total: g.total,
    open: g.open,
    closed: g.closed,
    meanHoursToDispatch: hoursOf(g.dispatchSeconds, g.dispatched),
    meanHoursToArrive: hoursOf(g.arriveSeconds, g.arrived),
    meanHoursToComplete: hoursOf(g.completeSeconds, g.completed),
    firstTimeFixPercent: g.visitedClosed ? Math.round((g.fixedFirstTime / g.visitedClosed) * 1000) / 10 : null,
  };
}

/**
 * The request report: the requests created in the period, by week (Monday, UTC) and category, and
 * per category the open and closed counts, the mean hours from creation to the first dispatch, the
 * first check-in and completion, and the first-time fix rate (closed requests with a visit that
 * took one). Read from the milestones the write paths keep on each request, in one pass over the
 * period's requests (grouping sets: by category, and by week and category).
 */
export async function requestReport(db: Queryable, s: ReportScope): Promise<RequestReport> {
  const week = sql<string | null>`to_char(date_trunc('week', ${requests.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const groups = await db
    .select({ week, category: categoryName, ...sums })
    .from(requests)
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .leftJoin(serviceCategories, eq(serviceCategories.id, requests.serviceCategoryId))
    .where(and(requestsInScope(s), inPeriod(s, requests.createdAt)))
    .groupBy(sql`grouping sets ((${categoryName}), (${week}, ${categoryName}))`);

  const byCategory = groups.filter((g) => g.week === null);
  const rows = byCategory.map((g) => ({ category: g.category, ...measures(g) })).sort((a, b) => b.total - a.total || a.category.localeCompare(b.category));
  const weeks = new Map<string, { weekStart: string; total: number; byCategory: Record<string, number> }>();
  for (const g of groups.filter((x) => x.week !== null).sort((a, b) => a.week!.localeCompare(b.week!))) {
    const entry = weeks.get(g.week!) ?? { weekStart: g.week!, total: 0, byCategory: {} };
    entry.total += g.total;
    entry.byCategory[g.category] = g.total;
    weeks.set(g.week!, entry);
  }
  const all = Object.fromEntries(Object.keys(sums).map((key) => [key, byCategory.reduce((n, g) => n + g[key as keyof Sums], 0)])) as Sums;
  return { categories: rows.map((r) => r.category), weeks: [...weeks.values()], summary: measures(all), rows };
}
