import type { Page } from '../../../domain/api/paging';
import type { VendorSummary } from '../../../domain/vendors/vendor-api';
import {
  VENDOR_PREFERENCE_PATHS,
  type CategoryRoster,
  type CategoryRosterPut,
  type LocationVendorPreferences,
  type VendorSuggestion,
} from '../../../domain/vendors/vendor-preferences-api';
import { VENDOR_PATHS } from '../../../domain/vendors/vendor-api';
import { api } from '../../lib/api-client';

/** The vendor preference calls of SPEC §7 (rosters, do-not-suggest, suggestions). */

export const VENDOR_PREFERENCE_MESSAGES = {
  suggestions: 'An error occurred while trying to get vendor suggestions.',
  preferences: 'An error occurred while trying to get vendor preferences.',
  save: 'An error occurred while trying to save.',
  saved: 'Save Successful.',
} as const;

export const listAssetSuggestions = (assetId: string) => api<Page<VendorSuggestion>>(VENDOR_PREFERENCE_PATHS.assetSuggestions(assetId), { query: { limit: 10 } });
export const getLocationPreferences = (locationId: string) => api<LocationVendorPreferences>(VENDOR_PREFERENCE_PATHS.location(locationId));
/** Every service category's roster and do-not-suggest list at the location (empty ones too). */
export const listCategoryRosters = (locationId: string) =>
  api<{ locationId: string; categories: CategoryRoster[] }>(VENDOR_PREFERENCE_PATHS.categoryRosters(locationId));
export const putCategoryRoster = (locationId: string, categoryId: string, body: CategoryRosterPut) =>
  api<CategoryRoster>(VENDOR_PREFERENCE_PATHS.categoryRoster(locationId, categoryId), { method: 'PUT', body });
export const setDoNotSuggest = (locationId: string, vendorId: string, doNotSuggest: boolean) =>
  api<LocationVendorPreferences>(VENDOR_PREFERENCE_PATHS.doNotSuggest(locationId), { method: 'POST', body: { vendorId, doNotSuggest } });
export const findVendors = (searchText: string) =>
  api<Page<VendorSummary>>(VENDOR_PATHS.search, { query: { searchText: searchText || undefined, limit: 20 } });
