import { COOKIES } from '@domain/api/cookies';
import { HEADERS } from '@domain/api/headers';
import { readCookie } from './cookies';

/**
 * The headers every API call carries (docs/product/README.md#api): the current page path, the bearer token when the
 * access-token cookie is present, and the impersonated user, selected customer and selected brand
 * owner when their cookies are set.
 */
export function buildApiHeaders(pagePath: string, cookieString: string): Record<string, string> {
  const headers: Record<string, string> = { [HEADERS.currentPath]: pagePath };
  const token = readCookie(COOKIES.accessToken, cookieString);
  if (token) headers.authorization = `Bearer ${token}`;
  const fromCookies = [
    [HEADERS.impersonateUserId, COOKIES.impersonateUserId],
    [HEADERS.selectedCustomerId, COOKIES.selectedCustomerId],
    [HEADERS.selectedBrandOwnerId, COOKIES.selectedBrandOwnerId],
  ] as const;
  for (const [header, cookie] of fromCookies) {
    const value = readCookie(cookie, cookieString);
    if (value) headers[header] = value;
  }
  return headers;
}
