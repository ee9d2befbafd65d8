import { apiQuery } from '../../../lib/api-query';
import { listLocationContacts, listRequestLocations, listUserAssets, listVendorOptions } from './request-pickers-calls';
import { requestKeys } from './request-keys';

/**
 * The options of the request filters and forms. One query each, shared by every screen that
 * offers them (the list's filters, the create form and a request's vendor field read the vendor
 * list once).
 */

export const requestLocationsQuery = (failure = '') =>
  apiQuery({ queryKey: [...requestKeys.pickers, 'locations'], read: listRequestLocations, failure });

export const userAssetsQuery = (query: { locationId?: string }, failure = '') =>
  apiQuery({ queryKey: [...requestKeys.pickers, 'assets', query], read: () => listUserAssets(query), failure });

export const vendorOptionsQuery = (selfService: boolean, failure = '') =>
  apiQuery({ queryKey: [...requestKeys.pickers, 'vendors', selfService], read: () => listVendorOptions(selfService), failure });

export const locationContactsQuery = (locationId: string, failure = '') =>
  apiQuery({ queryKey: [...requestKeys.pickers, 'contacts', locationId], read: () => listLocationContacts(locationId), failure });
