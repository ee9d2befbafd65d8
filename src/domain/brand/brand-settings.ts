import { isBrandId, type BrandId } from './brands';

/** Where a brand's cookies and API live (docs/product/README.md brands); both empty unless configured. */
export interface BrandSettings {
  /**
   * The Domain attribute of the session and selection cookies (no leading dot), shared by the brand's
   * sub-domains; '' keeps them host-only, as on a local host.
   */
  cookieDomain: string;
  /** Origin of the brand's API, '' meaning the page's own origin. */
  apiBaseUrl: string;
}

export type BrandSettingsMap = Readonly<Partial<Record<BrandId, Partial<BrandSettings>>>>;

const VARIABLE = 'VITE_BRAND_SETTINGS';

/** A registrable-looking name with a dot, no IP address and nothing local: a browser would refuse anything else as a Domain. */
const COOKIE_DOMAIN = /^(?=.*[a-z])[a-z0-9-]+(\.[a-z0-9-]+)+$/;
const LOCAL_DOMAIN = /(^|\.)(localhost|local)$/;

function cookieDomainOf(brand: string, value: unknown): string {
  const domain = typeof value === 'string' ? value.trim().toLowerCase().replace(/^\./, '') : value;
  if (domain === '') return '';
  if (typeof domain !== 'string' || !COOKIE_DOMAIN.test(domain) || LOCAL_DOMAIN.test(domain)) {
    throw new Error(`${VARIABLE}: ${brand}.cookieDomain must be a domain such as example.com (not local, not an IP address), not ${JSON.stringify(value)}.`);
  }
  return domain;
}

function apiBaseUrlOf(brand: string, value: unknown): string {
  if (value === '') return '';
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== String(value).replace(/\/$/, '')) {
    throw new Error(`${VARIABLE}: ${brand}.apiBaseUrl must be an origin such as https://api.example.com (no path), not ${JSON.stringify(value)}.`);
  }
  return url.origin;
}

/**
 * The build-time brand settings (env VITE_BRAND_SETTINGS, JSON of brand id → { cookieDomain?,
 * apiBaseUrl? }), normalised; unset means none (host-only cookies, the page's own origin). The
 * server reads the same variable. A malformed value throws so a bad configuration fails the build
 * or the start, not the users.
 *
 *   parseBrandSettings('{"partner":{"cookieDomain":"myservice360.com","apiBaseUrl":"https://api.myservice360.com"}}')
 */
export function parseBrandSettings(json: string | undefined): BrandSettingsMap {
  if (json === undefined || json.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error(`${VARIABLE} is not valid JSON: ${json}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${VARIABLE} must be a JSON object of brand id to { cookieDomain, apiBaseUrl }.`);
  }
  const map: Partial<Record<BrandId, BrandSettings>> = {};
  for (const [brand, settings] of Object.entries(parsed)) {
    if (!isBrandId(brand)) throw new Error(`${VARIABLE}: unknown brand '${brand}'.`);
    if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) throw new Error(`${VARIABLE}: ${brand} must be an object.`);
    const { cookieDomain = '', apiBaseUrl = '', ...rest } = settings as Record<string, unknown>;
    const unknown = Object.keys(rest)[0];
    if (unknown !== undefined) throw new Error(`${VARIABLE}: ${brand} has an unknown setting '${unknown}'.`);
    map[brand] = { cookieDomain: cookieDomainOf(brand, cookieDomain), apiBaseUrl: apiBaseUrlOf(brand, apiBaseUrl) };
  }
  return map;
}

/**
 * The Domain for a cookie set on this host: the configured domain when the host is that domain or
 * inside it (a browser drops a cookie whose Domain does not cover the host), else undefined
 * (host-only), which is what localhost, an IP address or an unconfigured brand get.
 */
export function cookieDomainForHost(hostname: string, cookieDomain: string | undefined): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return cookieDomain && (host === cookieDomain || host.endsWith(`.${cookieDomain}`)) ? cookieDomain : undefined;
}
