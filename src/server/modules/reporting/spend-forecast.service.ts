import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { upcomingOccurrences } from '../../../domain/pm/pm-recurrence';
import type { SpendForecast } from '../../../domain/reporting/reports-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { assetTypes, serviceCategories } from '../../db/schema/catalog';
import { invoices } from '../../db/schema/invoices';
import { pmSchedules } from '../../db/schema/pm';
import { requests } from '../../db/schema/requests';
import { categoryName } from './report-columns';
import { rowsInScope, type ReportScope } from './report-scope';

export const FORECAST_MONTHS = 12;

export const FORECAST_METHOD =
  'Repairs: each category’s average monthly spend on invoices not tied to preventative visits over the last 12 full months, carried forward flat. ' +
  'Preventative maintenance: every visit the active PM schedules will fall due in each month, at the average invoice of a preventative visit in that category over the same 12 months (or of any category when it has none). ' +
  'The date range filter does not apply: the forecast always starts next month.';

/** YYYY-MM of the month `offset` months from `at`'s (UTC). */
const monthOf = (at: Date, offset = 0) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
const monthStart = (at: Date, offset = 0) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));

/**
 * The spend forecast (docs/product/reporting.md#spend-forecast): the next 12 months by category, from
 * the last 12 full months of invoices and the PM schedules (FORECAST_METHOD says how, and the page
 * shows it). Location, category and vendor filters narrow both the history and the schedules
 * (a schedule's vendor is the one it assigns).
 */
export async function spendForecast(db: Queryable, s: ReportScope, now = new Date()): Promise<SpendForecast> {
  const historyFrom = monthStart(now, -FORECAST_MONTHS);
  const historyTo = monthStart(now);

  const preventative = sql<boolean>`coalesce(${requests.requestType} in ('Preventative', 'Self Service Preventative'), false)`;
  const history = await db
    .select({
      category: categoryName,
      preventative,
      cents: sql<number>`sum(${invoices.totalCents})`.mapWith(Number),
      invoices: sql<number>`count(*)`.mapWith(Number),
    })
    .from(invoices)
    .leftJoin(requests, eq(requests.id, invoices.requestId))
    .leftJoin(serviceCategories, eq(serviceCategories.id, invoices.serviceCategoryId))
    .where(
      and(
        rowsInScope(s, invoices),
        gte(invoices.invoicedAt, historyFrom),
        lt(invoices.invoicedAt, historyTo),
        s.serviceCategoryId ? eq(invoices.serviceCategoryId, s.serviceCategoryId) : undefined,
        s.vendorId ? eq(invoices.vendorId, s.vendorId) : undefined,
      ),
    )
    .groupBy(categoryName, preventative);

  const schedules = await db
    .select({
      category: categoryName,
      recurrence: pmSchedules.recurrence,
      start: pmSchedules.startDate,
      end: pmSchedules.endDate,
      next: pmSchedules.nextOccurrenceDate,
    })
    .from(pmSchedules)
    .innerJoin(assets, eq(assets.id, pmSchedules.assetId))
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .leftJoin(serviceCategories, eq(serviceCategories.id, assetTypes.serviceCategoryId))
    .where(
      and(
        rowsInScope(s, pmSchedules),
        eq(pmSchedules.active, true),
        isNotNull(pmSchedules.nextOccurrenceDate),
        s.serviceCategoryId ? eq(assetTypes.serviceCategoryId, s.serviceCategoryId) : undefined,
        s.vendorId ? eq(pmSchedules.assignedToVendorId, s.vendorId) : undefined,
      ),
    );

  const repairsPerMonth = new Map<string, number>();
  const pmVisitCost = new Map<string, number>();
  let pmCents = 0;
  let pmInvoices = 0;
  for (const h of history) {
    if (h.preventative) {
      pmVisitCost.set(h.category, h.cents / h.invoices);
      pmCents += h.cents;
      pmInvoices += h.invoices;
    } else {
      repairsPerMonth.set(h.category, (repairsPerMonth.get(h.category) ?? 0) + h.cents / FORECAST_MONTHS);
    }
  }
  const anyPmVisit = pmInvoices ? pmCents / pmInvoices : 0;

  const months = Array.from({ length: FORECAST_MONTHS }, (_, i) => monthOf(now, i + 1));
  const visits = new Map<string, number>(); // `${month}|${category}` → visits due
  const last = months.at(-1)!;
  for (const schedule of schedules) {
    // Every visit from the next one to the horizon's last month (a day after any month's last).
    const horizon = `${last}-32`;
    const end = schedule.end && schedule.end < horizon ? schedule.end : horizon;
    for (const due of upcomingOccurrences(schedule.recurrence, { start: schedule.start, end }, schedule.next!, Number.MAX_SAFE_INTEGER)) {
      const month = due.slice(0, 7);
      if (month < months[0]!) continue;
      const key = `${month}|${schedule.category}`;
      visits.set(key, (visits.get(key) ?? 0) + 1);
    }
  }
  const categories = [...new Set([...repairsPerMonth.keys(), ...schedules.map((x) => x.category)])].sort();
  return {
    method: FORECAST_METHOD,
    basis: {
      historyFrom: historyFrom.toISOString().slice(0, 10),
      historyTo: new Date(historyTo.getTime() - 86_400_000).toISOString().slice(0, 10),
      invoices: history.reduce((n, h) => n + h.invoices, 0),
      pmSchedules: schedules.length,
    },
    categories,
    months: months.map((month) => {
      const byCategory = categories.map((name) => {
        const pmVisits = visits.get(`${month}|${name}`) ?? 0;
        return {
          category: name,
          correctiveCents: Math.round(repairsPerMonth.get(name) ?? 0),
          preventativeCents: Math.round(pmVisits * (pmVisitCost.get(name) ?? anyPmVisit)),
          pmVisits,
        };
      });
      return { month, totalCents: byCategory.reduce((t, c) => t + c.correctiveCents + c.preventativeCents, 0), byCategory };
    }),
  };
}
