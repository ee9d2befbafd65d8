import { and, avg, count, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { VendorInsights, VendorScorecard } from '../../../domain/reporting/reports-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { invoiceLines, invoices } from '../../db/schema/invoices';
import { requestRatings } from '../../db/schema/public-links';
import { requests } from '../../db/schema/requests';
import { vendors } from '../../db/schema/tenancy';
import { vendorContractedRates } from '../../db/schema/vendors';
import { customerOf, inPeriod, requestsInScope, rowsInScope, type ReportScope } from './report-scope';
import { meanHours } from './request-report.service';

const percentOf = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);

/**
 * Vendor scorecards (docs/product/reporting.md#vendor-insights) for the vendors of the requests
 * created in the period: how fast they were dispatched, whether they arrived by their ETA, fixed it
 * in one visit, the customer's ratings, what they billed in the period, and whether their labour and
 * trip charges kept to the contracted rates in force on the invoice's day.
 */
export async function vendorInsights(db: Queryable, s: ReportScope): Promise<VendorInsights> {
  const customerId = customerOf(s);
  const assigned = and(requestsInScope(s), inPeriod(s, requests.createdAt), isNotNull(requests.assignedToVendorId));
  const work = await db
    .select({
      vendorId: requests.assignedToVendorId,
      requests: count(),
      meanHoursToDispatch: meanHours(requests.createdAt, requests.dispatchedAt),
      withEta: sql<number>`count(*) filter (where ${requests.eta} is not null and ${requests.firstCheckInAt} is not null)`.mapWith(Number),
      etaKept: sql<number>`count(*) filter (where ${requests.firstCheckInAt} <= ${requests.eta})`.mapWith(Number),
      visitedClosed: sql<number>`count(*) filter (where ${requests.requestStatus} = 'Request Closed' and ${requests.checkInCount} > 0)`.mapWith(Number),
      fixedFirstTime: sql<number>`count(*) filter (where ${requests.requestStatus} = 'Request Closed' and ${requests.checkInCount} = 1)`.mapWith(Number),
      csatAverage: avg(requestRatings.rating).mapWith((v) => (v === null ? null : Math.round(Number(v) * 10) / 10)),
      ratings: count(requestRatings.id),
    })
    .from(requests)
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .leftJoin(requestRatings, eq(requestRatings.requestId, requests.id))
    .where(assigned)
    .groupBy(requests.assignedToVendorId);
  const vendorIds = work.map((w) => w.vendorId!).filter(Boolean);
  if (!vendorIds.length) return { vendors: [] };

  const billedIn = and(rowsInScope(s, invoices), inPeriod(s, invoices.invoicedAt), inArray(invoices.vendorId, vendorIds));
  const spend = await db
    .select({ vendorId: invoices.vendorId, cents: sql<number>`sum(${invoices.totalCents})`.mapWith(Number) })
    .from(invoices)
    .where(billedIn)
    .groupBy(invoices.vendorId);

  // Each labour or travel line against the vendor's rate for the invoice's category on its day
  // (Hourly Labor per hour, Trip Charge per trip); an invoice complies when every such line does.
  const rateType = sql`case ${invoiceLines.kind} when 'labour' then 'Hourly Labor' when 'travel' then 'Trip Charge' end`;
  const checked = await db
    .select({
      vendorId: invoices.vendorId,
      invoices: sql<number>`count(distinct ${invoices.id})`.mapWith(Number),
      overCharged: sql<number>`count(distinct ${invoices.id}) filter (where ${invoiceLines.unitCents} > ${vendorContractedRates.amountCents})`.mapWith(Number),
    })
    .from(invoices)
    .innerJoin(invoiceLines, and(eq(invoiceLines.invoiceId, invoices.id), inArray(invoiceLines.kind, ['labour', 'travel'])))
    .innerJoin(
      vendorContractedRates,
      and(
        eq(vendorContractedRates.vendorId, invoices.vendorId),
        eq(vendorContractedRates.customerId, customerId),
        eq(vendorContractedRates.serviceCategoryId, invoices.serviceCategoryId),
        sql`${vendorContractedRates.rateType} = ${rateType}`,
        lte(vendorContractedRates.effectiveFrom, sql`${invoices.invoicedAt}::date`),
        or(sql`${vendorContractedRates.effectiveTo} is null`, sql`${vendorContractedRates.effectiveTo} >= ${invoices.invoicedAt}::date`),
      ),
    )
    .where(billedIn)
    .groupBy(invoices.vendorId);

  const names = new Map(
    (await db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(inArray(vendors.id, vendorIds))).map((v) => [v.id, v.name]),
  );
  const spendOf = new Map(spend.map((r) => [r.vendorId, r.cents]));
  const checkedOf = new Map(checked.map((r) => [r.vendorId, r]));
  const cards: VendorScorecard[] = work.map((w) => {
    const rates = checkedOf.get(w.vendorId!);
    return {
      vendor: { id: w.vendorId!, name: names.get(w.vendorId!) ?? 'Unknown vendor' },
      requests: w.requests,
      meanHoursToDispatch: w.meanHoursToDispatch,
      etaKeptPercent: percentOf(w.etaKept, w.withEta),
      firstTimeFixPercent: percentOf(w.fixedFirstTime, w.visitedClosed),
      csatAverage: w.csatAverage,
      ratings: w.ratings,
      spendCents: spendOf.get(w.vendorId!) ?? 0,
      rateCompliancePercent: rates ? percentOf(rates.invoices - rates.overCharged, rates.invoices) : null,
    };
  });
  return { vendors: cards.sort((a, b) => b.requests - a.requests || a.vendor.name.localeCompare(b.vendor.name)) };
}
