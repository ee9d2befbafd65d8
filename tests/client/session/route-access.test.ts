import { describe, expect, it } from 'vitest';
import { createAbility } from '@domain/permissions/ability';
import { buildRules, type RuleContext } from '@domain/permissions/build-rules';
import { highestRoleRank } from '@domain/permissions/role-rank';
import type { RoleName } from '@domain/tenancy/roles';
import { canOpen, decideFor } from '@/session/route-access';
import type { Session } from '@/session/session-store';
import { userInfoSchema } from '@/session/user-info';
import { selectionOptions } from '@/session/selection-options';

const HARBOR = '11111111-1111-4111-8111-111111111111';
const CAFE = '22222222-2222-4222-8222-222222222222';
const ACME = '33333333-3333-4333-8333-333333333333';

/** A session as the server would answer it, with rules from the shared domain module. */
function sessionOf(input: {
  customers?: { id: string; role: RoleName; isSelfService?: boolean }[];
  brandOwners?: { id: string; role: RoleName }[];
  isAdmin?: boolean;
  isInternalStaff?: boolean;
  impersonatedBy?: string;
  mode?: 'customer' | 'brandOwner';
}): Session {
  const customers = input.customers ?? [];
  const brandOwners = input.brandOwners ?? [];
  const roles = [...customers.map((c) => c.role), ...brandOwners.map((b) => b.role)];
  const mode = input.mode ?? 'customer';
  const context: RuleContext = {
    userId: 'u1',
    isAdmin: input.isAdmin ?? false,
    isInternalStaff: input.isInternalStaff ?? input.isAdmin ?? false,
    customers:
      mode === 'customer'
        ? customers.map((c) => ({
            customerId: c.id,
            status: 'Live',
            isSelfService: c.isSelfService ?? false,
            role: c.role,
            allLocations: true,
            locationIds: [],
          }))
        : [],
    brandOwners: mode === 'brandOwner' ? brandOwners.map((b) => ({ brandOwnerId: b.id, role: b.role })) : [],
    vendors: [],
  };
  const rules = buildRules(context);
  const user = userInfoSchema.parse({
    id: 'u-1',
    name: 'Jamie Ortiz',
    sspRoles: roles.map((sspRole) => ({ sspRole })),
    highestRoleRank: highestRoleRank(roles),
    customerSettings: customers.map((c) => ({
      customerId: c.id,
      role: c.role,
      customer: { id: c.id, name: c.id === HARBOR ? 'Harbor Grill' : 'Cafe Nova', status: 'Live', isSelfService: c.isSelfService ?? false },
    })),
    brandOwnerSettings: brandOwners.map((b) => ({ brandOwnerId: b.id, role: b.role, brandOwner: { id: b.id, name: 'Acme Ovens' } })),
    isAdmin: input.isAdmin ?? false,
    isInternalStaff: input.isInternalStaff ?? input.isAdmin ?? false,
    mode,
    impersonation: input.impersonatedBy ? { realUser: { id: 'admin', name: input.impersonatedBy } } : null,
  });
  const only = customers.length === 1 ? customers[0]! : null;
  return {
    user,
    rules,
    ability: createAbility(rules),
    customer:
      mode === 'customer' && only
        ? {
            id: only.id,
            name: 'Harbor Grill',
            status: 'Live',
            isSelfService: only.isSelfService ?? false,
            canAccessInvoiceReporting: false,
            canAccessInsightsReporting: false,
          }
        : null,
    pmInsightsCustomerIds: [],
    loadErrors: [],
  };
}

