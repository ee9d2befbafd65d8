import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../../src/server/db/schema/tenancy';
import { users as userRows } from '../../../src/server/db/schema/users';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, customers } = DEMO;
type Group = { id: string; name: string };

/** PATCH customers/{id} with locationGroups (the whole list) and accountManagerUserId. */
describe('customer location groups and account manager', () => {
  let t: TestApp;
  const api = apiAs<string>(() => t);
  const harbor = `customers/${customers.enterprise.id}`;
  const groupsOf = async (who = 'companyLeader'): Promise<Group[]> => (await api.call(who, 'GET', 'customers/self')).json().locationGroups;
  const patch = (who: string, path: string, body: object) => api.call(who, 'PATCH', path, body);

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['admin', 'companyLeader', 'locationStaff', 'retailLeader']);
  });
  afterAll(() => t.close());

  it('lets the Company Leader rename, add and remove groups; a removed group’s locations become ungrouped', async () => {
    const before = await groupsOf();
    const west = before.find((g) => g.name === 'West')!;
    const east = before.find((g) => g.name === 'East')!;
    const grouped = await t.database.db.select({ id: locations.id }).from(locations).where(eq(locations.locationGroupId, east.id));
    expect(grouped.length).toBeGreaterThan(0);

    const wanted = before.filter((g) => g.id !== east.id).map((g) => (g.id === west.id ? { id: g.id, name: 'Pacific' } : g));
    const res = await patch('companyLeader', harbor, { locationGroups: [...wanted, { name: 'Airports' }] });
    expect(res.statusCode).toBe(200);
    const names = res.json().locationGroups.map((g: Group) => g.name);
    expect(names).toEqual(['Airports', 'Central', 'Mountain', 'Pacific', 'Southeast']);
    // The renamed group keeps its id (and so its locations); the removed one's locations are kept, ungrouped.
    expect(res.json().locationGroups.find((g: Group) => g.name === 'Pacific').id).toBe(west.id);
    for (const { id } of grouped) {
      const [row] = await t.database.db.select({ group: locations.locationGroupId }).from(locations).where(eq(locations.id, id));
      expect(row).toEqual({ group: null });
    }
  });

  it('swaps two names in one save', async () => {
    const groups = await groupsOf();
    const a = groups.find((g) => g.name === 'Central')!;
    const b = groups.find((g) => g.name === 'Mountain')!;
    const swapped = groups.map((g) => (g.id === a.id ? { ...g, name: 'Mountain' } : g.id === b.id ? { ...g, name: 'Central' } : g));
    const res = await patch('companyLeader', harbor, { locationGroups: swapped });
    expect(res.statusCode).toBe(200);
    const after = res.json().locationGroups as Group[];
    expect(after.find((g) => g.id === a.id)!.name).toBe('Mountain');
    expect(after.find((g) => g.id === b.id)!.name).toBe('Central');
  });

  it('refuses a name twice (ignoring case), an empty name and a bad id, changing nothing', async () => {
    const before = await groupsOf();
    const twice = await patch('companyLeader', harbor, { locationGroups: [...before, { name: before[0]!.name.toUpperCase() }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('A location group with this name already exists.');
    expect((await patch('companyLeader', harbor, { locationGroups: [{ name: '  ' }] })).statusCode).toBe(400);
    expect((await patch('companyLeader', harbor, { locationGroups: [{ id: 'nope', name: 'X' }] })).statusCode).toBe(400);
    expect((await patch('companyLeader', harbor, { locationGroups: 'West' })).statusCode).toBe(400);
    expect(await groupsOf()).toEqual(before);
  });

  it("does not let one customer take over or reveal another customer's group", async () => {
    const retailGroups: Group[] = (await api.call('retailLeader', 'GET', 'customers/self')).json().locationGroups;
    expect(retailGroups.length).toBeGreaterThan(0);
    const before = await groupsOf();
    // Renaming Northpoint's group from Harbor's list: not found, and neither list changes (one transaction).
    const res = await patch('companyLeader', harbor, { locationGroups: [{ name: 'Brand new' }, { id: retailGroups[0]!.id, name: 'Mine now' }] });
    expect(res.statusCode).toBe(404);
    expect(await groupsOf()).toEqual(before);
    expect((await api.call('retailLeader', 'GET', 'customers/self')).json().locationGroups).toEqual(retailGroups);
    // Nor may the leader patch the other customer at all.
    expect((await patch('companyLeader', `customers/${customers.retail.id}`, { locationGroups: [] })).statusCode).toBe(404);
    // Location staff may not change groups.
    expect((await patch('locationStaff', harbor, { locationGroups: before })).statusCode).toBe(403);
  });

  it('lets only administrators set the account manager, who must be active internal staff', async () => {
    expect((await patch('companyLeader', harbor, { accountManagerUserId: users.admin.id })).statusCode).toBe(403);

    const notStaff = await patch('admin', harbor, { accountManagerUserId: users.companyLeader.id });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().message).toBe("The account manager must be one of the portal's internal staff.");
    expect((await patch('admin', harbor, { accountManagerUserId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400);
    expect((await patch('admin', harbor, { accountManagerUserId: 'dana' })).statusCode).toBe(400);

    const set = await patch('admin', harbor, { accountManagerUserId: users.admin.id });
    expect(set.statusCode).toBe(200);
    expect(set.json().accountManager).toEqual({ id: users.admin.id, name: users.admin.name, email: users.admin.email });
    const cleared = await patch('admin', harbor, { accountManagerUserId: null });
    expect(cleared.json().accountManager).toBeNull();

    // Archived staff cannot be chosen.
    await t.database.db.update(userRows).set({ deletedAt: new Date() }).where(eq(userRows.id, users.accountManager.id));
    expect((await patch('admin', harbor, { accountManagerUserId: users.accountManager.id })).statusCode).toBe(400);
    await t.database.db.update(userRows).set({ deletedAt: null }).where(eq(userRows.id, users.accountManager.id));
    expect((await patch('admin', harbor, { accountManagerUserId: users.accountManager.id })).json().accountManager).toMatchObject({
      id: users.accountManager.id,
      name: users.accountManager.name,
    });
  });

  it("finds the portal's internal staff for the account manager picker", async () => {
    const staff = (await api.call('admin', 'GET', 'user-profiles/admin/search?internalStaff=true&limit=50')).json();
    expect(staff.items.length).toBeGreaterThan(1);
    expect(staff.items.every((u: { isInternalStaff: boolean; deletedAt: string | null }) => u.isInternalStaff && u.deletedAt === null)).toBe(true);
    expect(staff.total).toBe(staff.items.length);
    const dana = (await api.call('admin', 'GET', 'user-profiles/admin/search?internalStaff=true&search=dana')).json();
    expect(dana.items.map((u: { id: string }) => u.id)).toEqual([users.accountManager.id]);
    expect((await api.call('admin', 'GET', 'user-profiles/admin/search?internalStaff=yes')).statusCode).toBe(400);
    expect((await api.call('companyLeader', 'GET', 'user-profiles/admin/search?internalStaff=true')).statusCode).toBe(403);
  });
});
