import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, customers, locations } = DEMO;

/**
 * A Company Leader of another tenant (Northpoint) tries every id-taking route against the
 * enterprise tenant (Harbor Grill), and every list is checked for Harbor rows.
 */
describe('cross-tenant isolation', () => {
  let t: TestApp;
  const api = apiAs<string>(() => t);
  const { call } = api;

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['retailLeader', 'companyLeader']);
  });
  afterAll(() => t.close());

  const harborPerson = users.locationStaff.id;
  const matrix: [string, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, object?][] = [
    ['edit a person', 'PATCH', `user-profiles/${harborPerson}`, { name: 'Hijacked' }],
    ['edit a person naming their customer', 'PATCH', `user-profiles/${harborPerson}`, { name: 'Hijacked', customerId: customers.enterprise.id }],
    ['archive a person', 'DELETE', `user-profiles/${harborPerson}`],
    ['restore a person', 'POST', `user-profiles/${users.archivedStaff.id}/restore`],
    ['read contacts of a location', 'GET', `user-profiles/contacts/${locations.staffPm.id}`],
    ['edit the customer', 'PATCH', `customers/${customers.enterprise.id}`, { name: 'Hijacked' }],
    ['list the customer’s people', 'GET', `user-profiles?customerId=${customers.enterprise.id}`],
    [
      'add a person to the customer',
      'POST',
      'user-profiles',
      { name: 'Spy', email: 'spy@example.com', role: 'Location Staff', allLocations: true, customerId: customers.enterprise.id },
    ],
    ['favourite a user', 'PUT', `user-profiles/admin/impersonation-favorites/${harborPerson}`],
  ];

  it.each(matrix)('cannot %s of another tenant', async (_what, method, path, payload) => {
    const res = await call('retailLeader', method, path, payload);
    expect([403, 404]).toContain(res.statusCode);
  });

  it('left the other tenant’s data unchanged', async () => {
    const person = (await call('companyLeader', 'GET', 'user-profiles/search?search=jamie')).json().items[0];
    expect(person).toMatchObject({ id: harborPerson, name: users.locationStaff.name, deletedAt: null });
    expect((await call('companyLeader', 'GET', 'customers/self')).json().name).toBe(customers.enterprise.name);
    expect((await call('companyLeader', 'GET', 'user-profiles/search?search=spy')).json().total).toBe(0);
  });

  it('lists only the caller’s own tenant', async () => {
    const harborIds = new Set(
      (await call('companyLeader', 'GET', 'user-profiles?includeArchived=true&limit=200')).json().items.map((p: { id: string }) => p.id),
    );
    for (const path of [
      'user-profiles?includeArchived=true&limit=200',
      'user-profiles/search?search=a&limit=200',
      `user-profiles/contacts/${locations.retail.id}?limit=200`,
    ]) {
      const res = await call('retailLeader', 'GET', path);
      expect(res.statusCode).toBe(200);
      const items = res.json().items as { id: string; customerId?: string }[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.filter((p) => harborIds.has(p.id) && p.id !== users.multiCustomerFinance.id)).toEqual([]);
      expect(items.every((p) => p.customerId === undefined || p.customerId === customers.retail.id)).toBe(true);
    }
    expect((await call('retailLeader', 'GET', 'customers/self')).json().id).toBe(customers.retail.id);
  });
});
