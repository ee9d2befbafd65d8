import type { AssetListQuery } from '../asset-list-search';

/**
 * Query keys of the assets area. Everything read about one asset sits under `one(id)`, so a change
 * to it refreshes all of it; lists sit under `lists`.
 */
export const assetKeys = {
  lists: ['assets'] as const,
  list: (query: AssetListQuery) => ['assets', query] as const,
  one: (id: string) => ['asset', id] as const,
  part: (id: string, part: string) => ['asset', id, part] as const,
  /** What the asset filters and form offer: locations with their asset counts, asset types, model numbers. */
  options: ['asset-options'] as const,
};
