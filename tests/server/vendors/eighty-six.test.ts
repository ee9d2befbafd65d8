import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/api/paging';
import type { EightySixedVendor, EightySixTakeBack } from '../../../src/domain/vendors/vendor-network-api';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, vendors, customers } = DEMO;
type Who = 'companyLeader' | 'locationStaff' | 'retailLeader' | 'accountManager';

/** docs/product/vendors.md#eighty-sixed-vendors: dropping a vendor for good, and taking it back. */
describe('eighty-sixing a vendor', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const eightySix = (who: Who, body: object) => api.call(who, 'POST', 'vendors/eightySixVendors', body);
  const takeBack = (who: Who, vendorId: string, query = '') => api.call(who, 'DELETE', `vendors/eightySixVendors/${vendorId}${query}`);
  const listed = async () =>
    (await api.ok<Page<EightySixedVendor>>('companyLeader', 'GET', 'vendors/eightySixVendors?limit=200')).items.map((e) => e.vendor.id);

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['companyLeader', 'locationStaff', 'retailLeader', 'accountManager']);
  });
  afterAll(() => t.close());

  it('drops a vendor with the reason and who did it, and takes it back', async () => {
    const res = await eightySix('companyLeader', { vendorId: vendors.plumbing.id, reason: '  No-show twice in March.  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<EightySixedVendor>()).toMatchObject({
      vendor: { id: vendors.plumbing.id },
      customer: { id: customers.enterprise.id },
      reason: 'No-show twice in March.',
      eightySixedBy: { id: users.companyLeader.id },
    });
    expect(await listed()).toContain(vendors.plumbing.id);
    // Never suggested now: the lookup carries the reason.
    const again = await eightySix('companyLeader', { vendorId: vendors.plumbing.id, reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This vendor is eighty-sixed already: No-show twice in March.');

    const back = await takeBack('companyLeader', vendors.plumbing.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<EightySixTakeBack>()).toEqual({ vendorId: vendors.plumbing.id, customerId: customers.enterprise.id, takenBack: true });
    expect(await listed()).not.toContain(vendors.plumbing.id);
    expect((await takeBack('companyLeader', vendors.plumbing.id)).json<EightySixTakeBack>().takenBack).toBe(false);
  });

  it('refuses those below level two, other tenants and bad input', async () => {
    const staff = await eightySix('locationStaff', { vendorId: vendors.hvac.id, reason: 'x' });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('You do not have permission to eighty-six vendors.');
    expect((await takeBack('locationStaff', vendors.hvac.id)).statusCode).toBe(403);
    // Internal staff read everything and change nothing; they work for no customer of their own.
    expect([400, 403]).toContain(
      (await eightySix('accountManager', { vendorId: vendors.hvac.id, reason: 'x', customerId: customers.enterprise.id })).statusCode,
    );
    // Another tenant's customer is not found.
    expect((await eightySix('retailLeader', { vendorId: vendors.hvac.id, reason: 'x', customerId: customers.enterprise.id })).statusCode).toBe(404);
    expect((await takeBack('retailLeader', vendors.hvac.id, `?customerId=${customers.enterprise.id}`)).statusCode).toBe(404);

    expect((await eightySix('companyLeader', { vendorId: vendors.hvac.id, reason: '  ' })).json().message).toContain('reason: say why the vendor is dropped');
    expect((await eightySix('companyLeader', { vendorId: 'nope', reason: 'x' })).json().message).toContain('vendorId must be a vendor id');
    expect((await eightySix('companyLeader', { vendorId: customers.enterprise.id, reason: 'x' })).json().message).toBe('vendorId: no such vendor.');
    expect((await takeBack('companyLeader', 'nope')).statusCode).toBe(400);
    expect(await listed()).not.toContain(vendors.hvac.id);
  });
});
