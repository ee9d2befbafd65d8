import { describe, expect, it } from 'vitest';
import { createAbility } from '@domain/permissions/ability';
import { buildRules } from '@domain/permissions/build-rules';
import { canSeeDashboard, hasRoutePermission, routePermission, type RoutePermissionContext } from '@domain/permissions/route-permissions';
import type { RoleName } from '@domain/tenancy/roles';

const fullService = { id: 'c1', isSelfService: false, canAccessInvoiceReporting: false, canAccessInsightsReporting: false };

function ctx(over: Partial<RoutePermissionContext> & { roles?: RoleName[] } = {}): RoutePermissionContext {
  const roles = over.roles ?? ['Company Leader'];
  const customer = over.customer === undefined ? fullService : over.customer;
  const ability = createAbility(
    buildRules({
      userId: 'u1',
      isAdmin: false,
      isInternalStaff: false,
      customers: customer
        ? [{ customerId: customer.id, status: 'Live', isSelfService: customer.isSelfService, role: roles[0]!, allLocations: true, locationIds: [] }]
        : [],
      brandOwners: [],
      vendors: [],
    }),
  );
  return {
    highestRoleRank: null,
    brandOwnerMode: false,
    isVendorOnly: false,
    ability,
    pmInsightsCustomerIds: [],
    ...over,
    roles,
    customer,
  };
}

