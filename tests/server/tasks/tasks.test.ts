import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PmScheduleView } from '../../../src/domain/pm/pm-schedules-api';
import type { MyDay, ShareRecipients, TaskCompleteResult, TaskDetail, TaskPage, TaskSavings, TaskShareResult } from '../../../src/domain/tasks/task-api';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { tasks, taskShares } from '../../../src/server/db/schema/tasks';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, locations } = DEMO;
const T = DEMO.tasks;
type Who = 'locationStaff' | 'companyLeader' | 'retailLeader' | 'technician' | 'vendorTech' | 'accountManager';

describe('tasks', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const list = (who: Who, query = '') => api.ok<TaskPage>(who, 'GET', `tasks/self${query ? `?${query}` : ''}`);

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['locationStaff', 'companyLeader', 'retailLeader', 'technician', 'vendorTech', 'accountManager']);
  });
  afterAll(() => t.close());

  describe('GET tasks/self', () => {
    it('lists open tasks of the caller’s locations, score descending, paged with the total', async () => {
      const page = await list('locationStaff', 'limit=200');
      expect(page.total).toBe(page.items.length);
      expect(page.items.length).toBeGreaterThan(2);
      expect(page.items.map((i) => i.id)).toContain(T.standingOpen.id);
      expect(page.items.every((i) => i.completedAt === null)).toBe(true);
      // Only HG-101 and HG-103: not HG-102's certification, not another tenant's.
      expect(new Set(page.items.map((i) => i.location.id))).toEqual(new Set([locations.staffPm.id, locations.staffOther.id]));
      const scores = page.items.map((i) => i.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));

      const first = await list('companyLeader', 'limit=5');
      const second = await list('companyLeader', 'limit=5&offset=5');
      expect(first.items).toHaveLength(5);
      expect(second.total).toBe(first.total);
      expect(second.offset).toBe(5);
      expect(first.items.map((i) => i.id).filter((id) => second.items.some((s) => s.id === id))).toEqual([]);
      expect(first.items.at(-1)!.score).toBeGreaterThanOrEqual(second.items[0]!.score);
    });

    it('filters by status, location, type and due window', async () => {
      const completed = await list('locationStaff', 'status=completed&limit=200');
      expect(completed.items.map((i) => i.id)).toContain(T.standingCompleted.id);
      expect(completed.items.every((i) => i.completedAt !== null)).toBe(true);
      const all = await list('locationStaff', 'status=all&limit=200');
      const open = await list('locationStaff', 'limit=200');
      expect(all.total).toBe(open.total + completed.total);

      const at103 = await list('locationStaff', `locationId=${locations.staffOther.id}&limit=200`);
      expect(at103.total).toBeGreaterThan(0);
      expect(at103.items.every((i) => i.location.id === locations.staffOther.id)).toBe(true);
      // A location the caller does not see lists nothing rather than another tenant's work.
      expect((await list('locationStaff', `locationId=${locations.retail.id}`)).total).toBe(0);

      const pm = await list('companyLeader', 'type=Preventative&limit=200');
      expect(pm.total).toBeGreaterThan(0);
      expect(pm.items.every((i) => i.taskType === 'Preventative')).toBe(true);
      const certification = await list('companyLeader', 'type=Equipment Certification&limit=200');
      expect(certification.items.map((i) => i.id)).toContain(T.certification.id);

      const from = new Date(Date.now() - 86_400_000).toISOString();
      const to = new Date(Date.now() + 3 * 86_400_000).toISOString();
      const soon = await list('companyLeader', `dueFrom=${encodeURIComponent(from)}&dueTo=${encodeURIComponent(to)}&limit=200`);
      expect(soon.total).toBeGreaterThan(0);
      expect(soon.items.every((i) => i.dueAt !== null && i.dueAt >= from && i.dueAt < to)).toBe(true);
      expect(soon.total).toBeLessThan((await list('companyLeader')).total);
    });

    it('refuses bad filters with a message naming the field', async () => {
      for (const [query, field] of [
        ['status=done', 'status'],
        ['type=Chore', 'type'],
        ['locationId=nope', 'locationId'],
        ['dueFrom=tomorrow', 'dueFrom'],
        ['dueFrom=2026-03-02T00:00:00Z&dueTo=2026-03-01T00:00:00Z', 'dueTo'],
        ['limit=500', 'limit'],
      ] as const) {
        const res = await api.call('locationStaff', 'GET', `tasks/self?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json<{ message: string }>().message, query).toContain(field);
      }
    });

    it('keeps each tenant to its own tasks', async () => {
      const retail = await list('retailLeader', 'status=all&limit=200');
      expect(retail.items.map((i) => i.id)).toContain(T.retailOpen.id);
      expect(retail.items.some((i) => i.id === T.standingOpen.id)).toBe(false);
    });
  });

  describe('GET tasks/{id}', () => {
    it('answers the task with its request, PM schedule and asset', async () => {
      const task = await api.ok<TaskDetail>('companyLeader', 'GET', `tasks/${T.certification.id}`);
      expect(task).toMatchObject({
        id: T.certification.id,
        taskType: 'Equipment Certification',
        completedAt: null,
        request: { id: DEMO.requests.equipmentCertification.id, requestType: 'Equipment Certification', pm: null },
      });
      expect(task.asset).not.toBeNull();

      const pmTask = (await list('companyLeader', 'type=Preventative&limit=1')).items[0]!;
      const pm = await api.ok<TaskDetail>('companyLeader', 'GET', `tasks/${pmTask.id}`);
      expect(pm.pmScheduleId).not.toBeNull();
      const schedule = await api.ok<PmScheduleView>('companyLeader', 'GET', `pm-schedules/${pm.pmScheduleId}`);
      // The task is the schedule's next occurrence.
      expect(pm.dueAt!.slice(0, 10)).toBe(schedule.nextOccurrenceDate);
    });

    it('answers 400 for a bad id and 404 for an unknown or another tenant’s', async () => {
      const bad = await api.call('locationStaff', 'GET', 'tasks/not-an-id');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('id');
      expect((await api.call('locationStaff', 'GET', `tasks/${randomUUID()}`)).statusCode).toBe(404);
      expect((await api.call('retailLeader', 'GET', `tasks/${T.standingOpen.id}`)).statusCode).toBe(404);
      // Same customer, a location the caller does not have.
      expect((await api.call('locationStaff', 'GET', `tasks/${T.certification.id}`)).statusCode).toBe(404);
    });
  });

  describe('GET tasks/{id}/savings', () => {
    it('prices the task by its kind and request priority', async () => {
      const certification = await api.ok<TaskSavings>('companyLeader', 'GET', `tasks/${T.certification.id}/savings`);
      // A Low-priority repair: a $250 trip × 2.5.
      expect(certification).toMatchObject({ taskType: 'Equipment Certification', projectedSavingsUsd: 625, realized: false });
      const chore = await api.ok<TaskSavings>('locationStaff', 'GET', `tasks/${T.standingCompleted.id}/savings`);
      expect(chore).toMatchObject({ taskType: 'General', projectedSavingsUsd: 0, realized: true });
      expect((await api.call('retailLeader', 'GET', `tasks/${T.certification.id}/savings`)).statusCode).toBe(404);
      expect((await api.call('retailLeader', 'GET', 'tasks/x/savings')).statusCode).toBe(400);
    });
  });

  describe('share', () => {
    it('groups the recipients of an open task, flags who is out of office', async () => {
      const groups = await api.ok<ShareRecipients>('companyLeader', 'GET', `tasks/${T.atOutOfOfficeStore.id}/share/recipients`);
      const natalie = groups.locationContacts.find((r) => r.id === users.outOfOfficeLeader.id);
      expect(natalie).toMatchObject({ isOoo: true, role: 'Location Leader' });
      expect(natalie!.oooStartDate).not.toBeNull();
      // The caller is not offered to themself; the customer's all-location people are.
      expect(groups.customerContacts.some((r) => r.id === users.companyLeader.id)).toBe(false);
      expect(groups.customerContacts.some((r) => r.id === users.technician.id)).toBe(true);

      const certification = await api.ok<ShareRecipients>('companyLeader', 'GET', `tasks/${T.certification.id}/share/recipients`);
      // The request is dispatched to ColdChain: its people are the vendor contacts.
      expect(certification.vendorContacts.map((r) => r.id)).toContain(users.vendorTech.id);
    });

    it('sends the task to the chosen recipients through the mail adapter and logs it, once per key', async () => {
      const key = randomUUID();
      const body = { recipientIds: [users.locationStaff.id], message: 'Please do this before Friday.' };
      const first = await api.call('companyLeader', 'POST', `tasks/${T.standingOpen.id}/share`, body, { idempotencyKey: key });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<TaskShareResult>()).toMatchObject({
        taskId: T.standingOpen.id,
        opId: key,
        recipients: [{ id: users.locationStaff.id, channel: 'email' }],
      });
      const again = await api.call('companyLeader', 'POST', `tasks/${T.standingOpen.id}/share`, body, { idempotencyKey: key });
      expect(again.json<TaskShareResult>().sharedAt).toBe(first.json<TaskShareResult>().sharedAt);

      const sent = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.to, users.locationStaff.email));
      const shared = sent.filter((m) => m.subject?.startsWith('Task shared with you'));
      expect(shared).toHaveLength(1);
      expect(shared[0]!.text).toContain('Please do this before Friday.');
      expect(shared[0]!.link).toContain(`/tasks/${T.standingOpen.id}`);
      const log = await t.database.db.select().from(taskShares).where(eq(taskShares.taskId, T.standingOpen.id));
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ sharedByUserId: users.companyLeader.id, recipientUserId: users.locationStaff.id, channel: 'email' });
    });

    it('refuses a bad body, someone not offered, a bad id and another tenant’s task', async () => {
      const path = `tasks/${T.standingOpen.id}/share`;
      for (const [body, field] of [
        [{}, 'recipientIds'],
        [{ recipientIds: [] }, 'recipientIds'],
        [{ recipientIds: ['x'] }, 'recipientIds'],
        [{ recipientIds: [users.locationStaff.id], message: 'x'.repeat(2001) }, 'message'],
      ] as const) {
        const res = await api.call('companyLeader', 'POST', path, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json<{ message: string }>().message).toContain(field);
      }
      const stranger = await api.call('companyLeader', 'POST', path, { recipientIds: [users.retailLeader.id] });
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json<{ message: string }>().message).toContain('not among');
      expect((await api.call('companyLeader', 'POST', 'tasks/nope/share', { recipientIds: [users.locationStaff.id] })).statusCode).toBe(400);
      expect((await api.call('retailLeader', 'POST', path, { recipientIds: [users.locationStaff.id] })).statusCode).toBe(404);
      expect((await api.call('retailLeader', 'GET', `${path}/recipients`)).statusCode).toBe(404);
    });

    it('a completed task refuses share recipients and share', async () => {
      const recipients = await api.call('locationStaff', 'GET', `tasks/${T.standingCompleted.id}/share/recipients`);
      expect(recipients.statusCode).toBe(409);
      expect(recipients.json<{ message: string }>().message).toBe('This task is complete; it can no longer be shared.');
      const share = await api.call('companyLeader', 'POST', `tasks/${T.standingCompleted.id}/share`, { recipientIds: [users.locationStaff.id] });
      expect(share.statusCode).toBe(409);
    });
  });

  describe('POST tasks/{id}/complete', () => {
    it('records who and when, once: a replay and a second completion change nothing', async () => {
      const id = (await list('locationStaff', `locationId=${locations.staffOther.id}&limit=1`)).items[0]!.id;
      const key = randomUUID();
      const completedAt = new Date(Date.now() - 10 * 60_000).toISOString();
      const first = await api.call('locationStaff', 'POST', `tasks/${id}/complete`, { completedAt }, { idempotencyKey: key });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<TaskCompleteResult>()).toMatchObject({
        id,
        completedAt,
        completedBy: { id: users.locationStaff.id },
        alreadyCompleted: false,
        opId: key,
      });
      const replay = await api.call('locationStaff', 'POST', `tasks/${id}/complete`, { completedAt }, { idempotencyKey: key });
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json<TaskCompleteResult>()).toMatchObject({ completedAt, alreadyCompleted: false, opId: key });
      // Another device's completion, later: the first one stands.
      const other = await api.call('companyLeader', 'POST', `tasks/${id}/complete`, {}, { idempotencyKey: randomUUID() });
      expect(other.json<TaskCompleteResult>()).toMatchObject({ completedAt, completedBy: { id: users.locationStaff.id }, alreadyCompleted: true });

      const [row] = await t.database.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.id, id)));
      expect(row!.completedAt!.toISOString()).toBe(completedAt);
      expect(row!.completedByUserId).toBe(users.locationStaff.id);
      expect((await list('locationStaff', 'limit=200')).items.some((i) => i.id === id)).toBe(false);
      // Once complete, its recipients are no longer offered.
      expect((await api.call('locationStaff', 'GET', `tasks/${id}/share/recipients`)).statusCode).toBe(409);
    });

    it('refuses a bad body, a bad id, another tenant’s task and a reader who may not change it', async () => {
      const path = `tasks/${T.standingOpen.id}/complete`;
      const bad = await api.call('locationStaff', 'POST', path, { completedAt: 'yesterday' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('completedAt');
      const future = await api.call('locationStaff', 'POST', path, { completedAt: new Date(Date.now() + 86_400_000).toISOString() });
      expect(future.statusCode).toBe(400);
      expect(future.json<{ message: string }>().message).toContain('completedAt');
      expect((await api.call('locationStaff', 'POST', 'tasks/123/complete', {})).statusCode).toBe(400);
      expect((await api.call('locationStaff', 'POST', `tasks/${randomUUID()}/complete`, {})).statusCode).toBe(404);
      expect((await api.call('retailLeader', 'POST', path, {})).statusCode).toBe(404);
      // Internal staff read every task but do not change them.
      expect((await api.call('accountManager', 'POST', path, {})).statusCode).toBe(403);
      const still = await api.ok<TaskDetail>('locationStaff', 'GET', `tasks/${T.standingOpen.id}`);
      expect(still.completedAt).toBeNull();
    });
  });

  describe('GET tasks/self/day', () => {
    const today = () => {
      const from = new Date();
      from.setUTCHours(0, 0, 0, 0);
      return `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(new Date(from.getTime() + 86_400_000).toISOString())}`;
    };

    it('gives a vendor technician and an internal technician their visits of the day, by time', async () => {
      const vendor = await api.ok<MyDay>('vendorTech', 'GET', `tasks/self/day?${today()}`);
      const visit = vendor.items.find((i) => i.kind === 'visit' && i.id === DEMO.requests.openEmergencyForVendorTech.id);
      expect(visit).toMatchObject({ checkedIn: false, request: { id: DEMO.requests.openEmergencyForVendorTech.id } });
      const times = vendor.items.map((i) => i.at);
      expect(times).toEqual([...times].sort());

      const internal = await api.ok<MyDay>('technician', 'GET', `tasks/self/day?${today()}`);
      expect(internal.items.map((i) => i.id)).toContain(DEMO.requests.internalTechnician.id);
      expect(internal.items.some((i) => i.id === DEMO.requests.openEmergencyForVendorTech.id)).toBe(false);

      await api.ok('vendorTech', 'POST', `requests/${DEMO.requests.openEmergencyForVendorTech.id}/checkin`, {});
      const after = await api.ok<MyDay>('vendorTech', 'GET', `tasks/self/day?${today()}`);
      expect(after.items.find((i) => i.id === DEMO.requests.openEmergencyForVendorTech.id)!.checkedIn).toBe(true);
    });

    it('refuses a missing or too long day', async () => {
      expect((await api.call('vendorTech', 'GET', 'tasks/self/day')).statusCode).toBe(400);
      const long = await api.call('vendorTech', 'GET', 'tasks/self/day?from=2026-03-01T00:00:00Z&to=2026-03-09T00:00:00Z');
      expect(long.statusCode).toBe(400);
      expect(long.json<{ message: string }>().message).toContain('to');
    });
  });
});
