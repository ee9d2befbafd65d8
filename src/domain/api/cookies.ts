/**
 * Cookie names of docs/product/constants.md. The access-token cookie is readable by the page (its presence means
 * signed in, docs/product/sessions-and-tenancy.md, and the client also sends it as a bearer header); the refresh token cookie is
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

/** Legacy token kept in local storage (docs/product/constants.md). */
export const LEGACY_TOKEN_STORAGE_KEY = 'eighty_token';
