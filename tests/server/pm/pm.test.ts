import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../../src/domain/api/headers';
import { API_PREFIX } from '../../../src/domain/api/paths';
import type { PmChecklistView, PmThreadRequestView } from '../../../src/domain/pm/pm-api';
import type { GenerateNextAnswer, PmScheduleView } from '../../../src/domain/pm/pm-schedules-api';
import type { PmTemplateView } from '../../../src/domain/pm/pm-templates-api';
import type { Page } from '../../../src/domain/api/paging';
import { requests } from '../../../src/server/db/schema/requests';
import { REPLAYED_HEADER } from '../../../src/server/plugins/idempotency';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { choreTypeId, pmScheduleId } from '../../../src/server/seed/demo-pm';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users } = DEMO;
const thread = DEMO.assets.enterpriseInfrastructure.pmThreadId;
type Who = 'locationStaff' | 'companyLeader' | 'retailLeader' | 'brandManager';

describe('PM API: schedules, checklists, chores, recurring requests', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const { call } = api;
  let openId: string;
  let closedId: string;
  let threadSize: number;
  const checklist = async (requestId: string, who: Who = 'locationStaff') =>
    (await call(who, 'GET', `self-service/pm/checklist?requestId=${requestId}&relations=completedByUser,asset&limit=200`)).json<PmChecklistView>();

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['locationStaff', 'companyLeader', 'retailLeader', 'brandManager']);
    const rows = await t.database.db.select().from(requests).where(eq(requests.pmThreadId, thread)).orderBy(asc(requests.createdAt));
    threadSize = rows.length;
    openId = rows.find((r) => r.requestStatus === 'Request Open')!.id;
    closedId = rows.find((r) => r.requestStatus === 'Request Closed')!.id;
  });
  afterAll(() => t.close());

  it('reads a PM schedule with its recurrence and next occurrence', async () => {
    const res = await call('locationStaff', 'GET', `pm-schedules/${pmScheduleId(thread)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<PmScheduleView>()).toMatchObject({
      pmThreadId: thread,
      recurrence: { kind: 'interval', every: 3, unit: 'month' },
      repeats: 'Every 3 months',
      status: 'Active',
      locationId: DEMO.locations.staffPm.id,
      assetId: DEMO.assets.enterpriseInfrastructure.id,
    });
    expect(res.json<PmScheduleView>().nextOccurrenceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call('retailLeader', 'GET', `pm-schedules/${pmScheduleId(thread)}`)).statusCode).toBe(404);
    expect((await call('locationStaff', 'GET', 'pm-schedules/not-an-id')).statusCode).toBe(400);
    expect((await call('locationStaff', 'GET', `pm-schedules/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('lists the checklist of a preventative request with its PM assets, chores and locations', async () => {
    const view = await checklist(openId);
    expect(view.pmThreadId).toBe(thread);
    expect(view.pmScheduleId).toBe(pmScheduleId(thread));
    expect(view.pmAssets).toHaveLength(1);
    expect(view.pmAssets[0]!.assetId).toBe(DEMO.assets.enterpriseInfrastructure.id);
    expect(view.pmAssets[0]!.chores.map((c) => c.name)).toEqual(expect.arrayContaining(['Filters replaced', 'Take before and after photos']));
    expect(view.pmLocations.map((l) => l.id)).toEqual([DEMO.locations.staffPm.id]);
    expect(view.items.total).toBeGreaterThan(3);
    expect(view.items.items.every((i) => i.status === 'Not Started' && i.completedByUser === null)).toBe(true);
    expect(view.items.items[0]!.asset).toMatchObject({ id: DEMO.assets.enterpriseInfrastructure.id });
    const page = (await call('locationStaff', 'GET', `self-service/pm/checklist?requestId=${openId}&limit=2&offset=1`)).json<PmChecklistView>();
    expect(page.items.items.map((i) => i.id)).toEqual(view.items.items.slice(1, 3).map((i) => i.id));
  });

  it('refuses bad checklist queries and other tenants', async () => {
    expect((await call('locationStaff', 'GET', 'self-service/pm/checklist')).statusCode).toBe(400);
    const bad = await call('locationStaff', 'GET', `self-service/pm/checklist?requestId=${openId}&relations=everything`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('relations');
    expect((await call('retailLeader', 'GET', `self-service/pm/checklist?requestId=${openId}`)).statusCode).toBe(404);
  });

  it('marks an item, recording who and when; a replayed mark changes nothing', async () => {
    const item = (await checklist(openId)).items.items[0]!;
    const first = await call('locationStaff', 'POST', 'self-service/pm/checklist/mark', { id: item.id, status: 'Completed', note: 'New MERV 8 filters' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id: item.id,
      status: 'Completed',
      note: 'New MERV 8 filters',
      completedByUserId: users.locationStaff.id,
      completedByUser: { name: users.locationStaff.name },
    });
    const replay = await call('companyLeader', 'POST', 'self-service/pm/checklist/mark', { id: item.id, status: 'Completed' });
    expect(replay.json().completedAt).toBe(first.json().completedAt);
    expect(replay.json().completedByUserId).toBe(users.locationStaff.id);
    const after = (await checklist(openId)).items.items.find((i) => i.id === item.id)!;
    expect(after).toMatchObject({ status: 'Completed', completedByUser: { id: users.locationStaff.id } });

    const undone = await call('locationStaff', 'POST', 'self-service/pm/checklist/mark', { id: item.id, status: 'Not Started' });
    expect(undone.json()).toMatchObject({ status: 'Not Started', completedAt: null, completedByUserId: null });
  });

  it('answers a mark replayed with its Idempotency-Key from the stored result', async () => {
    const item = (await checklist(openId)).items.items[2]!;
    const opId = randomUUID();
    const send = (status: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/self-service/pm/checklist/mark`,
        headers: { ...api.headers('locationStaff'), [HEADERS.idempotencyKey]: opId },
        payload: { id: item.id, status },
      });
    const first = await send('Needs Repair');
    expect(first.json()).toMatchObject({ status: 'Needs Repair', opId });
    const replay = await send('Needs Repair');
    expect(replay.headers[REPLAYED_HEADER]).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await send('Completed')).statusCode).toBe(422);
  });

  it('refuses a mark made on what the user saw when someone else has marked the item otherwise since (docs/product/offline-writes.md)', async () => {
    const item = (await checklist(openId)).items.items[3]!;
    const mark = (who: Who, status: string, previousStatus?: string) =>
      call(who, 'POST', 'self-service/pm/checklist/mark', { id: item.id, status, ...(previousStatus ? { previousStatus } : {}) });
    expect((await mark('locationStaff', 'Not Started')).statusCode).toBe(200);
    // The leader marks it while the staff member's phone is offline with a mark made on Not Started.
    expect((await mark('companyLeader', 'Needs Repair', 'Not Started')).statusCode).toBe(200);
    const refused = await mark('locationStaff', 'Completed', 'Not Started');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `“${item.title}” was marked Needs Repair by ${users.companyLeader.name} after you saw it, so your mark (Completed) was not saved. Look at the checklist and mark it again if it still applies.`,
    );
    expect((await checklist(openId)).items.items.find((i) => i.id === item.id)).toMatchObject({
      status: 'Needs Repair',
      completedByUserId: users.companyLeader.id,
    });
    // The same outcome is no conflict; a mark made on what the item is now is applied.
    expect((await mark('locationStaff', 'Needs Repair', 'Not Started')).statusCode).toBe(200);
    expect((await mark('locationStaff', 'Completed', 'Needs Repair')).json()).toMatchObject({ status: 'Completed', completedByUserId: users.locationStaff.id });
    // Set back meanwhile: said so, with nobody to name.
    expect((await mark('companyLeader', 'Not Started', 'Completed')).statusCode).toBe(200);
    expect((await mark('locationStaff', 'Not Applicable', 'Completed')).json().message).toMatch(
      /^“.+” was set back to Not Started after you saw it, so your mark \(Not Applicable\)/,
    );
    // A mark without what the user saw (an older app's queued entry) is applied as before.
    expect((await mark('locationStaff', 'Not Applicable')).statusCode).toBe(200);
  });

  it('refuses bad marks, marks on other tenants and on closed requests', async () => {
    const item = (await checklist(openId)).items.items[1]!;
    const badStatus = await call('locationStaff', 'POST', 'self-service/pm/checklist/mark', { id: item.id, status: 'Done' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toContain('status must be one of');
    expect((await call('locationStaff', 'POST', 'self-service/pm/checklist/mark', { id: 'x', status: 'Completed' })).statusCode).toBe(400);
    expect((await call('locationStaff', 'POST', 'self-service/pm/checklist/mark', { id: randomUUID(), status: 'Completed' })).statusCode).toBe(404);
    expect((await call('retailLeader', 'POST', 'self-service/pm/checklist/mark', { id: item.id, status: 'Completed' })).statusCode).toBe(404);
    const closedItem = (await checklist(closedId)).items.items[0]!;
    const closed = await call('locationStaff', 'POST', 'self-service/pm/checklist/mark', { id: closedItem.id, status: 'Not Started' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain('closed');
  });

  it('edits the checklist in bulk by client ids, replayably', async () => {
    const before = await checklist(openId);
    const added = randomUUID();
    const removed = before.items.items.at(-1)!.id;
    const body = { requestId: openId, items: [{ id: added, title: 'Check economizer damper', position: 50 }], removeIds: [removed] };
    const res = await call('locationStaff', 'POST', 'self-service/pm/checklist/edit', body);
    expect(res.statusCode).toBe(200);
    const ids = res.json<PmChecklistView>().items.items.map((i) => i.id);
    expect(ids).toContain(added);
    expect(ids).not.toContain(removed);
    const replay = await call('locationStaff', 'POST', 'self-service/pm/checklist/edit', body);
    expect(replay.json<PmChecklistView>().items.total).toBe(before.items.total);

    expect(
      (await call('locationStaff', 'POST', 'self-service/pm/checklist/edit', { requestId: openId, items: [{ id: randomUUID(), title: '' }] })).statusCode,
    ).toBe(400);
    const foreignItem = (await checklist(closedId)).items.items[0]!.id;
    expect(
      (await call('locationStaff', 'POST', 'self-service/pm/checklist/edit', { requestId: openId, items: [{ id: foreignItem, title: 'Hijack' }] })).statusCode,
    ).toBe(409);
    expect(
      (await call('locationStaff', 'POST', 'self-service/pm/checklist/edit', { requestId: closedId, items: [{ id: randomUUID(), title: 'Late' }] })).statusCode,
    ).toBe(409);
    expect((await call('retailLeader', 'POST', 'self-service/pm/checklist/edit', body)).statusCode).toBe(404);
  });

  it('completes chores per PM asset, keeping the first completion on replay', async () => {
    const pmAsset = (await checklist(openId)).pmAssets[0]!;
    const body = { pmRequestDetailAssetId: pmAsset.id, choreTypeId: choreTypeId('hvac-filters'), completed: true };
    const first = await call('locationStaff', 'POST', 'requests/completeChore', body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ completed: true, completedByUserId: users.locationStaff.id });
    const replay = await call('locationStaff', 'POST', 'requests/completeChore', body);
    expect(replay.json().completedAt).toBe(first.json().completedAt);
    const chore = (await checklist(openId)).pmAssets[0]!.chores.find((c) => c.choreTypeId === choreTypeId('hvac-filters'))!;
    expect(chore.completed).toBe(true);

    expect((await call('locationStaff', 'POST', 'requests/completeChore', { ...body, choreTypeId: choreTypeId('fryer-boil-out') })).statusCode).toBe(400);
    expect((await call('locationStaff', 'POST', 'requests/completeChore', { ...body, completed: 'yes' })).statusCode).toBe(400);
    expect((await call('retailLeader', 'POST', 'requests/completeChore', body)).statusCode).toBe(404);
    const closedAsset = (await checklist(closedId)).pmAssets[0]!;
    expect((await call('locationStaff', 'POST', 'requests/completeChore', { ...body, pmRequestDetailAssetId: closedAsset.id })).statusCode).toBe(409);
  });

  it('generates the next request of the thread from the schedule, once', async () => {
    const schedule = (await call('locationStaff', 'GET', `pm-schedules/${pmScheduleId(thread)}`)).json<PmScheduleView>();
    const clientId = randomUUID();
    const first = await call('locationStaff', 'POST', `self-service/requests/${openId}/generate-next`, { id: clientId });
    expect(first.statusCode).toBe(201);
    const answer = first.json<GenerateNextAnswer>();
    expect(answer).toMatchObject({
      created: true,
      request: { id: clientId, pmThreadId: thread, requestStatus: 'Request Open', dueDate: schedule.nextOccurrenceDate },
    });
    expect(answer.schedule.nextOccurrenceDate! > schedule.nextOccurrenceDate!).toBe(true);

    const again = await call('companyLeader', 'POST', `self-service/requests/${openId}/generate-next`, { id: randomUUID() });
    expect(again.statusCode).toBe(200);
    expect(again.json<GenerateNextAnswer>()).toMatchObject({
      created: false,
      request: { id: clientId },
      schedule: { nextOccurrenceDate: answer.schedule.nextOccurrenceDate },
    });
    const inThread = await t.database.db.select({ id: requests.id }).from(requests).where(eq(requests.pmThreadId, thread));
    expect(inThread).toHaveLength(threadSize + 1);

    // The schedule's template gives the new visit its checklist and chores.
    const copied = await checklist(clientId);
    const template = (await call('locationStaff', 'GET', `pm-templates/${schedule.pmTemplateId}`)).json<PmTemplateView>();
    expect(copied.items.items.map((i) => i.title)).toEqual(template.steps.map((s) => s.title));
    expect(copied.pmAssets[0]!.chores.map((c) => c.choreTypeId)).toEqual(template.chores.map((c) => c.id));
    expect(copied.items.items.every((i) => i.status === 'Not Started')).toBe(true);
    expect(copied.pmAssets.map((a) => a.assetId)).toEqual([DEMO.assets.enterpriseInfrastructure.id]);
  });

  it('refuses generate-next for requests outside a PM thread, other tenants and bad ids', async () => {
    const incident = await call('locationStaff', 'POST', `self-service/requests/${DEMO.requests.openEmergencyForVendorTech.id}/generate-next`);
    expect(incident.statusCode, incident.body).toBe(409);
    expect(incident.json().message).toContain('preventative');
    expect((await call('retailLeader', 'POST', `self-service/requests/${openId}/generate-next`, {})).statusCode).toBe(404);
    expect((await call('locationStaff', 'POST', 'self-service/requests/123/generate-next', {})).statusCode).toBe(400);
    expect((await call('locationStaff', 'POST', `self-service/requests/${openId}/generate-next`, { id: 'nope' })).statusCode).toBe(400);
  });

  it('lists the other requests of the thread as PM history', async () => {
    const res = await call('locationStaff', 'GET', `self-service/requests/${closedId}/pm-history?limit=200`);
    expect(res.statusCode).toBe(200);
    const history = res.json<Page<PmThreadRequestView>>();
    expect(history.total).toBe(threadSize); // the thread plus the generated request, less this one
    expect(history.items.every((r) => r.pmThreadId === thread && r.id !== closedId)).toBe(true);
    const created = history.items.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const incident = await call('locationStaff', 'GET', `self-service/requests/${DEMO.requests.openEmergencyForVendorTech.id}/pm-history`);
    expect(incident.json<Page<PmThreadRequestView>>()).toMatchObject({ items: [], total: 0 });
    expect((await call('retailLeader', 'GET', `self-service/requests/${closedId}/pm-history`)).statusCode).toBe(404);
  });

  it('keeps PM rows for the whole demo thread consistent', async () => {
    const orphans = await t.database.db
      .select({ id: requests.id })
      .from(requests)
      .where(and(eq(requests.pmThreadId, thread), isNull(requests.assetId)));
    expect(orphans).toEqual([]);
  });
});
