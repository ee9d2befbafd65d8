import { isBrandId, type BrandId } from './brands';

/**
 * Which brand a host name gets. Keys are host names without port; a key starting with '.' matches
 * that domain and every sub-domain ('.myservice360.com' matches 'myservice360.com' and
 * 'app.myservice360.com').
 */
export type BrandHostMap = Readonly<Record<string, BrandId>>;

export const DEFAULT_BRAND_HOST_MAP: BrandHostMap = {
  '.partner.localhost': 'partner',
  '.myservice360.com': 'partner',
};

/**
 * The build-time host map (env VITE_BRAND_HOSTS, JSON of host → brand id), or the defaults when
 * unset. A malformed value throws so a bad build configuration fails the build, not the users.
 */
export function parseBrandHostMap(json: string | undefined): BrandHostMap {
  if (json === undefined || json.trim() === '') return DEFAULT_BRAND_HOST_MAP;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error(`VITE_BRAND_HOSTS is not valid JSON: ${json}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('VITE_BRAND_HOSTS must be a JSON object of host name to brand id.');
  }
  const map: Record<string, BrandId> = {};
  for (const [host, brand] of Object.entries(parsed)) {
    if (!isBrandId(brand)) throw new Error(`VITE_BRAND_HOSTS: unknown brand '${String(brand)}' for host '${host}'.`);
    map[host.toLowerCase()] = brand;
  }
  return map;
}
