/**
 * Cookie names of SPEC §9. The access-token cookie is readable by the page (its presence means
 * signed in, SPEC §4, and the client also sends it as a bearer header); the refresh token cookie is
 * httpOnly and never seen by scripts.
 */
export const COOKIES = {
  accessToken: 'ssp_access_token',
  refreshToken: 'ssp_refresh_token',
  selectedCustomerId: 'selectedCustomerId',
  selectedBrandOwnerId: 'selectedBrandOwnerId',
  brandOwnerMode: 'brandOwnerMode',
  impersonateUserId: 'impersonateUserId',
} as const;

/** Legacy token kept in local storage (SPEC §9). */
export const LEGACY_TOKEN_STORAGE_KEY = 'eighty_token';
