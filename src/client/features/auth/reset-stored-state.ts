import { clearToken } from '../../lib/session';
import { forgetSignedInUser } from '../../offline/signed-in-user';
import { forgetSession } from '../../session/session-store';

/**
 * docs/product/routing.md: entering the login page resets all stored state: the token with the impersonation and
 * selection cookies, local and session storage, the loaded session and customer, and the offline
 * read cache (queued writes stay until their user signs in again).
 */
export function resetStoredState(): void {
  clearToken();
  localStorage.clear();
  sessionStorage.clear();
  forgetSession();
  void forgetSignedInUser();
}
