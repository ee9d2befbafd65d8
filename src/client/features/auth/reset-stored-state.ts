import { clearToken } from '@/lib/session';
import { forgetLoadedSession } from '@/session/session-forgetting';

/**
 * docs/product/routing.md: entering the login page resets all stored state: the token with the impersonation and
 * selection cookies, local and session storage, the loaded session and customer, and the offline
 * read cache (queued writes stay until their user signs in again).
 */
export function resetStoredState(): void {
  clearToken();
  localStorage.clear();
  sessionStorage.clear();
  forgetLoadedSession();
  // Loaded on demand, not part of the login page's first load.
  void import('@/offline/signed-in-user').then(({ forgetSignedInUser }) => forgetSignedInUser());
}
