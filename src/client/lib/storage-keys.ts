/** localStorage keys the client owns. */
export const STORAGE_KEYS = {
  /** The deployed version last seen by the version check (docs/product/routing.md). */
  appVersion: 'appVersion',
  /** Whether this instance is a joint-brand instance, 'true' or 'false' (docs/product/README.md). */
  jointBrand: 'jointBrand',
} as const;
