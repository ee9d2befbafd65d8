import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { PmInsights } from '../../../domain/reporting/reports-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { pmRequestDetails } from '../../db/schema/pm';
import { requests } from '../../db/schema/requests';
import { locations } from '../../db/schema/tenancy';
import { requestsInScope, type ReportScope } from './report-scope';

const count = (condition?: ReturnType<typeof sql>) => (condition ? sql<number>`count(*) filter (where ${condition})` : sql<number>`count(*)`).mapWith(Number);

/** Days are read at each location (its time zone), as the PM schedule sets them. */
const completedDay = sql`(${requests.completedAt} at time zone ${locations.timezone})::date`;
const today = sql`(now() at time zone ${locations.timezone})::date`;

const measures = {
  due: count(),
  onTime: count(sql`${requests.completedAt} is not null and ${completedDay} <= ${pmRequestDetails.dueDate}`),
  late: count(sql`${requests.completedAt} is not null and ${completedDay} > ${pmRequestDetails.dueDate}`),
  missed: count(sql`${requests.completedAt} is null`),
};

const compliance = (row: { due: number; onTime: number }) => (row.due ? Math.round((row.onTime / row.due) * 1000) / 10 : null);

/**
 * PM insights (docs/product/reporting.md#pm-insights): the preventative visits due in the period
 * (before today at their location), completed on or before their due day, after it, or still
 * open; over all and by location, the least compliant first.
 */
export async function pmInsights(db: Queryable, s: ReportScope): Promise<PmInsights> {
  const where = and(
    requestsInScope(s),
    isNotNull(pmRequestDetails.dueDate),
    sql`${pmRequestDetails.dueDate} >= (${s.from.toISOString()}::timestamptz at time zone ${locations.timezone})::date`,
    // A visit due today is not late yet (as on the home dashboard): up to yesterday at its location.
    sql`${pmRequestDetails.dueDate} < least((${s.to.toISOString()}::timestamptz at time zone ${locations.timezone})::date + 1, ${today})`,
  );
  const rows = await db
    .select({ ...measures, locationId: locations.id, locationName: locations.name })
    .from(pmRequestDetails)
    .innerJoin(requests, eq(requests.id, pmRequestDetails.requestId))
    .innerJoin(locations, eq(locations.id, requests.locationId))
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .where(where)
    .groupBy(locations.id, locations.name)
    .orderBy(asc(locations.name));
  const byLocation = rows
    .map((r) => ({
      location: { id: r.locationId, name: r.locationName },
      due: r.due,
      onTime: r.onTime,
      late: r.late,
      missed: r.missed,
      compliancePercent: compliance(r),
    }))
    .sort((a, b) => (a.compliancePercent ?? 101) - (b.compliancePercent ?? 101) || a.location.name.localeCompare(b.location.name));
  const total = rows.reduce((t, r) => ({ due: t.due + r.due, onTime: t.onTime + r.onTime, late: t.late + r.late, missed: t.missed + r.missed }), {
    due: 0,
    onTime: 0,
    late: 0,
    missed: 0,
  });
  return { ...total, compliancePercent: compliance(total), byLocation };
}
