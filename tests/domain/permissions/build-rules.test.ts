import { subject } from '@casl/ability';
import { describe, expect, it } from 'vitest';
import { createAbility } from '@domain/permissions/ability';
import { attachmentSubject } from '@domain/attachments/attachment-rights';
import { buildRules, type CustomerMembershipContext, type RuleContext } from '@domain/permissions/build-rules';
import { requestSubject } from '@domain/requests/request-fields';

const none: RuleContext = { userId: 'u1', isAdmin: false, isInternalStaff: false, customers: [], brandOwners: [], vendors: [] };
const member = (over: Partial<CustomerMembershipContext>): CustomerMembershipContext => ({
  customerId: 'c1',
  status: 'Live',
  isSelfService: false,
  role: 'Location Staff',
  allLocations: false,
  locationIds: ['l1', 'l2'],
  ...over,
});
const abilityOf = (ctx: Partial<RuleContext>) => createAbility(buildRules({ ...none, ...ctx }));

describe('buildRules and createAbility', () => {
  it('administrators may do everything', () => {
    const ability = abilityOf({ isAdmin: true });
    expect(ability.can('delete', subject('Request', { customerId: 'any' }))).toBe(true);
    expect(ability.can('manage', 'Impersonation')).toBe(true);
  });

  it('a user with no memberships may do nothing but read and mark their own notifications', () => {
    const ability = abilityOf({});
    expect(buildRules(none)).toEqual([{ action: ['read', 'update'], subject: 'Notification', conditions: { userId: 'u1' } }]);
    expect(ability.can('read', 'Request')).toBe(false);
    expect(ability.can('update', subject('Notification', { userId: 'u1' }))).toBe(true);
    expect(ability.can('read', subject('Notification', { userId: 'u2' }))).toBe(false);
  });

  it('location staff see requests, assets and tasks of their assigned locations only', () => {
    const ability = abilityOf({ customers: [member({})] });
    expect(ability.can('read', subject('Request', { customerId: 'c1', locationId: 'l1' }))).toBe(true);
    expect(ability.can('create', subject('Request', { customerId: 'c1', locationId: 'l2' }))).toBe(true);
    expect(ability.can('read', subject('Request', { customerId: 'c1', locationId: 'l3' }))).toBe(false);
    expect(ability.can('read', subject('Asset', { customerId: 'c1', locationId: 'l1' }))).toBe(true);
    expect(ability.can('update', subject('Task', { customerId: 'c1', locationId: 'l3' }))).toBe(false);
    expect(ability.can('read', subject('Location', { customerId: 'c1', id: 'l2' }))).toBe(true);
    expect(ability.can('read', subject('Location', { customerId: 'c1', id: 'l3' }))).toBe(false);
    // Another customer's row with a location id that happens to match is still out of scope.
    expect(ability.can('read', subject('Request', { customerId: 'c2', locationId: 'l1' }))).toBe(false);
  });

  it('location staff may not add assets, manage people, see the dashboard or invoices', () => {
    const ability = abilityOf({ customers: [member({})] });
    expect(ability.can('create', subject('Asset', { customerId: 'c1', locationId: 'l1' }))).toBe(false);
    expect(ability.can('create', subject('User', { customerId: 'c1' }))).toBe(false);
    expect(ability.can('read', subject('User', { customerId: 'c1' }))).toBe(true);
    expect(ability.can('read', 'Dashboard')).toBe(false);
    expect(ability.can('read', 'Invoice')).toBe(false);
  });

  it('a company leader on all locations sees the whole customer and may edit it', () => {
    const ability = abilityOf({ customers: [member({ role: 'Company Leader', allLocations: true, locationIds: [] })] });
    expect(ability.can('read', subject('Request', { customerId: 'c1', locationId: 'anywhere' }))).toBe(true);
    expect(ability.can('create', subject('Asset', { customerId: 'c1', locationId: 'anywhere' }))).toBe(true);
    expect(ability.can('update', subject('Customer', { id: 'c1' }))).toBe(true);
    expect(ability.can('update', subject('Customer', { id: 'c2' }))).toBe(false);
    expect(ability.can('delete', subject('User', { customerId: 'c1' }))).toBe(true);
    expect(ability.can('read', subject('Dashboard', { customerId: 'c1' }))).toBe(true);
    expect(ability.can('read', subject('Invoice', { customerId: 'c1' }))).toBe(true);
    expect(ability.can('read', subject('Escalation', { customerId: 'c1', locationId: 'x' }))).toBe(true);
  });

  it('self-service customers get no escalations and no dashboard', () => {
    const ability = abilityOf({ customers: [member({ role: 'Company Leader', allLocations: true, isSelfService: true })] });
    expect(ability.can('read', 'Escalation')).toBe(false);
    expect(ability.can('read', 'Dashboard')).toBe(false);
    expect(ability.can('read', subject('Request', { customerId: 'c1', locationId: 'x' }))).toBe(true);
  });

  it('ignores churned customers', () => {
    const ability = abilityOf({ customers: [member({ status: 'Churned', role: 'Company Leader', allLocations: true })] });
    expect(ability.can('read', subject('Customer', { id: 'c1' }))).toBe(false);
    expect(ability.can('read', subject('Request', { customerId: 'c1', locationId: 'l1' }))).toBe(false);
  });

  it('brand-owner users see assets of their make and requests on them', () => {
    const ability = abilityOf({ brandOwners: [{ brandOwnerId: 'b1', role: 'Brand Manager' }] });
    expect(ability.can('read', subject('Asset', { customerId: 'c9', brandOwnerId: 'b1' }))).toBe(true);
    expect(ability.can('read', subject('Asset', { customerId: 'c9', brandOwnerId: 'b2' }))).toBe(false);
    expect(ability.can('read', subject('Request', { customerId: 'c9', assetBrandOwnerId: 'b1' }))).toBe(true);
    expect(ability.can('update', subject('Request', { customerId: 'c9', assetBrandOwnerId: 'b1' }))).toBe(false);
    expect(ability.can('update', subject('BrandOwner', { id: 'b1' }))).toBe(true);
    expect(abilityOf({ brandOwners: [{ brandOwnerId: 'b1', role: 'Brand Analyst' }] }).can('update', subject('BrandOwner', { id: 'b1' }))).toBe(false);
  });

  it('vendor users see requests dispatched to them; only level two may edit the vendor', () => {
    const tech = abilityOf({ vendors: [{ vendorId: 'v1', role: 'Vendor Technician' }] });
    expect(tech.can('read', subject('Request', { customerId: 'c1', assignedToVendorId: 'v1' }))).toBe(true);
    expect(tech.can('read', subject('Request', { customerId: 'c1', assignedToVendorId: 'v2' }))).toBe(false);
    expect(tech.can('update', 'Vendor')).toBe(false);
    const dispatcher = abilityOf({ vendors: [{ vendorId: 'v1', role: 'Dispatcher' }] });
    expect(dispatcher.can('update', subject('Vendor', { id: 'v1' }))).toBe(true);
    expect(dispatcher.can('update', subject('Vendor', { id: 'v2' }))).toBe(false);
  });

  it('a vendor changes only the files it uploaded, on an open request; the customer changes every file, also once closed', () => {
    const request = { customerId: 'c1', locationId: 'l1', assignedToVendorId: 'v1', assetBrandOwnerId: null };
    const open = { ...request, requestStatus: 'Request Open' as const };
    const closed = { ...request, requestStatus: 'Request Closed' as const };
    const tech = abilityOf({ vendors: [{ vendorId: 'v1', role: 'Vendor Technician' }] });
    for (const action of ['update', 'delete'] as const) {
      expect(tech.can(action, attachmentSubject(open, 'u1')), `${action} own file`).toBe(true);
      expect(tech.can(action, attachmentSubject(open, 'customer-user')), `${action} the customer's file`).toBe(false);
      expect(tech.can(action, attachmentSubject(open, null)), `${action} a file from a public link`).toBe(false);
      expect(tech.can(action, attachmentSubject(closed, 'u1')), `${action} own file once closed`).toBe(false);
      expect(tech.can(action, attachmentSubject({ ...open, assignedToVendorId: 'v2' }, 'u1')), `${action} after the request went to another vendor`).toBe(
        false,
      );
    }
    const staff = abilityOf({ customers: [member({})] });
    expect(staff.can('update', attachmentSubject(open, 'vendor-user'))).toBe(true);
    expect(staff.can('delete', attachmentSubject(closed, 'vendor-user'))).toBe(true);
    expect(staff.can('delete', attachmentSubject({ ...closed, locationId: 'l3' }, 'u1'))).toBe(false);
    expect(
      abilityOf({ brandOwners: [{ brandOwnerId: 'b1', role: 'Brand Manager' }] }).can('update', attachmentSubject({ ...open, assetBrandOwnerId: 'b1' }, 'u1')),
    ).toBe(false);
  });

  it("the next PM request, follow-ups and the checklist are the customer's: a vendor changes none of them", () => {
    const request = requestSubject({ customerId: 'c1', locationId: 'l1', assignedToVendorId: 'v1', assetBrandOwnerId: null });
    const tech = abilityOf({ vendors: [{ vendorId: 'v1', role: 'Vendor Technician' }] });
    const staff = abilityOf({ customers: [member({})] });
    for (const field of ['pmSchedule', 'followUps', 'checklist'] as const) {
      expect(tech.can('update', request, field), field).toBe(false);
      expect(staff.can('update', request, field), field).toBe(true);
    }
    expect(tech.can('update', request, 'eta')).toBe(true);
  });

  it('internal staff read everything but change nothing through these rules', () => {
    const ability = abilityOf({ isInternalStaff: true });
    expect(ability.can('read', subject('Request', { customerId: 'any' }))).toBe(true);
    expect(ability.can('update', subject('Request', { customerId: 'any' }))).toBe(false);
  });

  it('rules survive a JSON round trip, as the client receives them', () => {
    const rules = buildRules({ ...none, customers: [member({})] });
    const ability = createAbility(JSON.parse(JSON.stringify(rules)));
    expect(ability.can('read', subject('Request', { customerId: 'c1', locationId: 'l1' }))).toBe(true);
  });
});
