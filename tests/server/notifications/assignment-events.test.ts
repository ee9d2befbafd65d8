import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage, NotificationView } from '../../../src/domain/notifications/notification-api';
import type { TaskDetail } from '../../../src/domain/tasks/task-api';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { userLocations } from '../../../src/server/db/schema/tenancy';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { deliverWaiting, PUBLIC_URL } from './deliver-waiting';

const { users, assets, vendors, locations } = DEMO;
type Who = 'companyLeader' | 'locationStaff' | 'locationLeaderEmbarcadero' | 'locationLeaderDenver' | 'hvacTech' | 'vendorTech' | 'brandManager';

/** docs/product/notifications.md#events: a request assigned to a vendor, a task given to someone, an escalation's updates. */
describe('notifications of assignments and escalation updates', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  let requestId = '';
  let requestNumber = 0;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    await api.signIn(users, ['companyLeader', 'locationStaff', 'locationLeaderEmbarcadero', 'locationLeaderDenver', 'hvacTech', 'vendorTech', 'brandManager']);
    // The company leader files it at HG-101 (FrostLine's walk-in cooler) with the location staff member as its contact.
    requestId = await fileRequest();
    requestNumber = (await api.ok<{ number: number }>('companyLeader', 'GET', `requests/${requestId}`)).number;
  }, 60_000);
  afterAll(() => t.close());

  async function fileRequest(extra: object = {}): Promise<string> {
    const body = {
      id: randomUUID(),
      assetId: assets.enterpriseWithLabel.id,
      requestPriority: 'High',
      incidentDescription: 'The walk-in cooler is warm.',
      symptoms: [],
      contactIds: [users.locationStaff.id],
      ...extra,
    };
    const res = await api.call('companyLeader', 'POST', 'requests', body, { idempotencyKey: randomUUID() });
    expect(res.statusCode, res.body).toBe(201);
    return body.id;
  }
  const deliver = () => deliverWaiting(t);
  const bell = async (who: Who): Promise<NotificationView[]> => (await api.ok<NotificationPage>(who, 'GET', 'notifications?limit=200')).items;
  const ofEvent = async (who: Who, event: string) => (await bell(who)).filter((n) => n.event === event);
  const emailsTo = async (email: string) =>
    t.database.db
      .select({ subject: outboundMessages.subject, link: outboundMessages.link })
      .from(outboundMessages)
      .where(and(eq(outboundMessages.to, email), eq(outboundMessages.channel, 'email'), isNull(outboundMessages.code)));

  describe('request-assigned', () => {
    it('tells the assigned vendor’s people (portal and email, a vendor’s default), not the person who assigned it', async () => {
      const leaderBefore = (await bell('companyLeader')).length;
      const res = await api.call('companyLeader', 'PATCH', `requests/${requestId}`, { assignedToVendorId: vendors.hvac.id }, { idempotencyKey: randomUUID() });
      expect(res.statusCode, res.body).toBe(200);
      // Recorded with the write, delivered by the job.
      expect(await ofEvent('hvacTech', 'request-assigned')).toEqual([]);
      await deliver();
      const [told] = await ofEvent('hvacTech', 'request-assigned');
      expect(told).toMatchObject({
        title: `Morgan Ellis assigned request #${requestNumber} to your company`,
        body: 'The walk-in cooler is warm.',
        path: `/requests/${requestId}`,
        request: { id: requestId, number: requestNumber },
      });
      const mail = (await emailsTo(users.hvacTech.email)).filter((m) => m.subject === told!.title);
      expect(mail).toEqual([{ subject: told!.title, link: `${PUBLIC_URL}/requests/${requestId}` }]);
      // Another vendor's people and the actor hear nothing.
      expect(await ofEvent('vendorTech', 'request-assigned')).toEqual([]);
      expect((await bell('companyLeader')).length).toBe(leaderBefore);
      // Assigning the same vendor again changes nothing and tells nobody.
      await api.ok('companyLeader', 'PATCH', `requests/${requestId}`, { assignedToVendorId: vendors.hvac.id });
      await deliver();
      expect(await ofEvent('hvacTech', 'request-assigned')).toHaveLength(1);
    });

    it('tells the new vendor on a reassignment; a vendor reassigned away before delivery is not told (it may no longer read the request)', async () => {
      const other = await fileRequest();
      await api.ok('companyLeader', 'PATCH', `requests/${other}`, { assignedToVendorId: vendors.hvac.id });
      await api.ok('companyLeader', 'PATCH', `requests/${other}`, { assignedToVendorId: vendors.refrigeration.id });
      await deliver();
      expect((await ofEvent('vendorTech', 'request-assigned')).map((n) => n.request?.id)).toEqual([other]);
      expect((await ofEvent('hvacTech', 'request-assigned')).some((n) => n.request?.id === other)).toBe(false);
    });

    it('tells the vendor of a request filed already assigned to it', async () => {
      const filed = await fileRequest({ assignedToVendorId: vendors.refrigeration.id });
      await deliver();
      expect((await ofEvent('vendorTech', 'request-assigned')).some((n) => n.request?.id === filed)).toBe(true);
    });
  });

  describe('task-assigned', () => {
    const createTask = async (who: Who, body: object) => {
      const res = await api.call(who, 'POST', 'tasks', { title: 'Check the door seal', ...body }, { idempotencyKey: randomUUID() });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<TaskDetail>();
    };

    it('tells the person a new task is given to (portal and email), opening the task; giving it to oneself tells nobody', async () => {
      const task = await createTask('companyLeader', { locationId: locations.staffPm.id, assignedToUserId: users.locationStaff.id });
      const own = await createTask('companyLeader', { locationId: locations.staffPm.id, assignedToUserId: users.companyLeader.id });
      await deliver();
      const told = await ofEvent('locationStaff', 'task-assigned');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ title: 'Morgan Ellis assigned you a task', body: 'Check the door seal', path: `/tasks/${task.id}`, request: null });
      expect((await emailsTo(users.locationStaff.email)).some((m) => m.subject === told[0]!.title && m.link === `${PUBLIC_URL}/tasks/${task.id}`)).toBe(true);
      expect((await bell('companyLeader')).some((n) => n.path === `/tasks/${own.id}`)).toBe(false);
    });

    it('tells the new assignee when a task is given to someone else, and names its request', async () => {
      const task = await createTask('companyLeader', { requestId, title: 'Call the vendor back' });
      await deliver();
      expect(await ofEvent('locationLeaderEmbarcadero', 'task-assigned')).toEqual([]);
      const res = await api.call(
        'companyLeader',
        'PATCH',
        `tasks/${task.id}`,
        { assignedToUserId: users.locationLeaderEmbarcadero.id },
        { idempotencyKey: randomUUID() },
      );
      expect(res.statusCode, res.body).toBe(200);
      // Saving the same assignee again is no new assignment.
      await api.ok('companyLeader', 'PATCH', `tasks/${task.id}`, { assignedToUserId: users.locationLeaderEmbarcadero.id });
      await deliver();
      const told = await ofEvent('locationLeaderEmbarcadero', 'task-assigned');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ title: `Morgan Ellis assigned you a task on request #${requestNumber}`, path: `/tasks/${task.id}` });
    });

    it('tells nobody who may no longer read the task’s location when it is delivered', async () => {
      const [row] = await t.database.db
        .select()
        .from(userLocations)
        .where(and(eq(userLocations.userId, users.locationStaff.id), eq(userLocations.locationId, locations.staffPm.id)));
      const before = (await ofEvent('locationStaff', 'task-assigned')).length;
      await createTask('companyLeader', { locationId: locations.staffPm.id, assignedToUserId: users.locationStaff.id });
      // The person leaves HG-101 before the job runs.
      await t.database.db
        .delete(userLocations)
        .where(and(eq(userLocations.userId, users.locationStaff.id), eq(userLocations.locationId, locations.staffPm.id)));
      try {
        await deliver();
      } finally {
        await t.database.db.insert(userLocations).values(row!);
      }
      expect(await ofEvent('locationStaff', 'task-assigned')).toHaveLength(before);
    });
  });

  describe('escalation-update', () => {
    const escalationId = randomUUID();

    it('tells the request’s people of each update, resolve and reopen, in the portal, opening the escalation; never its writer', async () => {
      const res = await api.call('locationStaff', 'POST', 'escalations', { id: escalationId, requestId, reasons: ['Repeat failure'] });
      expect(res.statusCode, res.body).toBe(201);
      await deliver();
      const staffBefore = (await ofEvent('locationStaff', 'escalation-update')).length;

      await api.ok('companyLeader', 'POST', `escalations/${escalationId}/updates`, { text: 'The compressor tripped again at 6 AM.' });
      await deliver();
      const [told] = await ofEvent('locationStaff', 'escalation-update');
      expect((await ofEvent('locationStaff', 'escalation-update')).length).toBe(staffBefore + 1);
      expect(told).toMatchObject({
        title: `Morgan Ellis updated the escalation of request #${requestNumber}`,
        body: 'The compressor tripped again at 6 AM.',
        path: `/escalations/${escalationId}`,
      });
      expect(await ofEvent('companyLeader', 'escalation-update')).toEqual([]);

      // The manufacturer's user: both of the request's people, with the status; the brand's own user is no request person.
      await api.ok('brandManager', 'POST', `escalations/${escalationId}/updates`, { text: 'Checking the batch.', status: 'Manufacturer Responded' });
      await api.ok('locationStaff', 'POST', `escalations/${escalationId}/resolve`, { note: 'Compressor replaced.' });
      await api.ok('locationStaff', 'POST', `escalations/${escalationId}/reopen`, { reason: 'It is warm again.' });
      await deliver();
      const leader = await ofEvent('companyLeader', 'escalation-update');
      expect(leader.map((n) => n.body)).toEqual([
        'Open: Reopened: It is warm again.',
        'Resolved: Compressor replaced.',
        'Manufacturer Responded: Checking the batch.',
      ]);
      expect(leader[2]!.title).toBe(`Sophie Laurent updated the escalation of request #${requestNumber}`);
      expect((await ofEvent('locationStaff', 'escalation-update')).map((n) => n.body)).toContain('Manufacturer Responded: Checking the batch.');
      expect(await ofEvent('brandManager', 'escalation-update')).toHaveLength(0);
      // In the portal only (the role's default): no email of these.
      expect((await emailsTo(users.companyLeader.email)).some((m) => /escalation/.test(m.subject ?? ''))).toBe(false);
    });

    it('tells none of the request’s people who may no longer read it', async () => {
      const before = (await ofEvent('locationStaff', 'escalation-update')).length;
      const [row] = await t.database.db
        .select()
        .from(userLocations)
        .where(and(eq(userLocations.userId, users.locationStaff.id), eq(userLocations.locationId, locations.staffPm.id)));
      await api.ok('companyLeader', 'POST', `escalations/${escalationId}/updates`, { text: 'Anyone there?' });
      await t.database.db
        .delete(userLocations)
        .where(and(eq(userLocations.userId, users.locationStaff.id), eq(userLocations.locationId, locations.staffPm.id)));
      try {
        await deliver();
      } finally {
        await t.database.db.insert(userLocations).values(row!);
      }
      expect(await ofEvent('locationStaff', 'escalation-update')).toHaveLength(before);
    });
  });
});
