import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { decideAuthenticatedRoute } from '../../domain/routing/route-guard';
import { isSignedIn } from './session';

/** For `beforeLoad` of routes that need a session: sends a visitor without one to login. */
export function requireSession({ location }: { location: ParsedLocation }): void {
  const decision = decideAuthenticatedRoute({ signedIn: isSignedIn(), href: location.href });
  if (decision.kind === 'redirect') throw redirect({ to: decision.to, search: decision.search });
}
