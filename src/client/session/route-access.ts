import { hasRoutePermission, type RoutePermissionContext } from '@domain/permissions/route-permissions';
import { decideAuthenticatedRoute, type RouteDecision, type RouteGuardInput } from '@domain/routing/route-guard';
import { isAdminRoute } from '@domain/routing/route-kinds';
import type { Session } from './session-store';
import { isRealUserAdmin, roleNamesOf } from './user-info';

/** docs/product/roles-and-permissions.md route permission facts of the signed-in user. */
export function routePermissionContext(session: Session): RoutePermissionContext {
  const { user, customer } = session;
  return {
    highestRoleRank: user.highestRoleRank,
    roles: roleNamesOf(user),
    brandOwnerMode: user.mode === 'brandOwner',
    customer: user.mode === 'customer' ? customer : null,
    isVendorOnly: user.isVendorOnly,
    ability: session.ability,
    pmInsightsCustomerIds: session.pmInsightsCustomerIds,
  };
}

/** The user as the routing rules of docs/product/routing.md see them. */
export function guardUser(session: Session): NonNullable<RouteGuardInput['user']> {
  const ctx = routePermissionContext(session);
  return {
    isInternalStaff: session.user.isInternalStaff,
    hasRoles: session.user.sspRoles.length > 0,
    can: (permission) => hasRoutePermission(permission, ctx),
  };
}

/**
 * Where the signed-in user may go: the decision for an address inside the app. The admin screen is
 * for internal staff and for the signed-in administrator (docs/product/roles-and-permissions.md), also while they act as someone else.
 */
export function decideFor(session: Session, href: string): RouteDecision {
  const pathname = href.split(/[?#]/)[0] ?? '/';
  if (isAdminRoute(pathname) && !isRealUserAdmin(session.user) && !session.user.isInternalStaff) return { kind: 'redirect', to: '/requests' };
  return decideAuthenticatedRoute({ signedIn: true, href, user: guardUser(session) });
}

/** Whether a navigation item to `path` should show: the guard would let the user open it. */
export function canOpen(session: Session, path: string): boolean {
  return decideFor(session, path).kind === 'allow';
}
