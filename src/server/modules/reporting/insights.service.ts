import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { REPEAT_REPAIR_REQUESTS, TOP_ROWS, type InsightsReport } from '../../../domain/reporting/reports-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { serviceCategories } from '../../db/schema/catalog';
import { invoices } from '../../db/schema/invoices';
import { requests } from '../../db/schema/requests';
import { locations } from '../../db/schema/tenancy';
import { categoryName } from './report-columns';
import { inPeriod, requestsInScope, rowsInScope, type ReportScope } from './report-scope';

const cents = sql<number>`coalesce(sum(${invoices.totalCents}), 0)`.mapWith(Number);
const billedRequests = sql<number>`count(distinct ${invoices.requestId})`.mapWith(Number);
const requestCount = sql<number>`count(*)`.mapWith(Number);

/** The spend lists: the period's invoices matched to a request, read by the invoice's own location, equipment and category. */
async function spend(db: Queryable, s: ReportScope) {
  const billed = and(
    rowsInScope(s, invoices),
    inPeriod(s, invoices.invoicedAt),
    isNotNull(invoices.requestId),
    s.serviceCategoryId ? eq(invoices.serviceCategoryId, s.serviceCategoryId) : undefined,
    s.vendorId ? eq(invoices.vendorId, s.vendorId) : undefined,
  );
  return Promise.all([
    db
      .select({ category: categoryName, cents, requests: billedRequests })
      .from(invoices)
      .leftJoin(serviceCategories, eq(serviceCategories.id, invoices.serviceCategoryId))
      .where(billed)
      .groupBy(categoryName)
      .orderBy(desc(cents)),
    db
      .select({ assetId: sql<string>`${invoices.assetId}`, cents, requests: billedRequests })
      .from(invoices)
      .where(and(billed, isNotNull(invoices.assetId)))
      .groupBy(invoices.assetId)
      .orderBy(desc(cents), invoices.assetId)
      .limit(TOP_ROWS)
      .then((rows) => withAssetNames(db, rows)),
    db
      .select({ locationId: invoices.locationId, cents, requests: billedRequests })
      .from(invoices)
      .where(billed)
      .groupBy(invoices.locationId)
      .orderBy(desc(cents), invoices.locationId)
      .limit(TOP_ROWS)
      .then((rows) => withLocationNames(db, rows)),
  ]);
}

/** The names of the top rows' equipment and locations, read after grouping (ten rows, not the period's). */
async function withAssetNames<T extends { assetId: string }>(db: Queryable, rows: T[]) {
  const named = rows.length
    ? await db
        .select({ id: assets.id, name: assets.name, locationId: locations.id, locationName: locations.name })
        .from(assets)
        .innerJoin(locations, eq(locations.id, assets.locationId))
        .where(
          inArray(
            assets.id,
            rows.map((r) => r.assetId),
          ),
        )
    : [];
  const byId = new Map(named.map((a) => [a.id, a]));
  return rows.flatMap((r) => {
    const a = byId.get(r.assetId);
    return a ? [{ ...r, asset: { id: a.id, name: a.name }, location: { id: a.locationId, name: a.locationName } }] : [];
  });
}

async function withLocationNames<T extends { locationId: string }>(db: Queryable, rows: T[]) {
  const named = rows.length
    ? await db
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(
          inArray(
            locations.id,
            rows.map((r) => r.locationId),
          ),
        )
    : [];
  const byId = new Map(named.map((l) => [l.id, l.name]));
  return rows.map((r) => ({ ...r, location: { id: r.locationId, name: byId.get(r.locationId) ?? '' } }));
}

/**
 * Insights (docs/product/reporting.md#insights): where the money of the period went, by category,
 * equipment and location (the invoices matched to requests, by invoice date), and the equipment
 * that keeps failing (REPEAT_REPAIR_REQUESTS or more requests created in the period). What a
 * customer pays its vendors is the customer's: brand-owner users get the repeat repairs on their
 * equipment, and no spend.
 */
export async function insights(db: Queryable, s: ReportScope): Promise<InsightsReport> {
  const [[byCategory, byAsset, byLocation], repeats] = await Promise.all([
    s.customerId ? spend(db, s) : Promise.resolve([[], [], []] as const),
    db
      .select({ assetId: sql<string>`${requests.assetId}`, requests: requestCount })
      .from(requests)
      .leftJoin(assets, eq(assets.id, requests.assetId))
      .where(and(requestsInScope(s), inPeriod(s, requests.createdAt), isNotNull(requests.assetId)))
      .groupBy(requests.assetId)
      .having(gte(requestCount, REPEAT_REPAIR_REQUESTS))
      .orderBy(desc(requestCount), requests.assetId)
      .limit(TOP_ROWS)
      .then((rows) => withAssetNames(db, rows)),
  ]);
  return {
    spendByCategory: [...byCategory],
    topAssets: byAsset.map((r) => ({ asset: r.asset, location: r.location, cents: r.cents, requests: r.requests })),
    topLocations: byLocation.map((r) => ({ location: r.location, cents: r.cents, requests: r.requests })),
    repeatRepairs: repeats.map((r) => ({ asset: r.asset, location: r.location, requests: r.requests })),
  };
}
