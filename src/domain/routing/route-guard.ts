import { routePermission, type RoutePermission } from '../permissions/route-permissions';
import { isAdminRoute, isAssetDetail, isPublicRoute, isRequestDetail, isSessionRoute, isShellRoute } from './route-kinds';

/**
 * Where a visitor may go (docs/product/routing.md, routing rules). Pure, so the client's route guards and tests
 * share it.
 */
export interface RouteGuardInput {
  /** The access-token cookie is present (docs/product/requests.md: a token cookie means signed in). */
  signedIn: boolean;
  /** The full current address inside the app: path, search and hash. */
  href: string;
  /** Who is signed in; undefined while the user info is still loading (the guard runs again). */
  user?: {
    isInternalStaff: boolean;
    hasRoles: boolean;
    can(permission: RoutePermission): boolean;
  };
}

export type RouteDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; search?: { nextRoute: string } };

const allow: RouteDecision = { kind: 'allow' };
const redirect = (to: string): RouteDecision => ({ kind: 'redirect', to });

/**
 * Public, login and unknown (not-found) paths are open. Otherwise: not signed in → login with the
 * full address as nextRoute; internal staff → admin unless opening a request or asset detail;
 * no roles → no-permissions; lacking the route's permission → /requests.
 */
export function decideAuthenticatedRoute({ signedIn, href, user }: RouteGuardInput): RouteDecision {
  const pathname = href.split(/[?#]/)[0] || '/';
  if (isPublicRoute(pathname) || isSessionRoute(pathname) || !isShellRoute(pathname)) return allow;
  if (!signedIn) return { kind: 'redirect', to: '/login', search: { nextRoute: href } };
  if (!user) return allow;

  if (user.isInternalStaff) {
    return isAdminRoute(pathname) || isRequestDetail(pathname) || isAssetDetail(pathname) ? allow : redirect('/admin');
  }
  if (!user.hasRoles) return pathname === '/no-permissions' ? allow : redirect('/no-permissions');

  const permission = routePermission(pathname);
  if (permission && !user.can(permission)) return redirect('/requests');
  return allow;
}
