import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, customers, locations } = DEMO;
type Route = { path: string; permission: string; allowed: boolean };

describe('permissions API', () => {
  let t: TestApp;
  const api = apiAs<string>(() => t);
  const get = (who: string, path: string) => api.call(who, 'GET', path);
  const allowed = async (who: string) => Object.fromEntries(((await get(who, 'permissions/')).json().routes as Route[]).map((r) => [r.permission, r.allowed]));

  beforeAll(async () => {
    // The enterprise customer is on the PM insights list; the self-service one is too, but self service never sees it.
    t = await createTestApp({ PM_INSIGHTS_CUSTOMER_IDS: `${customers.enterprise.id},${customers.selfService.id}` });
    await api.signIn(users, ['admin', 'companyLeader', 'locationStaff', 'selfService', 'brandManager', 'vendorTech', 'refrigerationDispatcher']);
  });
  afterAll(() => t.close());

  it('sends an administrator one rule: manage all', async () => {
    expect((await get('admin', 'permissions/rules/self')).json()).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  it('limits location staff to their two locations', async () => {
    const rules = (await get('locationStaff', 'permissions/rules/self')).json();
    const requestRule = rules.find((r: { subject: string }) => r.subject === 'Request');
    expect(requestRule.conditions).toEqual({
      customerId: customers.enterprise.id,
      locationId: { $in: expect.arrayContaining([locations.staffPm.id, locations.staffOther.id]) },
    });
    expect(requestRule.conditions.locationId.$in).toHaveLength(2);
  });

  it("gives a vendor user the requests dispatched to their vendor (the visit's parts), and of them only their own visit to change", async () => {
    const rules = (await get('vendorTech', 'permissions/rules/self')).json();
    const mine = { assignedToVendorId: DEMO.vendors.refrigeration.id };
    expect(rules).toContainEqual({
      action: 'read',
      subject: 'Request',
      fields: ['detail', 'activities', 'attachments', 'checklist', 'quotes'],
      conditions: mine,
    });
    expect(rules).toContainEqual({ action: 'update', subject: 'Request', fields: ['eta', 'subStatus', 'serviceWindow', 'checkIn'], conditions: mine });
  });

  it('serves the roles-and-ranks map', async () => {
    const roles = (await get('locationStaff', 'permissions/roles')).json();
    expect(Object.keys(roles)).toHaveLength(16);
    expect(roles['Company Leader']).toEqual({ rank: 1, userTypes: ['person'], isAssignableByCustomer: true });
    expect(roles['Dispatcher']).toEqual({ rank: 2, userTypes: ['vendor'], isAssignableByCustomer: false });
  });

  it('serves per-role capabilities', async () => {
    const configs = (await get('companyLeader', 'permissions/')).json();
    const staff = configs.roles.find((r: { role: string }) => r.role === 'Location Staff');
    expect(staff.capabilities).toContainEqual({ action: 'create', subject: 'Request' });
    expect(staff.capabilities).not.toContainEqual({ action: 'create', subject: 'Asset' });
    const leader = configs.roles.find((r: { role: string }) => r.role === 'Company Leader');
    expect(leader.capabilities).toContainEqual({ action: 'update', subject: 'Customer' });
  });

  it('evaluates route permissions for the caller (docs/product/roles-and-permissions.md)', async () => {
    expect(await allowed('companyLeader')).toMatchObject({ home: true, tasks: true, escalations: true, pmInsights: true, vendorProfile: false });
    expect(await allowed('locationStaff')).toMatchObject({ home: false, tasks: true, pmInsights: true });
    expect(await allowed('selfService')).toMatchObject({ home: false, tasks: false, requestsReporting: false, insightsReporting: true, pmInsights: false });
    expect(await allowed('brandManager')).toMatchObject({ home: false, pmInsights: true, insightsReporting: true });
    expect(await allowed('refrigerationDispatcher')).toMatchObject({ vendorProfile: true });
    expect(await allowed('vendorTech')).toMatchObject({ vendorProfile: false });
  });

  it('shows the dashboard to a company leader but not to location staff or self service', async () => {
    expect((await get('companyLeader', 'permissions/')).json().dashboardVisible).toBe(true);
    expect((await get('locationStaff', 'permissions/')).json().dashboardVisible).toBe(false);
    expect((await get('selfService', 'permissions/')).json().dashboardVisible).toBe(false);
  });

  it('reveals only the PM insights customers the caller can see', async () => {
    expect((await get('companyLeader', 'permissions')).json().pmInsightsCustomerIds).toEqual([customers.enterprise.id]);
    expect((await get('brandManager', 'permissions')).json().pmInsightsCustomerIds).toEqual([]);
  });
});
