import { PAGES, type ShellPageFacts } from '../routing/page-facts';
import type { RoleName } from '../tenancy/roles';
import type { AppAbility } from './ability';
import { isBrandOwnerUser, isGeneralManagerOrAbove, isInternalTechnician } from './role-rank';

/** What decides the screens a user may open (docs/product/roles-and-permissions.md). */
export interface RoutePermissionContext {
  highestRoleRank: number | null;
  roles: readonly RoleName[];
  brandOwnerMode: boolean;
  /** The selected (or only) customer; null for users without one, and in brand-owner mode. */
  customer: {
    id: string;
    isSelfService: boolean;
    canAccessInvoiceReporting: boolean;
    canAccessInsightsReporting: boolean;
  } | null;
  isVendorOnly: boolean;
  ability: AppAbility;
  /** The fixed list of customers that see PM insights (configured on the server; docs/product/roles-and-permissions.md). */
  pmInsightsCustomerIds: readonly string[];
}

export const ROUTE_PERMISSIONS = [
  'home',
  'reporting',
  'requestsReporting',
  'invoiceReporting',
  'spendForecast',
  'insightsReporting',
  'vendorInsights',
  'pmInsights',
  'tasks',
  'escalations',
  'vendorProfile',
  'customerSettings',
] as const;
export type RoutePermission = (typeof ROUTE_PERMISSIONS)[number];

/** Blocked for users below general manager who are not internal technicians. */
export function isPartnerOrAbove(ctx: Pick<RoutePermissionContext, 'highestRoleRank' | 'roles'>): boolean {
  return isGeneralManagerOrAbove(ctx.highestRoleRank) || isInternalTechnician(ctx.roles);
}

/** Blocked for self-service customers. */
export function isFullService(ctx: Pick<RoutePermissionContext, 'customer'>): boolean {
  return !ctx.customer?.isSelfService;
}

/**
 * `ability.can('update', subject('Customer', { id }))`, the subject typed as CASL's `subject()` types
 * it (its `__caslSubjectType__` field): importing `subject()` here would pull CASL's runtime into
 * every page's first load.
 */
function mayChangeCustomer(ability: AppAbility, customerId: string): boolean {
  const customer = { __caslSubjectType__: 'Customer' as const, id: customerId };
  return ability.can('update', customer);
}

/** docs/product/roles-and-permissions.md dashboard visibility. */
export function canSeeDashboard(ctx: RoutePermissionContext): boolean {
  return !ctx.brandOwnerMode && isPartnerOrAbove(ctx) && isFullService(ctx) && !ctx.isVendorOnly && ctx.ability.can('read', 'Dashboard');
}

const REPORTING_CHILDREN: readonly RoutePermission[] = [
  'requestsReporting',
  'invoiceReporting',
  'spendForecast',
  'insightsReporting',
  'vendorInsights',
  'pmInsights',
];

/**
 * docs/product/roles-and-permissions.md route permissions. Spend forecast and vendor insights are not named by the spec; they
 * follow request reporting (full-service customers).
 */
export function hasRoutePermission(permission: RoutePermission, ctx: RoutePermissionContext): boolean {
  const customer = ctx.customer;
  switch (permission) {
    case 'home':
      // A vendor's home is its jobs (docs/product/vendors.md#my-jobs).
      return ctx.isVendorOnly || (isPartnerOrAbove(ctx) && isFullService(ctx) && !ctx.brandOwnerMode);
    case 'reporting':
      return REPORTING_CHILDREN.some((child) => hasRoutePermission(child, ctx));
    case 'requestsReporting':
    case 'spendForecast':
    case 'vendorInsights':
    case 'tasks':
      return isFullService(ctx);
    case 'invoiceReporting':
      return customer?.canAccessInvoiceReporting === true;
    case 'insightsReporting':
      return customer?.canAccessInsightsReporting === true || customer?.isSelfService === true || isBrandOwnerUser(ctx.roles);
    case 'pmInsights':
      return (
        isBrandOwnerUser(ctx.roles) ||
        (customer !== null && customer.canAccessInsightsReporting && !customer.isSelfService && ctx.pmInsightsCustomerIds.includes(customer.id))
      );
    case 'escalations':
      return ctx.ability.can('read', 'Escalation');
    case 'vendorProfile':
      return ctx.ability.can('update', 'Vendor');
    case 'customerSettings':
      // The customer's own settings: whoever the rules let change the current customer (a Company Leader at every location).
      return customer !== null && mayChangeCustomer(ctx.ability, customer.id);
  }
}

/** Read by path; every page's facts are in src/domain/routing/page-facts.ts. */
const SHELL_PAGES: Readonly<Record<string, ShellPageFacts | undefined>> = PAGES.shell;

/**
 * Screen paths (docs/product/routing.md) that need a permission, from the pages' facts; a deeper path
 * inherits its nearest listed parent. The server sends them to the client.
 */
export function routePermissionPaths(): [string, RoutePermission][] {
  return Object.entries(SHELL_PAGES).flatMap(([path, facts]) => (facts?.permission ? [[path, facts.permission]] : []));
}

/** The permission a screen path needs, or null when any signed-in user with roles may open it. */
export function routePermission(pathname: string): RoutePermission | null {
  const segments = pathname.split('/').filter(Boolean);
  for (let n = segments.length; n > 0; n--) {
    const permission = SHELL_PAGES[`/${segments.slice(0, n).join('/')}`]?.permission;
    if (permission) return permission;
  }
  return null;
}
