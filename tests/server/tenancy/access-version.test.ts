import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../../src/server/db/schema/auth';
import { customers as customerTable, customerMemberships, userLocations } from '../../../src/server/db/schema/tenancy';
import { users as userTable } from '../../../src/server/db/schema/users';
import { MembershipCache } from '../../../src/server/modules/permissions/membership-cache';
import { API_PREFIX, AUTH_PREFIX } from '../../../src/domain/api/paths';
import { AUTH_PATHS } from '../../../src/domain/auth/auth-api';
import { buildApp } from '../../../src/server/app';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, customers } = DEMO;
const store101 = DEMO.locations.staffPm;
const store103 = DEMO.locations.staffOther;

/**
 * Servers keep each session's user (modules/auth/session-cache.ts) and each user's memberships
 * while users.access_version stands (plugins/actor.ts); these tests prove that every change to
 * what a user may reach, or to a session, is seen as soon as the database announces it.
 */
describe('sessions and memberships kept in memory', () => {
  let t: TestApp;
  const api = apiAs<'locationStaff' | 'companyLeader' | 'technician'>(() => t);
  const viewableStores = async (who: 'locationStaff' | 'companyLeader') => {
    const res = await api.call(who, 'GET', 'locations/viewableLocations?limit=200');
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: { storeNumber: string | null }[] }).items.map((l) => l.storeNumber).sort();
  };
  /**
   * A change written straight to the database reaches the server by LISTEN/NOTIFY: before the
   * write returns on PGlite, milliseconds after its commit on PostgreSQL.
   */
  const seen = (who: 'locationStaff' | 'companyLeader', stores: string[]) => expect.poll(() => viewableStores(who), { timeout: 2_000 }).toEqual(stores);
  const accessVersion = async (userId: string) =>
    (await t.database.db.select({ v: userTable.accessVersion }).from(userTable).where(eq(userTable.id, userId)))[0]!.v;

  beforeAll(async () => {
    // One secret, so a second server on the same database accepts the first one's tokens.
    t = await createTestApp({ SESSION_SECRET: 'access-version-test-secret-0123456789abcdef' });
    await api.signIn(users, ['locationStaff', 'companyLeader']);
  });
  afterAll(() => t.close());

  it('sees a location taken away and given back on the next request', async () => {
    expect(await viewableStores('locationStaff')).toEqual(['HG-101', 'HG-103']);
    await t.database.db.delete(userLocations).where(and(eq(userLocations.userId, users.locationStaff.id), eq(userLocations.locationId, store103.id)));
    await seen('locationStaff', ['HG-101']);
    await t.database.db.insert(userLocations).values({ userId: users.locationStaff.id, locationId: store103.id });
    await seen('locationStaff', ['HG-101', 'HG-103']);
  });

  it('sees a customer churned on the next request, for each of its members', async () => {
    expect((await viewableStores('companyLeader')).length).toBeGreaterThan(2);
    await t.database.db.update(customerTable).set({ status: 'Churned' }).where(eq(customerTable.id, customers.enterprise.id));
    try {
      await seen('companyLeader', []);
      await seen('locationStaff', []);
    } finally {
      await t.database.db.update(customerTable).set({ status: 'Live' }).where(eq(customerTable.id, customers.enterprise.id));
    }
    await seen('locationStaff', ['HG-101', 'HG-103']);
  });

  it('sees a role change on the next request', async () => {
    const before = await accessVersion(users.locationStaff.id);
    await t.database.db
      .update(customerMemberships)
      .set({ allLocations: true })
      .where(and(eq(customerMemberships.userId, users.locationStaff.id), eq(customerMemberships.customerId, customers.enterprise.id)));
    expect(await accessVersion(users.locationStaff.id)).toBeGreaterThan(before);
    await expect.poll(async () => (await viewableStores('locationStaff')).length, { timeout: 2_000 }).toBeGreaterThan(2);
    await t.database.db
      .update(customerMemberships)
      .set({ allLocations: false })
      .where(and(eq(customerMemberships.userId, users.locationStaff.id), eq(customerMemberships.customerId, customers.enterprise.id)));
    await seen('locationStaff', ['HG-101', 'HG-103']);
  });

  it('refuses a session revoked in the database as soon as the database says so, though its user was just served', async () => {
    expect(await viewableStores('companyLeader')).not.toEqual([]);
    await t.database.db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.userId, users.companyLeader.id));
    // The server hears of it by LISTEN/NOTIFY: at once on PGlite, milliseconds after commit on PostgreSQL.
    await expect.poll(async () => (await api.call('companyLeader', 'GET', 'locations/viewableLocations')).statusCode, { timeout: 2_000 }).toBe(401);
    const res = await api.call('companyLeader', 'GET', 'locations/viewableLocations');
    expect(res.json()).toMatchObject({ message: 'Your session has ended. Please log in again.' });
  });

  it('ends a session on every server at once: a logout through one is refused by the other', async () => {
    const other = await buildApp(t.config, { database: t.database, logger: false });
    try {
      await api.signIn(users, ['technician']);
      const onOther = () => other.inject({ method: 'GET', url: `${API_PREFIX}/locations/viewableLocations`, headers: api.headers('technician') });
      expect((await onOther()).statusCode).toBe(200);
      expect((await onOther()).statusCode).toBe(200); // now kept by the other server
      const logout = await t.app.inject({ method: 'POST', url: `${AUTH_PREFIX}${AUTH_PATHS.revoke}`, headers: api.headers('technician') });
      expect(logout.json()).toEqual({ revoked: true });
      expect((await api.call('technician', 'GET', 'locations/viewableLocations')).statusCode).toBe(401);
      await expect.poll(async () => (await onOther()).statusCode, { timeout: 2_000 }).toBe(401);
    } finally {
      await other.close();
    }
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
