import { readdirSync } from 'node:fs';
import { DEMO } from '../../src/server/seed/demo-ids';

/**
 * Every page of the portal and who walks it, for the page walk (e2e/field/page-walk.spec.ts). The
 * pages are read from the route files (`-` files, layouts and `__root` are not pages), so a new page
 * is walked without editing this file; a page with a `$` parameter or a query it needs to show
 * itself must be given its values in PAGE_VISITS, or the walk refuses to start.
 */

const ROUTES_DIR = 'src/client/routes';
/** An id no record has: the page shows its not-found state. */
const SOME_ID = '00000000-0000-4000-8000-000000000001';

/** Who walks: signed out, or a demo login. */
export const WALKERS = {
  signedOut: null,
  companyLeader: DEMO.users.companyLeader.email,
  locationStaff: DEMO.users.locationStaff.email,
  selfService: DEMO.users.selfService.email,
  vendorTech: DEMO.users.vendorTech.email,
  /** A vendor user who may change the company's profile (docs/product/vendors.md). */
  vendorDispatcher: DEMO.users.refrigerationDispatcher.email,
  brandManager: DEMO.users.brandManager.email,
  admin: DEMO.users.admin.email,
} as const;
export type Walker = keyof typeof WALKERS;

/** One opening of a page: its parameters' values, its query string, and who opens it. */
interface Visit {
  params?: Record<string, string>;
  query?: string;
  walkers: Walker[];
}

const leaderRequest = DEMO.requests.openEmergencyForVendorTech.id;
const selfServiceRequest = DEMO.requests.selfServiceOpen.id;
/** Public link pages: the query they need to show themselves rather than /invalid-link. */
const dispatchLink = { query: `?requestId=${SOME_ID}&vendorResponse=accept&token=t`, walkers: ['signedOut'] } satisfies Visit;
const tokenLink = { query: '?token=t', walkers: ['signedOut'] } satisfies Visit;

/**
 * Pages opened otherwise than once by their default walker (the company leader, who may open every
 * page of the shell, or a signed-out visitor for a public page), by route path. Other roles walk the
 * pages that look different for them.
 */
const PAGE_VISITS: Record<string, Visit[]> = {
  '/home': [{ walkers: ['companyLeader', 'locationStaff', 'brandManager', 'vendorTech'] }],
  '/requests': [{ walkers: ['companyLeader', 'locationStaff', 'selfService', 'admin'] }],
  '/requests/new': [{ walkers: ['companyLeader', 'selfService'] }],
  '/requests/$id': [
    { params: { id: leaderRequest }, walkers: ['companyLeader', 'locationStaff', 'vendorTech'] },
    { params: { id: DEMO.requests.closedEnterprise.id }, walkers: ['companyLeader'] },
    { params: { id: selfServiceRequest }, walkers: ['selfService'] },
  ],
  '/requests/$id/detail': [{ params: { id: leaderRequest }, walkers: ['companyLeader'] }],
  '/requests/$id/vendor-visit': [{ params: { id: leaderRequest }, walkers: ['companyLeader'] }],
  '/requests/$id/guides': [
    { params: { id: leaderRequest }, walkers: ['companyLeader'] },
    { params: { id: selfServiceRequest }, walkers: ['selfService'] },
  ],
  '/requests/$id/guides/$guideId': [{ params: { id: selfServiceRequest, guideId: SOME_ID }, walkers: ['companyLeader'] }],
  '/assets': [{ walkers: ['companyLeader', 'locationStaff', 'brandManager'] }],
  '/assets/$id': [
    { params: { id: DEMO.assets.enterpriseWithLabel.id }, walkers: ['companyLeader', 'locationStaff'] },
    { params: { id: DEMO.assets.enterpriseInfrastructure.id }, walkers: ['companyLeader'] },
    { params: { id: DEMO.assets.selfServiceWithGuide.id }, walkers: ['selfService'] },
  ],
  '/assets/labels/$labelId': [{ params: { labelId: DEMO.labels.enterpriseUnlinked.id }, walkers: ['companyLeader'] }],
  '/assets/pm-schedules/$scheduleId': [
    { params: { scheduleId: DEMO.assets.enterpriseInfrastructure.pmScheduleId }, walkers: ['companyLeader', 'locationStaff'] },
  ],
  '/assets/locations/$locationId': [{ params: { locationId: DEMO.locations.staffPm.id }, walkers: ['companyLeader'] }],
  '/tasks/$id': [{ params: { id: DEMO.tasks.standingOpen.id }, walkers: ['companyLeader'] }],
  '/tasks/$id/request/$requestId/guides': [
    { params: { id: DEMO.tasks.standingOpen.id, requestId: DEMO.requests.selfServiceOpen.id }, walkers: ['companyLeader'] },
  ],
  '/tasks/$id/request/$requestId/guides/$guideId': [
    { params: { id: DEMO.tasks.standingOpen.id, requestId: DEMO.requests.selfServiceOpen.id, guideId: SOME_ID }, walkers: ['companyLeader'] },
  ],
  '/escalations/$id': [{ params: { id: SOME_ID }, walkers: ['companyLeader'] }],
  '/profile': [{ walkers: ['companyLeader', 'locationStaff'] }],
  '/vendor': [{ walkers: ['companyLeader', 'vendorTech', 'vendorDispatcher'] }],
  '/vendors/network': [{ walkers: ['companyLeader', 'vendorDispatcher'] }],
  '/vendors/history': [{ walkers: ['companyLeader', 'vendorDispatcher'] }],
  '/admin': [{ walkers: ['companyLeader', 'admin'] }],
  '/qr/$id': [
    { params: { id: DEMO.assets.enterpriseWithLabel.labelId }, walkers: ['signedOut'] },
    { params: { id: '00000000-0000-4000-8000-000000000000' }, walkers: ['signedOut'] },
  ],
  '/csat': [{ query: `?request=${SOME_ID}&rating=5`, walkers: ['signedOut'] }],
  '/eep-manufacturer-csat': [{ query: `?escalationId=${SOME_ID}&rating=5&token=t`, walkers: ['signedOut'] }],
  '/vendor-dispatch': [dispatchLink],
  '/sso-vendor-dispatch': [dispatchLink],
  '/vendor-request-quote': [dispatchLink],
  '/vendor-follow-up': [{ query: `?requestId=${SOME_ID}&token=t`, walkers: ['signedOut'] }],
  '/request-intake-magic-link': [tokenLink],
  '/vendor-eep-updates': [tokenLink],
  '/vendor-jobs': [tokenLink],
  '/confirm-identifier': [tokenLink],
  '/login-link': [tokenLink],
  '/error': [{ query: '?errorMessage=E42', walkers: ['signedOut'] }],
};

