import { randomUUID } from 'node:crypto';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import type { Page } from '../../../src/domain/api/paging';
import type { AutomationKind, AutomationView } from '../../../src/domain/guidance/guidance-api';
import { PUBLIC_LINK_PATHS } from '../../../src/domain/public-links/public-links-api';
import type { ActivityView, RequestDetail } from '../../../src/domain/requests/request-views';
import { buildApp, type App } from '../../../src/server/app';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { requests as requestsTable } from '../../../src/server/db/schema/requests';
import { vendors as vendorsTable } from '../../../src/server/db/schema/tenancy';
import { vendorDispatches } from '../../../src/server/db/schema/vendors';
import { dueAutomationSteps } from '../../../src/server/modules/dispatch/automation-steps.service';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { secondConnection } from '../../helpers/second-connection';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { runDueSteps, setFryerRoster } from '../../helpers/dispatch-roster';

const { users, vendors } = DEMO;
const PUBLIC_URL = 'https://portal.example.com';
/** The roster the tests give the fryer's location and category, in order; HVAC is on it but never suggested. */
const ROSTER = [vendors.plumbing.id, vendors.hvac.id, vendors.kitchen.id, vendors.generalRepair.id];
const emailOf = (vendorId: string) => `dispatch-${vendorId.slice(0, 8)}@vendors.example`;
/** HVAC is on the roster but never suggested; general repair is blocked at the location. */
const FRYER_ROSTER = { vendorIds: ROSTER, emailOf, doNotSuggest: [vendors.hvac.id], blockedAtLocation: [vendors.generalRepair.id] };
const HOUR = 60 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Who = 'companyLeader' | 'vendorTech';

const newRequest = (assetId: string, overrides: object = {}) => ({
  id: randomUUID(),
  assetId,
  requestPriority: 'High',
  incidentDescription: 'The fryer does not heat.',
  symptoms: [],
  startDispatchAutomationsImmediately: true,
  ...overrides,
});

