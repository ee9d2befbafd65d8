import { LOCATIONS_CACHE_MS } from '../../../../domain/locations/location-api';
import { apiQuery } from '../../../lib/api-query';
import { getLocation, listLocationVendors, listViewableLocations, LOCATION_MESSAGES } from './location-calls';

/**
 * Query keys and reads of the locations area. The location list is kept 60 s before it is read
 * again (docs/product/constants.md); everything about one location sits under `locationKeys.one(id)`.
 */
export const locationKeys = {
  lists: ['locations'] as const,
  one: (id: string) => ['location', id] as const,
};

export const locationListQuery = (search: string, offset: number) => ({
  ...apiQuery({ queryKey: [...locationKeys.lists, { search, offset }], read: () => listViewableLocations(search, offset), failure: LOCATION_MESSAGES.list }),
  staleTime: LOCATIONS_CACHE_MS,
});

export const locationQuery = (id: string) =>
  apiQuery({ queryKey: [...locationKeys.one(id), 'detail'], read: () => getLocation(id), failure: LOCATION_MESSAGES.detail });

export const locationVendorsQuery = (id: string) =>
  apiQuery({ queryKey: [...locationKeys.one(id), 'vendors'], read: () => listLocationVendors(id), failure: LOCATION_MESSAGES.vendors });
