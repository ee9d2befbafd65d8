import { COOKIES } from '@domain/api/cookies';
import { HEADERS } from '@domain/api/headers';
import { buildApiHeaders } from '../lib/api-headers';
import { readCookie } from '../lib/cookies';
import { readContextOf, type ReadContext } from './read-cache-key';
import { tokenSubject } from './token-subject';

/** The signed-in user of this page (the access token's subject), or null when signed out. */
export function currentUserId(): string | null {
  return tokenSubject(readCookie(COOKIES.accessToken));
}

/** The impersonation and selection headers of the page right now (docs/product/README.md#api), without the token. */
export function actingHeaders(): Record<string, string> {
  const headers = buildApiHeaders(window.location.pathname, document.cookie);
  delete headers.authorization;
  delete headers[HEADERS.currentPath];
  return headers;
}

/** The bearer header for the current token, when signed in. */
export function bearerHeader(): Record<string, string> {
  const token = readCookie(COOKIES.accessToken);
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** The acting context of the page's API calls right now (the headers the API client sends), or null when signed out. */
export function pageReadContext(): ReadContext | null {
  return readContextOf(new Headers(buildApiHeaders(window.location.pathname, document.cookie)));
}
