import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, customers } = DEMO;

describe('customers API', () => {
  let t: TestApp;
  const api = apiAs<string>(() => t);
  const call = (who: string, method: 'GET' | 'PATCH', path: string, payload?: object, headers: Record<string, string> = {}) =>
    api.call(who, method, path, payload, { headers });

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['admin', 'companyLeader', 'locationStaff', 'selfService', 'brandManager']);
  });
  afterAll(() => t.close());

  it('returns the current customer with the docs/product/sessions-and-tenancy.md fields', async () => {
    const res = await call('locationStaff', 'GET', 'customers/self');
    expect(res.statusCode).toBe(200);
    const customer = res.json();
    expect(customer).toMatchObject({
      id: customers.enterprise.id,
      name: customers.enterprise.name,
      status: 'Live',
      isSelfService: false,
      enterprise: true,
      canAccessInsightsReporting: true,
      accountManager: { email: 'dana.whitfield@serviceportal.example' },
    });
    const names = customer.locationGroups.map((g: { name: string }) => g.name);
    expect(names).toEqual([...names].sort());
    expect(names.length).toBeGreaterThan(1);
    expect((await call('selfService', 'GET', 'customers/self')).json()).toMatchObject({
      id: customers.selfService.id,
      isSelfService: true,
      selfServiceIncludesFullPm: true,
    });
  });

  it('has no customer for a brand-owner user, and an administrator picks one', async () => {
    expect((await call('brandManager', 'GET', 'customers/self')).statusCode).toBe(404);
    const picked = await call('admin', 'GET', 'customers/self', undefined, { 'x-selected-customer-id': customers.retail.id });
    expect(picked.json()).toMatchObject({ id: customers.retail.id });
  });

  it('lets the Company Leader rename their customer, but not change commercial flags', async () => {
    const renamed = await call('companyLeader', 'PATCH', `customers/${customers.enterprise.id}`, { name: 'Harbor Grill Group' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Harbor Grill Group' });
    const flags = await call('companyLeader', 'PATCH', `customers/${customers.enterprise.id}`, { canAccessInvoiceReporting: true });
    expect(flags.statusCode).toBe(403);
    expect((await call('locationStaff', 'PATCH', `customers/${customers.enterprise.id}`, { name: 'Mine' })).statusCode).toBe(403);
  });

  it("refuses a bad id, a bad body and another tenant's customer", async () => {
    expect((await call('companyLeader', 'PATCH', 'customers/not-an-id', { name: 'X' })).statusCode).toBe(400);
    expect((await call('companyLeader', 'PATCH', `customers/${customers.enterprise.id}`, { name: '   ' })).statusCode).toBe(400);
    expect((await call('companyLeader', 'PATCH', `customers/${customers.enterprise.id}`, { name: 42 })).statusCode).toBe(400);
    // Another customer is not found for them (its existence is not revealed), and stays unchanged.
    const other = await call('companyLeader', 'PATCH', `customers/${customers.retail.id}`, { name: 'Taken over' });
    expect(other.statusCode).toBe(404);
    const retail = (await call('admin', 'GET', `customers/admin/search?search=${encodeURIComponent(customers.retail.name)}`)).json();
    expect(retail.items[0]).toMatchObject({ id: customers.retail.id, name: customers.retail.name });
    expect((await call('selfService', 'PATCH', `customers/${customers.enterprise.id}`, { name: 'Mine' })).statusCode).toBe(404);
  });

  it('lets an administrator change any field, and validates the patch', async () => {
    const res = await call('admin', 'PATCH', `customers/${customers.retail.id}`, {
      status: 'Live',
      canAccessInvoiceReporting: true,
      partnershipProduct: 'Parts Plus',
    });
    expect(res.json()).toMatchObject({ status: 'Live', canAccessInvoiceReporting: true, partnership: { product: 'Parts Plus' } });
    expect((await call('admin', 'PATCH', `customers/${customers.retail.id}`, { status: 'Sleeping' })).statusCode).toBe(400);
    expect((await call('admin', 'PATCH', `customers/${customers.retail.id}`, { unknownField: 1 })).statusCode).toBe(400);
    expect((await call('admin', 'PATCH', 'customers/00000000-0000-4000-8000-000000000000', { name: 'Ghost' })).statusCode).toBe(404);
  });

  it('lets administrators search customers, paged and by status', async () => {
    const all = (await call('admin', 'GET', 'customers/admin/search?limit=2')).json();
    expect(all.items).toHaveLength(2);
    expect(all.total).toBe(5);
    const churned = (await call('admin', 'GET', 'customers/admin/search?status=Churned')).json();
    expect(churned.items.map((c: { id: string }) => c.id)).toEqual([customers.churned.id]);
    expect((await call('admin', 'GET', 'customers/admin/search?search=bean')).json().items).toEqual([
      expect.objectContaining({ id: customers.selfService.id }),
    ]);
    expect((await call('companyLeader', 'GET', 'customers/admin/search')).statusCode).toBe(403);
    expect((await call('admin', 'GET', 'customers/admin/search?status=Sleeping')).statusCode).toBe(400);
    expect((await call('admin', 'GET', 'customers/admin/search?limit=500')).statusCode).toBe(400);
  });

  it('lists in the search every field an administrator may change, so the admin page can edit a found customer', async () => {
    const [found] = (await call('admin', 'GET', `customers/admin/search?search=bean`)).json().items;
    expect(Object.keys(found).sort()).toEqual(
      [
        'canAccessInsightsReporting',
        'canAccessInvoiceReporting',
        'enterprise',
        'id',
        'isSelfService',
        'name',
        'partnership',
        'selfServiceIncludesFullPm',
        'status',
        'accountManager',
        'locationGroups',
      ].sort(),
    );
    expect(found).toMatchObject({ id: customers.selfService.id, isSelfService: true, selfServiceIncludesFullPm: true });
  });

  it('returns the brand owner of a brand-owner user', async () => {
    expect((await call('brandManager', 'GET', 'brand-owner/self')).json()).toMatchObject({ id: DEMO.brandOwners.refrigeration.id, name: expect.any(String) });
    expect((await call('companyLeader', 'GET', 'brand-owner/self')).statusCode).toBe(404);
  });
});
