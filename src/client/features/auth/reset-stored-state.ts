import { clearToken } from '../../lib/session';
import { forgetSession } from '../session/session-store';

/**
 * SPEC §2: entering the login page resets all stored state: the token with the impersonation and
 * selection cookies, local and session storage, and the loaded session and customer.
 */
export function resetStoredState(): void {
  clearToken();
  localStorage.clear();
  sessionStorage.clear();
  forgetSession();
}
