import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../../src/server/db/schema/auth';
import { customers as customerTable, customerMemberships, userLocations } from '../../../src/server/db/schema/tenancy';
import { users as userTable } from '../../../src/server/db/schema/users';
import { MembershipCache } from '../../../src/server/modules/permissions/membership-cache';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, customers } = DEMO;
const store101 = DEMO.locations.staffPm;
const store103 = DEMO.locations.staffOther;

/**
 * The server keeps each user's memberships while users.access_version stands (plugins/actor.ts);
 * these tests prove that every change to what a user may reach is seen on the very next request.
 */
describe('memberships kept per access version', () => {
  let t: TestApp;
  const api = apiAs<string>(() => t);
  const viewableStores = async (who: string) => {
    const res = await api.call(who, 'GET', 'locations/viewableLocations?limit=200');
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: { storeNumber: string | null }[] }).items.map((l) => l.storeNumber).sort();
  };
  const accessVersion = async (userId: string) =>
    (await t.database.db.select({ v: userTable.accessVersion }).from(userTable).where(eq(userTable.id, userId)))[0]!.v;

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['locationStaff', 'companyLeader']);
  });
  afterAll(() => t.close());

  it('sees a location taken away and given back on the next request', async () => {
    expect(await viewableStores('locationStaff')).toEqual(['HG-101', 'HG-103']);
    await t.database.db.delete(userLocations).where(and(eq(userLocations.userId, users.locationStaff.id), eq(userLocations.locationId, store103.id)));
    expect(await viewableStores('locationStaff')).toEqual(['HG-101']);
    await t.database.db.insert(userLocations).values({ userId: users.locationStaff.id, locationId: store103.id });
    expect(await viewableStores('locationStaff')).toEqual(['HG-101', 'HG-103']);
  });

  it('sees a customer churned on the next request, for each of its members', async () => {
    expect((await viewableStores('companyLeader')).length).toBeGreaterThan(2);
    await t.database.db.update(customerTable).set({ status: 'Churned' }).where(eq(customerTable.id, customers.enterprise.id));
    try {
      expect(await viewableStores('companyLeader')).toEqual([]);
      expect(await viewableStores('locationStaff')).toEqual([]);
    } finally {
      await t.database.db.update(customerTable).set({ status: 'Live' }).where(eq(customerTable.id, customers.enterprise.id));
    }
    expect(await viewableStores('locationStaff')).toEqual(['HG-101', 'HG-103']);
  });

  it('sees a role change on the next request', async () => {
    const before = await accessVersion(users.locationStaff.id);
    await t.database.db
      .update(customerMemberships)
      .set({ allLocations: true })
      .where(and(eq(customerMemberships.userId, users.locationStaff.id), eq(customerMemberships.customerId, customers.enterprise.id)));
    expect(await accessVersion(users.locationStaff.id)).toBeGreaterThan(before);
    expect((await viewableStores('locationStaff')).length).toBeGreaterThan(2);
    await t.database.db
      .update(customerMemberships)
      .set({ allLocations: false })
      .where(and(eq(customerMemberships.userId, users.locationStaff.id), eq(customerMemberships.customerId, customers.enterprise.id)));
    expect(await viewableStores('locationStaff')).toEqual(['HG-101', 'HG-103']);
  });

  it('refuses a revoked session on the next request, though its user was just served', async () => {
    expect(await viewableStores('companyLeader')).not.toEqual([]);
    await t.database.db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.userId, users.companyLeader.id));
    const res = await api.call('companyLeader', 'GET', 'locations/viewableLocations');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Your session has ended. Please log in again.' });
  });

  it('answers from memory while the version stands, and reloads when it moves', async () => {
    const cache = new MembershipCache(t.database.db);
    const userId = users.locationStaff.id;
    const version = await accessVersion(userId);
    const first = await cache.get(userId, version);
    expect(first.customers[0]!.locationIds).toHaveLength(2);

    await t.database.db.delete(userLocations).where(and(eq(userLocations.userId, userId), eq(userLocations.locationId, store101.id)));
    // Same version: the kept memberships, without a query.
    expect(await cache.get(userId, version)).toBe(first);
    // The trigger moved the version: the change is read.
    const moved = await accessVersion(userId);
    expect(moved).toBeGreaterThan(version);
    expect((await cache.get(userId, moved)).customers[0]!.locationIds).toHaveLength(1);
    await t.database.db.insert(userLocations).values({ userId, locationId: store101.id });
  });

  it('keeps at most the entries it was given room for', async () => {
    const cache = new MembershipCache(t.database.db, 1);
    const staff = await cache.get(users.locationStaff.id, 0);
    await cache.get(users.companyLeader.id, 0);
    expect(await cache.get(users.locationStaff.id, 0)).not.toBe(staff);
  });
});
