import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ROSTER_MAX,
  type AssetRoster,
  type CategoryRoster,
  type LocationVendorPreferences,
  type RosterVendor,
  type categoryRosterPutSchema,
} from '../../../domain/vendors/vendor-preferences-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { serviceCategories } from '../../db/schema/catalog';
import { vendors } from '../../db/schema/tenancy';
import { assetRosterEntries, categoryRosterEntries, locationDoNotSuggest } from '../../db/schema/vendor-preferences';
import { badRequest, notFound } from '../../http-error';
import { addVendorTo } from '../locations/location-vendors.service';
import { vendorSummaryColumns } from '../vendors/vendors.service';

type CategoryRosterPut = z.output<typeof categoryRosterPutSchema>;
type LocationRef = { id: string; customerId: string; name: string };

const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;

/**
 * The preferences of several locations at once (four queries whatever their number): every service
 * category with its roster, the asset rosters, and the location-wide do-not-suggest list.
 */
export async function preferencesFor(db: Queryable, places: readonly LocationRef[]): Promise<LocationVendorPreferences[]> {
  if (!places.length) return [];
  const ids = places.map((l) => l.id);
  const categories = await db.select({ id: serviceCategories.id, name: serviceCategories.name }).from(serviceCategories).orderBy(asc(serviceCategories.name));
  const categoryEntries = await db
    .select({
      locationId: categoryRosterEntries.locationId,
      serviceCategoryId: categoryRosterEntries.serviceCategoryId,
      position: categoryRosterEntries.position,
      doNotSuggest: categoryRosterEntries.doNotSuggest,
      vendor: vendorSummaryColumns,
    })
    .from(categoryRosterEntries)
    .innerJoin(vendors, eq(vendors.id, categoryRosterEntries.vendorId))
    .where(inArray(categoryRosterEntries.locationId, ids))
    .orderBy(asc(categoryRosterEntries.position), asc(vendors.name));
  const assetEntries = await db
    .select({
      locationId: assetRosterEntries.locationId,
      assetId: assets.id,
      assetName: assets.name,
      position: assetRosterEntries.position,
      vendor: vendorSummaryColumns,
    })
    .from(assetRosterEntries)
    .innerJoin(assets, eq(assets.id, assetRosterEntries.assetId))
    .innerJoin(vendors, eq(vendors.id, assetRosterEntries.vendorId))
    .where(inArray(assetRosterEntries.locationId, ids))
    .orderBy(asc(assets.name), asc(assets.id), asc(assetRosterEntries.position));
  const blocked = await db
    .select({ locationId: locationDoNotSuggest.locationId, vendor: vendorSummaryColumns })
    .from(locationDoNotSuggest)
    .innerJoin(vendors, eq(vendors.id, locationDoNotSuggest.vendorId))
    .where(inArray(locationDoNotSuggest.locationId, ids))
    .orderBy(asc(vendors.name));

  return places.map((place) => {
    const mine = categoryEntries.filter((e) => e.locationId === place.id);
    const categoryRosters: CategoryRoster[] = categories.map((category) => {
      const entries = mine.filter((e) => e.serviceCategoryId === category.id);
      return {
        serviceCategory: category,
        vendors: entries.filter((e) => !e.doNotSuggest).map((e) => ({ ...e.vendor, position: e.position })),
        doNotSuggest: entries.filter((e) => e.doNotSuggest).map((e) => e.vendor),
      };
    });
    const assetRosters = new Map<string, AssetRoster>();
    for (const e of assetEntries.filter((a) => a.locationId === place.id)) {
      const roster = assetRosters.get(e.assetId) ?? { asset: { id: e.assetId, name: e.assetName }, vendors: [] as RosterVendor[] };
      roster.vendors.push({ ...e.vendor, position: e.position });
      assetRosters.set(e.assetId, roster);
    }
    return {
      locationId: place.id,
      locationName: place.name,
      categoryRosters,
      assetRosters: [...assetRosters.values()].map((r) => ({ ...r, vendors: r.vendors.sort(byPosition) })),
      doNotSuggest: blocked.filter((b) => b.locationId === place.id).map((b) => b.vendor),
    };
  });
}

export async function preferencesOf(db: Queryable, place: LocationRef): Promise<LocationVendorPreferences> {
  return (await preferencesFor(db, [place]))[0]!;
}

async function assertVendorsExist(db: Queryable, ids: readonly string[], field: string): Promise<void> {
  if (!ids.length) return;
  const found = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(inArray(vendors.id, [...ids]));
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) throw badRequest(`${field}: no vendor has the id ${missing.join(', ')}.`);
}

