/** docs/product/routing.md public routes: reachable by link without login. */
export const PUBLIC_ROUTES = [
  '/csat',
  '/eep-manufacturer-csat',
  '/vendor-dispatch',
  '/sso-vendor-dispatch',
  '/vendor-request-quote',
  '/vendor-follow-up',
  '/request-intake-magic-link',
  '/vendor-eep-updates',
  '/app',
  '/invalid-link',
  '/error',
  '/maintenance',
  '/qr',
  /** Not in docs/product/routing.md: the confirmation link of a new login email or phone (docs in identifier-change-api.ts). */
  '/confirm-identifier',
] as const;

/** docs/product/routing.md login and session routes: open to everyone, never redirected by the guards. */
export const SESSION_ROUTES = ['/login', '/logout', '/link-accounts', '/s3'] as const;

/** First path segments of the authenticated shell (docs/product/routing.md); '' is the root, which opens /home. */
const SHELL_SECTIONS = new Set([
  '',
  'home',
  'no-permissions',
  'admin',
  'requests',
  'escalations',
  'assets',
  'reporting',
  'profile',
  'vendor',
  'vendors',
  'tasks',
  'customer-settings',
]);

const firstSegment = (pathname: string) => pathname.split('/').filter(Boolean)[0] ?? '';
const inSection = (pathname: string, route: string) => firstSegment(pathname) === route.slice(1);

export const isPublicRoute = (pathname: string) => PUBLIC_ROUTES.some((r) => inSection(pathname, r));
export const isSessionRoute = (pathname: string) => SESSION_ROUTES.some((r) => inSection(pathname, r));
/** Paths of the signed-in shell; anything else that is not public is the public not-found page. */
export const isShellRoute = (pathname: string) => SHELL_SECTIONS.has(firstSegment(pathname));

/** /requests/{id}, /requests/{id}/detail and deeper: a request's own pages, not the list. */
export function isRequestDetail(pathname: string): boolean {
  const [first, id] = pathname.split('/').filter(Boolean);
  return first === 'requests' && id !== undefined;
}

export function isAssetDetail(pathname: string): boolean {
  const [first, id] = pathname.split('/').filter(Boolean);
  return first === 'assets' && id !== undefined;
}

export const isAdminRoute = (pathname: string) => firstSegment(pathname) === 'admin';
