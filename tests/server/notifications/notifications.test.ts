import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage, NotificationPreferences } from '../../../src/domain/notifications/notification-api';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { communications } from '../../../src/server/db/schema/communications';
import { queueNotification } from '../../../src/server/modules/notifications/notification-events.service';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { deliverWaiting, PUBLIC_URL } from './deliver-waiting';

const { users, assets } = DEMO;
type Who = 'companyLeader' | 'locationStaff' | 'locationLeaderEmbarcadero' | 'retailLeader';

describe('notifications of notes: mentions, action required, comments', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  let requestId = '';

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    await api.signIn(users, ['companyLeader', 'locationStaff', 'locationLeaderEmbarcadero', 'retailLeader']);
    // A request of the company leader's at HG-101, where the location staff member works.
    const body = {
      id: randomUUID(),
      assetId: assets.enterpriseWithLabel.id,
      requestPriority: 'High',
      incidentDescription: 'The walk-in cooler is warm.',
      symptoms: [],
    };
    const res = await api.call('companyLeader', 'POST', 'requests', body);
    expect(res.statusCode, res.body).toBe(201);
    requestId = body.id;
  }, 60_000);
  afterAll(() => t.close());

  const deliver = () => deliverWaiting(t);
  const note = async (who: Who, text: string, extra: { mentions?: string[]; actionRequired?: boolean } = {}) => {
    const res = await api.call(who, 'POST', `requests/${requestId}/notes`, { id: randomUUID(), text, ...extra }, { idempotencyKey: randomUUID() });
    expect(res.statusCode, res.body).toBe(201);
  };
  const bell = (who: Who, query = '') => api.ok<NotificationPage>(who, 'GET', `notifications${query}`);
  /** Emails to the address other than login codes. */
  const emailsTo = async (email: string) =>
    t.database.db
      .select({ subject: outboundMessages.subject, text: outboundMessages.text, link: outboundMessages.link })
      .from(outboundMessages)
      .where(and(eq(outboundMessages.to, email), eq(outboundMessages.channel, 'email'), isNull(outboundMessages.code)));

  it('tells the person mentioned, in the portal and by email (logged on the request), and nobody else', async () => {
    const before = await Promise.all((['companyLeader', 'locationLeaderEmbarcadero'] as const).map((w) => bell(w)));
    await note('companyLeader', 'Jamie, can you check the door seal before the vendor comes?', { mentions: [users.locationStaff.id] });
    // Nothing before the job runs: the write only records the event.
    expect((await bell('locationStaff')).total).toBe(0);
    expect(await deliver()).toBe(1);

    const page = await bell('locationStaff');
    expect(page.unread).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      event: 'mention',
      title: expect.stringMatching(/^Morgan Ellis mentioned you on request #\d+$/),
      body: 'Jamie, can you check the door seal before the vendor comes?',
      request: { id: requestId },
      path: `/requests/${requestId}`,
      readAt: null,
    });
    const mail = await emailsTo(users.locationStaff.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(page.items[0]!.title);
    expect(mail[0]!.link).toBe(`${PUBLIC_URL}/requests/${requestId}`);
    expect(mail[0]!.text).toContain(`Open it: ${PUBLIC_URL}/requests/${requestId}`);
    const logged = await t.database.db
      .select({ to: communications.toAddress, subject: communications.subject })
      .from(communications)
      .where(and(eq(communications.requestId, requestId), eq(communications.toAddress, users.locationStaff.email)));
    expect(logged).toEqual([{ to: users.locationStaff.email, subject: page.items[0]!.title }]);
    // The author is not told of their own note; a leader of the same location not named is not told either.
    const after = await Promise.all((['companyLeader', 'locationLeaderEmbarcadero'] as const).map((w) => bell(w)));
    expect(after.map((p) => p.total)).toEqual(before.map((p) => p.total));
    // Delivered once: another run finds nothing waiting.
    expect(await deliver()).toBe(0);
    expect(await emailsTo(users.locationStaff.email)).toHaveLength(1);
  });

  it('tells the request’s creator of an action-required note (portal and email) and of a plain note (portal only, a leader’s default)', async () => {
    const leaderMail = (await emailsTo(users.companyLeader.email)).length;
    await note('locationStaff', 'The seal is torn: order a new one.', { actionRequired: true });
    await note('locationStaff', 'Ordered.');
    await deliver();
    const page = await bell('companyLeader', '?unread=true');
    expect(page.items.map((n) => n.event)).toEqual(['comment', 'action-required']);
    expect(page.items[1]!.title).toMatch(/^Jamie Ortiz says action is required on request #\d+$/);
    expect((await emailsTo(users.companyLeader.email)).length).toBe(leaderMail + 1);
    // The writer hears nothing of their own notes.
    expect((await bell('locationStaff')).total).toBe(1);
  });

  it('follows the person’s preferences per event and channel', async () => {
    const prefs = await api.ok<NotificationPreferences>('locationStaff', 'GET', 'notifications/preferences');
    expect(prefs.availableChannels).toEqual(['in-app', 'email']);
    expect(prefs.items.find((p) => p.event === 'mention')).toEqual({ event: 'mention', channels: ['in-app', 'email'], isDefault: true });

    const put = await api.call('locationStaff', 'PUT', 'notifications/preferences', { preferences: [{ event: 'mention', channels: ['email'] }] });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().items.find((p: { event: string }) => p.event === 'mention')).toEqual({ event: 'mention', channels: ['email'], isDefault: false });
    const mailBefore = (await emailsTo(users.locationStaff.email)).length;
    const bellBefore = (await bell('locationStaff')).total;
    await note('companyLeader', 'Email only, please.', { mentions: [users.locationStaff.id] });
    await deliver();
    expect((await bell('locationStaff')).total).toBe(bellBefore);
    expect((await emailsTo(users.locationStaff.email)).length).toBe(mailBefore + 1);

    await api.ok('locationStaff', 'PUT', 'notifications/preferences', { preferences: [{ event: 'mention', channels: [] }] });
    await note('companyLeader', 'Nothing at all.', { mentions: [users.locationStaff.id] });
    await deliver();
    expect((await bell('locationStaff')).total).toBe(bellBefore);
    expect((await emailsTo(users.locationStaff.email)).length).toBe(mailBefore + 1);

    // Back to the role's default.
    const reset = await api.ok<NotificationPreferences>('locationStaff', 'PUT', 'notifications/preferences', {
      preferences: [{ event: 'mention', channels: [], useDefault: true }],
    });
    expect(reset.items.find((p) => p.event === 'mention')).toEqual({ event: 'mention', channels: ['in-app', 'email'], isDefault: true });
  });

  it('tells nobody mentioned who may not read the request', async () => {
    // As a note written before they lost the request would: a leader of another location and another tenant's leader.
    await queueNotification(t.database.db, {
      event: 'note',
      requestId,
      actorUserId: users.companyLeader.id,
      data: { userIds: [users.locationLeaderDenver.id, users.retailLeader.id], body: 'Not for you.' },
    });
    await deliver();
    expect((await bell('retailLeader')).total).toBe(0);
    const rows = await t.database.db
      .select()
      .from(outboundMessages)
      .where(and(inArray(outboundMessages.to, [users.locationLeaderDenver.email, users.retailLeader.email]), isNull(outboundMessages.code)));
    expect(rows).toEqual([]);
    // And the API refuses to mention them in the first place.
    const res = await api.call('companyLeader', 'POST', `requests/${requestId}/notes`, { id: randomUUID(), text: 'x', mentions: [users.retailLeader.id] });
    expect(res.statusCode).toBe(400);
  });

  it('lists only the caller’s own, newest first and paged; nobody marks another’s', async () => {
    for (let i = 0; i < 3; i++) await note('locationStaff', `Update ${i}`);
    await deliver();
    const first = await bell('companyLeader', '?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(5);
    expect(first.items[0]!.body).toBe('Update 2');
    const second = await bell('companyLeader', '?limit=2&offset=2');
    expect(second.items[0]!.body).toBe('Update 0');
    expect(new Date(first.items[1]!.createdAt) >= new Date(second.items[0]!.createdAt)).toBe(true);

    const staffOwn = (await bell('locationStaff')).items[0]!;
    expect(staffOwn.readAt).toBeNull();
    // The company leader cannot see it nor mark it.
    expect((await bell('companyLeader', '?limit=200')).items.some((n) => n.id === staffOwn.id)).toBe(false);
    const foreign = await api.call('companyLeader', 'POST', 'notifications/read', { ids: [staffOwn.id] });
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(foreign.json()).toMatchObject({ marked: 0 });
    expect((await bell('locationStaff')).items[0]!.readAt).toBeNull();
    // Preferences are one's own too.
    await api.ok('companyLeader', 'PUT', 'notifications/preferences', { preferences: [{ event: 'comment', channels: ['in-app', 'email'] }] });
    const staffPrefs = await api.ok<NotificationPreferences>('locationStaff', 'GET', 'notifications/preferences');
    expect(staffPrefs.items.find((p) => p.event === 'comment')!.isDefault).toBe(true);

    // The owner marks one, then all.
    const one = await api.ok<{ marked: number; unread: number }>('locationStaff', 'POST', 'notifications/read', { ids: [staffOwn.id] });
    expect(one.marked).toBe(1);
    const leader = await bell('companyLeader');
    expect(leader.unread).toBeGreaterThan(0);
    const all = await api.ok<{ marked: number; unread: number }>(
      'companyLeader',
      'POST',
      'notifications/read',
      { all: true },
      { idempotencyKey: randomUUID() },
    );
    expect(all).toMatchObject({ marked: leader.unread, unread: 0 });
    expect((await bell('companyLeader', '?unread=true')).total).toBe(0);
  });

  it('answers bad input with a 400 naming the problem', async () => {
    const cases: [string, string, object | undefined, RegExp][] = [
      ['GET', 'notifications?limit=500', undefined, /limit must be at most 200/],
      ['GET', 'notifications?offset=-1', undefined, /offset must not be negative/],
      ['GET', 'notifications?unread=maybe', undefined, /unread must be true or false/],
      ['POST', 'notifications/read', {}, /give ids or all: true/],
      ['POST', 'notifications/read', { ids: ['not-an-id'] }, /ids must be notification ids/],
      ['POST', 'notifications/read', { ids: [randomUUID()], all: true }, /either ids or all/],
      ['PUT', 'notifications/preferences', { preferences: [{ event: 'mention', channels: ['push'] }] }, /only in-app and email can be chosen/],
      ['PUT', 'notifications/preferences', { preferences: [{ event: 'gossip', channels: [] }] }, /event must be one of/],
      ['PUT', 'notifications/preferences', { preferences: [{ event: 'mention', channels: ['pigeon'] }] }, /channels must be among/],
      ['PUT', 'notifications/preferences', { preferences: [] }, /at least one event/],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await api.call('locationStaff', method as 'GET', path, body);
      expect(res.statusCode, `${method} ${path} ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });
});
