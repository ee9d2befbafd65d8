import type { LocationSummary } from '@domain/locations/location-api';
import { locationLabel } from './location-label';
import type { SelectOption } from './select-field';

/**
 * Location groups and their locations, as the location filters and pickers offer them. A user whose
 * locations span several customers (a brand's, a vendor's, an administrator's) sees them under each
 * customer's name: groups are a customer's own ("West" of one chain is not another's).
 */

export interface LocationGroupOption {
  id: string;
  name: string;
  /** The customer whose group it is, when the user's locations span several. */
  customerName?: string;
}

const spansCustomers = (locations: readonly LocationSummary[]) => new Set(locations.map((l) => l.customerId)).size > 1;

/** The groups of the user's locations, by name (by customer first when they span several). */
export function groupsOf(locations: readonly LocationSummary[]): LocationGroupOption[] {
  const several = spansCustomers(locations);
  const groups = new Map<string, LocationGroupOption>();
  for (const l of locations) {
    if (l.locationGroup) groups.set(l.locationGroup.id, { ...l.locationGroup, ...(several && { customerName: l.customerName }) });
  }
  return [...groups.values()].sort((a, b) => (a.customerName ?? '').localeCompare(b.customerName ?? '') || a.name.localeCompare(b.name));
}

/** The locations the location picker offers: the group's, or all of them. */
export function locationsInGroup(locations: readonly LocationSummary[], group: string | undefined): LocationSummary[] {
  return group ? locations.filter((l) => l.locationGroup?.id === group) : [...locations];
}

/** The locations by customer (name, then its locations in their order) when they span several; one run with no name otherwise. */
export function byCustomer<T extends LocationSummary>(locations: readonly T[]): [customerName: string | null, locations: T[]][] {
  if (!spansCustomers(locations)) return [[null, [...locations]]];
  const runs = new Map<string, T[]>();
  for (const l of locations) runs.set(l.customerName, [...(runs.get(l.customerName) ?? []), l]);
  return [...runs].sort(([a], [b]) => a.localeCompare(b));
}

/** A location picker's options, under each customer's name when the locations span several; `label` names one. */
export function locationOptions<T extends LocationSummary>(locations: readonly T[], label: (l: T) => string = locationLabel): SelectOption[] {
  return byCustomer(locations).flatMap(([customer, run]) => run.map((l) => ({ value: l.id, label: label(l), ...(customer && { group: customer }) })));
}

/**
 * The customer of a location by id, for a list whose rows span several customers (a brand's requests):
 * null when the user's locations are one customer's, or the location is not among them.
 */
export function customerNamer(locations: readonly LocationSummary[]): (locationId: string) => string | null {
  if (!spansCustomers(locations)) return () => null;
  const names = new Map(locations.map((l) => [l.id, l.customerName]));
  return (locationId) => names.get(locationId) ?? null;
}
