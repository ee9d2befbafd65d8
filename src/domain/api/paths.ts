/** Where the API lives (SPEC §7): portal calls under v3/ssp, authentication under v3/auth. */
export const API_PREFIX = '/v3/ssp';
export const AUTH_PREFIX = '/v3/auth';
