import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PREFIX } from '../../../src/domain/api/paths';
import { IDENTIFIER_CHANGE_PATHS } from '../../../src/domain/auth/identifier-change-api';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { customerMemberships } from '../../../src/server/db/schema/tenancy';
import { users as userTable } from '../../../src/server/db/schema/users';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, locations, customers } = DEMO;
type Who = 'companyLeader' | 'retailLeader' | 'admin';

/**
 * Existence oracles (finding 9 of the second outside probe): a manager of one customer learns
 * nothing about who has a login at another. The availability check counts only the caller's
 * customer's people, and adding someone who already has a login elsewhere gives them a place here.
 */
describe('no existence oracle across customers', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const { call } = api;
  const outsider = users.retailStaff;
  const availability = async (who: Who, query: string) => (await call(who, 'GET', `user-profiles/availability?${query}`)).json();
  const messagesTo = (to: string) => t.database.db.select().from(outboundMessages).where(eq(outboundMessages.to, to)).orderBy(desc(outboundMessages.createdAt));
  const membershipsOf = (userId: string) =>
    t.database.db
      .select({ customerId: customerMemberships.customerId, role: customerMemberships.role, allLocations: customerMemberships.allLocations })
      .from(customerMemberships)
      .where(eq(customerMemberships.userId, userId))
      .orderBy(customerMemberships.customerId);

  beforeAll(async () => {
    t = await createTestApp({ BOT_CHECK: '0' });
    await api.signIn(users, ['companyLeader', 'retailLeader', 'admin']);
  });
  afterAll(() => t.close());

  it('the availability check answers for an address of another customer as for a free one', async () => {
    const free = { emailAvailable: true, phoneAvailable: true };
    expect(await availability('companyLeader', 'email=nobody.at.all@example.com&phone=%2B15555550999')).toEqual(free);
    expect(await availability('companyLeader', `email=${outsider.email}&phone=${encodeURIComponent(outsider.phone)}`)).toEqual(free);
    // The caller's own customer's people still count, and administrators see everyone.
    expect(await availability('companyLeader', `email=${users.locationStaff.email}`)).toEqual({ emailAvailable: false, phoneAvailable: null });
    expect(await availability('admin', `email=${outsider.email}`)).toEqual({ emailAvailable: false, phoneAvailable: null });
    // Another customer named explicitly is not the caller's to ask about.
    expect((await call('companyLeader', 'GET', `user-profiles/availability?email=${outsider.email}&customerId=${customers.retail.id}`)).statusCode).toBe(404);
  });

  it('adding someone with a login elsewhere gives them a place here, shows only this customer’s view and leaves the rest alone', async () => {
    const [before] = await t.database.db.select().from(userTable).where(eq(userTable.id, outsider.id));
    const elsewhere = await membershipsOf(outsider.id);
    const res = await call('companyLeader', 'POST', 'user-profiles', {
      name: 'Renamed By Harbor',
      email: outsider.email,
      phone: '+15555550998',
      role: 'Location Staff',
      locationIds: [locations.staffPm.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(
      expect.objectContaining({
        id: outsider.id,
        name: outsider.name,
        email: outsider.email,
        customerId: customers.enterprise.id,
        role: 'Location Staff',
        allLocations: false,
        locationIds: [locations.staffPm.id],
        sharedIdentity: true,
      }),
    );
    expect(JSON.stringify(res.json())).not.toContain(customers.retail.id);

    // Their identity and their place at the other customer are unchanged.
    const [after] = await t.database.db.select().from(userTable).where(eq(userTable.id, outsider.id));
    expect({ name: after!.name, email: after!.email, phone: after!.phone }).toEqual({ name: before!.name, email: before!.email, phone: before!.phone });
    expect((await membershipsOf(outsider.id)).filter((m) => m.customerId !== customers.enterprise.id)).toEqual(elsewhere);
    const theirs = await call('retailLeader', 'GET', `user-profiles?search=${encodeURIComponent(outsider.email)}`);
    expect(theirs.json().items).toEqual([expect.objectContaining({ id: outsider.id, customerId: customers.retail.id, role: 'Location Staff' })]);

    // They are told, on every channel they have.
    const [mail] = await messagesTo(outsider.email);
    expect(mail!.text).toMatch(/Morgan Ellis added you to Harbor Grill Restaurants as Location Staff/);
    const [text] = await messagesTo(outsider.phone);
    expect(text!.text).toMatch(/added you to Harbor Grill Restaurants/);
    expect(await messagesTo('+15555550998')).toEqual([]);
  });

  it('moving someone’s login to an address of another customer answers as for a free one; only the link is refused', async () => {
    const target = users.facilitiesContractor;
    const elsewhere = await call('companyLeader', 'PATCH', `user-profiles/${target.id}`, { email: users.retailLeader.email });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().pendingIdentifierChanges).toEqual([expect.objectContaining({ kind: 'email', value: users.retailLeader.email })]);
    const [link] = await messagesTo(users.retailLeader.email);
    const token = new URL(link!.link!).searchParams.get('token')!;
    const confirmed = await t.app.inject({ method: 'POST', url: `${AUTH_PREFIX}${IDENTIFIER_CHANGE_PATHS.confirm}`, payload: { token } });
    expect(confirmed.statusCode).toBe(409);
    const [row] = await t.database.db.select({ email: userTable.email }).from(userTable).where(eq(userTable.id, target.id));
    expect(row!.email).toBe(target.email);

    const here = await call('companyLeader', 'PATCH', `user-profiles/${target.id}`, { email: users.locationStaff.email });
    expect(here.statusCode).toBe(409);
  });

  it('someone already at this customer is still a conflict', async () => {
    const again = await call('companyLeader', 'POST', 'user-profiles', { name: 'Again', email: outsider.email, role: 'Location Staff', allLocations: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A user with this email already exists.');
    const [membership] = await t.database.db
      .select()
      .from(customerMemberships)
      .where(and(eq(customerMemberships.userId, outsider.id), eq(customerMemberships.customerId, customers.enterprise.id)));
    expect(membership!.allLocations).toBe(false);
  });
});
