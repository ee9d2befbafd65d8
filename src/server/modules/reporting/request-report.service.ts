import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestReport } from '../../../domain/reporting/reports-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { serviceCategories } from '../../db/schema/catalog';
import { requests } from '../../db/schema/requests';
import { categoryName } from './report-columns';
import { inPeriod, requestsInScope, type ReportScope } from './report-scope';

/** The mean hours from `from` to `to` over the group (rows where `to` is null do not count), one decimal. */
export const meanHours = (from: AnyPgColumn | SQL, to: AnyPgColumn | SQL) =>
  sql<number | null>`round((avg(extract(epoch from (${to} - ${from}))) / 3600)::numeric, 1)`.mapWith((v) => (v === null ? null : Number(v)));

/** The measures of a group of requests (docs/product/reporting.md#requests). */
const measures = {
  total: sql<number>`count(*)`.mapWith(Number),
  open: sql<number>`count(*) filter (where ${requests.requestStatus} = 'Request Open')`.mapWith(Number),
  closed: sql<number>`count(*) filter (where ${requests.requestStatus} = 'Request Closed')`.mapWith(Number),
  meanHoursToDispatch: meanHours(requests.createdAt, requests.dispatchedAt),
  meanHoursToArrive: meanHours(requests.createdAt, requests.firstCheckInAt),
  meanHoursToComplete: meanHours(requests.createdAt, requests.completedAt),
  visitedClosed: sql<number>`count(*) filter (where ${requests.requestStatus} = 'Request Closed' and ${requests.checkInCount} > 0)`.mapWith(Number),
  fixedFirstTime: sql<number>`count(*) filter (where ${requests.requestStatus} = 'Request Closed' and ${requests.checkInCount} = 1)`.mapWith(Number),
};

const firstTimeFix = (row: { visitedClosed: number; fixedFirstTime: number }) =>
  row.visitedClosed ? Math.round((row.fixedFirstTime / row.visitedClosed) * 1000) / 10 : null;

/**
 * The request report: the requests created in the period, by week (Monday, UTC) and category, and
 * per category the open and closed counts, the mean hours from creation to the first dispatch, the
 * first check-in and completion, and the first-time fix rate (closed requests with a visit that
 * took one). Read from the milestones the write paths keep on each request.
 */
export async function requestReport(db: Queryable, s: ReportScope): Promise<RequestReport> {
  const where = and(requestsInScope(s), inPeriod(s, requests.createdAt))!;

  const week = sql<string>`to_char(date_trunc('week', ${requests.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const [byCategory, byWeek, [summary]] = await Promise.all([
    db
      .select({ category: categoryName, ...measures })
      .from(requests)
      .leftJoin(assets, eq(assets.id, requests.assetId))
      .leftJoin(serviceCategories, eq(serviceCategories.id, requests.serviceCategoryId))
      .where(where)
      .groupBy(categoryName),
    db
      .select({ week, category: categoryName, n: sql<number>`count(*)`.mapWith(Number) })
      .from(requests)
      .leftJoin(assets, eq(assets.id, requests.assetId))
      .leftJoin(serviceCategories, eq(serviceCategories.id, requests.serviceCategoryId))
      .where(where)
      .groupBy(week, categoryName)
      .orderBy(week),
    db.select(measures).from(requests).leftJoin(assets, eq(assets.id, requests.assetId)).where(where),
  ]);
  const rows = byCategory
    .map(({ visitedClosed, fixedFirstTime, ...row }) => ({ ...row, firstTimeFixPercent: firstTimeFix({ visitedClosed, fixedFirstTime }) }))
    .sort((a, b) => b.total - a.total || a.category.localeCompare(b.category));
  const weeks = new Map<string, { weekStart: string; total: number; byCategory: Record<string, number> }>();
  for (const { week: weekStart, category: name, n } of byWeek) {
    const entry = weeks.get(weekStart) ?? { weekStart, total: 0, byCategory: {} };
    entry.total += n;
    entry.byCategory[name] = n;
    weeks.set(weekStart, entry);
  }
  const { visitedClosed, fixedFirstTime, ...totals } = summary!;
  return {
    categories: rows.map((r) => r.category),
    weeks: [...weeks.values()],
    summary: { ...totals, firstTimeFixPercent: firstTimeFix({ visitedClosed, fixedFirstTime }) },
    rows,
  };
}
