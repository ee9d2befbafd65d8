import { SimpleGrid } from '@chakra-ui/react';
import type { LocationSummary } from '@domain/locations/location-api';
import { SelectField } from '@/components/select-field';
import { LocationGroupField } from '@/components/location-group-field';
import { locationOptions, locationsInGroup } from '@/components/location-groups';
import type { HomeSearch } from './home-search';

/** The location group and location the figures are for; a new group clears the location. */
export function LocationFilter({
  search,
  locations,
  onSearch,
}: {
  search: HomeSearch;
  locations: readonly LocationSummary[];
  onSearch: (next: HomeSearch) => void;
}) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" maxW={{ md: '2xl' }}>
      <LocationGroupField value={search.group} locations={locations} onChange={(group) => onSearch({ group, location: undefined })} />
      <SelectField
        size="sm"
        label="Location"
        value={search.location ?? ''}
        empty={search.group ? 'All locations in the group' : 'All locations'}
        options={locationOptions(locationsInGroup(locations, search.group))}
        onChange={(location) => onSearch({ ...search, location: location || undefined })}
      />
    </SimpleGrid>
  );
}
