/**
 * Where a visitor may go (SPEC §2, routing rules). Pure, so the client's route guards and tests
 * share it; the rules on roles, internal staff and permissions join here as the session grows.
 */
export interface RouteGuardInput {
  /** The access-token cookie is present (SPEC §4: a token cookie means signed in). */
  signedIn: boolean;
  /** The full current address inside the app: path, search and hash. */
  href: string;
}

export type RouteDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: '/login'; search: { nextRoute: string } };

/** Decision for a route of the authenticated shell. */
export function decideAuthenticatedRoute(input: RouteGuardInput): RouteDecision {
  if (!input.signedIn) return { kind: 'redirect', to: '/login', search: { nextRoute: input.href } };
  return { kind: 'allow' };
}