describe('the dispatch automation, step by step', () => {
  let t: TestApp;
  let assetId = '';
  const api = apiAs<Who>(() => t);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL, DISPATCH_OFFER_TIMEOUT_MINUTES: '30' });
    await api.signIn(users, ['companyLeader', 'vendorTech']);
    ({ assetId } = await setFryerRoster(t, FRYER_ROSTER));
  }, 60_000);
  afterAll(() => t.close());

  /** Runs every step of `kind` due by `inMs` from now, as the queue would when that time came; answers what each did. */
  const runDue = (inMs = 0, kind: AutomationKind = 'dispatch-vendor', requestId?: string) => runDueSteps(t, { inMs, kind, requestId });
  async function create(overrides: object = {}): Promise<string> {
    const body = newRequest(assetId, overrides);
    const res = await api.call('companyLeader', 'POST', 'requests', body);
    expect(res.statusCode, res.body).toBe(201);
    return body.id;
  }
  const offers = async (requestId: string) =>
    (
      await t.database.db
        .select({ vendorId: vendorDispatches.vendorId, response: vendorDispatches.response })
        .from(vendorDispatches)
        .where(eq(vendorDispatches.requestId, requestId))
        .orderBy(asc(vendorDispatches.dispatchedAt))
    ).map((d) => [d.vendorId, d.response]);
  const automation = async (requestId: string, kind: AutomationKind = 'dispatch-vendor') => {
    const page = await api.ok<Page<AutomationView>>('companyLeader', 'GET', `self-service/requests/${requestId}/automations`);
    return page.items.find((a) => a.kind === kind)!;
  };
  const activityTypes = async (requestId: string) =>
    (await api.ok<Page<ActivityView>>('companyLeader', 'GET', `requests/${requestId}/activities?limit=200`)).items.map((a) => a.activityType);
  async function dispatchLink(vendorId: string, requestId: string): Promise<URL> {
    const sent = await t.database.db
      .select({ link: outboundMessages.link })
      .from(outboundMessages)
      .where(eq(outboundMessages.to, emailOf(vendorId)))
      .orderBy(desc(outboundMessages.createdAt));
    const link = sent.map((m) => new URL(m.link!)).find((url) => url.searchParams.get('requestId') === requestId);
    expect(link, `a dispatch link went to ${emailOf(vendorId)}`).toBeDefined();
    return link!;
  }
  const answer = (link: URL, body: object, path: string = PUBLIC_LINK_PATHS.dispatch) =>
    t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${path}`,
      payload: { token: link.searchParams.get('token'), requestId: link.searchParams.get('requestId'), ...body },
    });

  it('waits 15 minutes before it starts, unless told to start at once', async () => {
    const later = await create({ startDispatchAutomationsImmediately: false });
    expect(await automation(later)).toMatchObject({ status: 'Scheduled' });
    expect((await dueAutomationSteps(t.database.db, new Date(Date.now() + 14 * 60_000))).map((s) => s.requestId)).not.toContain(later);
    expect((await dueAutomationSteps(t.database.db, new Date(Date.now() + 16 * 60_000))).map((s) => s.requestId)).toContain(later);
    // Not started in time here: assigned by hand, it is cancelled (and no offer goes out).
    expect((await api.call('companyLeader', 'PATCH', `requests/${later}`, { assignedToVendorId: vendors.refrigeration.id })).statusCode).toBe(200);
    expect(await automation(later)).toMatchObject({ status: 'Cancelled' });
  });

  it('offers the first roster vendor, then the next after the timeout, skipping do-not-suggest; exhausted, it escalates', async () => {
    const id = await create();
    expect(await runDue()).toContain('offered');
    expect(await offers(id)).toEqual([[vendors.plumbing.id, 'Pending']]);
    const first = await dispatchLink(vendors.plumbing.id, id);
    expect(first.pathname).toBe('/vendor-dispatch');
    expect(await automation(id)).toMatchObject({ status: 'Sent' });
    expect(await activityTypes(id)).toContain('Dispatch Offered');
    // Running the same step again (a second server, a retry) does nothing.
    expect(await runDue()).toEqual([]);

    // The offer times out: plumbing's offer expires (its link too), kitchen is next (HVAC is never suggested).
    expect(await runDue(HOUR)).toEqual(['offered']);
    expect(await offers(id)).toEqual([
      [vendors.plumbing.id, 'Expired'],
      [vendors.kitchen.id, 'Pending'],
    ]);
    expect((await answer(first, { response: 'accept', eta: new Date(Date.now() + HOUR).toISOString() })).statusCode).toBe(404);
    await dispatchLink(vendors.kitchen.id, id);

    // Kitchen times out too, and general repair is blocked at the location: the roster is exhausted.
    expect(await runDue(HOUR)).toEqual(['escalated']);
    expect(await offers(id)).toEqual([
      [vendors.plumbing.id, 'Expired'],
      [vendors.kitchen.id, 'Expired'],
    ]);
    expect(await automation(id)).toMatchObject({ status: 'Timed Out' });
    expect((await api.ok<RequestDetail>('companyLeader', 'GET', `requests/${id}`)).subStatus).toBe('Dispatch Escalated');
    expect(await activityTypes(id)).toEqual(expect.arrayContaining(['Dispatch Timed Out', 'Dispatch Escalated']));
    const [told] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.subject, `Request #${(await api.ok<RequestDetail>('companyLeader', 'GET', `requests/${id}`)).number} needs a vendor`));
    expect(told?.text).toMatch(/picked by hand/);
    expect(await runDue(10 * HOUR)).toEqual([]);
  });

  it('offers the next vendor at once when one declines, and stops when one accepts', async () => {
    const id = await create();
    await runDue();
    const declined = await answer(await dispatchLink(vendors.plumbing.id, id), { response: 'decline', reason: 'No fryer technician this week.' });
    expect(declined.statusCode, declined.body).toBe(200);
    // The decline made the next step due now.
    expect(await runDue()).toEqual(['offered']);
    expect(await offers(id)).toEqual([
      [vendors.plumbing.id, 'Declined'],
      [vendors.kitchen.id, 'Pending'],
    ]);
    const accepted = await answer(await dispatchLink(vendors.kitchen.id, id), { response: 'accept', eta: new Date(Date.now() + HOUR).toISOString() });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await automation(id)).toMatchObject({ status: 'Answered' });
    expect((await api.ok<RequestDetail>('companyLeader', 'GET', `requests/${id}`)).assignedToVendor?.id).toBe(vendors.kitchen.id);
    expect(await runDue(10 * HOUR)).toEqual([]);
    expect(await offers(id)).toEqual([
      [vendors.plumbing.id, 'Declined'],
      [vendors.kitchen.id, 'Accepted'],
    ]);
  });

  it('is cancelled when a vendor is assigned by hand while an offer is out', async () => {
    const id = await create();
    await runDue();
    expect((await api.call('companyLeader', 'PATCH', `requests/${id}`, { assignedToVendorId: vendors.refrigeration.id })).statusCode).toBe(200);
    expect(await automation(id)).toMatchObject({ status: 'Cancelled' });
    expect(await runDue(10 * HOUR)).toEqual([]);
    expect((await offers(id)).map(([vendorId]) => vendorId)).toEqual([vendors.plumbing.id, vendors.refrigeration.id]);
  });

  it('does not start for a request created with its vendor', async () => {
    const id = await create({ assignedToVendorId: vendors.refrigeration.id });
    expect(await runDue(10 * HOUR)).toEqual([]);
    expect(await automation(id)).toMatchObject({ status: 'Completed' });
  });
  /** The newest message to an address with a subject starting so. */
  async function lastMessage(to: string, subject: string) {
    const sent = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.to, to)).orderBy(desc(outboundMessages.createdAt));
    return sent.find((m) => m.subject?.startsWith(subject));
  }

  it('asks the assigned vendor for an ETA when none is set after two hours, then how it goes an hour after the ETA', async () => {
    const vendorId = vendors.refrigeration.id;
    await t.database.db
      .update(vendorsTable)
      .set({ email: emailOf(vendorId) })
      .where(eq(vendorsTable.id, vendorId));
    const id = await create({ assignedToVendorId: vendorId });
    const number = (await api.ok<RequestDetail>('companyLeader', 'GET', `requests/${id}`)).number;
    expect(await automation(id, 'eta-reminder')).toMatchObject({ status: 'Scheduled' });
    expect(await runDue(HOUR, 'eta-reminder', id)).toEqual([]);
    expect(await runDue(3 * HOUR, 'eta-reminder', id)).toEqual(['sent']);
    expect(await runDue(3 * HOUR, 'eta-reminder', id)).toEqual([]);
    expect(await automation(id, 'eta-reminder')).toMatchObject({ status: 'Sent' });
    const reminder = await lastMessage(emailOf(vendorId), `Request #${number}: when will you arrive?`);
    expect(reminder?.link).toBeTruthy();

    // The vendor answers through the reminder's link with an ETA: the reminder is answered, the follow-up scheduled.
    const eta = new Date(Date.now() + HOUR);
    const answered = await answer(new URL(reminder!.link!), { response: 'accept', eta: eta.toISOString() });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await automation(id, 'eta-reminder')).toMatchObject({ status: 'Answered' });
    expect(await automation(id, 'vendor-follow-up')).toMatchObject({ status: 'Scheduled', scheduledAt: new Date(eta.getTime() + HOUR).toISOString() });
    expect(await runDue(HOUR, 'vendor-follow-up', id)).toEqual([]);
    expect(await runDue(3 * HOUR, 'vendor-follow-up', id)).toEqual(['sent']);
    expect(await automation(id, 'vendor-follow-up')).toMatchObject({ status: 'Sent' });
    const followUp = await lastMessage(emailOf(vendorId), `Request #${number}: how is it going?`);
    expect(new URL(followUp!.link!).pathname).toBe('/vendor-follow-up');

    // The vendor reports through it: the follow-up is answered.
    const reported = await answer(new URL(followUp!.link!), { status: 'on-the-way' }, PUBLIC_LINK_PATHS.followUp);
    expect(reported.statusCode, reported.body).toBe(200);
    expect(await automation(id, 'vendor-follow-up')).toMatchObject({ status: 'Answered', description: expect.stringContaining('reported: On the way') });
  });

  it('sends no reminder or follow-up when the request moved on', async () => {
    const id = await create({ assignedToVendorId: vendors.refrigeration.id });
    // An ETA set before the reminder was due: it is answered and never sent.
    const eta = new Date(Date.now() + HOUR).toISOString();
    expect((await api.call('companyLeader', 'POST', `requests/${id}/eta`, { eta })).statusCode).toBe(200);
    expect(await automation(id, 'eta-reminder')).toMatchObject({ status: 'Answered' });
    expect(await runDue(3 * HOUR, 'eta-reminder', id)).toEqual([]);
    // A new ETA moves the follow-up: the old time does nothing.
    const later = new Date(Date.now() + 2 * HOUR).toISOString();
    expect((await api.call('companyLeader', 'POST', `requests/${id}/eta`, { eta: later })).statusCode).toBe(200);
    expect((await automation(id, 'vendor-follow-up')).scheduledAt).toBe(new Date(Date.parse(later) + HOUR).toISOString());
    // The vendor's technician checked in before the follow-up was due: nothing is sent, the follow-up says why.
    expect((await api.call('vendorTech', 'POST', `requests/${id}/checkin`, {})).statusCode).toBe(200);
    expect(await runDue(4 * HOUR, 'vendor-follow-up', id)).toEqual(['ended']);
    expect(await automation(id, 'vendor-follow-up')).toMatchObject({ status: 'Cancelled' });
    // Completed: nothing is left running.
    const done = await create({ assignedToVendorId: vendors.refrigeration.id });
    expect((await api.call('companyLeader', 'PATCH', `requests/${done}/complete`, { resolutionStatement: 'Fixed.' })).statusCode).toBe(200);
    expect(await automation(done, 'eta-reminder')).toMatchObject({ status: 'Cancelled' });
    expect(await runDue(10 * HOUR, 'eta-reminder', done)).toEqual([]);
  });
});

