export const ASSET_STATUSES = ['Live', 'Replacing', 'Pending', 'Retired'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];
/** docs/product/constants.md: the asset list shows Live and Replacing unless the user picks otherwise. */
export const DEFAULT_ASSET_STATUS_FILTER: readonly AssetStatus[] = ['Live', 'Replacing'];
