import type { BrandHostMap } from './brand-host-map';
import { BRANDS, type Brand } from './brands';

/** Vendor dispatch by single sign-on is always shown unbranded (docs/product/README.md). */
const UNBRANDED_PATH_MARKER = 'sso-vendor-dispatch';

/** The brand of a host name by the host map, the default brand when no key matches. */
export function brandIdForHost(hostname: string, hostMap: BrandHostMap) {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const exact = hostMap[host];
  if (exact) return exact;
  for (const [key, brand] of Object.entries(hostMap)) {
    if (!key.startsWith('.')) continue;
    const domain = key.slice(1);
    if (host === domain || host.endsWith(key)) return brand;
  }
  return 'default';
}

/** The brand of a page: unbranded on SSO vendor dispatch, else by host name, else the default. */
export function resolveBrand(hostname: string, pathname: string, hostMap: BrandHostMap): Brand {
  if (pathname.includes(UNBRANDED_PATH_MARKER)) return BRANDS.unbranded;
  return BRANDS[brandIdForHost(hostname, hostMap)];
}
