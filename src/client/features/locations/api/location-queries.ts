import type { LocationListQuery } from '@domain/locations/location-api';
import { LOCATIONS_CACHE_MS } from '@domain/locations/location-paths';
import { apiQuery } from '@/lib/api-query';
import type { LocationSource } from '../location-source';
import { getLocation, listLocations, listLocationVendors, LOCATION_MESSAGES } from './location-calls';

/**
 * Query keys and reads of the locations area. The location list is kept 60 s before it is read
 * again (docs/product/constants.md); everything about one location sits under `locationKeys.one(id)`.
 */
export const locationKeys = {
  lists: ['locations'] as const,
  one: (id: string) => ['location', id] as const,
};

export const locationListQuery = (source: LocationSource, search: string, offset: number, archived?: LocationListQuery['archived']) => ({
  ...apiQuery({
    queryKey: [...locationKeys.lists, { ...source, search, offset, archived }],
    read: () => listLocations(source, search, offset, archived),
    failure: LOCATION_MESSAGES.list,
  }),
  staleTime: LOCATIONS_CACHE_MS,
});

export const locationQuery = (id: string) =>
  apiQuery({ queryKey: [...locationKeys.one(id), 'detail'], read: () => getLocation(id), failure: LOCATION_MESSAGES.detail });

export const locationVendorsQuery = (id: string) =>
  apiQuery({ queryKey: [...locationKeys.one(id), 'vendors'], read: () => listLocationVendors(id), failure: LOCATION_MESSAGES.vendors });
