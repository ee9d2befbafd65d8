import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import type { NotificationPage } from '../../../src/domain/notifications/notification-api';
import { PUBLIC_LINK_PATHS } from '../../../src/domain/public-links/public-links-api';
import type { QuotePage } from '../../../src/domain/requests/quotes-api';
import { buildApp, type App } from '../../../src/server/app';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { notifications } from '../../../src/server/db/schema/notifications';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { secondConnection } from '../../helpers/second-connection';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { deliverWaiting, PUBLIC_URL } from './deliver-waiting';

const { users, assets, vendors } = DEMO;
const HVAC_EMAIL = 'dispatch@summitmech.example';
type Who = 'companyLeader' | 'locationStaff' | 'locationLeaderEmbarcadero' | 'hvacTech' | 'vendorTech';

describe('notifications of a vendor’s answers and of quote decisions', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  let requestId = '';

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    await api.signIn(users, ['companyLeader', 'locationStaff', 'locationLeaderEmbarcadero', 'hvacTech', 'vendorTech']);
    // The company leader files it at HG-101 with the location staff member as its contact.
    const body = {
      id: randomUUID(),
      assetId: assets.enterpriseWithLabel.id,
      requestPriority: 'High',
      incidentDescription: 'The ice machine leaks.',
      symptoms: [],
      contactIds: [users.locationStaff.id],
    };
    const res = await api.call('companyLeader', 'POST', 'requests', body);
    expect(res.statusCode, res.body).toBe(201);
    requestId = body.id;
  }, 60_000);
  afterAll(() => t.close());

  const deliver = () => deliverWaiting(t);
  const events = async (who: Who) => (await api.ok<NotificationPage>(who, 'GET', 'notifications?limit=200')).items.map((n) => n.event);
  const emailSubjects = async (to: string) =>
    (
      await t.database.db
        .select({ subject: outboundMessages.subject })
        .from(outboundMessages)
        .where(and(eq(outboundMessages.to, to), isNull(outboundMessages.code), isNull(outboundMessages.loginSessionId)))
        .orderBy(desc(outboundMessages.createdAt))
    ).map((m) => m.subject ?? '');
  async function lastLink(to: string): Promise<URL> {
    const [m] = await t.database.db
      .select({ link: outboundMessages.link })
      .from(outboundMessages)
      .where(eq(outboundMessages.to, to))
      .orderBy(desc(outboundMessages.createdAt));
    return new URL(m!.link!);
  }
  const anon = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `${API_PREFIX}${path}`, payload });
  const dispatch = async () => {
    const res = await api.call('companyLeader', 'PATCH', `requests/${requestId}`, { assignedToVendorId: vendors.hvac.id });
    expect(res.statusCode, res.body).toBe(200);
    return (await lastLink(HVAC_EMAIL)).searchParams.get('token')!;
  };

  it('tells the request’s creator and contact when the vendor declines (portal and email for both by default)', async () => {
    const token = await dispatch();
    const res = await anon(PUBLIC_LINK_PATHS.dispatch, { token, requestId, response: 'decline', reason: 'No technician free this week.' });
    expect(res.statusCode, res.body).toBe(200);
    await deliver();
    expect(await events('companyLeader')).toEqual(['dispatch-declined']);
    expect(await events('locationStaff')).toEqual(['dispatch-declined']);
    const [declined] = (await api.ok<NotificationPage>('locationStaff', 'GET', 'notifications')).items;
    expect(declined).toMatchObject({ title: expect.stringMatching(/^Summit Mechanical declined request #\d+$/), body: 'No technician free this week.' });
    expect((await emailSubjects(users.companyLeader.email))[0]).toBe(declined!.title);
    expect((await emailSubjects(users.locationStaff.email))[0]).toBe(declined!.title);
  });

  it('tells them of an acceptance and of each progress report, in the portal only by default', async () => {
    const leaderMail = (await emailSubjects(users.companyLeader.email)).length;
    const token = await dispatch();
    const eta = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    expect((await anon(PUBLIC_LINK_PATHS.dispatch, { token, requestId, response: 'accept', eta })).statusCode).toBe(200);
    const followUp = (await lastLink(HVAC_EMAIL)).searchParams.get('token')!;
    for (const status of ['on-the-way', 'on-site', 'work-complete']) {
      const res = await anon(PUBLIC_LINK_PATHS.followUp, { token: followUp, requestId, status, notes: `Status ${status}`, attachmentIds: [] });
      expect(res.statusCode, res.body).toBe(200);
    }
    await deliver();
    expect((await events('companyLeader')).slice(0, 4)).toEqual(['work-complete', 'vendor-on-site', 'vendor-en-route', 'dispatch-accepted']);
    expect((await events('locationStaff')).slice(0, 4)).toEqual(['work-complete', 'vendor-on-site', 'vendor-en-route', 'dispatch-accepted']);
    expect((await emailSubjects(users.companyLeader.email)).length).toBe(leaderMail);
    // Needs parts matters: emailed by default.
    const res = await anon(PUBLIC_LINK_PATHS.followUp, { token: followUp, requestId, status: 'needs-parts', notes: 'A new pump.', attachmentIds: [] });
    expect(res.statusCode, res.body).toBe(200);
    await deliver();
    expect((await emailSubjects(users.companyLeader.email))[0]).toMatch(/^Summit Mechanical needs parts for request #\d+$/);
  });

  it('tells the leader of a quote, and the vendor’s people and the contact of its approval', async () => {
    const asked = await api.call('companyLeader', 'POST', `requests/${requestId}/quote-requests`, { vendorId: vendors.hvac.id });
    expect(asked.statusCode, asked.body).toBe(201);
    const token = (await lastLink(HVAC_EMAIL)).searchParams.get('token')!;
    expect((await anon(PUBLIC_LINK_PATHS.quote, { token, requestId, amountUsd: 640, description: 'New pump and fitting.' })).statusCode).toBe(200);
    await deliver();
    const [quoted] = (await api.ok<NotificationPage>('companyLeader', 'GET', 'notifications')).items;
    expect(quoted).toMatchObject({ event: 'quote-received', body: '$640.00: New pump and fitting.' });
    expect((await emailSubjects(users.companyLeader.email))[0]).toBe(quoted!.title);
    expect((await events('locationStaff'))[0]).toBe('quote-received');

    const [quote] = (await api.ok<QuotePage>('companyLeader', 'GET', `requests/${requestId}/quotes`)).items;
    expect((await api.call('companyLeader', 'POST', `requests/${requestId}/quotes/${quote!.id}/approve`)).statusCode).toBe(200);
    await deliver();
    // The vendor's people: the approval, besides the assignments of the request to their company (assignment-events.test.ts).
    expect((await events('hvacTech')).filter((e) => e !== 'request-assigned')).toEqual(['quote-approved']);
    expect((await events('locationStaff'))[0]).toBe('quote-approved');
    // The leader approved it: not told of their own decision.
    expect((await events('companyLeader'))[0]).toBe('quote-received');
  });

  it('tells nobody else: another vendor’s people, a leader of the location who is not on the request', async () => {
    expect(await events('vendorTech')).toEqual([]);
    expect(await events('locationLeaderEmbarcadero')).toEqual([]);
  });
});

describe('notifications on the job queue of two servers', () => {
  let a: TestApp;
  let b: App;
  let bDatabase: DatabaseHandle;
  const api = apiAs<'companyLeader'>(() => a);

  beforeAll(async () => {
    a = await createTestApp({ PUBLIC_URL, JOBS: '1' });
    bDatabase = await secondConnection(a.database);
    b = await buildApp(a.config, { database: bDatabase, logger: false });
    await Promise.all([a.app.ready(), b.ready()]);
    await api.signIn(users, ['companyLeader']);
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it('delivers each notification once, in the portal and by email', async () => {
    const body = {
      id: randomUUID(),
      assetId: assets.enterpriseWithLabel.id,
      requestPriority: 'High',
      incidentDescription: 'The hood fan rattles.',
      symptoms: [],
    };
    expect((await api.call('companyLeader', 'POST', 'requests', body)).statusCode).toBe(201);
    const notes = Array.from({ length: 3 }, (_, i) => ({ id: randomUUID(), text: `Jamie, look at this (${i}).`, mentions: [users.locationStaff.id] }));
    for (const note of notes) expect((await api.call('companyLeader', 'POST', `requests/${body.id}/notes`, note)).statusCode).toBe(201);
    const db = a.database.db;
    const told = () =>
      db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, users.locationStaff.id), eq(notifications.requestId, body.id)));
    await expect.poll(async () => (await told()).length, { timeout: 20_000, interval: 250 }).toBe(3);
    const mails = () =>
      db
        .select({ id: outboundMessages.id })
        .from(outboundMessages)
        .where(and(eq(outboundMessages.to, users.locationStaff.email), eq(outboundMessages.link, `${PUBLIC_URL}/requests/${body.id}`)));
    await expect.poll(async () => (await mails()).length, { timeout: 10_000, interval: 250 }).toBe(3);
    // Each event's job ran, and none delivered twice, on either server.
    const { rows } = await a.database.executeSql(
      `select output->>'outcome' as outcome from pgboss.job where name = 'notification-event' and state = 'completed'`,
      [],
    );
    expect(rows.filter((r) => r.outcome === 'delivered').length).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await told()).length).toBe(3);
    expect((await mails()).length).toBe(3);
  }, 60_000);
});
