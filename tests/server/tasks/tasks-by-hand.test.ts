import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUAL_TASK_SCORES, TASK_BY_HAND_MESSAGES, type TaskPage, type TaskReopenResult, type TaskWriteResult } from '../../../src/domain/tasks/task-api';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, locations, requests } = DEMO;
type Who = 'locationStaff' | 'companyLeader' | 'retailLeader' | 'accountManager';

/** docs/product/tasks.md#by-hand: tasks made, given, changed and reopened by people. */
describe('tasks by hand', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const create = (who: Who, body: object, key?: string) => api.call(who, 'POST', 'tasks', body, { idempotencyKey: key });
  const made = async (who: Who, body: object) => {
    const res = await create(who, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TaskWriteResult>();
  };
  const errorOf = async (res: Promise<{ statusCode: number; json: <T>() => T }>, status: number) => {
    const answer = await res;
    expect(answer.statusCode).toBe(status);
    return answer.json<{ message: string }>().message;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['locationStaff', 'companyLeader', 'retailLeader', 'accountManager']);
  });
  afterAll(() => t.close());

  it('makes a General task at a location, given to someone there, ranked by its priority, and lists it', async () => {
    const due = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const task = await made('companyLeader', {
      title: '  Deep-clean the fryer hoods  ',
      description: 'Before the health inspection.',
      locationId: locations.staffPm.id,
      assignedToUserId: users.locationStaff.id,
      dueAt: due,
      priority: 'High',
    });
    expect(task).toMatchObject({
      title: 'Deep-clean the fryer hoods',
      taskType: 'General',
      score: MANUAL_TASK_SCORES.High,
      location: { id: locations.staffPm.id },
      assignedTo: { id: users.locationStaff.id },
      createdBy: { id: users.companyLeader.id },
      completedAt: null,
      request: null,
    });
    expect(new Date(task.dueAt!).toISOString()).toBe(due);

    // The person it was given to sees it in their list.
    const theirs = await api.ok<TaskPage>('locationStaff', 'GET', `tasks/self?locationId=${locations.staffPm.id}&limit=200`);
    expect(theirs.items.map((i) => i.id)).toContain(task.id);
  });

  it('makes a Follow-up on a request, at the request’s location', async () => {
    const task = await made('locationStaff', { title: 'Call the vendor back', requestId: requests.openEmergencyForVendorTech.id });
    expect(task).toMatchObject({
      taskType: 'Follow-up',
      score: MANUAL_TASK_SCORES.Normal,
      location: { id: locations.staffPm.id },
      request: { id: requests.openEmergencyForVendorTech.id },
      assignedTo: null,
      dueAt: null,
    });
    const elsewhere = create('locationStaff', { title: 'x', requestId: requests.openEmergencyForVendorTech.id, locationId: locations.staffOther.id });
    expect(await errorOf(elsewhere, 400)).toBe(TASK_BY_HAND_MESSAGES.locationOfRequest);
  });

  it('refuses bad input with messages that name the field', async () => {
    expect(await errorOf(create('companyLeader', { title: '   ', locationId: locations.staffPm.id }), 400)).toContain('title must not be empty');
    expect(await errorOf(create('companyLeader', { title: 'No place' }), 400)).toContain('locationId: choose a location');
    expect(await errorOf(create('companyLeader', { title: 'x', locationId: 'nope' }), 400)).toContain('locationId must be an id');
    expect(await errorOf(create('companyLeader', { title: 'x', locationId: locations.staffPm.id, dueAt: 'tomorrow' }), 400)).toContain('dueAt must be a date');
    expect(await errorOf(create('companyLeader', { title: 'x', locationId: locations.staffPm.id, priority: 'Urgent' }), 400)).toContain(
      'priority must be one of Low, Normal, High',
    );
    expect(await errorOf(create('companyLeader', { title: 'x', locationId: locations.staffPm.id, taskType: 'Preventative' }), 400)).toContain(
      'taskType must be one of General, Follow-up',
    );
    // Someone who does not work at the location, and someone of another customer.
    expect(
      await errorOf(create('companyLeader', { title: 'x', locationId: locations.enterpriseNotStaff.id, assignedToUserId: users.locationStaff.id }), 400),
    ).toBe(TASK_BY_HAND_MESSAGES.assigneeElsewhere);
    expect(await errorOf(create('companyLeader', { title: 'x', locationId: locations.staffPm.id, assignedToUserId: users.retailLeader.id }), 400)).toBe(
      TASK_BY_HAND_MESSAGES.assigneeElsewhere,
    );
  });

  it('keeps each tenant and each location to its own people', async () => {
    // Another tenant's location and request read as unknown ones.
    expect(await errorOf(create('retailLeader', { title: 'x', locationId: locations.staffPm.id }), 400)).toBe('locationId: no such location.');
    expect(await errorOf(create('retailLeader', { title: 'x', requestId: requests.openEmergencyForVendorTech.id }), 400)).toBe('requestId: no such request.');
    // A location the staff member is not assigned to.
    expect(await errorOf(create('locationStaff', { title: 'x', locationId: locations.enterpriseNotStaff.id }), 400)).toBe('locationId: no such location.');
    // Internal staff read every task and make none.
    expect(await errorOf(create('accountManager', { title: 'x', locationId: locations.staffPm.id }), 403)).toBe(
      'You do not have permission to create tasks at this location.',
    );

    const task = await made('companyLeader', { title: 'Harbor only', locationId: locations.enterpriseNotStaff.id });
    expect((await api.call('retailLeader', 'PATCH', `tasks/${task.id}`, { dueAt: null })).statusCode).toBe(404);
    expect((await api.call('locationStaff', 'POST', `tasks/${task.id}/reopen`)).statusCode).toBe(404);
    expect((await api.call('accountManager', 'PATCH', `tasks/${task.id}`, { dueAt: null })).statusCode).toBe(403);
  });

  it('gives a task to someone else, moves its due date and rewords it; a generated task only changes hands and dates', async () => {
    const task = await made('companyLeader', { title: 'Check the grease trap', locationId: locations.staffPm.id });
    const given = await api.ok<TaskWriteResult>('companyLeader', 'PATCH', `tasks/${task.id}`, {
      assignedToUserId: users.locationStaff.id,
      title: 'Check and log the grease trap',
      priority: 'Low',
    });
    expect(given).toMatchObject({ assignedTo: { id: users.locationStaff.id }, title: 'Check and log the grease trap', score: MANUAL_TASK_SCORES.Low });
    const taken = await api.ok<TaskWriteResult>('locationStaff', 'PATCH', `tasks/${task.id}`, { assignedToUserId: null, dueAt: null });
    expect(taken).toMatchObject({ assignedTo: null, dueAt: null, title: 'Check and log the grease trap' });

    expect(await errorOf(api.call('companyLeader', 'PATCH', `tasks/${task.id}`, {}), 400)).toContain('Nothing to change');
    expect(await errorOf(api.call('companyLeader', 'PATCH', `tasks/${task.id}`, { assignedToUserId: users.retailLeader.id }), 400)).toBe(
      TASK_BY_HAND_MESSAGES.assigneeElsewhere,
    );

    // The demo's certification task comes from its request: it may be given to someone, not reworded.
    const certification = DEMO.tasks.certification.id;
    expect(await errorOf(api.call('companyLeader', 'PATCH', `tasks/${certification}`, { title: 'Something else' }), 400)).toBe(
      TASK_BY_HAND_MESSAGES.generatedUnchanged,
    );
    const assigned = await api.ok<TaskWriteResult>('companyLeader', 'PATCH', `tasks/${certification}`, { assignedToUserId: users.companyLeader.id });
    expect(assigned).toMatchObject({ taskType: 'Equipment Certification', assignedTo: { id: users.companyLeader.id } });
  });

  it('reopens a complete task once, forgetting its completion; reopening an open one changes nothing', async () => {
    const task = await made('locationStaff', { title: 'Reset the walk-in alarm', locationId: locations.staffPm.id });
    await api.ok('locationStaff', 'POST', `tasks/${task.id}/complete`, {});
    const reopened = await api.ok<TaskReopenResult>('companyLeader', 'POST', `tasks/${task.id}/reopen`);
    expect(reopened).toMatchObject({ completedAt: null, completedBy: null, alreadyOpen: false });
    const again = await api.ok<TaskReopenResult>('companyLeader', 'POST', `tasks/${task.id}/reopen`);
    expect(again.alreadyOpen).toBe(true);
    const open = await api.ok<TaskPage>('locationStaff', 'GET', `tasks/self?locationId=${locations.staffPm.id}&limit=200`);
    expect(open.items.map((i) => i.id)).toContain(task.id);
  });

  it('makes a task once per Idempotency-Key', async () => {
    const key = randomUUID();
    const body = { title: 'Once only', locationId: locations.staffOther.id };
    const first = await create('locationStaff', body, key);
    const repeat = await create('locationStaff', body, key);
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json<TaskWriteResult>().id).toBe(first.json<TaskWriteResult>().id);
    const all = await api.ok<TaskPage>('locationStaff', 'GET', `tasks/self?locationId=${locations.staffOther.id}&limit=200`);
    expect(all.items.filter((i) => i.title === 'Once only')).toHaveLength(1);
  });
});
