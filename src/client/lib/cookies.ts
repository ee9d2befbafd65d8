import { pageCookieDomain } from './brand';

/** The value of a cookie readable by the page, or undefined when it is absent or empty. */
export function readCookie(name: string, cookieString: string = document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    if (!raw) return undefined;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** path=/ and, on a host inside the brand's cookie domain, that domain (the server sets its cookies the same way). */
export function cookieScope(domain: string | undefined): string {
  return domain ? `; path=/; domain=${domain}` : '; path=/';
}

/**
 * Removes a cookie of the page: on the brand's cookie domain and host-only, so one written before the
 * domain was configured goes too. The past date beside max-age=0 makes the removal immediate
 * everywhere: an engine that turns max-age=0 into "expires now" (happy-dom) still shows the cookie
 * to a read in the same millisecond.
 */
export function deleteCookie(name: string, domain: string | undefined = pageCookieDomain()): void {
  for (const where of [undefined, domain]) {
    document.cookie = `${name}=${cookieScope(where)}; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}
