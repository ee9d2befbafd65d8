import { createContext, useContext } from 'react';
import type { Session } from './session-store';

export const SessionContext = createContext<Session | null>(null);

/** The signed-in user's session; only inside the authenticated shell, which loads it first. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside the signed-in area');
  return session;
}

/** The session where there may be none (shell parts also shown on public pages). */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}
