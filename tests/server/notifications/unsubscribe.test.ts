import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage, NotificationPreferences } from '../../../src/domain/notifications/notification-api';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { deliverWaiting, PUBLIC_URL } from './deliver-waiting';

const { users, assets } = DEMO;
type Who = 'companyLeader' | 'locationStaff' | 'locationLeaderEmbarcadero';

/** docs/product/notifications.md#unsubscribe: one-click unsubscribe (RFC 8058) in every notification email. */
describe('one-click unsubscribe from notification emails', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  let requestId = '';

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    await api.signIn(users, ['companyLeader', 'locationStaff', 'locationLeaderEmbarcadero']);
    const body = { id: randomUUID(), assetId: assets.enterpriseWithLabel.id, requestPriority: 'High', incidentDescription: 'The fryer is cold.', symptoms: [] };
    const res = await api.call('companyLeader', 'POST', 'requests', body);
    expect(res.statusCode, res.body).toBe(201);
    requestId = body.id;
  }, 60_000);
  afterAll(() => t.close());

  const deliver = () => deliverWaiting(t);
  const mentionBoth = async (text: string) => {
    const mentions = [users.locationStaff.id, users.locationLeaderEmbarcadero.id];
    const res = await api.call('companyLeader', 'POST', `requests/${requestId}/notes`, { id: randomUUID(), text, mentions }, { idempotencyKey: randomUUID() });
    expect(res.statusCode, res.body).toBe(201);
    await deliver();
  };
  const emailsTo = (email: string) =>
    t.database.db
      .select({ text: outboundMessages.text, headers: outboundMessages.headers })
      .from(outboundMessages)
      .where(and(eq(outboundMessages.to, email), eq(outboundMessages.channel, 'email'), isNull(outboundMessages.code)))
      .orderBy(desc(outboundMessages.createdAt));
  const mentionPref = async (who: Who) =>
    (await api.ok<NotificationPreferences>(who, 'GET', 'notifications/preferences')).items.find((p) => p.event === 'mention');
  /** The unsubscribe URL as a path the app answers, from the email's List-Unsubscribe header. */
  const unsubscribePath = (header: string) => {
    const url = new URL(/^<(.+)>$/.exec(header)![1]!);
    expect(url.origin).toBe(PUBLIC_URL);
    return `${url.pathname}${url.search}`;
  };
  const oneClick = (path: string) =>
    t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });

  it('carries List-Unsubscribe and List-Unsubscribe-Post; the link turns off mention emails for that person only', async () => {
    await mentionBoth('Can one of you check the pilot light?');
    const [mail] = await emailsTo(users.locationStaff.email);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/portal\.example\.com\/v3\/ssp\/public\/notifications\/unsubscribe\?token=[^>]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const path = unsubscribePath(mail!.headers!['List-Unsubscribe']!);
    expect(mail!.text).toContain(`Stop these emails: ${PUBLIC_URL}${path}`);

    // Opening the link (a browser, a mail scanner) changes nothing: it says what the button does.
    const look = await t.app.inject({ method: 'GET', url: path });
    expect(look.statusCode, look.body).toBe(200);
    expect(look.json()).toEqual({ event: 'mention', message: 'Stop emails when: someone mentions you in a note?' });
    const page = await t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<form method="post"');
    expect((await mentionPref('locationStaff'))!.isDefault).toBe(true);

    // The mail client's one-click POST, without signing in.
    const res = await oneClick(path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ event: 'mention', message: expect.stringMatching(/no longer get emails when: someone mentions you/) });
    expect(await mentionPref('locationStaff')).toEqual({ event: 'mention', channels: ['in-app'], isDefault: false });
    // Posting it again is the same.
    expect((await oneClick(path)).statusCode).toBe(200);
    // The other person mentioned keeps the default; the person's other events keep theirs.
    expect(await mentionPref('locationLeaderEmbarcadero')).toEqual({ event: 'mention', channels: ['in-app', 'email'], isDefault: true });
    const staffPrefs = await api.ok<NotificationPreferences>('locationStaff', 'GET', 'notifications/preferences');
    expect(staffPrefs.items.find((p) => p.event === 'action-required')).toEqual({ event: 'action-required', channels: ['in-app', 'email'], isDefault: true });

    // The next mention: the staff member's bell has it and no email comes; the leader still gets the email.
    const staffMail = (await emailsTo(users.locationStaff.email)).length;
    const leaderMail = (await emailsTo(users.locationLeaderEmbarcadero.email)).length;
    await mentionBoth('Thanks, all good now.');
    expect((await api.ok<NotificationPage>('locationStaff', 'GET', 'notifications')).items[0]).toMatchObject({
      event: 'mention',
      body: 'Thanks, all good now.',
    });
    expect((await emailsTo(users.locationStaff.email)).length).toBe(staffMail);
    expect((await emailsTo(users.locationLeaderEmbarcadero.email)).length).toBe(leaderMail + 1);
  });

  it('refuses a tampered, cut or forged token with a 400 that says so, and changes nothing', async () => {
    const [mail] = await emailsTo(users.locationLeaderEmbarcadero.email);
    const path = unsubscribePath(mail!.headers!['List-Unsubscribe']!);
    const token = new URL(`http://x${path}`).searchParams.get('token')!;
    const [userId, event, mac] = token.split('.') as [string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const tampered = [
      `${userId}.${event}.${flipped}`,
      // Another person's id, or another event, under this signature.
      `${users.companyLeader.id}.${event}.${mac}`,
      `${userId}.comment.${mac}`,
      `${userId}.${event}`,
      'not-a-token',
    ];
    const base = path.split('?')[0]!;
    for (const bad of tampered) {
      const res = await oneClick(`${base}?token=${encodeURIComponent(bad)}`);
      expect(res.statusCode, `${bad} ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(/^token: this unsubscribe link is not valid/);
      expect((await t.app.inject({ method: 'GET', url: `${base}?token=${encodeURIComponent(bad)}` })).statusCode).toBe(400);
    }
    const html = await t.app.inject({ method: 'GET', url: `${base}?token=x`, headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(400);
    expect(html.body).toContain('This unsubscribe link is not valid');
    const missing = await oneClick(base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/token/);
    expect(await mentionPref('locationLeaderEmbarcadero')).toEqual({ event: 'mention', channels: ['in-app', 'email'], isDefault: true });
    const leader = await api.ok<NotificationPreferences>('companyLeader', 'GET', 'notifications/preferences');
    expect(leader.items.find((p) => p.event === 'mention')!.isDefault).toBe(true);
  });
});
