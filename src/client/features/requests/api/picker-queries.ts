import { LOCATIONS_CACHE_MS } from '@domain/locations/location-paths';
import { apiQuery } from '@/lib/api-query';
import { listLocationContacts, listRequestLocations, listUserAssets, listVendorOptions } from './request-pickers-calls';
import { requestKeys } from './request-keys';

/**
 * The options of the request filters and forms. One query each, shared by every screen that
 * offers them (the list's filters, the create form and a request's vendor field read the vendor
 * list once).
 */

export const requestLocationsQuery = () => ({
  ...apiQuery({ queryKey: [...requestKeys.pickers, 'locations'], read: listRequestLocations, failure: 'An error occurred while trying to get locations' }),
  staleTime: LOCATIONS_CACHE_MS,
});

/** The equipment a user may pick, all of it or one location's. */
export const userAssetsQuery = (query: { locationId?: string }) =>
  apiQuery({
    queryKey: [...requestKeys.pickers, 'assets', query],
    read: () => listUserAssets(query),
    failure: 'An error occurred while trying to get equipment',
  });

export const vendorOptionsQuery = (selfService: boolean) =>
  apiQuery({
    queryKey: [...requestKeys.pickers, 'vendors', selfService],
    read: () => listVendorOptions(selfService),
    failure: 'An error occurred while trying to get vendors',
  });

export const locationContactsQuery = (locationId: string) =>
  apiQuery({
    queryKey: [...requestKeys.pickers, 'contacts', locationId],
    read: () => listLocationContacts(locationId),
    failure: 'An error occurred while trying to get contacts',
  });
