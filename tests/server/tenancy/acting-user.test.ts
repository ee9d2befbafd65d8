import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import { impersonationAudit } from '../../../src/server/db/schema/authorization';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, customers, brandOwners } = DEMO;

describe('acting user: impersonation, mode and selected tenant', () => {
  let t: TestApp;
  const api = apiAs<string>(() => t);
  const get = (who: string, path: string, headers: Record<string, string> = {}) => api.call(who, 'GET', path, undefined, { headers });

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['admin', 'companyLeader', 'locationStaff', 'multiCustomerFinance', 'brandManager', 'churnedLeader']);
  });
  afterAll(() => t.close());

  it('refuses API calls without a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/user-profiles/self` });
    expect(res.statusCode).toBe(401);
  });

  it('lets an administrator act as another user, and audits every such request', async () => {
    const asStaff = { 'x-impersonate-user-id': users.locationStaff.id };
    const self = await get('admin', 'user-profiles/self', asStaff);
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({
      id: users.locationStaff.id,
      email: users.locationStaff.email,
      isAdmin: false,
      impersonation: { realUser: { id: users.admin.id } },
    });
    // The impersonated user's scope applies: their rules, not the administrator's.
    const rules = (await get('admin', 'permissions/rules/self', asStaff)).json();
    expect(rules).not.toContainEqual({ action: 'manage', subject: 'all' });

    const audit = await t.database.db
      .select({ method: impersonationAudit.method, path: impersonationAudit.path })
      .from(impersonationAudit)
      .where(and(eq(impersonationAudit.adminUserId, users.admin.id), eq(impersonationAudit.impersonatedUserId, users.locationStaff.id)));
    expect(audit).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: `${API_PREFIX}/user-profiles/self` },
        { method: 'GET', path: `${API_PREFIX}/permissions/rules/self` },
      ]),
    );
  });

  it('honours the impersonation cookie too, and records nothing without impersonation', async () => {
    const res = await get('admin', 'user-profiles/self', { cookie: `impersonateUserId=${users.companyLeader.id}` });
    expect(res.json()).toMatchObject({ id: users.companyLeader.id });
    const before = await t.database.db.select().from(impersonationAudit);
    await get('admin', 'user-profiles/self');
    expect(await t.database.db.select().from(impersonationAudit)).toHaveLength(before.length);
  });

  it('refuses impersonation from anyone but an administrator, with no audit row', async () => {
    const res = await get('companyLeader', 'user-profiles/self', { 'x-impersonate-user-id': users.locationStaff.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/administrators/);
    const rows = await t.database.db.select().from(impersonationAudit).where(eq(impersonationAudit.adminUserId, users.companyLeader.id));
    expect(rows).toEqual([]);
  });

  it('answers a malformed or unknown impersonation target clearly', async () => {
    expect((await get('admin', 'user-profiles/self', { 'x-impersonate-user-id': 'nobody' })).statusCode).toBe(400);
    expect((await get('admin', 'user-profiles/self', { 'x-impersonate-user-id': '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('honours a selected customer among the user’s own', async () => {
    const harbor = await get('multiCustomerFinance', 'customers/self', { 'x-selected-customer-id': customers.enterprise.id });
    expect(harbor.json()).toMatchObject({ id: customers.enterprise.id });
    const retail = await get('multiCustomerFinance', 'customers/self', { cookie: `selectedCustomerId=${customers.retail.id}` });
    expect(retail.json()).toMatchObject({ id: customers.retail.id });
    // Without a selection a user of two customers is asked to choose.
    expect((await get('multiCustomerFinance', 'customers/self')).statusCode).toBe(409);
  });

  it('refuses a selected customer outside the user’s memberships, churned ones included', async () => {
    const foreign = await get('companyLeader', 'customers/self', { 'x-selected-customer-id': customers.retail.id });
    expect(foreign.statusCode).toBe(403);
    const churned = await get('churnedLeader', 'customers/self', { 'x-selected-customer-id': customers.churned.id });
    expect(churned.statusCode).toBe(403);
  });

  it('gives a churned customer’s user no customer access', async () => {
    expect((await get('churnedLeader', 'customers/self')).statusCode).toBe(404);
    // Only what everyone signed in has: their own notifications.
    expect((await get('churnedLeader', 'permissions/rules/self')).json<{ subject: string }[]>().map((rule) => rule.subject)).toEqual(['Notification']);
    const self = (await get('churnedLeader', 'user-profiles/self')).json();
    expect(self.customerSettings).toEqual([]);
    expect(self.highestRoleRank).toBeNull();
    const people = (await get('churnedLeader', 'user-profiles')).json();
    expect(people).toMatchObject({ items: [], total: 0 });
    expect((await get('churnedLeader', `user-profiles/contacts/${DEMO.locations.churned.id}`)).statusCode).toBe(404);
  });

  it('puts a brand-owner user in brand-owner mode with their own brand only', async () => {
    const self = (await get('brandManager', 'user-profiles/self')).json();
    expect(self).toMatchObject({ mode: 'brandOwner', isBrandOwnerUser: true });
    expect((await get('brandManager', 'brand-owner/self')).json()).toMatchObject({ id: brandOwners.refrigeration.id });
    const foreign = await get('brandManager', 'brand-owner/self', { 'x-selected-brand-owner-id': brandOwners.fryer.id });
    expect(foreign.statusCode).toBe(403);
  });

  it('in brand-owner mode a customer user with no brand keeps customer mode', async () => {
    const res = await get('companyLeader', 'user-profiles/self', { cookie: 'brandOwnerMode=true' });
    expect(res.json()).toMatchObject({ mode: 'customer' });
  });
});
