import { ofetch, FetchError, type $Fetch } from 'ofetch';
import { LEGACY_TOKEN_STORAGE_KEY } from '@domain/api/cookies';
import { AUTH_PREFIX } from '@domain/api/paths';
import { AUTH_PATHS } from '@domain/auth/auth-api';
import { apiBaseUrl } from '../lib/brand';
import { isSignedIn } from '../lib/session';

export type LegacyTokenOutcome = 'none' | 'signed-in' | 'refused' | 'kept';

/**
 * docs/product/sessions-and-tenancy.md (cookies and storage): a device of the old portal keeps its token in local storage (`eighty_token`). Without a
 * session it is traded once for one through the legacy link call (which sets the session cookies)
 * and then forgotten; a refused token is forgotten too, and so is one beside a session (it is no
 * longer needed, and a long-lived token should not linger). When the server does not answer, the
 * token stays for the next start.
 *
 * `auth` is a plain client of v3/auth: the app's clients would answer a refused token with the
 * session refresh and a trip to the login page.
 */
export async function migrateLegacyToken(
  auth: $Fetch = ofetch.create({ baseURL: `${apiBaseUrl()}${AUTH_PREFIX}`, credentials: 'include' }),
  storage: Storage = localStorage,
): Promise<LegacyTokenOutcome> {
  const token = storage.getItem(LEGACY_TOKEN_STORAGE_KEY);
  if (!token) return 'none';
  if (isSignedIn()) {
    storage.removeItem(LEGACY_TOKEN_STORAGE_KEY);
    return 'none';
  }
  try {
    await auth(AUTH_PATHS.legacyMagicLinkVerify, { query: { token }, retry: 0 });
    storage.removeItem(LEGACY_TOKEN_STORAGE_KEY);
    return 'signed-in';
  } catch (error) {
    const status = error instanceof FetchError ? error.status : undefined;
    if (status === undefined || status === 408 || status === 429 || status >= 500) return 'kept';
    storage.removeItem(LEGACY_TOKEN_STORAGE_KEY);
    return 'refused';
  }
}
