import { DEFAULT_BRAND_HOST_MAP, type BrandHostMap } from '@domain/brand/brand-host-map';
import { cookieDomainForHost, type BrandSettings, type BrandSettingsMap } from '@domain/brand/brand-settings';
import type { Brand } from '@domain/brand/brands';
import { brandIdForHost, resolveBrand } from '@domain/brand/resolve-brand';

// Fixed at build time, checked and normalised by vite.config.ts; unset only in unit tests.
/** The host → brand map (VITE_BRAND_HOSTS). */
export const BRAND_HOST_MAP: BrandHostMap = import.meta.env.VITE_BRAND_HOSTS ? JSON.parse(import.meta.env.VITE_BRAND_HOSTS) : DEFAULT_BRAND_HOST_MAP;

/** The brand settings (VITE_BRAND_SETTINGS). */
const BRAND_SETTINGS: BrandSettingsMap = JSON.parse(import.meta.env.VITE_BRAND_SETTINGS || '{}');

/** The brand for a path on this page's host. */
export function brandForPath(pathname: string): Brand {
  return resolveBrand(window.location.hostname, pathname, BRAND_HOST_MAP);
}

/**
 * The settings of the brand of this page's host name (docs/product/README.md, Brands: the API host is chosen by host name),
 * not of its path: the unbranded pages share their host's API and cookies.
 */
export function hostBrandSettings(hostname: string = window.location.hostname, settings: BrandSettingsMap = BRAND_SETTINGS): Partial<BrandSettings> {
  return settings[brandIdForHost(hostname, BRAND_HOST_MAP)] ?? {};
}

/** Origin of this page's API, '' for the page's own. */
export function apiBaseUrl(): string {
  return hostBrandSettings().apiBaseUrl ?? '';
}

/** The Domain of the cookies this page writes, as the server sets its own; undefined means host-only. */
export function pageCookieDomain(hostname: string = window.location.hostname, settings: BrandSettingsMap = BRAND_SETTINGS): string | undefined {
  return cookieDomainForHost(hostname, hostBrandSettings(hostname, settings).cookieDomain);
}
