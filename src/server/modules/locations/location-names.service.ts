import { eq } from 'drizzle-orm';
import { key } from '../../csv/csv-import';
import type { Queryable } from '../../db/client';
import { locations } from '../../db/schema/tenancy';

/** A location as a CSV file names it. */
export interface NamedLocation {
  id: string;
  name: string;
  storeNumber: string | null;
  archivedAt: Date | null;
}

/**
 * A customer's locations as its CSV files name them (docs/product/assets-and-locations.md#assets-in-bulk):
 * by store number, else by name, trimmed and in any case. A name two locations share names neither
 * (`ambiguous`): the store number does.
 */
export interface LocationNames {
  byId: Map<string, NamedLocation>;
  byStore: Map<string, NamedLocation>;
  byName: Map<string, NamedLocation | 'ambiguous'>;
}

export async function locationNames(db: Queryable, customerId: string): Promise<LocationNames> {
  const places = await db
    .select({ id: locations.id, name: locations.name, storeNumber: locations.storeNumber, archivedAt: locations.archivedAt })
    .from(locations)
    .where(eq(locations.customerId, customerId));
  const byStore = new Map(places.filter((p) => p.storeNumber).map((p) => [key(p.storeNumber!), p]));
  const byName = new Map<string, NamedLocation | 'ambiguous'>();
  for (const p of places) byName.set(key(p.name), byName.has(key(p.name)) ? 'ambiguous' : p);
  return { byId: new Map(places.map((p) => [p.id, p])), byStore, byName };
}

/** How a CSV file names a location: its store number, else its name. */
export const csvLocationName = (place: { name: string; storeNumber: string | null }): string => place.storeNumber ?? place.name;
