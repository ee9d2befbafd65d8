import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations as locationsTable, userLocations } from '../../../src/server/db/schema/tenancy';
import { users as usersTable } from '../../../src/server/db/schema/users';
import { isoDate } from '../../../src/domain/users/out-of-office';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, customers, locations } = DEMO;
type Person = { id: string; name: string; role: string; customerId: string; deletedAt: string | null; locationIds: string[] };

describe('people API (user-profiles)', () => {
  let t: TestApp;
  const api = apiAs<string>(() => t);
  const { call } = api;

  beforeAll(async () => {
    t = await createTestApp({ CHAT_SUPPORT_SECRET: 'a-test-chat-support-secret' });
    await api.signIn(users, ['admin', 'companyLeader', 'locationStaff', 'areaLeaderWest', 'locationLeaderEmbarcadero', 'vendorTech']);
  });
  afterAll(() => t.close());

  it('describes the signed-in user (docs/product/sessions-and-tenancy.md user info)', async () => {
    const self = (await call('locationStaff', 'GET', 'user-profiles/self')).json();
    expect(self).toMatchObject({
      id: users.locationStaff.id,
      name: users.locationStaff.name,
      email: users.locationStaff.email,
      phone: users.locationStaff.phone,
      sspRoles: [{ sspRole: 'Location Staff' }],
      highestRoleRank: 5,
      customerSettings: [{ customerId: customers.enterprise.id, customer: { id: customers.enterprise.id, name: customers.enterprise.name } }],
      brandOwnerSettings: [],
      vendors: [],
      identities: {},
      isBohUser: false,
      isAdmin: false,
      isInternalStaff: false,
      isVendorOnly: false,
      impersonation: null,
    });
    expect(self.chatSupportHash).toMatch(/^[0-9a-f]{64}$/);
    const vendor = (await call('vendorTech', 'GET', 'user-profiles/self')).json();
    expect(vendor).toMatchObject({ isVendorOnly: true, vendors: [{ id: DEMO.vendors.refrigeration.id, role: 'Vendor Technician' }] });
    expect(vendor.chatSupportHash).not.toBe(self.chatSupportHash);
  });

  it('lists the customer’s people, paged, hiding archived ones unless asked', async () => {
    const page = (await call('companyLeader', 'GET', 'user-profiles?limit=5')).json();
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    expect(page.items.every((p: Person) => p.customerId === customers.enterprise.id && p.deletedAt === null)).toBe(true);
    const next = (await call('companyLeader', 'GET', 'user-profiles?limit=5&offset=5')).json();
    expect(next.items[0].id).not.toBe(page.items[0].id);

    const all = (await call('companyLeader', 'GET', 'user-profiles?includeArchived=true&limit=200')).json();
    const archived = all.items.find((p: Person) => p.id === users.archivedStaff.id);
    expect(archived.deletedAt).toEqual(expect.any(String));
    expect(all.total).toBe(page.total + 1);
  });

  it('searches people by name, email or phone', async () => {
    const byName = (await call('locationStaff', 'GET', 'user-profiles/search?search=morgan')).json();
    expect(byName.items.map((p: Person) => p.id)).toEqual([users.companyLeader.id]);
    const byEmail = (await call('companyLeader', 'GET', 'user-profiles?search=priya.raman')).json();
    expect(byEmail.items.map((p: Person) => p.id)).toEqual([users.areaLeaderWest.id]);
    expect((await call('companyLeader', 'GET', 'user-profiles/search?search=')).statusCode).toBe(400);
  });

  it('rejects bad list input with a 400', async () => {
    expect((await call('companyLeader', 'GET', 'user-profiles?limit=0')).statusCode).toBe(400);
    expect((await call('companyLeader', 'GET', 'user-profiles?includeArchived=maybe')).statusCode).toBe(400);
  });

  it('lets an area leader add location staff at their own locations', async () => {
    const res = await call('areaLeaderWest', 'POST', 'user-profiles', {
      name: 'New Cook',
      email: 'New.Cook@HarborGrill.example',
      role: 'Location Staff',
      locationIds: [locations.staffPm.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'New Cook', email: 'new.cook@harborgrill.example', role: 'Location Staff', locationIds: [locations.staffPm.id] });
    const listed = (await call('companyLeader', 'GET', 'user-profiles/search?search=new cook')).json();
    expect(listed.total).toBe(1);
  });

  it('refuses roles the caller may not assign and locations beyond their reach', async () => {
    const moreThanMe = await call('areaLeaderWest', 'POST', 'user-profiles', {
      name: 'X',
      email: 'x1@example.com',
      role: 'Company Leader',
      allLocations: true,
    });
    expect(moreThanMe.statusCode).toBe(403);
    const notAssignable = await call('companyLeader', 'POST', 'user-profiles', { name: 'X', email: 'x2@example.com', role: 'Technician', allLocations: true });
    expect(notAssignable.statusCode).toBe(403);
    const elsewhere = await call('areaLeaderWest', 'POST', 'user-profiles', {
      name: 'X',
      email: 'x3@example.com',
      role: 'Location Staff',
      locationIds: [locations.enterpriseNotStaff.id],
    });
    expect(elsewhere.statusCode).toBe(403);
    const otherCustomersLocation = await call('companyLeader', 'POST', 'user-profiles', {
      name: 'X',
      email: 'x4@example.com',
      role: 'Location Staff',
      locationIds: [locations.retail.id],
    });
    expect(otherCustomersLocation.statusCode).toBe(400);
    const staff = await call('locationStaff', 'POST', 'user-profiles', {
      name: 'X',
      email: 'x5@example.com',
      role: 'Other',
      locationIds: [locations.staffPm.id],
    });
    expect(staff.statusCode).toBe(403);
  });

  it('validates new people and refuses duplicates', async () => {
    const noLogin = await call('companyLeader', 'POST', 'user-profiles', { name: 'X', role: 'Location Staff', allLocations: true });
    expect(noLogin.statusCode).toBe(400);
    expect(noLogin.json().message).toMatch(/email or phone/);
    const badRole = await call('companyLeader', 'POST', 'user-profiles', { name: 'X', email: 'y@example.com', role: 'Boss', allLocations: true });
    expect(badRole.statusCode).toBe(400);
    // Someone of this customer (someone elsewhere is added instead: existence-oracles.test.ts).
    const duplicate = await call('companyLeader', 'POST', 'user-profiles', {
      name: 'X',
      email: users.locationStaff.email,
      role: 'Location Staff',
      allLocations: true,
    });
    expect(duplicate.statusCode).toBe(409);
  });

  it('checks whether an email or phone is free', async () => {
    expect((await call('companyLeader', 'GET', `user-profiles/availability?email=${users.locationStaff.email}`)).json()).toEqual({
      emailAvailable: false,
      phoneAvailable: null,
    });
    expect((await call('companyLeader', 'GET', 'user-profiles/availability?email=free@example.com&phone=%2B15550000000')).json()).toEqual({
      emailAvailable: true,
      phoneAvailable: true,
    });
    expect((await call('companyLeader', 'GET', 'user-profiles/availability')).statusCode).toBe(400);
    expect((await call('locationStaff', 'GET', 'user-profiles/availability?email=free@example.com')).statusCode).toBe(403);
  });

  it('updates a person: details, role and locations', async () => {
    const res = await call('companyLeader', 'PATCH', `user-profiles/${users.facilitiesContractor.id}`, {
      role: 'Location Leader',
      locationIds: [locations.staffPm.id],
      oooStartDate: '2030-01-01',
      oooEndDate: '2030-01-05',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'Location Leader', locationIds: [locations.staffPm.id], oooStartDate: '2030-01-01', isOoo: false });
    const bad = await call('companyLeader', 'PATCH', `user-profiles/${users.facilitiesContractor.id}`, {
      oooStartDate: '2030-01-05',
      oooEndDate: '2030-01-01',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lets people edit their own details but not their own role', async () => {
    const own = await call('locationLeaderEmbarcadero', 'PATCH', `user-profiles/${users.locationLeaderEmbarcadero.id}`, { name: 'Elena F.' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ name: 'Elena F.' });
    const promote = await call('locationLeaderEmbarcadero', 'PATCH', `user-profiles/${users.locationLeaderEmbarcadero.id}`, {
      role: 'Location Leader',
      allLocations: true,
    });
    expect(promote.statusCode).toBe(403);
  });

  it('refuses changing someone more powerful', async () => {
    const res = await call('areaLeaderWest', 'PATCH', `user-profiles/${users.companyLeader.id}`, { name: 'Demoted' });
    expect(res.statusCode).toBe(403);
  });

  it('archives and restores a person', async () => {
    const archived = await call('companyLeader', 'DELETE', `user-profiles/${users.backOfHouseStaff.id}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().deletedAt).toEqual(expect.any(String));
    const visible = (await call('companyLeader', 'GET', 'user-profiles?search=kevin')).json();
    expect(visible.total).toBe(0);
    const restored = await call('companyLeader', 'POST', `user-profiles/${users.backOfHouseStaff.id}/restore`);
    expect(restored.json().deletedAt).toBeNull();
    expect((await call('companyLeader', 'DELETE', `user-profiles/${users.companyLeader.id}`)).statusCode).toBe(400);
    expect((await call('locationStaff', 'DELETE', `user-profiles/${users.backOfHouseStaff.id}`)).statusCode).toBe(403);
  });

  it('lists a location’s contacts with out-of-office flags', async () => {
    const res = await call('areaLeaderWest', 'GET', `user-profiles/contacts/${locations.staffPm.id}`);
    expect(res.statusCode).toBe(200);
    const contacts = res.json();
    expect(contacts.items.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining([users.companyLeader.id, users.areaLeaderWest.id]));
    expect(contacts.items.every((c: { isOoo: boolean }) => typeof c.isOoo === 'boolean')).toBe(true);
    expect(contacts.items.map((c: { id: string }) => c.id)).not.toContain(users.archivedStaff.id);
  });

  it('flags a contact who is out of office today', async () => {
    // The seed puts this leader out of office from two days ago to five days ahead.
    const [ooo] = await t.database.db.select().from(userLocations).where(eq(userLocations.userId, users.outOfOfficeLeader.id));
    const contacts = (await call('companyLeader', 'GET', `user-profiles/contacts/${ooo!.locationId}`)).json();
    expect(contacts.items.find((c: { id: string }) => c.id === users.outOfOfficeLeader.id)).toMatchObject({ isOoo: true });
  });

  it("marks someone without one location out of office by the viewer's today, someone at one location by that location's", async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are never on the same calendar day.
    const ahead = isoDate(new Date(), 'Pacific/Kiritimati');
    const only = (await t.database.db.select().from(userLocations).where(eq(userLocations.userId, users.outOfOfficeLeader.id)))[0]!;
    const [place] = await t.database.db.select({ zone: locationsTable.timezone }).from(locationsTable).where(eq(locationsTable.id, only.locationId));
    const atLocation = isoDate(new Date(), place!.zone);
    await t.database.db.update(usersTable).set({ oooStartDate: ahead, oooEndDate: ahead }).where(eq(usersTable.id, users.companyLeader.id));
    await t.database.db.update(usersTable).set({ oooStartDate: atLocation, oooEndDate: atLocation }).where(eq(usersTable.id, users.outOfOfficeLeader.id));
    const flags = async (timeZone: string) => {
      const page = (await call('companyLeader', 'GET', `user-profiles?limit=200&timeZone=${encodeURIComponent(timeZone)}`)).json();
      const flag = (id: string) => page.items.find((p: Person & { isOoo: boolean }) => p.id === id).isOoo;
      return { everywhere: flag(users.companyLeader.id), oneLocation: flag(users.outOfOfficeLeader.id) };
    };
    expect(await flags('Pacific/Kiritimati')).toEqual({ everywhere: true, oneLocation: true });
    expect(await flags('Pacific/Pago_Pago')).toEqual({ everywhere: false, oneLocation: true });
    await t.database.db.update(usersTable).set({ oooStartDate: null, oooEndDate: null }).where(eq(usersTable.id, users.companyLeader.id));
  });

  it('refuses a time zone that is none', async () => {
    const res = await call('companyLeader', 'GET', 'user-profiles?timeZone=Mars%2FOlympus');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('timeZone must be a time zone such as America/Chicago');
  });

  it('hides contacts of locations outside the caller’s reach', async () => {
    expect((await call('locationStaff', 'GET', `user-profiles/contacts/${locations.enterpriseNotStaff.id}`)).statusCode).toBe(404);
    expect((await call('locationStaff', 'GET', 'user-profiles/contacts/not-an-id')).statusCode).toBe(400);
  });
});
