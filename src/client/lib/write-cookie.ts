import { pageCookieDomain } from './brand';
import { cookieScope } from './cookies';

/**
 * A cookie of the page, kept a year (the mode and selection outlive a browser restart); Secure over
 * https. Apart from cookies.ts: only the selection writes cookies, and the login page need not load this.
 */
export function writeCookie(name: string, value: string, domain: string | undefined = pageCookieDomain()): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}${cookieScope(domain)}; max-age=${365 * 24 * 60 * 60}; samesite=lax${secure}`;
}
