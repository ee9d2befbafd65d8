import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, AUTH_PREFIX } from '../../../src/domain/api/paths';
import { IDENTIFIER_CHANGE_PATHS } from '../../../src/domain/auth/identifier-change-api';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { impersonationAudit } from '../../../src/server/db/schema/authorization';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users } = DEMO;
type Who = 'companyLeader' | 'locationStaff';

/**
 * A manager's move of someone's login (finding 5 of the second outside probe): a manager who
 * controls the new address signs in as the person, so the move is audited where impersonation is,
 * the person is told on every channel they have, and their page shows it.
 */
describe('moves of someone’s login identifier', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const { call } = api;
  const target = users.serviceManager;
  const newEmail = 'luis.elsewhere@example.com';
  const messagesTo = (to: string) => t.database.db.select().from(outboundMessages).where(eq(outboundMessages.to, to)).orderBy(desc(outboundMessages.createdAt));
  const auditOf = (userId: string) =>
    t.database.db
      .select({
        action: impersonationAudit.action,
        by: impersonationAudit.adminUserId,
        kind: impersonationAudit.identifierKind,
        oldValue: impersonationAudit.oldValue,
        newValue: impersonationAudit.newValue,
        method: impersonationAudit.method,
        path: impersonationAudit.path,
        at: impersonationAudit.at,
      })
      .from(impersonationAudit)
      .where(eq(impersonationAudit.impersonatedUserId, userId))
      .orderBy(asc(impersonationAudit.at));

  beforeAll(async () => {
    t = await createTestApp({ BOT_CHECK: '0' });
    await api.signIn(users, ['companyLeader', 'locationStaff']);
  });
  afterAll(() => t.close());

  it('audits the request and the confirmation: who moved whose identifier, old and new address, when', async () => {
    const res = await call('companyLeader', 'PATCH', `user-profiles/${target.id}`, { email: newEmail });
    expect(res.statusCode).toBe(200);
    expect(await auditOf(target.id)).toEqual([
      {
        action: 'identifier-change-requested',
        by: users.companyLeader.id,
        kind: 'email',
        oldValue: target.email,
        newValue: newEmail,
        method: 'PATCH',
        path: `${API_PREFIX}/user-profiles/${target.id}`,
        at: expect.any(Date),
      },
    ]);

    // Told on every channel the person has, before anything moved.
    const [mail] = await messagesTo(target.email);
    expect(mail!.text).toMatch(/Morgan Ellis asked to change the email address you log in .* to luis\.elsewhere@example\.com/);
    const [text] = await messagesTo(target.phone);
    expect(text!.text).toMatch(/Morgan Ellis asked to change the email address/);

    const [confirmation] = await messagesTo(newEmail);
    const token = new URL(confirmation!.link!).searchParams.get('token')!;
    const confirmed = await t.app.inject({ method: 'POST', url: `${AUTH_PREFIX}${IDENTIFIER_CHANGE_PATHS.confirm}`, payload: { token } });
    expect(confirmed.statusCode).toBe(200);

    const audit = await auditOf(target.id);
    expect(audit).toHaveLength(2);
    expect(audit[1]).toEqual({
      action: 'identifier-change-confirmed',
      by: users.companyLeader.id,
      kind: 'email',
      oldValue: target.email,
      newValue: newEmail,
      method: 'POST',
      path: `${AUTH_PREFIX}${IDENTIFIER_CHANGE_PATHS.confirm}`,
      at: expect.any(Date),
    });

    // The move is told to the address it left and to the phone.
    const [moved] = await messagesTo(target.email);
    expect(moved!.text).toMatch(/Morgan Ellis changed the email address you log in .* from luis\.romero@harborgrill\.example to luis\.elsewhere@example\.com/);
    const [movedText] = await messagesTo(target.phone);
    expect(movedText!.text).toMatch(/Morgan Ellis changed the email address/);
  });

  it('the person’s page shows the history of their login', async () => {
    const res = await call('companyLeader', 'GET', `user-profiles/${target.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: target.id,
      email: newEmail,
      identifierHistory: [{ kind: 'email', oldValue: target.email, newValue: newEmail, by: 'Morgan Ellis', at: expect.any(String) }],
    });
    // Someone who does not see the person does not read it either.
    expect((await call('locationStaff', 'GET', `user-profiles/${users.locationLeaderDenver.id}`)).statusCode).toBe(404);
  });
});
