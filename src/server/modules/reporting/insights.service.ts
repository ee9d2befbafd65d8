import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { REPEAT_REPAIR_REQUESTS, TOP_ROWS, type InsightsReport } from '../../../domain/reporting/reports-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { serviceCategories } from '../../db/schema/catalog';
import { invoices } from '../../db/schema/invoices';
import { requests } from '../../db/schema/requests';
import { locations } from '../../db/schema/tenancy';
import { categoryName } from './report-columns';
import { inPeriod, requestsInScope, type ReportScope } from './report-scope';

const cents = sql<number>`coalesce(sum(${invoices.totalCents}), 0)`.mapWith(Number);
const requestCount = sql<number>`count(distinct ${requests.id})`.mapWith(Number);

/**
 * Insights (docs/product/reporting.md#insights): where the money of the period went, by category,
 * equipment and location (the invoices of the requests in scope, by invoice date), and the equipment
 * that keeps failing (REPEAT_REPAIR_REQUESTS or more requests created in the period). Brand-owner
 * users get the repeat repairs on their equipment, and no spend.
 */
export async function insights(db: Queryable, s: ReportScope): Promise<InsightsReport> {
  // What a customer pays its vendors is the customer's: a brand-owner user sees the repeat repairs only.
  const billed = and(requestsInScope(s), inPeriod(s, invoices.invoicedAt), s.customerId ? undefined : sql`false`);

  const [byCategory, byAsset, byLocation, repeats] = await Promise.all([
    db
      .select({ category: categoryName, cents, requests: requestCount })
      .from(invoices)
      .innerJoin(requests, eq(requests.id, invoices.requestId))
      .leftJoin(assets, eq(assets.id, requests.assetId))
      .leftJoin(serviceCategories, eq(serviceCategories.id, requests.serviceCategoryId))
      .where(billed)
      .groupBy(categoryName)
      .orderBy(desc(cents)),
    db
      .select({ assetId: assets.id, assetName: assets.name, locationId: locations.id, locationName: locations.name, cents, requests: requestCount })
      .from(invoices)
      .innerJoin(requests, eq(requests.id, invoices.requestId))
      .innerJoin(assets, eq(assets.id, requests.assetId))
      .innerJoin(locations, eq(locations.id, requests.locationId))
      .where(billed)
      .groupBy(assets.id, assets.name, locations.id, locations.name)
      .orderBy(desc(cents), assets.name)
      .limit(TOP_ROWS),
    db
      .select({ locationId: locations.id, locationName: locations.name, cents, requests: requestCount })
      .from(invoices)
      .innerJoin(requests, eq(requests.id, invoices.requestId))
      .innerJoin(locations, eq(locations.id, requests.locationId))
      .leftJoin(assets, eq(assets.id, requests.assetId))
      .where(billed)
      .groupBy(locations.id, locations.name)
      .orderBy(desc(cents), locations.name)
      .limit(TOP_ROWS),
    db
      .select({ assetId: assets.id, assetName: assets.name, locationId: locations.id, locationName: locations.name, requests: requestCount })
      .from(requests)
      .innerJoin(assets, eq(assets.id, requests.assetId))
      .innerJoin(locations, eq(locations.id, requests.locationId))
      .where(and(requestsInScope(s), inPeriod(s, requests.createdAt)))
      .groupBy(assets.id, assets.name, locations.id, locations.name)
      .having(gte(requestCount, REPEAT_REPAIR_REQUESTS))
      .orderBy(desc(requestCount), assets.name)
      .limit(TOP_ROWS),
  ]);
  return {
    spendByCategory: byCategory,
    topAssets: byAsset.map((r) => ({
      asset: { id: r.assetId, name: r.assetName },
      location: { id: r.locationId, name: r.locationName },
      cents: r.cents,
      requests: r.requests,
    })),
    topLocations: byLocation.map((r) => ({ location: { id: r.locationId, name: r.locationName }, cents: r.cents, requests: r.requests })),
    repeatRepairs: repeats.map((r) => ({
      asset: { id: r.assetId, name: r.assetName },
      location: { id: r.locationId, name: r.locationName },
      requests: r.requests,
    })),
  };
}
