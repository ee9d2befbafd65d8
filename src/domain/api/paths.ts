/** Where the API lives (docs/product/README.md#api): portal calls under v3/ssp, authentication under v3/auth. */
export const API_PREFIX = '/v3/ssp';
export const AUTH_PREFIX = '/v3/auth';

/** A portal call's full path: `apiPath(REQUEST_PATHS.detail)` is `/v3/ssp/requests/:id`. */
export const apiPath = (path: string): string => `${API_PREFIX}${path}`;

/** Fills `:name` placeholders: `pathWith(REQUEST_PATHS.detail, { id })`. */
export function pathWith(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `:${name}`));
}
