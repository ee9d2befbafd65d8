import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../../src/domain/auth/auth-api';
import { INVITATION_MESSAGES, INVITATION_TTL_DAYS, type Invitation, type PersonCreated, type PersonDetail } from '../../../src/domain/users/invitations-api';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { authUrl } from '../auth/auth-fixtures';

const { users, locations, customers } = DEMO;
const PUBLIC_URL = 'https://portal.example.com';
type Who = 'companyLeader' | 'locationStaff' | 'retailLeader';

/** docs/product/sessions-and-tenancy.md#invitations: a person a manager adds is invited to sign in. */
describe('invitations', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const add = async (body: object) => {
    const res = await api.call('companyLeader', 'POST', 'user-profiles', { role: 'Location Staff', locationIds: [locations.staffPm.id], ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PersonCreated>();
  };
  const lastMessageTo = async (to: string) =>
    (await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.to, to)).orderBy(desc(outboundMessages.createdAt)))[0];
  const tokenOf = (link: string | null | undefined) => new URL(link!).searchParams.get('token')!;
  const signIn = (token: string) => t.app.inject({ url: authUrl(AUTH_PATHS.magicLinkVerify), query: { token } });
  const detail = (id: string) => api.ok<PersonDetail>('companyLeader', 'GET', `user-profiles/${id}?customerId=${customers.enterprise.id}`);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    await api.signIn(users, ['companyLeader', 'locationStaff', 'retailLeader']);
  });
  afterAll(() => t.close());

  it('emails a new person a sign-in link that works once, for a week, and says who invited them', async () => {
    const person = await add({ name: 'Riley Chen', email: 'riley.chen@example.com' });
    expect(person.invitation).toMatchObject({
      state: 'Pending',
      channel: 'email',
      sentTo: 'riley.chen@example.com',
      invitedBy: { id: users.companyLeader.id },
    });
    const days = (Date.parse(person.invitation!.expiresAt) - Date.parse(person.invitation!.sentAt)) / 86_400_000;
    expect(Math.round(days)).toBe(INVITATION_TTL_DAYS);

    const message = await lastMessageTo('riley.chen@example.com');
    expect(message).toMatchObject({ channel: 'email', subject: `${users.companyLeader.name} invited you to the Service Portal` });
    expect(message!.text).toContain('Harbor Grill Restaurants');
    expect(message!.text).toContain('Location Staff');
    const link = new URL(message!.link!);
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/login`);
    expect(link.searchParams.get('type')).toBe('magic');

    const signedIn = await signIn(tokenOf(message!.link));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await detail(person.id)).invitation!.state).toBe('Accepted');
    // Once they signed in, there is nothing to send again.
    const again = await api.call('companyLeader', 'POST', `user-profiles/${person.id}/invite?customerId=${customers.enterprise.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INVITATION_MESSAGES.accepted);
  });

  it('sends a new invitation in place of the pending one, and withdraws one', async () => {
    const person = await add({ name: 'Sam Ortega', email: 'sam.ortega@example.com' });
    const first = tokenOf((await lastMessageTo('sam.ortega@example.com'))!.link);
    const resent = await api.ok<Invitation>('companyLeader', 'POST', `user-profiles/${person.id}/invite`);
    expect(resent.state).toBe('Pending');
    const second = tokenOf((await lastMessageTo('sam.ortega@example.com'))!.link);
    expect(second).not.toBe(first);
    expect((await signIn(first)).statusCode).toBe(401);

    const withdrawn = await api.ok<Invitation>('companyLeader', 'DELETE', `user-profiles/${person.id}/invite`);
    expect(withdrawn.state).toBe('Withdrawn');
    expect((await signIn(second)).statusCode).toBe(401);
    const none = await api.call('companyLeader', 'DELETE', `user-profiles/${person.id}/invite`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(INVITATION_MESSAGES.noneToWithdraw);
    expect((await detail(person.id)).invitation!.state).toBe('Withdrawn');
  });

  it('texts someone who has only a mobile phone; someone who already has a login is told, not invited', async () => {
    const texted = await add({ name: 'Ana Flores', phone: '+14155550987' });
    expect(texted.invitation).toMatchObject({ channel: 'sms', sentTo: '+14155550987' });
    expect((await lastMessageTo('+14155550987'))!.link).toContain('/login?token=');

    const elsewhere = await api.call('companyLeader', 'POST', 'user-profiles', {
      name: users.selfService.name,
      email: users.selfService.email,
      role: 'Location Staff',
      locationIds: [locations.staffPm.id],
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(elsewhere.json<PersonCreated>().invitation).toBeNull();
  });

  it('lets only those who manage the person invite them', async () => {
    const person = await add({ name: 'Jo Park', email: 'jo.park@example.com' });
    expect((await api.call('locationStaff', 'POST', `user-profiles/${person.id}/invite`)).statusCode).toBe(403);
    expect((await api.call('locationStaff', 'DELETE', `user-profiles/${person.id}/invite`)).statusCode).toBe(403);
    expect((await api.call('retailLeader', 'POST', `user-profiles/${person.id}/invite`)).statusCode).toBe(404);
    expect((await api.call('companyLeader', 'POST', 'user-profiles/nope/invite')).statusCode).toBe(400);
    expect((await detail(person.id)).invitation!.state).toBe('Pending');
  });
});
