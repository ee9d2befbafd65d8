import type { Page } from '@domain/api/paging';
import type {
  LocationDetail,
  LocationListQuery,
  LocationPatch,
  LocationSummary,
  LocationVendor,
  LocationVendorBulkWriteResult,
  LocationVendorRemoval,
  LocationVendorWriteResult,
  LocationWriteResult,
} from '@domain/locations/location-api';
import { LOCATION_PATHS } from '@domain/locations/location-paths';
import { pathWith } from '@domain/api/paths';
import { api } from '@/lib/api-client';
import type { LocationSource } from '../location-source';

/** The location calls of docs/product/README.md#api as the screens use them. */

export const LOCATION_MESSAGES = {
  list: 'An error occurred while trying to get locations.',
  detail: 'An error occurred while trying to get this location.',
  vendors: 'An error occurred while trying to get vendors.',
  save: 'An error occurred while trying to save.',
} as const;

export const LOCATION_PAGE_SIZE = 25;

const SOURCE_PATHS = { viewable: LOCATION_PATHS.viewable, multiTenant: LOCATION_PATHS.viewableMultiTenant, all: LOCATION_PATHS.all } as const;

/** One page of the location list from the call `source` names (see location-source); archived locations only when `archived` asks. */
export const listLocations = (source: LocationSource, search: string, offset: number, archived?: LocationListQuery['archived']) =>
  api<Page<LocationSummary>>(SOURCE_PATHS[source.call], {
    query: {
      search: search || undefined,
      archived,
      customerId: source.call === 'all' ? (source.customerId ?? undefined) : undefined,
      limit: LOCATION_PAGE_SIZE,
      offset,
    },
  });
export const getLocation = (id: string) => api<LocationDetail>(pathWith(LOCATION_PATHS.one, { id }));
export const patchLocation = (id: string, body: LocationPatch) => api<LocationWriteResult>(pathWith(LOCATION_PATHS.one, { id }), { method: 'PATCH', body });
export const listLocationVendors = (id: string, offset = 0) =>
  api<Page<LocationVendor>>(pathWith(LOCATION_PATHS.vendors, { id }), { query: { limit: 50, offset } });
/** Adds a vendor to one location's network, or (`all`) to every location the caller may change. */
export const addLocationVendor = (id: string | 'all', vendorId: string) =>
  api<LocationVendorWriteResult | LocationVendorBulkWriteResult>(pathWith(LOCATION_PATHS.vendor, { id, vendorId }), { method: 'PUT' });
export const removeLocationVendor = (id: string | 'all', vendorId: string) =>
  api<LocationVendorRemoval | LocationVendorBulkWriteResult>(pathWith(LOCATION_PATHS.vendor, { id, vendorId }), { method: 'DELETE' });
