import type { LocationSummary } from '@domain/locations/location-api';
import { groupsOf } from './location-groups';
import { SelectField } from './select-field';

/**
 * The location-group select of the dashboard's and the reports' filters: the groups of the user's
 * locations by name (under each customer's name when they span several), "All groups" for none;
 * disabled when no location has a group.
 */
export function LocationGroupField({
  value,
  locations,
  onChange,
}: {
  value: string | undefined;
  locations: readonly LocationSummary[];
  onChange: (group: string | undefined) => void;
}) {
  const groups = groupsOf(locations);
  return (
    <SelectField
      size="sm"
      label="Location group"
      value={value ?? ''}
      empty="All groups"
      disabled={groups.length === 0}
      options={groups.map((g) => ({ value: g.id, label: g.name, group: g.customerName }))}
      onChange={(group) => onChange(group || undefined)}
    />
  );
}
