import type { LocationSummary } from '../../../domain/locations/location-api';
import type { HomeSearch } from './home-search';

export interface LocationGroupOption {
  id: string;
  name: string;
}

/** The groups of the user's locations, by name. */
export function groupsOf(locations: readonly LocationSummary[]): LocationGroupOption[] {
  const groups = new Map<string, string>();
  for (const l of locations) if (l.locationGroup) groups.set(l.locationGroup.id, l.locationGroup.name);
  return [...groups].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The locations the location picker offers: the group's, or all of them. */
export function locationsInGroup(locations: readonly LocationSummary[], group: string | undefined): LocationSummary[] {
  return group ? locations.filter((l) => l.locationGroup?.id === group) : [...locations];
}

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
