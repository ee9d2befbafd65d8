import { AUTH_PREFIX } from '@domain/api/paths';
import { AUTH_PATHS } from '@domain/auth/auth-api';
import type { LinkedIdentitiesResponse, LoginProvider, LoginProviderMode, LoginProvidersResponse } from '@domain/auth/login-providers';
import { pathWith } from '@domain/api/paths';
import { authApi } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';
import { clearToken } from '@/lib/session';
import { forgetLoadedSession } from '@/session/session-forgetting';

export const REVOKE_ERROR = 'Error revoking token';

/** The sign-in providers this deployment offers; none when the call fails. */
export async function fetchProviders(): Promise<LoginProvidersResponse['providers']> {
  return authApi<LoginProvidersResponse>(AUTH_PATHS.providers).then(
    (a) => a.providers,
    () => [],
  );
}

export function fetchIdentities(): Promise<LinkedIdentitiesResponse['identities']> {
  return authApi<LinkedIdentitiesResponse>(AUTH_PATHS.identities).then((a) => a.identities);
}

export function unlinkProvider(provider: LoginProvider): Promise<LinkedIdentitiesResponse['identities']> {
  return authApi<LinkedIdentitiesResponse>(pathWith(AUTH_PATHS.unlinkProvider, { provider }), { method: 'POST' }).then((a) => a.identities);
}

/** The address that starts a provider sign-in (a full-page navigation to the API). */
export function providerStartUrl(apiBaseUrl: string, provider: LoginProvider, mode: LoginProviderMode, nextRoute?: string): string {
  const query = new URLSearchParams({ mode });
  if (nextRoute) query.set('nextRoute', nextRoute);
  return `${apiBaseUrl}${AUTH_PREFIX}${pathWith(AUTH_PATHS.providerStart, { provider })}?${query}`;
}

/**
 * Logout (docs/product/README.md#api): revoke on the server, then clear the token here whatever the answer, so a
 * device with a stale token still ends up signed out. Answers the error text when revoke failed.
 */
export async function signOut(): Promise<string | null> {
  const error = await authApi(AUTH_PATHS.revoke, { method: 'POST' }).then(
    () => null,
    (e: unknown) => apiErrorMessage(e, REVOKE_ERROR),
  );
  clearToken();
  forgetLoadedSession();
  return error;
}
