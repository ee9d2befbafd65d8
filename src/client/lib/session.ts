import { ofetch, type FetchError } from 'ofetch';
import { COOKIES, LEGACY_TOKEN_STORAGE_KEY } from '@domain/api/cookies';
import { AUTH_PREFIX } from '@domain/api/paths';
import { AUTH_PATHS } from '@domain/auth/auth-api';
import { deleteCookie, readCookie } from './cookies';
import { STORAGE_KEYS } from './storage-keys';

/** docs/product/sessions-and-tenancy.md: the access-token cookie being present means signed in. */
export function isSignedIn(): boolean {
  return readCookie(COOKIES.accessToken) !== undefined;
}

/** The selection cookies (docs/product/constants.md): impersonation, selected customer and brand owner, mode. */
export const SELECTION_COOKIES = [COOKIES.impersonateUserId, COOKIES.selectedCustomerId, COOKIES.selectedBrandOwnerId, COOKIES.brandOwnerMode] as const;

/**
 * Forgets the token on this device; impersonation and the selection go with it (docs/product/sessions-and-tenancy.md). The
 * httpOnly refresh cookie is the server's to clear (revoke does).
 */
export function clearToken(): void {
  deleteCookie(COOKIES.accessToken);
  for (const name of SELECTION_COOKIES) deleteCookie(name);
  localStorage.removeItem(LEGACY_TOKEN_STORAGE_KEY);
  localStorage.removeItem(STORAGE_KEYS.customerExpected);
}

/**
 * Pages the 401 handling leaves alone: the magic-link page has its own link token (docs/product/routing.md, docs/product/sessions-and-tenancy.md);
 * on the login pages a 401 is a refused code or link, and there is no session to refresh.
 */
const REFRESH_EXEMPT_PAGES = ['/request-intake-magic-link', '/login', '/login-link'];

export interface UnauthorizedHandlerOptions {
  /** Origin of the brand's API ('' for the page's own). */
  apiBaseUrl: string;
  reload: () => void;
  /** Sends the browser to an address inside the app. */
  goTo: (href: string) => void;
  /** The page as it is now; window.location by default. */
  location?: () => { pathname: string; search: string; hash: string };
}

export type UnauthorizedHandler = (requestUrl: string) => Promise<void>;

/** The server answered the refresh and refused it (no session, a spent or revoked token), as opposed to not answering. */
const sessionRefused = (error: FetchError): boolean => {
  const status = error.response?.status;
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
};

/**
 * docs/product/sessions-and-tenancy.md: on a 401 (not from the token call itself, not on the magic-link page) try the refresh
 * call once; success reloads the page, failure revokes the token, clears it and goes to Login with
 * the current address as nextRoute. 401s arriving while that runs share it, so the refresh token
 * (which rotates) is presented once.
 */
export function createUnauthorizedHandler(options: UnauthorizedHandlerOptions): UnauthorizedHandler {
  const where = options.location ?? (() => window.location);
  const auth = ofetch.create({ baseURL: `${options.apiBaseUrl}${AUTH_PREFIX}`, credentials: 'include' });
  let running: Promise<void> | null = null;

  async function refreshOrSignOut(): Promise<void> {
    const outcome = await auth(AUTH_PATHS.token, { method: 'POST', body: { app: 'ssp', grantType: 'refresh_token' } }).then(
      () => 'renewed' as const,
      (error: FetchError) => (sessionRefused(error) ? ('refused' as const) : ('unreachable' as const)),
    );
    if (outcome === 'renewed') {
      options.reload();
      return;
    }
    if (outcome === 'unreachable') {
      // No network, a struggling server, or this page going away mid-call: the session may well
      // stand, so keep it (a technician in a basement must not be signed out); the next 401 tries again.
      running = null;
      return;
    }
    // Best effort: the session may already be gone on the server.
    await auth(AUTH_PATHS.revoke, { method: 'POST' }).catch(() => undefined);
    clearToken();
    const { pathname, search, hash } = where();
    options.goTo(`/login?${new URLSearchParams({ nextRoute: `${pathname}${search}${hash}` })}`);
  }

  return (requestUrl) => {
    const path = new URL(requestUrl, 'http://page.invalid').pathname;
    if (path.endsWith(`${AUTH_PREFIX}${AUTH_PATHS.token}`) || path.endsWith(`${AUTH_PREFIX}${AUTH_PATHS.revoke}`)) return Promise.resolve();
    const page = where().pathname;
    if (REFRESH_EXEMPT_PAGES.some((exempt) => page === exempt || page.startsWith(`${exempt}/`))) return Promise.resolve();
    running ??= refreshOrSignOut();
    return running;
  };
}
