import type { RoutePermission } from '../permissions/route-permissions';

/**
 * What the app must know of a shell page besides its route file. `permission`: what the page and the
 * paths under it need (a deeper page with a permission of its own needs that one instead); `nav`: its
 * place in the navigation.
 */
export interface ShellPageFacts {
  permission?: RoutePermission;
  nav?: NavFacts;
}

/**
 * A destination of the shell's navigation, shown in the map's order: in the desktop sidebar (unless
 * `sidebar` is false) and, on a phone, as a bottom tab (`tab`) or in the More sheet. `icon` is an icon name of
 * the client (`IconName`; src/client/components/shell/nav-items.ts checks it).
 */
export interface NavFacts {
  label: string;
  icon: string;
  /** A bottom tab on a phone; else the page is in the More sheet. */
  tab?: true;
  sidebar?: false;
  /**
   * Who the page means nothing to, so their navigation leaves it out (the address still opens):
   * a vendor-only user has no customer assets, tasks, network or reporting of its own; a brand in
   * brand-owner mode has no vendor network.
   */
  notFor?: readonly NavAudience[];
  /** The label for a vendor-only user, whose home is its jobs. */
  vendorLabel?: string;
}

/** The kinds of user a navigation entry can leave out (NavFacts.notFor). */
export type NavAudience = 'vendorOnly' | 'brandOwnerMode';

/**
 * Every page, by kind (docs/product/routing.md), keyed by its route path as the route tree names it,
 * without an index route's trailing slash (`/reporting/invoices/` is `/reporting/invoices`):
 * - `shell`: the signed-in shell, with each page's facts;
 * - `public`: reachable by link without login;
 * - `session`: sign-in pages, open to everyone and never redirected by the guards.
 * The guards decide a path's kind by its first segment. A shell page that only inherits its parent's
 * facts is named in InheritingPagePath below instead. The client checks that these name exactly the
 * route tree's paths (src/client/page-facts-check.ts): a route file without facts, or facts of a removed
 * route, fail `npm run typecheck`. The server reads the permissions from here (it cannot import the
 * client's route files). docs/adding-a-page.md section 8.
 */
export const PAGES = {
  shell: {
    '/': {},
    '/home': { permission: 'home', nav: { label: 'Home', icon: 'home', tab: true, vendorLabel: 'My jobs' } },
    '/no-permissions': {},
    '/requests': { nav: { label: 'Requests', icon: 'requests', tab: true } },
    '/escalations': { permission: 'escalations', nav: { label: 'Escalations', icon: 'escalations' } },
    '/assets': { nav: { label: 'Assets', icon: 'assets', tab: true, notFor: ['vendorOnly'] } },
    '/tasks': { permission: 'tasks', nav: { label: 'Tasks', icon: 'tasks', tab: true, notFor: ['vendorOnly'] } },
    '/vendors': { nav: { label: 'Vendors', icon: 'vendors', notFor: ['vendorOnly', 'brandOwnerMode'] } },
    '/reporting': { permission: 'reporting', nav: { label: 'Reporting', icon: 'reporting', notFor: ['vendorOnly'] } },
    '/reporting/requests': { permission: 'requestsReporting' },
    '/reporting/invoices': { permission: 'invoiceReporting' },
    '/reporting/spend-forecast': { permission: 'spendForecast' },
    '/reporting/insights': { permission: 'insightsReporting' },
    '/reporting/vendor-insights': { permission: 'vendorInsights' },
    '/reporting/pm-insights': { permission: 'pmInsights' },
    '/customer-settings': { permission: 'customerSettings', nav: { label: 'Customer settings', icon: 'building' } },
    '/admin': { nav: { label: 'Admin', icon: 'admin' } },
    '/vendor': { permission: 'vendorProfile', nav: { label: 'Company profile', icon: 'vendors' } },
    '/profile': { nav: { label: 'Profile', icon: 'user', sidebar: false } },
  },
  public: [
    '/csat',
    '/eep-manufacturer-csat',
    '/vendor-dispatch',
    '/sso-vendor-dispatch',
    '/vendor-request-quote',
    '/vendor-follow-up',
    '/vendor-jobs',
    '/request-intake-magic-link',
    '/vendor-eep-updates',
    '/app',
    '/invalid-link',
    '/error',
    '/maintenance',
    '/qr/$id',
    '/confirm-identifier',
  ],
  session: ['/login', '/login-link', '/logout', '/link-accounts', '/s3'],
} as const satisfies { shell: Record<`/${string}`, ShellPageFacts>; public: readonly `/${string}`[]; session: readonly `/${string}`[] };

export type PageKind = keyof typeof PAGES;

/** The shell pages with facts of their own. */
export type ShellPagePath = keyof typeof PAGES.shell;
/** The pages the map names. */
export type PagePath = ShellPagePath | (typeof PAGES.public)[number] | (typeof PAGES.session)[number];

/**
 * The pages that take every fact from their nearest parent in PAGES.shell: the same kind, that
 * parent's permission (routePermission), no navigation entry. A list of types, not values: it costs
 * the first load nothing (every page loads this module; scripts/check-bundle-size.ts).
 */
export type InheritingPagePath =
  | '/requests/new'
  | '/requests/$id'
  | '/requests/$id/detail'
  | '/requests/$id/vendor-visit'
  | '/requests/$id/guides'
  | '/requests/$id/guides/$guideId'
  | '/escalations/$id'
  | '/assets/$id'
  | '/assets/scan'
  | '/assets/labels/$labelId'
  | '/assets/locations'
  | '/assets/locations/$locationId'
  | '/assets/pm-schedules'
  | '/assets/pm-schedules/$scheduleId'
  | '/tasks/$id'
  | '/tasks/$id/request/$requestId/guides'
  | '/tasks/$id/request/$requestId/guides/$guideId'
  | '/vendors/network'
  | '/vendors/history'
  | '/vendors/eightysix'
  | '/vendors/external-support'
  | '/reporting/invoices/unmatched';

/** A route tree path as the facts name it: an index route's full path loses its trailing slash. */
export type PagePathOf<FullPath extends string> = FullPath extends '/' ? FullPath : FullPath extends `${infer Path}/` ? Path : FullPath;

/** The inheriting paths that have no parent in the facts to inherit from. */
type Orphans<Inheriting extends string, Facts extends string> = {
  [P in Inheriting]: { [F in Facts]: P extends `${F}/${string}` ? P : never }[Facts] extends never ? P : never;
}[Inheriting];

/**
 * `true` when every route either has facts or inherits them from a parent that has, and nothing else
 * is named; else what is wrong, which a place that requires `true` shows in its type error.
 */
export type FactsMatchRoutes<Routes extends string, Facts extends string, Inheriting extends string> = [
  Exclude<Routes, Facts | Inheriting>,
  Exclude<Facts | Inheriting, Routes>,
  Extract<Facts, Inheriting>,
  Orphans<Inheriting, Facts>,
] extends [never, never, never, never]
  ? true
  : {
      routesWithoutFacts: Exclude<Routes, Facts | Inheriting>;
      factsWithoutRoute: Exclude<Facts | Inheriting, Routes>;
      bothListed: Extract<Facts, Inheriting>;
      nothingToInherit: Orphans<Inheriting, Facts>;
    };
