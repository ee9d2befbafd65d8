import { apiQuery } from '@/lib/api-query';
import { getLocationPreferences, listAssetSuggestions, listCategoryRosters, VENDOR_PREFERENCE_MESSAGES } from './vendor-preference-calls';

/** Vendor preferences of a location (rosters, do-not-suggest) and the vendors suggested for an asset. */
export const vendorPreferenceKeys = {
  location: (locationId: string) => ['vendor-preferences', 'location', locationId] as const,
};

export const categoryRostersQuery = (locationId: string) =>
  apiQuery({
    queryKey: [...vendorPreferenceKeys.location(locationId), 'categories'],
    read: () => listCategoryRosters(locationId),
    failure: VENDOR_PREFERENCE_MESSAGES.preferences,
  });

export const locationPreferencesQuery = (locationId: string) =>
  apiQuery({
    queryKey: [...vendorPreferenceKeys.location(locationId), 'preferences'],
    read: () => getLocationPreferences(locationId),
    failure: VENDOR_PREFERENCE_MESSAGES.preferences,
  });

export const assetSuggestionsQuery = (assetId: string) =>
  apiQuery({ queryKey: ['vendor-preferences', 'asset', assetId], read: () => listAssetSuggestions(assetId), failure: VENDOR_PREFERENCE_MESSAGES.suggestions });
