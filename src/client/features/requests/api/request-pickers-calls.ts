import type { Page } from '@domain/api/paging';
import type { UserAssetSummary } from '@domain/assets/asset-api';
import { ASSET_PATHS } from '@domain/assets/asset-api';
import type { LocationSummary } from '@domain/locations/location-api';
import { LOCATION_PATHS } from '@domain/locations/location-paths';
import { SELF_SERVICE_PATHS } from '@domain/requests/request-paths';
import { pathWith } from '@domain/api/paths';
import type { VendorOption } from '@domain/requests/request-views';
import type { VendorOptionPage } from '@domain/requests/self-service-views';
import { USER_PATHS, type LocationContactPage } from '@domain/users/users-api';
import { VENDOR_PATHS } from '@domain/vendors/vendor-constants';
import type { VendorPick } from '@domain/vendors/vendor-api';
import { api } from '@/lib/api-client';

/** Options for the request filters and the create form: locations, assets, vendors, contacts. */

export const listRequestLocations = () => api<Page<LocationSummary>>(LOCATION_PATHS.viewableRequestLocations, { query: { limit: 200 } });

export const listUserAssets = (query: { locationId?: string; filterText?: string }) =>
  api<Page<UserAssetSummary>>(ASSET_PATHS.userSummaries, { query: { limit: 200, ...query } });

/** Vendors a user may pick: the self-service list for self-service customers, the directory otherwise. */
export function listVendorOptions(selfService: boolean, text?: string): Promise<Page<VendorOption | VendorPick>> {
  return selfService
    ? api<VendorOptionPage>(SELF_SERVICE_PATHS.vendors, { query: { limit: 200, search: text || undefined } })
    : api<Page<VendorPick>>(VENDOR_PATHS.lookup, { query: { limit: 200, text: text || undefined } });
}

/** The location's people, flagged out of office (request contacts). */
export const listLocationContacts = (locationId: string) =>
  api<LocationContactPage>(pathWith(USER_PATHS.locationContacts, { locationId }), { query: { limit: 200 } });
