import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PREFIX } from '../../../src/domain/api/paths';
import { AUTH_PATHS } from '../../../src/domain/auth/auth-api';
import { IDENTIFIER_CHANGE_PATHS } from '../../../src/domain/auth/identifier-change-api';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { identifierChanges } from '../../../src/server/db/schema/identifier-changes';
import { users as userTable } from '../../../src/server/db/schema/users';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, locations, customers } = DEMO;
type Who = 'companyLeader' | 'locationStaff' | 'areaLeaderWest' | 'locationLeaderEmbarcadero' | 'retailLeader' | 'admin';
type Person = { id: string; name: string; email: string | null; phone: string | null; locationIds: string[]; allLocations: boolean; sharedIdentity: boolean };

/**
 * Who may change whom (finding 1 and 2 of the outside probe): login identifiers move only with the
 * person's confirmation, a person of several customers keeps their identity, managers change only
 * people below them whose every location is theirs, and lists show only people who share a location.
 */
describe('people rights', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const { call } = api;
  const emailOf = async (id: string) => (await t.database.db.select({ email: userTable.email }).from(userTable).where(eq(userTable.id, id)))[0]!.email;
  /** Whether a login code can be asked for this address (no sid: no account has it). */
  const canLogIn = async (email: string) =>
    !!(await t.app.inject({ method: 'POST', url: `${AUTH_PREFIX}${AUTH_PATHS.otpRequestEmail}`, payload: { email } })).json<{ sid?: string }>().sid;
  const messagesTo = (to: string) => t.database.db.select().from(outboundMessages).where(eq(outboundMessages.to, to)).orderBy(desc(outboundMessages.createdAt));
  const confirm = (token: string) => t.app.inject({ method: 'POST', url: `${AUTH_PREFIX}${IDENTIFIER_CHANGE_PATHS.confirm}`, payload: { token } });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  beforeAll(async () => {
    t = await createTestApp({ BOT_CHECK: '0' });
    await api.signIn(users, ['companyLeader', 'locationStaff', 'areaLeaderWest', 'locationLeaderEmbarcadero', 'retailLeader', 'admin']);
  });
  afterAll(() => t.close());

  it('a company leader cannot move the login of a person who also works for another customer', async () => {
    const takeover = await call('companyLeader', 'PATCH', `user-profiles/${users.multiCustomerFinance.id}`, { email: 'someone@else.example' });
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json().message).toMatch(/also works for another organisation/);
    const phone = await call('companyLeader', 'PATCH', `user-profiles/${users.multiCustomerFinance.id}`, { phone: '+15555550100', name: 'Jordan' });
    expect(phone.statusCode).toBe(403);
    expect(await emailOf(users.multiCustomerFinance.id)).toBe(users.multiCustomerFinance.email);
    expect(await canLogIn('someone@else.example')).toBe(false);
    expect(await t.database.db.select().from(identifierChanges).where(eq(identifierChanges.userId, users.multiCustomerFinance.id))).toEqual([]);

    // The role at the caller's own customer is still the caller's to change.
    const list = (await call('companyLeader', 'GET', 'user-profiles?search=jordan')).json<{ items: Person[] }>();
    expect(list.items[0]).toMatchObject({ id: users.multiCustomerFinance.id, sharedIdentity: true });
    const role = await call('companyLeader', 'PATCH', `user-profiles/${users.multiCustomerFinance.id}`, { role: 'Service Manager' });
    expect(role.statusCode).toBe(200);
  });

  it('a manager’s change of someone’s email waits for the confirmation from the new address; the old one is told', async () => {
    const target = users.facilitiesContractor;
    const res = await call('companyLeader', 'PATCH', `user-profiles/${target.id}`, { name: target.name, email: 'frank.new@harborgrill.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: target.email, pendingIdentifierChanges: [{ kind: 'email', value: 'frank.new@harborgrill.example' }] });
    expect(await emailOf(target.id)).toBe(target.email);
    expect(await canLogIn('frank.new@harborgrill.example')).toBe(false);

    const [notice] = await messagesTo(target.email);
    expect(notice!.text).toMatch(/Morgan Ellis asked to change the email address you log in .* to frank\.new@harborgrill\.example/);
    expect(notice!.link).toBeNull();
    const [confirmation] = await messagesTo('frank.new@harborgrill.example');
    expect(confirmation!.link).toMatch(/\/confirm-identifier\?token=/);

    const confirmed = await confirm(tokenOf(confirmation!.link!));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ kind: 'email', value: 'frank.new@harborgrill.example' });
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(await emailOf(target.id)).toBe('frank.new@harborgrill.example');
    expect(await canLogIn('frank.new@harborgrill.example')).toBe(true);
    expect(await canLogIn(target.email)).toBe(false);

    // A link works once.
    expect((await confirm(tokenOf(confirmation!.link!))).statusCode).toBe(400);
  });

  it('a confirmation link is refused when expired, unknown, or when the address was taken meanwhile', async () => {
    expect((await confirm('not-a-token')).json().message).toMatch(/not valid, was already used or has expired/);

    const target = users.finance;
    await call('companyLeader', 'PATCH', `user-profiles/${target.id}`, { email: 'grace.new@harborgrill.example' });
    const [first] = await messagesTo('grace.new@harborgrill.example');
    await t.database.db
      .update(identifierChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identifierChanges.userId, target.id));
    expect((await confirm(tokenOf(first!.link!))).statusCode).toBe(400);

    await call('companyLeader', 'PATCH', `user-profiles/${target.id}`, { email: 'grace.other@harborgrill.example' });
    const [second] = await messagesTo('grace.other@harborgrill.example');
    await call('companyLeader', 'POST', 'user-profiles', {
      name: 'Quick',
      email: 'grace.other@harborgrill.example',
      role: 'Location Staff',
      allLocations: true,
    });
    expect((await confirm(tokenOf(second!.link!))).statusCode).toBe(409);
    expect(await emailOf(target.id)).toBe(target.email);
  });

  it('a manager cannot remove someone’s login identifier; people change their own through the same confirmation', async () => {
    const removal = await call('companyLeader', 'PATCH', `user-profiles/${users.serviceManager.id}`, { phone: null });
    expect(removal.statusCode).toBe(403);

    const own = await call('locationStaff', 'PATCH', `user-profiles/${users.locationStaff.id}`, { email: 'jamie.ortiz@harborgrill.example' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ email: users.locationStaff.email, pendingIdentifierChanges: [{ kind: 'email' }] });
    expect(await emailOf(users.locationStaff.id)).toBe(users.locationStaff.email);

    // Removing one's own phone is fine while the email remains; not the last way in.
    const [person] = await t.database.db.select().from(userTable).where(eq(userTable.id, users.areaLeaderWest.id));
    expect((await call('areaLeaderWest', 'PATCH', `user-profiles/${users.areaLeaderWest.id}`, { phone: null })).statusCode).toBe(200);
    const last = await call('areaLeaderWest', 'PATCH', `user-profiles/${users.areaLeaderWest.id}`, { email: null });
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe('Keep an email or a phone, so you can log in.');
    await t.database.db.update(userTable).set({ phone: person!.phone }).where(eq(userTable.id, users.areaLeaderWest.id));
  });

  it('a location leader cannot reach people of other stores, nor change someone with stores beyond hers', async () => {
    // Tyler Brooks leads another store (201): not even found.
    const otherStore = await call('locationLeaderEmbarcadero', 'PATCH', `user-profiles/${users.locationLeaderDenver.id}`, { email: 'taken.over@example.com' });
    expect(otherStore.statusCode).toBe(404);
    const thirdStore = await call('locationLeaderEmbarcadero', 'PATCH', `user-profiles/${users.backOfHouseStaff.id}`, { phone: '+15555550101' });
    expect(thirdStore.statusCode).toBe(404);
    expect((await call('locationLeaderEmbarcadero', 'DELETE', `user-profiles/${users.locationLeaderDenver.id}`)).statusCode).toBe(404);

    // Jamie Ortiz works at 101 (hers) and 103 (not hers).
    const partly = await call('locationLeaderEmbarcadero', 'PATCH', `user-profiles/${users.locationStaff.id}`, { name: 'Jamie O.' });
    expect(partly.statusCode).toBe(403);
    expect(partly.json().message).toBe('You may only change people whose locations are all among yours.');
  });

  it('nobody changes someone of equal rank', async () => {
    const peer = await call('companyLeader', 'POST', 'user-profiles', {
      name: 'Second Leader',
      email: 'second.leader@harborgrill.example',
      role: 'Location Leader',
      locationIds: [locations.staffPm.id],
    });
    expect(peer.statusCode).toBe(201);
    const id = peer.json<Person>().id;
    const equal = await call('locationLeaderEmbarcadero', 'PATCH', `user-profiles/${id}`, { name: 'Renamed' });
    expect(equal.statusCode).toBe(403);
    expect(equal.json().message).toBe('You may only change people whose role is less powerful than yours.');
    expect((await call('locationLeaderEmbarcadero', 'DELETE', `user-profiles/${id}`)).statusCode).toBe(403);
    // Below her, at her only store: hers to change.
    const cook = await call('companyLeader', 'POST', 'user-profiles', {
      name: 'Line Cook',
      email: 'line.cook@harborgrill.example',
      role: 'Location Staff',
      locationIds: [locations.staffPm.id],
    });
    expect((await call('locationLeaderEmbarcadero', 'PATCH', `user-profiles/${cook.json<Person>().id}`, { name: 'Lead Line Cook' })).statusCode).toBe(200);
  });

  it('lists only people who share a location with the caller, unless the caller sees the whole customer', async () => {
    const staff = (await call('locationStaff', 'GET', 'user-profiles?limit=200')).json<{ items: Person[]; total: number }>();
    const mine = [locations.staffPm.id, locations.staffOther.id];
    expect(staff.items.length).toBe(staff.total);
    expect(staff.items.every((p) => p.allLocations || p.locationIds.some((id) => mine.includes(id)))).toBe(true);
    const ids = staff.items.map((p) => p.id);
    expect(ids).not.toContain(users.locationLeaderDenver.id);
    expect(ids).toContain(users.locationLeaderEmbarcadero.id);
    expect(ids).toContain(users.companyLeader.id);
    expect((await call('locationStaff', 'GET', 'user-profiles/search?search=tyler')).json().total).toBe(0);

    const leader = (await call('companyLeader', 'GET', 'user-profiles?limit=200')).json<{ items: Person[] }>();
    expect(leader.items.map((p) => p.id)).toContain(users.locationLeaderDenver.id);
    // Another customer's leader sees none of them.
    const retail = await call('retailLeader', 'GET', `user-profiles?customerId=${customers.enterprise.id}`);
    expect(retail.statusCode).toBe(404);
  });

  it('an administrator changes anyone’s details, and logins still move only by confirmation', async () => {
    const res = await call('admin', 'PATCH', `user-profiles/${users.multiCustomerFinance.id}?customerId=${customers.enterprise.id}`, {
      customerId: customers.enterprise.id,
      email: 'jordan@ledgerworks.example',
    });
    expect(res.statusCode).toBe(200);
    expect(await emailOf(users.multiCustomerFinance.id)).toBe(users.multiCustomerFinance.email);
    const pending = await t.database.db
      .select()
      .from(identifierChanges)
      .where(and(eq(identifierChanges.userId, users.multiCustomerFinance.id), eq(identifierChanges.requestedByUserId, users.admin.id)));
    expect(pending).toHaveLength(1);
  });

  it('archiving someone who also works for another customer only takes them off the caller’s customer', async () => {
    const res = await call('companyLeader', 'DELETE', `user-profiles/${users.multiCustomerFinance.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: users.multiCustomerFinance.id, removedFromCustomer: true });
    const [row] = await t.database.db.select().from(userTable).where(eq(userTable.id, users.multiCustomerFinance.id));
    expect(row!.deletedAt).toBeNull();
    expect(await canLogIn(users.multiCustomerFinance.email)).toBe(true);
    expect((await call('companyLeader', 'GET', 'user-profiles?search=jordan')).json().total).toBe(0);
    const elsewhere = (await call('retailLeader', 'GET', 'user-profiles?search=jordan')).json<{ items: Person[] }>();
    expect(elsewhere.items.map((p) => p.id)).toEqual([users.multiCustomerFinance.id]);
    expect(elsewhere.items[0]!.sharedIdentity).toBe(false);
  });
});
