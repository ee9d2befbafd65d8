import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { decideAuthenticatedRoute } from '@domain/routing/route-guard';
import type { Session } from '../session/session-store';
import { isSignedIn } from './session';

/** For `beforeLoad` of routes that need a session: sends a visitor without one to login. */
export function requireSession({ location }: { location: ParsedLocation }): void {
  const decision = decideAuthenticatedRoute({ signedIn: isSignedIn(), href: location.href });
  if (decision.kind === 'redirect') throw redirect({ to: decision.to, search: decision.search });
}

/**
 * For `beforeLoad` of the authenticated shell: a session, then the routing rules of docs/product/routing.md and
 * the route permissions of docs/product/roles-and-permissions.md for the signed-in user. Answers the session for the route context.
 */
export async function guardAuthenticatedRoute({ location }: { location: ParsedLocation }): Promise<{ session: Session }> {
  requireSession({ location });
  // Loaded here rather than with the route tree: the session's schemas and CASL are no part of a public page's first load.
  const [{ loadSession }, { decideFor }] = await Promise.all([import('../session/session-store'), import('../session/route-access')]);
  const session = await loadSession();
  const decision = decideFor(session, location.href);
  if (decision.kind === 'redirect') throw redirect({ to: decision.to, search: decision.search, replace: true });
  return { session };
}
