import type { Queryable } from '../db/client';
import { assetRosterEntries, categoryRosterEntries, locationDoNotSuggest, locationVendors } from '../db/schema/vendor-preferences';
import { assetId } from './demo-assets';
import { type CategoryKey, type VendorKey, VENDORS, assetType, categoryId, vendorId } from './demo-catalog';
import { type CustomerKey, type LocationDefinition, LOCATIONS, customerDefinition, customerId, locationId } from './demo-places';

/**
 * Vendor networks and rosters of the demo locations (docs/product/assets-and-locations.md Location): every location has the
 * vendors for the kinds of equipment it has, ranked per service category; Harbor Grill ranks its
 * internal technicians second. HG-101 adds the exceptions tests look for.
 */

/** The exceptions at HG-101 (location.staff's PM location). */
export const DEMO_PREFERENCES = {
  /** Never suggested anywhere at HG-101 (location-wide do-not-suggest). */
  blockedAtStaffPm: { vendorId: vendorId('brightwire'), locationId: locationId('harbor', '101') },
  /** Not suggested for Refrigeration at HG-101 (category do-not-suggest). */
  refrigerationBlockedAtStaffPm: { vendorId: vendorId('handyfix'), categoryId: categoryId('refrigeration') },
  /** HG-101's walk-in cooler has its own roster: KitchenPro first (it also does their line), then ColdChain. */
  cooler: { assetId: assetId('harbor', '101', 'walk-in-cooler'), roster: [vendorId('kitchenpro'), vendorId('coldchain')] },
} as const;

const STAFF_PM = { customer: 'harbor' as CustomerKey, store: '101' };

function rosterFor(category: CategoryKey, customer: CustomerKey): VendorKey[] {
  const outside = VENDORS.filter((v) => !v.internal && (v.categories as readonly CategoryKey[]).includes(category)).map((v) => v.key);
  const ranked: VendorKey[] = outside.length ? [...outside] : ['handyfix'];
  const internal = VENDORS.find((v) => v.internal)!;
  if (customer === 'harbor' && (internal.categories as readonly CategoryKey[]).includes(category)) ranked.splice(1, 0, internal.key);
  return ranked;
}

const isStaffPm = (l: LocationDefinition) => l.customer === STAFF_PM.customer && l.store === STAFF_PM.store;

/** `createdAt`: when the networks were set up (a seed-clock time, so two runs give the same rows). */
export async function seedDemoVendorPreferences(tx: Queryable, createdAt: Date): Promise<void> {
  const network: (typeof locationVendors.$inferInsert)[] = [];
  const rosters: (typeof categoryRosterEntries.$inferInsert)[] = [];
  for (const location of LOCATIONS) {
    const place = { locationId: locationId(location.customer, location.store), customerId: customerId(location.customer) };
    const categories = [...new Set(customerDefinition(location.customer).equipment.map((type) => assetType(type).category))];
    const vendorsHere = new Set<VendorKey>();
    for (const category of categories) {
      const roster = rosterFor(category, location.customer).filter((v) => !(isStaffPm(location) && vendorId(v) === DEMO_PREFERENCES.blockedAtStaffPm.vendorId));
      roster.forEach((v, i) => {
        vendorsHere.add(v);
        rosters.push({ ...place, serviceCategoryId: categoryId(category), vendorId: vendorId(v), position: i + 1, doNotSuggest: false });
      });
    }
    if (isStaffPm(location)) {
      rosters.push({
        ...place,
        serviceCategoryId: DEMO_PREFERENCES.refrigerationBlockedAtStaffPm.categoryId,
        vendorId: DEMO_PREFERENCES.refrigerationBlockedAtStaffPm.vendorId,
        position: 0,
        doNotSuggest: true,
      });
    }
    network.push(...[...vendorsHere].map((v) => ({ ...place, vendorId: vendorId(v), createdAt })));
  }
  await tx.insert(locationVendors).values(network);
  await tx.insert(categoryRosterEntries).values(rosters);

  const staffPm = { locationId: locationId('harbor', '101'), customerId: customerId('harbor') };
  await tx.insert(locationDoNotSuggest).values({ ...staffPm, vendorId: DEMO_PREFERENCES.blockedAtStaffPm.vendorId, createdAt });
  await tx
    .insert(assetRosterEntries)
    .values(DEMO_PREFERENCES.cooler.roster.map((v, i) => ({ ...staffPm, assetId: DEMO_PREFERENCES.cooler.assetId, vendorId: v, position: i + 1 })));
}