/** An address no route answers: the public not-found page is walked too. */
const NOT_FOUND = '/no-such-page';

/** A page of the route tree: its path (`/requests/$id`) and whether it is in the signed-in shell. */
export interface RoutePage {
  path: string;
  shell: boolean;
}

/**
 * The pages of the route files. Not pages: `-` files (not routes), `__root` and layouts
 * (`_authenticated`, `route`), and /logout (it ends the walker's session).
 */
export function routePages(): RoutePage[] {
  const pages: RoutePage[] = [];
  for (const file of readdirSync(ROUTES_DIR, { recursive: true }) as string[]) {
    if (!file.endsWith('.tsx')) continue;
    const segments = file.replace(/\.tsx$/, '').split('/');
    const name = segments.at(-1)!;
    if (segments.some((s) => s.startsWith('-')) || name === '__root' || name === '_authenticated' || name === 'route') continue;
    const shell = segments[0] === '_authenticated';
    const path = `/${(shell ? segments.slice(1) : segments).filter((s) => s !== 'index').join('/')}`.replaceAll('.', '/');
    if (path !== '/logout') pages.push({ path, shell });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

function address(path: string, visit: Visit): string {
  const filled = path.replace(/\$(\w+)/g, (_, name: string) => {
    const value = visit.params?.[name];
    if (!value) throw new Error(`No value for $${name} of ${path}: add it to PAGE_VISITS in e2e/support/page-walk.ts`);
    return value;
  });
  return filled + (visit.query ?? '');
}

/** Each walker's addresses, in route order: every page of the route files at least once. */
export function walks(): Map<Walker, string[]> {
  const pages = routePages();
  const stale = Object.keys(PAGE_VISITS).filter((path) => !pages.some((p) => p.path === path));
  if (stale.length > 0) throw new Error(`PAGE_VISITS names paths that are not pages: ${stale.join(', ')}`);
  const byWalker = new Map<Walker, string[]>();
  const add = (walker: Walker, to: string) => byWalker.set(walker, [...(byWalker.get(walker) ?? []), to]);
  for (const { path, shell } of pages) {
    for (const visit of PAGE_VISITS[path] ?? [{ walkers: [shell ? 'companyLeader' : 'signedOut'] }]) {
      for (const walker of visit.walkers) add(walker, address(path, visit));
    }
  }
  add('signedOut', NOT_FOUND);
  return byWalker;
}

/** The items in consecutive groups of at most `size`: a long walk of pages split over several tests. */
export function inGroups<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}
