import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerMemberships } from '../../../src/server/db/schema/tenancy';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, customers } = DEMO;
type Who = 'companyLeader' | 'admin';

/**
 * Roles customers may not assign (finding 4 of the second outside probe): a Company Leader turned
 * the portal's internal Technician into a Company Leader. Such a role is given and taken away by
 * administrators only.
 */
describe('roles customers may not assign', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const { call } = api;
  const roleAtHarbor = async (userId: string) =>
    (
      await t.database.db
        .select({ role: customerMemberships.role })
        .from(customerMemberships)
        .where(and(eq(customerMemberships.userId, userId), eq(customerMemberships.customerId, customers.enterprise.id)))
    )[0]!.role;

  beforeAll(async () => {
    t = await createTestApp({ BOT_CHECK: '0' });
    await api.signIn(users, ['companyLeader', 'admin']);
  });
  afterAll(() => t.close());

  it('a customer leader cannot change the role of the internal Technician', async () => {
    const res = await call('companyLeader', 'PATCH', `user-profiles/${users.technician.id}`, { role: 'Company Leader' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only an administrator can change the role of someone who holds a role customers may not assign.');
    expect(await roleAtHarbor(users.technician.id)).toBe('Technician');
    const weaker = await call('companyLeader', 'PATCH', `user-profiles/${users.technician.id}`, { role: 'Location Staff' });
    expect(weaker.statusCode).toBe(403);
    expect(await roleAtHarbor(users.technician.id)).toBe('Technician');
  });

  it('nor give that role to someone', async () => {
    const res = await call('companyLeader', 'PATCH', `user-profiles/${users.locationStaff.id}`, { role: 'Technician' });
    expect(res.statusCode).toBe(403);
    expect(await roleAtHarbor(users.locationStaff.id)).toBe('Location Staff');
  });

  it('an administrator changes it', async () => {
    const res = await call('admin', 'PATCH', `user-profiles/${users.technician.id}`, { customerId: customers.enterprise.id, role: 'Technician Leader' });
    expect(res.statusCode).toBe(200);
    expect(await roleAtHarbor(users.technician.id)).toBe('Technician Leader');
  });
});
