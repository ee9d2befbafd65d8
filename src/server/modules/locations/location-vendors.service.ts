import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { LocationVendor, LocationVendorBulkResult } from '../../../domain/locations/location-api';
import type { Queryable } from '../../db/client';
import { locations, vendors } from '../../db/schema/tenancy';
import { assetRosterEntries, categoryRosterEntries, locationVendors } from '../../db/schema/vendor-preferences';
import { badRequest } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { findVendor, vendorSummaryColumns } from '../vendors/vendors.service';
import { locationVisibleTo, mayEditLocation } from './locations.service';

const selectLocationVendors = (db: Queryable) =>
  db
    .select({ locationId: locationVendors.locationId, vendor: vendorSummaryColumns, addedAt: locationVendors.createdAt })
    .from(locationVendors)
    .innerJoin(vendors, eq(vendors.id, locationVendors.vendorId));

const toLocationVendor = (r: Awaited<ReturnType<typeof selectLocationVendors>>[number]): LocationVendor => ({ ...r, addedAt: r.addedAt.toISOString() });

/** GET locations/{id}/vendors: the location's vendor network, by name. */
export async function listLocationVendors(db: Queryable, locationId: string, q: PageQuery): Promise<Page<LocationVendor>> {
  const where = eq(locationVendors.locationId, locationId);
  const rows = await selectLocationVendors(db).where(where).orderBy(asc(vendors.name), asc(vendors.id)).limit(q.limit).offset(q.offset);
  const [total] = await db.select({ n: count() }).from(locationVendors).where(where);
  return {
    items: rows.map(toLocationVendor),
    total: total?.n ?? 0,
    limit: q.limit,
    offset: q.offset,
  };
}

export async function getLocationVendor(db: Queryable, locationId: string, vendorId: string): Promise<LocationVendor | null> {
  const [row] = await selectLocationVendors(db).where(and(eq(locationVendors.locationId, locationId), eq(locationVendors.vendorId, vendorId)));
  return row ? toLocationVendor(row) : null;
}

/** Adds the vendor to these locations' networks; ones that have it already stay as they are. Returns how many were added. */
export async function addVendorTo(db: Queryable, vendorId: string, targets: readonly { id: string; customerId: string }[]): Promise<number> {
  if (!targets.length) return 0;
  const added = await db
    .insert(locationVendors)
    .values(targets.map((l) => ({ locationId: l.id, customerId: l.customerId, vendorId })))
    .onConflictDoNothing()
    .returning({ locationId: locationVendors.locationId });
  return added.length;
}

/** Takes the vendor out of these locations' networks and off their rosters (do-not-suggest marks stay). */
export async function removeVendorFrom(db: Queryable, vendorId: string, locationIds: readonly string[]): Promise<number> {
  if (!locationIds.length) return 0;
  const ids = [...locationIds];
  await db
    .delete(categoryRosterEntries)
    .where(and(eq(categoryRosterEntries.vendorId, vendorId), inArray(categoryRosterEntries.locationId, ids), eq(categoryRosterEntries.doNotSuggest, false)));
  await db.delete(assetRosterEntries).where(and(eq(assetRosterEntries.vendorId, vendorId), inArray(assetRosterEntries.locationId, ids)));
  const removed = await db
    .delete(locationVendors)
    .where(and(eq(locationVendors.vendorId, vendorId), inArray(locationVendors.locationId, ids)))
    .returning({ locationId: locationVendors.locationId });
  return removed.length;
}

/**
 * The locations `locations/all/vendors/{vendorId}` covers: every location the caller sees and may
 * change. Internal staff reach every customer, so for them it is the selected customer's.
 */
export async function editableLocationsForAll(db: Queryable, actor: Actor): Promise<{ id: string; customerId: string }[]> {
  if (actor.scope.all && !actor.selectedCustomerId) throw badRequest('Select a customer first: this changes all of its locations.');
  const rows = await db
    .select({ id: locations.id, customerId: locations.customerId })
    .from(locations)
    .where(and(locationVisibleTo(actor.scope), actor.selectedCustomerId ? eq(locations.customerId, actor.selectedCustomerId) : undefined));
  return rows.filter((l) => mayEditLocation(actor, l));
}

export async function setVendorForAll(db: Queryable, actor: Actor, vendorId: string, present: boolean): Promise<LocationVendorBulkResult> {
  await findVendor(db, vendorId);
  const targets = await editableLocationsForAll(db, actor);
  const changedCount = present
    ? await addVendorTo(db, vendorId, targets)
    : await removeVendorFrom(
        db,
        vendorId,
        targets.map((l) => l.id),
      );
  return { vendorId, locationCount: targets.length, changedCount };
}
