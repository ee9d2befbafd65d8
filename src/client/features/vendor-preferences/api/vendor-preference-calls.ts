import type { Page } from '@domain/api/paging';
import { pathWith } from '@domain/api/paths';
import {
  VENDOR_PREFERENCE_PATHS,
  type CategoryRosterPut,
  type CategoryRostersAnswer,
  type CategoryRosterWriteResult,
  type LocationVendorPreferences,
  type LocationVendorPreferencesWriteResult,
  type VendorSuggestion,
} from '@domain/vendors/vendor-preferences-api';
import { api } from '@/lib/api-client';

/** The vendor preference calls of docs/product/README.md#api (rosters, do-not-suggest, suggestions). */

export const VENDOR_PREFERENCE_MESSAGES = {
  suggestions: 'An error occurred while trying to get vendor suggestions.',
  preferences: 'An error occurred while trying to get vendor preferences.',
  save: 'An error occurred while trying to save.',
} as const;

export const listAssetSuggestions = (assetId: string) =>
  api<Page<VendorSuggestion>>(pathWith(VENDOR_PREFERENCE_PATHS.assetSuggestions, { id: assetId }), { query: { limit: 10 } });
export const getLocationPreferences = (locationId: string) => api<LocationVendorPreferences>(pathWith(VENDOR_PREFERENCE_PATHS.location, { id: locationId }));
/** Every service category's roster and do-not-suggest list at the location (empty ones too). */
export const listCategoryRosters = (locationId: string) => api<CategoryRostersAnswer>(pathWith(VENDOR_PREFERENCE_PATHS.categoryRosters, { id: locationId }));
export const putCategoryRoster = (locationId: string, categoryId: string, body: CategoryRosterPut) =>
  api<CategoryRosterWriteResult>(pathWith(VENDOR_PREFERENCE_PATHS.categoryRoster, { id: locationId, categoryId }), { method: 'PUT', body });
export const setDoNotSuggest = (locationId: string, vendorId: string, doNotSuggest: boolean) =>
  api<LocationVendorPreferencesWriteResult>(pathWith(VENDOR_PREFERENCE_PATHS.doNotSuggest, { id: locationId }), {
    method: 'POST',
    body: { vendorId, doNotSuggest },
  });