/**
 * PUT .../servicecategories/{categoryId}: replaces the category's roster and do-not-suggest list at
 * the location. Roster vendors join the location's vendor network.
 */
export async function putCategoryRoster(db: Queryable, place: LocationRef, categoryId: string, body: CategoryRosterPut): Promise<CategoryRoster> {
  const [category] = await db.select({ id: serviceCategories.id }).from(serviceCategories).where(eq(serviceCategories.id, categoryId));
  if (!category) throw notFound('Service category');
  await assertVendorsExist(db, body.vendorIds, 'vendorIds');
  await assertVendorsExist(db, body.doNotSuggestVendorIds, 'doNotSuggestVendorIds');
  if (body.vendorIds.length) {
    const blocked = await db
      .select({ vendorId: locationDoNotSuggest.vendorId })
      .from(locationDoNotSuggest)
      .where(and(eq(locationDoNotSuggest.locationId, place.id), inArray(locationDoNotSuggest.vendorId, body.vendorIds)));
    if (blocked.length) throw badRequest(`vendorIds: ${blocked.map((b) => b.vendorId).join(', ')} must not be suggested at this location; clear that first.`);
  }

  await db.delete(categoryRosterEntries).where(and(eq(categoryRosterEntries.locationId, place.id), eq(categoryRosterEntries.serviceCategoryId, category.id)));
  const rows = [
    ...body.vendorIds.map((vendorId, i) => ({ vendorId, position: i + 1, doNotSuggest: false })),
    ...body.doNotSuggestVendorIds.map((vendorId) => ({ vendorId, position: 0, doNotSuggest: true })),
  ];
  if (rows.length) {
    await db
      .insert(categoryRosterEntries)
      .values(rows.map((r) => ({ ...r, locationId: place.id, customerId: place.customerId, serviceCategoryId: category.id })));
  }
  for (const vendorId of body.vendorIds) await addVendorTo(db, vendorId, [place]);
  const preferences = await preferencesOf(db, place);
  // By the stored id, not the one asked for: the answer must not depend on how the id was written.
  const roster = preferences.categoryRosters.find((c) => c.serviceCategory.id === category.id);
  if (!roster) throw notFound('Service category');
  return roster;
}

/**
 * Puts a vendor last on a category's roster at the location, joining its network (a vendor added to
 * the directory, docs/product/vendors.md#directory-vendors); one on the roster already stays where it is.
 */
export async function appendToCategoryRoster(db: Queryable, place: LocationRef, categoryId: string, vendorId: string): Promise<void> {
  const onRoster = and(
    eq(categoryRosterEntries.locationId, place.id),
    eq(categoryRosterEntries.serviceCategoryId, categoryId),
    eq(categoryRosterEntries.doNotSuggest, false),
  );
  const [last] = await db
    .select({ position: max(categoryRosterEntries.position), n: count() })
    .from(categoryRosterEntries)
    .where(onRoster);
  if ((last?.n ?? 0) >= ROSTER_MAX) throw badRequest(`rosters: the roster at ${place.name} holds ${ROSTER_MAX} vendors already; take one off first.`);
  await db
    .insert(categoryRosterEntries)
    .values({ locationId: place.id, customerId: place.customerId, serviceCategoryId: categoryId, vendorId, position: (last?.position ?? 0) + 1 })
    .onConflictDoNothing();
  await addVendorTo(db, vendorId, [place]);
}

/** POST .../doNotSuggest: marks (or clears) a vendor as never suggested at the location; marking takes it off the rosters. */
export async function setDoNotSuggest(db: Queryable, place: LocationRef, vendorId: string, doNotSuggest: boolean): Promise<LocationVendorPreferences> {
  await assertVendorsExist(db, [vendorId], 'vendorId');
  if (doNotSuggest) {
    await db.insert(locationDoNotSuggest).values({ locationId: place.id, vendorId, customerId: place.customerId }).onConflictDoNothing();
    await db
      .delete(categoryRosterEntries)
      .where(and(eq(categoryRosterEntries.locationId, place.id), eq(categoryRosterEntries.vendorId, vendorId), eq(categoryRosterEntries.doNotSuggest, false)));
    await db.delete(assetRosterEntries).where(and(eq(assetRosterEntries.locationId, place.id), eq(assetRosterEntries.vendorId, vendorId)));
  } else {
    await db.delete(locationDoNotSuggest).where(and(eq(locationDoNotSuggest.locationId, place.id), eq(locationDoNotSuggest.vendorId, vendorId)));
  }
  return preferencesOf(db, place);
}