describe('the dispatch automation on the job queue of two servers', () => {
  let a: TestApp;
  let b: App;
  let bDatabase: DatabaseHandle;
  let assetId = '';
  const api = apiAs<Who>(() => a);

  beforeAll(async () => {
    // Three seconds to answer an offer.
    a = await createTestApp({ PUBLIC_URL, JOBS: '1', DISPATCH_OFFER_TIMEOUT_MINUTES: '0.05' });
    bDatabase = await secondConnection(a.database);
    b = await buildApp(a.config, { database: bDatabase, logger: false });
    await Promise.all([a.app.ready(), b.ready()]);
    await api.signIn(users, ['companyLeader']);
    ({ assetId } = await setFryerRoster(a, FRYER_ROSTER));
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it('offers each vendor once, times out to the next and escalates, each step a job run once', async () => {
    const body = newRequest(assetId);
    expect((await api.call('companyLeader', 'POST', 'requests', body)).statusCode).toBe(201);
    const id = body.id;
    const db = a.database.db;
    const rows = () =>
      db.select({ vendorId: vendorDispatches.vendorId, response: vendorDispatches.response }).from(vendorDispatches).where(eq(vendorDispatches.requestId, id));
    await expect.poll(async () => (await rows()).length, { timeout: 15_000, interval: 250 }).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => (await db.select({ subStatus: requestsTable.subStatus }).from(requestsTable).where(eq(requestsTable.id, id)))[0]?.subStatus, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe('Dispatch Escalated');
    expect((await rows()).map((r) => [r.vendorId, r.response]).sort()).toEqual(
      [
        [vendors.plumbing.id, 'Expired'],
        [vendors.kitchen.id, 'Expired'],
      ].sort(),
    );
    const messages = await db
      .select({ to: outboundMessages.to })
      .from(outboundMessages)
      .where(inArray(outboundMessages.to, [emailOf(vendors.plumbing.id), emailOf(vendors.kitchen.id)]));
    expect(messages.map((m) => m.to).sort()).toEqual([emailOf(vendors.kitchen.id), emailOf(vendors.plumbing.id)].sort());
    // Each step's job did its work once: an offer, an offer, an escalation (any other run found it done).
    // (The escalating job is marked completed just after its transaction commits: wait for it.)
    const worked = async () => {
      const { rows: jobs } = await a.database.executeSql(
        `select output->>'outcome' as outcome from pgboss.job where name = 'automation-step' and data->>'requestId' = $1 and data->>'kind' = 'dispatch-vendor' and state = 'completed'`,
        [id],
      );
      return jobs
        .map((j) => String(j.outcome))
        .filter((o) => o !== 'stale')
        .sort();
    };
    await expect.poll(worked, { timeout: 10_000, interval: 250 }).toEqual(['escalated', 'offered', 'offered']);
    await sleep(1_000);
    expect(await worked()).toEqual(['escalated', 'offered', 'offered']);
  }, 60_000);
});
