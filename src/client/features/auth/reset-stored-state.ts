import { clearToken } from '@/lib/session';

/**
 * docs/product/routing.md: entering the login page resets all stored state: the token with the impersonation and
 * selection cookies, local and session storage, the loaded session and customer, and the offline
 * read cache (queued writes stay until their user signs in again).
 */
export function resetStoredState(): void {
  clearToken();
  localStorage.clear();
  sessionStorage.clear();
  // Loaded on demand, so neither is part of the login page's first load: a session store not loaded yet holds no session.
  void import('@/session/session-store').then(({ forgetSession }) => forgetSession());
  void import('@/offline/signed-in-user').then(({ forgetSignedInUser }) => forgetSignedInUser());
}
