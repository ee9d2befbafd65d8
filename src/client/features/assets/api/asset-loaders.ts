import type { QueryClient } from '@tanstack/react-query';
import { assetSuggestionsQuery } from '@/features/vendor-preferences/api/vendor-preference-queries';
import { assetListParams, type AssetListSearch } from '../asset-list-search';
import { assetAttachmentsQuery, assetDetailQuery, assetListQuery, assetLocationsQuery, assetTypesQuery, serviceVisitsQuery } from './asset-queries';

/**
 * What the assets routes read before they show (and hovering a link to them warms): the asset is
 * awaited, so one that cannot be read shows the route's error; its other parts are started in
 * parallel and show in place. The list is started, not awaited.
 */

export function loadAssetList(queryClient: QueryClient, search: AssetListSearch): void {
  void queryClient.prefetchQuery(assetLocationsQuery());
  void queryClient.prefetchQuery(assetTypesQuery());
  // Not awaited: a change of filter shows at once (the previous page dimmed until the new one
  // arrives), so quick changes in a row each start from the one before.
  void queryClient.prefetchQuery(assetListQuery(assetListParams(search)));
}

export async function loadAsset(queryClient: QueryClient, id: string): Promise<void> {
  void queryClient.prefetchQuery(serviceVisitsQuery(id));
  void queryClient.prefetchQuery(assetAttachmentsQuery(id));
  void queryClient.prefetchQuery(assetSuggestionsQuery(id));
  await queryClient.ensureQueryData(assetDetailQuery(id));
}
