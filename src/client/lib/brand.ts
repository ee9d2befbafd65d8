import { parseBrandHostMap } from '../../domain/brand/brand-host-map';
import type { Brand } from '../../domain/brand/brands';
import { resolveBrand } from '../../domain/brand/resolve-brand';

/** The host → brand map fixed at build time (VITE_BRAND_HOSTS). */
export const BRAND_HOST_MAP = parseBrandHostMap(import.meta.env.VITE_BRAND_HOSTS);

/** The brand for a path on this page's host. */
export function brandForPath(pathname: string): Brand {
  return resolveBrand(window.location.hostname, pathname, BRAND_HOST_MAP);
}
