import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import type { Page } from '../../../src/domain/api/paging';
import { PUBLIC_LINK_PATHS } from '../../../src/domain/public-links/public-links-api';
import type { ActivityView, RequestDetail } from '../../../src/domain/requests/request-views';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { requests as requestsTable } from '../../../src/server/db/schema/requests';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { runDueSteps, setFryerRoster } from '../../helpers/dispatch-roster';

/**
 * The sub-status follows the dispatch loop (docs/product/requests.md#sub-status-follows-the-loop),
 * each change a Sub-Status Changed activity: Awaiting Dispatch → Vendor Dispatched (an offer or an
 * assignment) → Awaiting Dispatch (a decline) → Vendor Dispatched → Vendor En Route → Vendor On Site
 * → Work Complete (the follow-up link's reports).
 */
const { users, vendors } = DEMO;
const PUBLIC_URL = 'https://portal.example.com';
const ROSTER = [vendors.plumbing.id, vendors.kitchen.id];
const emailOf = (vendorId: string) => `loop-${vendorId.slice(0, 8)}@vendors.example`;

type Who = 'companyLeader';

describe('the sub-status through the dispatch loop', () => {
  let t: TestApp;
  let assetId = '';
  const api = apiAs<Who>(() => t);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL, DISPATCH_OFFER_TIMEOUT_MINUTES: '30' });
    await api.signIn(users, ['companyLeader']);
    ({ assetId } = await setFryerRoster(t, { vendorIds: ROSTER, emailOf }));
  }, 60_000);
  afterAll(() => t.close());

  async function create(startNow = true): Promise<string> {
    const id = randomUUID();
    const res = await api.call('companyLeader', 'POST', 'requests', {
      id,
      assetId,
      requestPriority: 'High',
      incidentDescription: 'The fryer does not heat.',
      symptoms: [],
      startDispatchAutomationsImmediately: startNow,
    });
    expect(res.statusCode, res.body).toBe(201);
    return id;
  }
  /** Runs the request's dispatch steps due now, as the queue would. */
  const runDue = (requestId: string) => runDueSteps(t, { requestId });
  const subStatus = async (requestId: string) => (await api.ok<RequestDetail>('companyLeader', 'GET', `requests/${requestId}`)).subStatus;
  /** The Sub-Status Changed activities, oldest first, as "from → to". */
  const changes = async (requestId: string) =>
    (await api.ok<Page<ActivityView>>('companyLeader', 'GET', `requests/${requestId}/activities?limit=200`)).items
      .filter((a) => a.activityType === 'Sub-Status Changed')
      .map((a) => a.description);
  async function linkTo(vendorId: string, requestId: string): Promise<URL> {
    const sent = await t.database.db
      .select({ link: outboundMessages.link })
      .from(outboundMessages)
      .where(eq(outboundMessages.to, emailOf(vendorId)))
      .orderBy(desc(outboundMessages.createdAt));
    const link = sent.map((m) => new URL(m.link!)).find((url) => url.searchParams.get('requestId') === requestId);
    expect(link, `a link went to ${emailOf(vendorId)}`).toBeDefined();
    return link!;
  }
  const post = (path: string, link: URL, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${path}`,
      payload: { token: link.searchParams.get('token'), requestId: link.searchParams.get('requestId'), ...body },
    });

  it('offer, decline, offer, accept, then the follow-up reports, each change an activity', async () => {
    const id = await create();
    expect(await subStatus(id)).toBe('Awaiting Dispatch');

    await runDue(id);
    expect(await subStatus(id)).toBe('Vendor Dispatched');

    const declined = await post(PUBLIC_LINK_PATHS.dispatch, await linkTo(ROSTER[0]!, id), { response: 'decline', reason: 'No fryer technician.' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await subStatus(id)).toBe('Awaiting Dispatch');

    await runDue(id);
    expect(await subStatus(id)).toBe('Vendor Dispatched');
    const eta = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    const accepted = await post(PUBLIC_LINK_PATHS.dispatch, await linkTo(ROSTER[1]!, id), { response: 'accept', eta });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await subStatus(id)).toBe('Vendor Dispatched');

    const followUp = new URL((accepted.json() as { followUpUrl: string }).followUpUrl, PUBLIC_URL);
    for (const [status, expected] of [
      ['on-the-way', 'Vendor En Route'],
      ['on-site', 'Vendor On Site'],
      ['work-complete', 'Work Complete'],
    ] as const) {
      const res = await post(PUBLIC_LINK_PATHS.followUp, followUp, { status });
      expect(res.statusCode, res.body).toBe(200);
      expect(await subStatus(id)).toBe(expected);
    }

    expect(await changes(id)).toEqual([
      'Sub-status changed from Awaiting Dispatch to Vendor Dispatched.',
      'Sub-status changed from Vendor Dispatched to Awaiting Dispatch.',
      'Sub-status changed from Awaiting Dispatch to Vendor Dispatched.',
      'Sub-status changed from Vendor Dispatched to Vendor En Route.',
      'Sub-status changed from Vendor En Route to Vendor On Site.',
      'Sub-status changed from Vendor On Site to Work Complete.',
    ]);
  });

  it('an assignment by hand moves an awaiting or escalated request to Vendor Dispatched, with its activity', async () => {
    const awaiting = await create(false);
    expect(await subStatus(awaiting)).toBe('Awaiting Dispatch');
    expect((await api.call('companyLeader', 'PATCH', `requests/${awaiting}`, { assignedToVendorId: vendors.hvac.id })).statusCode).toBe(200);
    expect(await subStatus(awaiting)).toBe('Vendor Dispatched');
    expect(await changes(awaiting)).toEqual(['Sub-status changed from Awaiting Dispatch to Vendor Dispatched.']);

    const escalated = await create(false);
    await t.database.db.update(requestsTable).set({ subStatus: 'Dispatch Escalated' }).where(eq(requestsTable.id, escalated));
    expect((await api.call('companyLeader', 'PATCH', `requests/${escalated}`, { assignedToVendorId: vendors.hvac.id })).statusCode).toBe(200);
    expect(await subStatus(escalated)).toBe('Vendor Dispatched');
    expect(await changes(escalated)).toEqual(['Sub-status changed from Dispatch Escalated to Vendor Dispatched.']);
  });
});
