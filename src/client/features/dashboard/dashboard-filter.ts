import type { LocationSummary } from '@domain/locations/location-api';
import { locationsInGroup } from '@/components/location-groups';
import type { HomeSearch } from './home-search';

/**
 * The locations the figures are for: `[]` means every location the user sees (no filter); null
 * means a group with none of the user's locations (nothing to ask for). A location outside the
 * chosen group is ignored; a group needs the location list to be known (undefined until then).
 */
export function selectedLocationIds(search: HomeSearch, locations: readonly LocationSummary[] | undefined): string[] | null | undefined {
  if (!search.group) return search.location ? [search.location] : [];
  if (!locations) return undefined;
  const inGroup = locationsInGroup(locations, search.group).map((l) => l.id);
  if (search.location && inGroup.includes(search.location)) return [search.location];
  return inGroup.length ? inGroup : null;
}

/**
 * The request list's location filter behind a tile: the list filters one location at a time, so a
 * group's tiles open the list for every location (docs/product/home.md).
 */
export const listLocation = (locationIds: readonly string[] | null | undefined): string | undefined => (locationIds?.length === 1 ? locationIds[0] : undefined);
