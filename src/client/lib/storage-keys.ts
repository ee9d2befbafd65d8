/** localStorage keys the client owns. */
export const STORAGE_KEYS = {
  /** The deployed version last seen by the version check (SPEC §2). */
  appVersion: 'appVersion',
  /** Whether this instance is a joint-brand instance, 'true' or 'false' (SPEC §1). */
  jointBrand: 'jointBrand',
} as const;
