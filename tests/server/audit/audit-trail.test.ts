import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES, type AuditEventPage } from '../../../src/domain/audit/audit-api';
import type { TaskWriteResult } from '../../../src/domain/tasks/task-api';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, locations, vendors, customers } = DEMO;
type Who = 'companyLeader' | 'locationStaff' | 'retailLeader' | 'admin' | 'accountManager';

/** docs/product/audit-trail.md: who changed a customer's set-up, what, from what to what. */
describe('the audit trail', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const trail = (who: Who, query = '') => api.call(who, 'GET', `audit-events?limit=200${query}`);

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['companyLeader', 'locationStaff', 'retailLeader', 'admin', 'accountManager']);
  });
  afterAll(() => t.close());

  it('records each change with who made it, before and after, newest first', async () => {
    const made = await api.call('locationStaff', 'POST', 'tasks', { title: 'Check the ice machine filter', locationId: locations.staffPm.id });
    const task = made.json<TaskWriteResult>();
    await api.ok('companyLeader', 'PATCH', `tasks/${task.id}`, { assignedToUserId: users.locationStaff.id, priority: 'High' });
    await api.ok('locationStaff', 'POST', `tasks/${task.id}/complete`, {});
    await api.ok('companyLeader', 'POST', `tasks/${task.id}/reopen`);
    expect((await api.call('companyLeader', 'POST', 'vendors/eightySixVendors', { vendorId: vendors.plumbing.id, reason: 'No-shows.' })).statusCode).toBe(201);
    await api.ok('companyLeader', 'DELETE', `vendors/eightySixVendors/${vendors.plumbing.id}`);
    expect((await api.call('companyLeader', 'POST', `locations/${locations.staffPm.id}/intake-links`)).statusCode).toBe(201);

    const page = (await trail('companyLeader')).json<AuditEventPage>();
    // The demo data has no trail of its own: these are all of it.
    expect(page.items.map((e) => e.action)).toEqual(['intakeLink.create', 'vendor.takeBack', 'vendor.eightySix', 'task.reopen', 'task.update', 'task.create']);
    const [link, back, dropped, reopened, updated, created] = page.items;
    expect(created).toMatchObject({
      actor: { id: users.locationStaff.id },
      subject: { type: 'Task', id: task.id },
      before: null,
      customer: { id: customers.enterprise.id },
    });
    expect(created!.after).toMatchObject({ title: 'Check the ice machine filter', assignedTo: null, score: 50 });
    expect(updated).toMatchObject({
      actor: { id: users.companyLeader.id },
      before: { assignedTo: null, score: 50 },
      after: { assignedTo: users.locationStaff.name, score: 75 },
    });
    expect(Object.keys(updated!.after!).sort()).toEqual(['assignedTo', 'score']);
    expect(reopened).toMatchObject({ after: { completedAt: null } });
    expect(dropped).toMatchObject({ subject: { type: 'Vendor', id: vendors.plumbing.id }, after: { reason: 'No-shows.' } });
    expect(back).toMatchObject({ before: { reason: 'No-shows.', eightySixedBy: users.companyLeader.name }, after: null });
    expect(link).toMatchObject({ subject: { type: 'PublicLink' }, after: { location: 'Harbor Grill Embarcadero' }, impersonatedBy: null });

    // Filters.
    const ofTask = (await trail('companyLeader', `&subjectType=Task&subjectId=${task.id}`)).json<AuditEventPage>();
    expect(ofTask.items.map((e) => e.action)).toEqual(['task.reopen', 'task.update', 'task.create']);
    expect((await trail('companyLeader', '&action=vendor.eightySix')).json<AuditEventPage>().items).toHaveLength(1);
  });

  it('is read by administrators and Company Leaders, of their own customers only', async () => {
    const harbor = (await trail('companyLeader')).json<AuditEventPage>();
    expect(harbor.items.every((e) => e.customer.id === customers.enterprise.id)).toBe(true);
    expect((await trail('retailLeader')).json<AuditEventPage>().items.some((e) => e.customer.id === customers.enterprise.id)).toBe(false);
    const theirs = await trail('retailLeader', `&customerId=${customers.enterprise.id}`);
    expect(theirs.statusCode).toBe(403);
    expect((await trail('admin', `&customerId=${customers.enterprise.id}`)).json<AuditEventPage>().total).toBe(harbor.total);

    for (const who of ['locationStaff', 'accountManager'] as const) {
      const refused = await trail(who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(AUDIT_MESSAGES.forbidden);
    }
    expect((await trail('companyLeader', '&action=everything')).statusCode).toBe(400);
    expect((await trail('companyLeader', '&customerId=nope')).statusCode).toBe(400);
  });
});