describe('routing rules and route permissions in the guards (docs/product/routing.md, docs/product/roles-and-permissions.md)', () => {
  it('sends internal staff to admin unless they open a request or asset detail', () => {
    const staff = sessionOf({ isInternalStaff: true });
    expect(decideFor(staff, '/home')).toEqual({ kind: 'redirect', to: '/admin' });
    expect(decideFor(staff, '/requests')).toEqual({ kind: 'redirect', to: '/admin' });
    expect(decideFor(staff, '/requests/42/detail')).toEqual({ kind: 'allow' });
    expect(decideFor(staff, '/assets/9')).toEqual({ kind: 'allow' });
    expect(decideFor(staff, '/admin')).toEqual({ kind: 'allow' });
  });

  it('sends a user without roles to no-permissions', () => {
    const nobody = sessionOf({});
    expect(decideFor(nobody, '/requests')).toEqual({ kind: 'redirect', to: '/no-permissions' });
    expect(decideFor(nobody, '/no-permissions')).toEqual({ kind: 'allow' });
  });

  it('sends location staff from Home (partner-or-above) to the requests list', () => {
    const staff = sessionOf({ customers: [{ id: HARBOR, role: 'Location Staff' }] });
    expect(decideFor(staff, '/home')).toEqual({ kind: 'redirect', to: '/requests' });
    expect(decideFor(staff, '/requests?page=2')).toEqual({ kind: 'allow' });
    expect(decideFor(staff, '/escalations')).toEqual({ kind: 'allow' });
  });

  it('lets a company leader open Home, but not in brand-owner mode', () => {
    expect(decideFor(sessionOf({ customers: [{ id: HARBOR, role: 'Company Leader' }] }), '/home')).toEqual({ kind: 'allow' });
    const brandMode = sessionOf({
      customers: [{ id: HARBOR, role: 'Company Leader' }],
      brandOwners: [{ id: ACME, role: 'Brand Manager' }],
      mode: 'brandOwner',
    });
    expect(decideFor(brandMode, '/home')).toEqual({ kind: 'redirect', to: '/requests' });
  });

  it('blocks tasks and escalations for a self-service customer', () => {
    const selfService = sessionOf({ customers: [{ id: HARBOR, role: 'Company Leader', isSelfService: true }] });
    expect(decideFor(selfService, '/tasks/5')).toEqual({ kind: 'redirect', to: '/requests' });
    expect(decideFor(selfService, '/escalations')).toEqual({ kind: 'redirect', to: '/requests' });
  });

  it('keeps admin for administrators, also while they act as someone else', () => {
    const customerUser = sessionOf({ customers: [{ id: HARBOR, role: 'Company Leader' }] });
    expect(decideFor(customerUser, '/admin')).toEqual({ kind: 'redirect', to: '/requests' });
    const impersonating = sessionOf({ customers: [{ id: HARBOR, role: 'Location Staff' }], impersonatedBy: 'Avery Collins' });
    expect(decideFor(impersonating, '/admin')).toEqual({ kind: 'allow' });
  });

  it('hides navigation items the user cannot open', () => {
    const staff = sessionOf({ customers: [{ id: HARBOR, role: 'Location Staff' }] });
    const nav = ['/home', '/requests', '/escalations', '/assets', '/tasks', '/vendors', '/reporting', '/admin'] as const;
    expect(nav.filter((path) => canOpen(staff, path))).toEqual(['/requests', '/escalations', '/assets', '/tasks', '/vendors', '/reporting']);
    const admin = sessionOf({ isAdmin: true });
    expect(nav.filter((path) => canOpen(admin, path))).toEqual(['/admin']);
  });
});

describe('customer and brand-owner choice (docs/product/sessions-and-tenancy.md)', () => {
  it('offers nothing to a user with one customer', () => {
    expect(selectionOptions(sessionOf({ customers: [{ id: HARBOR, role: 'Company Leader' }] }).user)).toEqual({ options: [], current: null });
  });

  it('offers each customer and brand owner, marking the current one', () => {
    const both = sessionOf({
      customers: [
        { id: HARBOR, role: 'Company Leader' },
        { id: CAFE, role: 'Area Leader' },
      ],
      brandOwners: [{ id: ACME, role: 'Brand Manager' }],
    });
    const choice = selectionOptions({ ...both.user, selectedCustomerId: CAFE });
    expect(choice.options.map((o) => [o.kind, o.label])).toEqual([
      ['customer', 'Harbor Grill'],
      ['customer', 'Cafe Nova'],
      ['brandOwner', 'Acme Ovens'],
    ]);
    expect(choice.current).toBe(`customer:${CAFE}`);
    expect(selectionOptions({ ...both.user, mode: 'brandOwner' }).current).toBe(`brandOwner:${ACME}`);
  });
});
