import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/api/paging';
import type { AutomationView, FollowUpView, PromptView } from '../../../src/domain/guidance/guidance-api';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, requests } = DEMO;
type Who = 'locationStaff' | 'selfService' | 'retailLeader';

describe('prompts, follow-ups and automations of a request', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  /** The guidance calls, under self-service/requests/. */
  const call = (who: Who, method: 'GET' | 'POST', path: string, payload?: object) => api.call(who, method, `self-service/requests/${path}`, payload);
  const kinds = async (who: Who, id: string) => (await call(who, 'GET', `${id}/prompts`)).json<{ items: PromptView[] }>().items.map((p) => p.kind);

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['locationStaff', 'selfService', 'retailLeader']);
  });
  afterAll(() => t.close());

  it('prompts for the next step the request needs', async () => {
    expect(await kinds('locationStaff', requests.awaitingDispatch.id)).toEqual(['assign-vendor']);
    // Vendor assigned and an ETA set: nothing to prompt about dispatch.
    const enRoute = await kinds('locationStaff', requests.openEmergencyForVendorTech.id);
    expect(enRoute).not.toContain('assign-vendor');
    expect(enRoute).not.toContain('set-eta');
    expect(await kinds('locationStaff', requests.closedEnterprise.id)).toEqual([]);
    expect((await call('retailLeader', 'GET', `${requests.awaitingDispatch.id}/prompts`)).statusCode).toBe(404);
    expect((await call('locationStaff', 'GET', 'x/prompts')).statusCode).toBe(400);
  });

  it('sets follow-ups by client id, lists them, and prompts when one is due', async () => {
    const id = randomUUID();
    const dueAt = new Date(Date.now() - 60_000).toISOString();
    const body = { id, kind: 'vendor-visit', dueAt, note: 'Did the vendor come by 10am?' };
    const created = await call('selfService', 'POST', `${requests.selfServiceOpen.id}/follow-up`, body);
    expect(created.statusCode).toBe(201);
    expect(created.json<FollowUpView>()).toMatchObject({
      id,
      kind: 'vendor-visit',
      note: body.note,
      completedAt: null,
      createdByUser: { id: users.selfService.id },
    });
    expect((await call('selfService', 'POST', `${requests.selfServiceOpen.id}/follow-up`, body)).statusCode).toBe(200);

    const list = (await call('selfService', 'GET', `${requests.selfServiceOpen.id}/follow-up`)).json<Page<FollowUpView>>();
    expect(list.items.filter((f) => f.id === id)).toHaveLength(1);
    expect(list.total).toBe(2); // the seeded vendor-visit follow-up and this one
    expect(await kinds('selfService', requests.selfServiceOpen.id)).toContain('follow-up-due');

    const done = await call('selfService', 'POST', `${requests.selfServiceOpen.id}/follow-up`, { ...body, completed: true });
    expect(done.json<FollowUpView>().completedAt).not.toBeNull();
  });

  it('refuses bad follow-ups, closed requests and other tenants', async () => {
    const good = { id: randomUUID(), dueAt: new Date().toISOString(), note: 'Call back' };
    const bad = await call('selfService', 'POST', `${requests.selfServiceOpen.id}/follow-up`, { ...good, dueAt: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('dueAt');
    expect((await call('selfService', 'POST', `${requests.selfServiceOpen.id}/follow-up`, { ...good, note: '' })).statusCode).toBe(400);
    const closed = await call('selfService', 'POST', `${requests.selfServiceClosed.id}/follow-up`, good);
    expect(closed.statusCode).toBe(409);
    expect((await call('retailLeader', 'POST', `${requests.selfServiceOpen.id}/follow-up`, good)).statusCode).toBe(404);
    expect((await call('retailLeader', 'GET', `${requests.selfServiceOpen.id}/follow-up`)).statusCode).toBe(404);
  });

  it('answers the dispatch automations derived from the request, kept stable across calls', async () => {
    const first = await call('locationStaff', 'GET', `${requests.openEmergencyForVendorTech.id}/automations`);
    expect(first.statusCode).toBe(200);
    const page = first.json<Page<AutomationView>>();
    const byKind = Object.fromEntries(page.items.map((a) => [a.kind, a]));
    expect(byKind['dispatch-vendor']).toMatchObject({ status: 'Completed' });
    expect(byKind['eta-reminder']).toMatchObject({ status: 'Completed' });
    expect(byKind['vendor-follow-up']).toBeDefined();
    const second = (await call('locationStaff', 'GET', `${requests.openEmergencyForVendorTech.id}/automations`)).json<Page<AutomationView>>();
    expect(second.items.map((a) => a.id)).toEqual(page.items.map((a) => a.id));

    const waiting = (await call('locationStaff', 'GET', `${requests.awaitingDispatch.id}/automations`)).json<Page<AutomationView>>();
    expect(waiting.items.map((a) => [a.kind, a.status])).toEqual([['dispatch-vendor', 'Scheduled']]);
    const closed = (await call('locationStaff', 'GET', `${requests.closedEnterprise.id}/automations`)).json<Page<AutomationView>>();
    expect(closed.items.find((a) => a.kind === 'completion-survey')).toMatchObject({ status: 'Sent' });
    expect((await call('retailLeader', 'GET', `${requests.openEmergencyForVendorTech.id}/automations`)).statusCode).toBe(404);
  });
});
