import type { $Fetch } from 'ofetch';
import { AUTH_PATHS, nextRouteSchema } from '@domain/auth/auth-api';
import type { LinkedIdentitiesResponse } from '@domain/auth/login-providers';

/** A nextRoute is followed only when it stays inside the portal. */
export function safeNextRoute(nextRoute: string | undefined): string | undefined {
  return nextRoute && nextRouteSchema.safeParse(nextRoute).success ? nextRoute : undefined;
}

/**
 * docs/product/routing.md after login: nextRoute when present; else Home when the user has a linked identity or
 * the partner brand is on; else LinkAccounts, but only when this deployment offers a provider to link
 * (with none, the page would have nothing to offer but Continue).
 */
export function afterLoginDestination(input: { nextRoute?: string; hasLinkedIdentity: boolean; partnerBrand: boolean; providersOffered: boolean }): string {
  const next = safeNextRoute(input.nextRoute);
  if (next) return next;
  return input.hasLinkedIdentity || input.partnerBrand || !input.providersOffered ? '/home' : '/link-accounts';
}

/** Whether the just signed-in user has a linked sign-in account; unknown counts as yes (go Home). */
export async function hasLinkedIdentity(auth: $Fetch): Promise<boolean> {
  try {
    const { identities } = await auth<LinkedIdentitiesResponse>(AUTH_PATHS.identities);
    return identities.length > 0;
  } catch {
    return true;
  }
}