describe('route permissions (docs/product/roles-and-permissions.md)', () => {
  it('home needs partner-or-above, a full-service customer and customer mode', () => {
    expect(hasRoutePermission('home', ctx({ highestRoleRank: 1 }))).toBe(true);
    expect(hasRoutePermission('home', ctx({ highestRoleRank: 4 }))).toBe(true);
    expect(hasRoutePermission('home', ctx({ highestRoleRank: 5, roles: ['Location Staff'] }))).toBe(false);
    expect(hasRoutePermission('home', ctx({ highestRoleRank: 5, roles: ['Location Staff', 'Technician'] }))).toBe(true);
    expect(hasRoutePermission('home', ctx({ highestRoleRank: 1, brandOwnerMode: true }))).toBe(false);
    expect(hasRoutePermission('home', ctx({ highestRoleRank: 1, customer: { ...fullService, isSelfService: true } }))).toBe(false);
  });

  it('request reporting and tasks are blocked for self-service customers', () => {
    const selfService = ctx({ highestRoleRank: 1, customer: { ...fullService, isSelfService: true } });
    expect(hasRoutePermission('tasks', selfService)).toBe(false);
    expect(hasRoutePermission('requestsReporting', selfService)).toBe(false);
    expect(hasRoutePermission('tasks', ctx({ highestRoleRank: 5 }))).toBe(true);
  });

  it('escalations need EEP read permission; the vendor profile needs vendor update permission', () => {
    expect(hasRoutePermission('escalations', ctx({ highestRoleRank: 1 }))).toBe(true);
    expect(hasRoutePermission('escalations', ctx({ highestRoleRank: 1, customer: null }))).toBe(false);
    expect(hasRoutePermission('vendorProfile', ctx({ highestRoleRank: 1 }))).toBe(false);
    const dispatcher = ctx({
      highestRoleRank: 2,
      customer: null,
      ability: createAbility(
        buildRules({ userId: 'u1', isAdmin: false, isInternalStaff: false, customers: [], brandOwners: [], vendors: [{ vendorId: 'v1', role: 'Dispatcher' }] }),
      ),
    });
    expect(hasRoutePermission('vendorProfile', dispatcher)).toBe(true);
  });

  it('invoice reporting follows the customer flag', () => {
    expect(hasRoutePermission('invoiceReporting', ctx())).toBe(false);
    expect(hasRoutePermission('invoiceReporting', ctx({ customer: { ...fullService, canAccessInvoiceReporting: true } }))).toBe(true);
  });

  it('insights need the flag, a self-service customer or a brand-owner user', () => {
    expect(hasRoutePermission('insightsReporting', ctx())).toBe(false);
    expect(hasRoutePermission('insightsReporting', ctx({ customer: { ...fullService, canAccessInsightsReporting: true } }))).toBe(true);
    expect(hasRoutePermission('insightsReporting', ctx({ customer: { ...fullService, isSelfService: true } }))).toBe(true);
    expect(hasRoutePermission('insightsReporting', ctx({ roles: ['Brand Analyst'], customer: null }))).toBe(true);
  });

  it('PM insights: brand-owner users, or listed full-service customers with the insights flag', () => {
    const flagged = { ...fullService, canAccessInsightsReporting: true };
    expect(hasRoutePermission('pmInsights', ctx({ roles: ['Brand Manager'], customer: null }))).toBe(true);
    expect(hasRoutePermission('pmInsights', ctx({ customer: flagged, pmInsightsCustomerIds: ['c1'] }))).toBe(true);
    expect(hasRoutePermission('pmInsights', ctx({ customer: flagged, pmInsightsCustomerIds: ['c2'] }))).toBe(false);
    expect(hasRoutePermission('pmInsights', ctx({ customer: fullService, pmInsightsCustomerIds: ['c1'] }))).toBe(false);
    expect(hasRoutePermission('pmInsights', ctx({ customer: { ...flagged, isSelfService: true }, pmInsightsCustomerIds: ['c1'] }))).toBe(false);
  });

  it('reporting opens when any child does', () => {
    expect(hasRoutePermission('reporting', ctx())).toBe(true);
    expect(hasRoutePermission('reporting', ctx({ customer: { ...fullService, isSelfService: true } }))).toBe(true);
    expect(hasRoutePermission('reporting', ctx({ customer: null, roles: ['Vendor Technician'] }))).toBe(true);
  });

  it('the dashboard shows for managers and internal technicians of full-service customers in customer mode', () => {
    expect(canSeeDashboard(ctx({ highestRoleRank: 1 }))).toBe(true);
    expect(canSeeDashboard(ctx({ highestRoleRank: 1, brandOwnerMode: true }))).toBe(false);
    expect(canSeeDashboard(ctx({ highestRoleRank: 1, isVendorOnly: true }))).toBe(false);
    expect(canSeeDashboard(ctx({ highestRoleRank: 5, roles: ['Location Staff'] }))).toBe(false);
    expect(canSeeDashboard(ctx({ highestRoleRank: 1, customer: { ...fullService, isSelfService: true } }))).toBe(false);
  });

  it('customer settings need the right to change the current customer: a Company Leader at every location', () => {
    expect(hasRoutePermission('customerSettings', ctx({ highestRoleRank: 1 }))).toBe(true);
    expect(hasRoutePermission('customerSettings', ctx({ highestRoleRank: 2, roles: ['Area Leader'] }))).toBe(false);
    expect(hasRoutePermission('customerSettings', ctx({ highestRoleRank: 1, customer: null }))).toBe(false);
    // The ability is for another customer than the current one.
    expect(hasRoutePermission('customerSettings', ctx({ highestRoleRank: 1, customer: { ...fullService, id: 'c2' }, ability: ctx().ability }))).toBe(false);
  });

  it('maps screen paths to the permission they need', () => {
    expect(routePermission('/home')).toBe('home');
    expect(routePermission('/tasks/t1/request/r1/guides')).toBe('tasks');
    expect(routePermission('/escalations/e1')).toBe('escalations');
    expect(routePermission('/vendor')).toBe('vendorProfile');
    expect(routePermission('/vendors/network')).toBeNull();
    expect(routePermission('/reporting')).toBe('reporting');
    expect(routePermission('/reporting/invoices/unmatched')).toBe('invoiceReporting');
    expect(routePermission('/reporting/pm-insights')).toBe('pmInsights');
    expect(routePermission('/requests/r1')).toBeNull();
    expect(routePermission('/customer-settings')).toBe('customerSettings');
  });
});
