import { LOCATIONS_CACHE_MS } from '@domain/locations/location-paths';
import { apiQuery } from '@/lib/api-query';
import type { AssetListQuery } from '../asset-list-search';
import {
  ASSET_MESSAGES,
  getAssetDetail,
  listAssetFormLocations,
  listAssetLocations,
  listAssets,
  listAssetTypes,
  listAttachments,
  listModelNumbers,
  listServiceVisits,
} from './asset-calls';
import { assetKeys } from './asset-keys';

/** One `queryOptions` per read of the assets area. */

export const assetListQuery = (query: AssetListQuery) =>
  apiQuery({ queryKey: assetKeys.list(query), read: () => listAssets(query), failure: ASSET_MESSAGES.list });

export const assetDetailQuery = (id: string) =>
  apiQuery({ queryKey: assetKeys.part(id, 'detail'), read: () => getAssetDetail(id), failure: ASSET_MESSAGES.detail });

export const serviceVisitsQuery = (id: string) =>
  apiQuery({ queryKey: assetKeys.part(id, 'service-visits'), read: () => listServiceVisits(id), failure: ASSET_MESSAGES.detail });

export const assetAttachmentsQuery = (id: string) =>
  apiQuery({ queryKey: assetKeys.part(id, 'attachments'), read: () => listAttachments(id), failure: ASSET_MESSAGES.detail });

/** The filter's locations, with how many assets each has. */
export const assetLocationsQuery = () => ({
  ...apiQuery({ queryKey: [...assetKeys.options, 'locations'], read: listAssetLocations, failure: ASSET_MESSAGES.detail }),
  staleTime: LOCATIONS_CACHE_MS,
});

/** The locations the asset form offers. */
export const assetFormLocationsQuery = () => ({
  ...apiQuery({ queryKey: [...assetKeys.options, 'form-locations'], read: listAssetFormLocations, failure: ASSET_MESSAGES.detail }),
  staleTime: LOCATIONS_CACHE_MS,
});

export const assetTypesQuery = () => apiQuery({ queryKey: [...assetKeys.options, 'types'], read: listAssetTypes, failure: ASSET_MESSAGES.detail });

/** Model numbers already in use, as suggestions while typing one. */
export const modelNumbersQuery = (search: string, assetTypeId: string | undefined) =>
  apiQuery({ queryKey: [...assetKeys.options, 'models', search, assetTypeId ?? null], read: () => listModelNumbers(search, assetTypeId), failure: '' });
