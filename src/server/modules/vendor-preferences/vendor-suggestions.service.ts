import { and, asc, count, desc, eq, isNotNull, max } from 'drizzle-orm';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { VendorSuggestion } from '../../../domain/vendors/vendor-preferences-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { assetTypes } from '../../db/schema/catalog';
import { requests } from '../../db/schema/requests';
import { vendors } from '../../db/schema/tenancy';
import { assetRosterEntries, categoryRosterEntries, locationDoNotSuggest } from '../../db/schema/vendor-preferences';
import { vendorSummaryColumns } from '../vendors/vendors.service';

/**
 * GET vendor-preferences/suggestions/asset/{id}: the asset's own roster, then its category's roster
 * at its location, then vendors that served it (most recent first); each vendor once, and never one
 * marked do-not-suggest at the location or for the category. The asset must be visible (checked by the caller).
 */
export async function suggestVendorsForAsset(db: Queryable, assetId: string, page: PageQuery): Promise<Page<VendorSuggestion>> {
  const [asset] = await db
    .select({ locationId: assets.locationId, serviceCategoryId: assetTypes.serviceCategoryId })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .where(eq(assets.id, assetId));
  if (!asset) return { items: [], total: 0, limit: page.limit, offset: page.offset };

  const assetRoster = await db
    .select({ vendor: vendorSummaryColumns, position: assetRosterEntries.position })
    .from(assetRosterEntries)
    .innerJoin(vendors, eq(vendors.id, assetRosterEntries.vendorId))
    .where(eq(assetRosterEntries.assetId, assetId))
    .orderBy(asc(assetRosterEntries.position));
  const categoryEntries = await db
    .select({ vendor: vendorSummaryColumns, position: categoryRosterEntries.position, doNotSuggest: categoryRosterEntries.doNotSuggest })
    .from(categoryRosterEntries)
    .innerJoin(vendors, eq(vendors.id, categoryRosterEntries.vendorId))
    .where(and(eq(categoryRosterEntries.locationId, asset.locationId), eq(categoryRosterEntries.serviceCategoryId, asset.serviceCategoryId)))
    .orderBy(asc(categoryRosterEntries.position));
  const jobs = count();
  const lastServedAt = max(requests.createdAt);
  const served = await db
    .select({ vendor: vendorSummaryColumns, jobs, lastServedAt })
    .from(requests)
    .innerJoin(vendors, eq(vendors.id, requests.assignedToVendorId))
    .where(and(eq(requests.assetId, assetId), isNotNull(requests.assignedToVendorId)))
    .groupBy(vendors.id)
    .orderBy(desc(lastServedAt), asc(vendors.name));
  const locationBlocked = await db
    .select({ vendorId: locationDoNotSuggest.vendorId })
    .from(locationDoNotSuggest)
    .where(eq(locationDoNotSuggest.locationId, asset.locationId));

  const excluded = new Set([...locationBlocked.map((b) => b.vendorId), ...categoryEntries.filter((e) => e.doNotSuggest).map((e) => e.vendor.id)]);
  const lastServed = new Map(served.map((s) => [s.vendor.id, s.lastServedAt ? new Date(s.lastServedAt).toISOString() : null]));
  const candidates: VendorSuggestion[] = [
    ...assetRoster.map((e) => ({ vendor: e.vendor, reason: 'assetRoster' as const, rank: e.position })),
    ...categoryEntries.filter((e) => !e.doNotSuggest).map((e) => ({ vendor: e.vendor, reason: 'categoryRoster' as const, rank: e.position })),
    ...served.map((s) => ({ vendor: s.vendor, reason: 'servedAsset' as const, rank: s.jobs })),
  ].map((c) => ({ ...c, lastServedAt: lastServed.get(c.vendor.id) ?? null }));

  const seen = new Set<string>();
  const suggestions = candidates.filter((c) => {
    if (excluded.has(c.vendor.id) || seen.has(c.vendor.id)) return false;
    seen.add(c.vendor.id);
    return true;
  });
  return { items: suggestions.slice(page.offset, page.offset + page.limit), total: suggestions.length, limit: page.limit, offset: page.offset };
}
