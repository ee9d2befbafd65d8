import type { assets, qrLabels } from '../db/schema/assets';
import { type AssetTypeKey, assetType, assetTypeId, brandOwnerId } from './demo-catalog';
import { type CustomerKey, type LocationDefinition, CUSTOMERS, LOCATIONS, customerDefinition, customerId, locationId } from './demo-places';
import type { SeedClock } from './seed-clock';
import { SeedRandom } from './seed-random';
import { stableId } from './stable-id';

/** Equipment at every demo location, each with a QR label, plus unlinked labels (docs/product/assets-and-locations.md Asset). */

export type AssetRow = typeof assets.$inferInsert & { id: string };
export type QrLabelRow = typeof qrLabels.$inferInsert & { id: string };

/** An asset with what the request generator needs to know about it. */
export interface DemoAsset {
  row: AssetRow;
  type: AssetTypeKey;
  location: LocationDefinition;
}

/** The slot of an asset in its location: the type key, numbered when a location has several. */
export function assetSlots(customer: CustomerKey): string[] {
  const seen = new Map<string, number>();
  const equipment = customerDefinition(customer).equipment;
  return equipment.map((type) => {
    const total = equipment.filter((t) => t === type).length;
    const n = (seen.get(type) ?? 0) + 1;
    seen.set(type, n);
    return total > 1 ? `${type}-${n}` : type;
  });
}

export const assetId = (customer: CustomerKey, store: string, slot: string) => stableId(`asset:${customer}:${store}:${slot}`);
export const assetLabelId = (asset: string) => stableId(`qr-label:${asset}`);
export const unlinkedLabelId = (customer: CustomerKey, n: number) => stableId(`qr-label:${customer}:unlinked:${n}`);

export const UNLINKED_LABELS_PER_CUSTOMER = 3;

function statusFor(index: number): AssetRow['status'] {
  // Mostly Live, with every other status present at fixed positions.
  if (index % 13 === 5) return 'Replacing';
  if (index % 17 === 8) return 'Pending';
  if (index % 19 === 11) return 'Retired';
  return 'Live';
}

function serialNumber(random: SeedRandom, make: string): string {
  const prefix = make
    .replace(/[^A-Z]/gi, '')
    .slice(0, 2)
    .toUpperCase();
  return `${prefix}${random.int(18, 25)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
}

export function buildDemoAssets(clock: SeedClock): DemoAsset[] {
  const random = new SeedRandom('demo-assets');
  const result: DemoAsset[] = [];
  let index = 0;
  for (const location of LOCATIONS) {
    const slots = assetSlots(location.customer);
    const types = customerDefinition(location.customer).equipment;
    // Spend shares: a few assets take most of a location's repair spend, as in real life.
    const weights = slots.map(() => random.next() ** 3);
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    slots.forEach((slot, i) => {
      const typeKey = types[i]!;
      const type = assetType(typeKey);
      const model = random.pick(type.models);
      const installedDaysAgo = random.int(60, 3000);
      const warrantyYears = random.pick([1, 2, 3, 5]);
      const id = assetId(location.customer, location.store, slot);
      const number = slot.match(/-(\d+)$/)?.[1];
      result.push({
        type: typeKey,
        location,
        row: {
          id,
          customerId: customerId(location.customer),
          locationId: locationId(location.customer, location.store),
          assetTypeId: assetTypeId(typeKey),
          brandOwnerId: model.brand ? brandOwnerId(model.brand) : null,
          name: number ? `${type.name} ${number}` : type.name,
          modelNumber: model.model,
          serialNumber: serialNumber(random, model.make),
          status: statusFor(index),
          isInfrastructure: type.infrastructure,
          isEquipmentCertificationEligible: type.certifiable && random.chance(0.6),
          installedOn: clock.date(-installedDaysAgo),
          warrantyExpiresOn: clock.date(-installedDaysAgo + warrantyYears * 365),
          percentOfSpend: ((weights[i]! / totalWeight) * 100).toFixed(2),
          createdAt: clock.at(-Math.min(installedDaysAgo, 700)),
          updatedAt: clock.at(-Math.min(installedDaysAgo, 700)),
        },
      });
      index++;
    });
  }
  return result;
}

export function buildDemoLabels(demoAssets: readonly DemoAsset[], clock: SeedClock): QrLabelRow[] {
  const linked = demoAssets.map(({ row }) => ({ id: assetLabelId(row.id), customerId: row.customerId, assetId: row.id, createdAt: row.createdAt }));
  // Printed but not yet stuck on equipment.
  const unlinked = CUSTOMERS.filter((c) => LOCATIONS.some((l) => l.customer === c.key)).flatMap((c) =>
    Array.from({ length: UNLINKED_LABELS_PER_CUSTOMER }, (_, i) => ({
      id: unlinkedLabelId(c.key, i + 1),
      customerId: customerId(c.key),
      assetId: null,
      createdAt: clock.at(-20 + i),
    })),
  );
  return [...linked, ...unlinked];
}
