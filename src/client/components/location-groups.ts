import type { LocationSummary } from '@domain/locations/location-api';

/** Location groups and their locations, as the dashboard's and the reports' location filters offer them. */

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
