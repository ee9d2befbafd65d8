import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import type { Page } from '../../../src/domain/api/paging';
import { PUBLIC_LINK_PATHS, type LinkAnswer } from '../../../src/domain/public-links/public-links-api';
import type { QuotePage } from '../../../src/domain/requests/quotes-api';
import type { ActivityView, RequestDetail } from '../../../src/domain/requests/request-views';
import { VENDOR_JOB_MESSAGES, type VendorJobPage } from '../../../src/domain/vendors/vendor-jobs-api';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, vendors, assets } = DEMO;

type Who = 'companyLeader' | 'retailLeader' | 'vendorTech' | 'hvacTech' | 'locationStaff';
const COLDCHAIN_EMAIL = 'service@coldchain.example';

/**
 * My jobs (docs/product/vendors.md#my-jobs): a signed-in vendor's open jobs across the customers it
 * serves, and the answers its links take, given signed in: accept or decline, progress, a quote.
 */
describe('a vendor’s jobs, signed in', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const jobs = (who: Who, query = '') => api.ok<VendorJobPage>(who, 'GET', `vendor-jobs${query}`);
  const detail = (who: Who, id: string) => api.ok<RequestDetail>(who, 'GET', `requests/${id}`);
  const timeline = async (id: string) =>
    (await api.ok<Page<ActivityView>>('companyLeader', 'GET', `requests/${id}/activities?limit=200`)).items.map((a) => `${a.activityType}: ${a.description}`);
  const linksTo = async (to: string) =>
    (await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.to, to)).orderBy(desc(outboundMessages.createdAt))).map((m) => m.link);

  /** A new request as `who`, dispatched to a vendor. */
  async function dispatched(who: 'companyLeader' | 'retailLeader', assetId: string, vendorId: string, problem: string): Promise<string> {
    const id = randomUUID();
    const filed = await api.call(who, 'POST', 'requests', { id, assetId, incidentDescription: problem, requestPriority: 'High' });
    expect(filed.statusCode, filed.body).toBe(201);
    await api.ok(who, 'PATCH', `requests/${id}`, { assignedToVendorId: vendorId });
    return id;
  }

  let harborJob: string;
  let northpointJob: string;

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['companyLeader', 'retailLeader', 'vendorTech', 'hvacTech', 'locationStaff']);
    harborJob = await dispatched('companyLeader', assets.enterpriseWithLabel.id, vendors.refrigeration.id, 'Walk-in cooler at 46°F.');
    northpointJob = await dispatched('retailLeader', assets.retail.id, vendors.refrigeration.id, 'Entry door will not latch.');
  }, 60_000);
  afterAll(() => t.close());

  it('lists the open jobs of the vendor across its customers, new dispatches waiting for an answer, with the site', async () => {
    const page = await jobs('vendorTech', '?limit=200');
    const harbor = page.items.find((j) => j.request.id === harborJob);
    const northpoint = page.items.find((j) => j.request.id === northpointJob);
    expect(harbor).toMatchObject({
      customerName: DEMO.customers.enterprise.name,
      vendor: { id: vendors.refrigeration.id, name: 'ColdChain Refrigeration Services' },
      awaitingAnswer: true,
      quoteAsk: null,
      request: { problem: 'Walk-in cooler at 46°F.', requestPriority: 'High', subStatus: 'Vendor Dispatched' },
    });
    expect(harbor!.location).toMatchObject({
      storeNumber: 'HG-101',
      // Whom to ask for and how to get in, as the location set them (docs/product/assets-and-locations.md#vendor-visits).
      siteContact: { name: 'Dana Whitfield, general manager', phone: '+14155550191' },
      accessNotes: expect.stringContaining('alley door'),
    });
    expect(northpoint!.location).toMatchObject({ siteContact: null, accessNotes: null });
    expect(northpoint).toMatchObject({ customerName: DEMO.customers.retail.name, awaitingAnswer: true });
    expect(page.items.every((j) => j.request.requestStatus === 'Request Open' && j.vendor.id === vendors.refrigeration.id)).toBe(true);
    expect(page.total).toBe(page.items.length);
    const first = await jobs('vendorTech', '?limit=1');
    expect(first.items).toHaveLength(1);
    expect(first.total).toBe(page.total);
  });

  it('gives anyone who works for no vendor an empty list, and another vendor none of these jobs', async () => {
    expect((await jobs('companyLeader')).total).toBe(0);
    const summit = await jobs('hvacTech', '?limit=200');
    expect(summit.items.some((j) => j.request.id === harborJob || j.request.id === northpointJob)).toBe(false);
  });

  it('refuses another vendor’s job (404), a bad id and a bad answer (400), with the message the page shows', async () => {
    const foreign = await api.call('hvacTech', 'POST', `vendor-jobs/${harborJob}/dispatch`, { response: 'accept', eta: new Date().toISOString() });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(VENDOR_JOB_MESSAGES.notYours);
    expect((await api.call('vendorTech', 'POST', 'vendor-jobs/not-an-id/dispatch', { response: 'accept' })).statusCode).toBe(400);
    const noEta = await api.call('vendorTech', 'POST', `vendor-jobs/${harborJob}/dispatch`, { response: 'accept' });
    expect(noEta.statusCode).toBe(400);
    expect(noEta.json().message).toContain('eta: say when you will arrive');
    const early = await api.call('vendorTech', 'POST', `vendor-jobs/${harborJob}/report`, { status: 'on-site' });
    expect(early.statusCode).toBe(409);
  });

  it('accepts with an ETA once (the emailed link is spent), then reports on the way, on site and work complete', async () => {
    const dispatchLink = (await linksTo(COLDCHAIN_EMAIL)).find((link) => link?.includes('/vendor-dispatch?') && link.includes(harborJob));
    const eta = new Date(Date.now() + 2 * 60 * 60_000).toISOString();
    const accepted = await api.call(
      'vendorTech',
      'POST',
      `vendor-jobs/${harborJob}/dispatch`,
      { response: 'accept', eta },
      { headers: { 'idempotency-key': 'accept-1' } },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe('Thanks — you have the job.');
    // The same answer sent again (a replayed outbox entry) applies once; a second answer is refused.
    const replayed = await api.call(
      'vendorTech',
      'POST',
      `vendor-jobs/${harborJob}/dispatch`,
      { response: 'accept', eta },
      { headers: { 'idempotency-key': 'accept-1' } },
    );
    expect(replayed.statusCode).toBe(200);
    expect((await api.call('vendorTech', 'POST', `vendor-jobs/${harborJob}/dispatch`, { response: 'decline', reason: 'No.' })).statusCode).toBe(409);
    const viaLink = new URL(dispatchLink!);
    const linkAnswer = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${PUBLIC_LINK_PATHS.dispatch}`,
      payload: { token: viaLink.searchParams.get('token'), requestId: harborJob, response: 'decline', reason: 'Too far.' },
    });
    expect(linkAnswer.statusCode).toBe(404);
    expect((await detail('companyLeader', harborJob)).eta).toBe(eta);
    expect((await jobs('vendorTech', '?limit=200')).items.find((j) => j.request.id === harborJob)!.awaitingAnswer).toBe(false);

    await api.ok('vendorTech', 'POST', `vendor-jobs/${harborJob}/report`, { status: 'on-the-way' });
    expect((await detail('companyLeader', harborJob)).subStatus).toBe('Vendor En Route');
    const arrived = new Date(Date.now() - 60_000).toISOString();
    await api.ok('vendorTech', 'POST', `vendor-jobs/${harborJob}/report`, { status: 'on-site', reportedAt: arrived, notes: 'At the walk-in.' });
    expect((await detail('companyLeader', harborJob)).subStatus).toBe('Vendor On Site');
    await api.ok('vendorTech', 'POST', `vendor-jobs/${harborJob}/report`, { status: 'work-complete', notes: 'Door gasket replaced.' });
    expect((await detail('companyLeader', harborJob)).subStatus).toBe('Work Complete');
    const events = await timeline(harborJob);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Dispatch Confirmation: ColdChain Refrigeration Services accepted the job, arriving /),
        'Vendor Update: ColdChain Refrigeration Services: On the way.',
        'Vendor Update: ColdChain Refrigeration Services: On site. At the walk-in.',
        'Check In: ColdChain Refrigeration Services checked in.',
        'Vendor Update: ColdChain Refrigeration Services: Work complete. Door gasket replaced.',
      ]),
    );
  });

  it('quotes a job the customer asked a quote for, once, and the customer sees it beside the others', async () => {
    expect((await api.call('vendorTech', 'POST', `vendor-jobs/${northpointJob}/quote`, { amountUsd: 420, description: 'New latch.' })).statusCode).toBe(409);
    const asked = await api.call('retailLeader', 'POST', `requests/${northpointJob}/quote-requests`, {
      vendorId: vendors.refrigeration.id,
      note: 'Latch and closer.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const job = (await jobs('vendorTech', '?limit=200')).items.find((j) => j.request.id === northpointJob);
    expect(job!.quoteAsk).toMatchObject({ note: 'Latch and closer.' });
    const bad = await api.call('vendorTech', 'POST', `vendor-jobs/${northpointJob}/quote`, { amountUsd: 420.001, description: 'New latch.' });
    expect(bad.statusCode).toBe(400);
    const quoted = await api.call('vendorTech', 'POST', `vendor-jobs/${northpointJob}/quote`, { amountUsd: 420, description: 'New latch and closer.' });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect((await api.call('vendorTech', 'POST', `vendor-jobs/${northpointJob}/quote`, { amountUsd: 400, description: 'Again.' })).statusCode).toBe(409);
    const quotes = await api.ok<QuotePage>('retailLeader', 'GET', `requests/${northpointJob}/quotes`);
    expect(quotes.items.map((q) => [q.vendor?.id, q.amountCents, q.status])).toEqual([[vendors.refrigeration.id, 42_000, 'Submitted']]);
    expect((await detail('retailLeader', northpointJob)).subStatus).toBe('Awaiting Quote Approval');
  });

  it('declines with a reason: the job leaves the list and the request waits for another vendor', async () => {
    const id = await dispatched('companyLeader', assets.enterpriseWithLabel.id, vendors.refrigeration.id, 'Ice on the evaporator.');
    const declined = await api.call('vendorTech', 'POST', `vendor-jobs/${id}/dispatch`, { response: 'decline', reason: 'No tech free today.' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await jobs('vendorTech', '?limit=200')).items.some((j) => j.request.id === id)).toBe(false);
    expect(await detail('companyLeader', id)).toMatchObject({ subStatus: 'Awaiting Dispatch', assignedToVendor: null });
    expect(await timeline(id)).toContain('Dispatch Declined: ColdChain Refrigeration Services declined the job: No tech free today.');
  });
});

/**
 * The vendor-jobs link (docs/product/vendors.md#my-jobs): sent with every dispatch, it opens all of
 * the vendor's open jobs, from any customer, for a vendor with no account, and takes the same answers.
 */
describe('a vendor’s jobs, by its vendor-jobs link', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const publicCall = (method: 'GET' | 'POST', path: string, payload?: object) => t.app.inject({ method, url: `${API_PREFIX}${path}`, payload });
  let token: string;
  let harborJob: string;
  let northpointJob: string;

  /** A new request as `who`, dispatched to ColdChain. */
  async function dispatched(who: 'companyLeader' | 'retailLeader', assetId: string, problem: string): Promise<string> {
    const id = randomUUID();
    const filed = await api.call(who, 'POST', 'requests', { id, assetId, incidentDescription: problem });
    expect(filed.statusCode, filed.body).toBe(201);
    await api.ok(who, 'PATCH', `requests/${id}`, { assignedToVendorId: vendors.refrigeration.id });
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['companyLeader', 'retailLeader']);
    harborJob = await dispatched('companyLeader', assets.enterpriseWithLabel.id, 'Reach-in cooler iced up.');
    northpointJob = await dispatched('retailLeader', assets.retail.id, 'Door sensor fault.');
    const [latest] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.to, COLDCHAIN_EMAIL))
      .orderBy(desc(outboundMessages.createdAt))
      .limit(1);
    expect(latest!.text).toContain('All your open jobs, from every customer, on one page: ');
    token = new URL(/(http\S+\/vendor-jobs\?token=\S+)/.exec(latest!.text)![1]!).searchParams.get('token')!;
  }, 60_000);
  afterAll(() => t.close());

  it('lists the vendor’s open jobs of both customers, and nothing for a token that is not a jobs link', async () => {
    const res = await publicCall('GET', `${PUBLIC_LINK_PATHS.jobs}?token=${token}&limit=200`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.json<VendorJobPage>();
    expect(page.items.map((j) => j.request.id)).toEqual(expect.arrayContaining([harborJob, northpointJob]));
    expect([...new Set(page.items.map((j) => j.customerName))]).toEqual(expect.arrayContaining([DEMO.customers.enterprise.name, DEMO.customers.retail.name]));
    expect((await publicCall('GET', `${PUBLIC_LINK_PATHS.jobs}?token=not-a-link`)).statusCode).toBe(404);
    const dispatchLink = (await linksOf(t, COLDCHAIN_EMAIL)).find((l) => l.includes('/vendor-dispatch?'))!;
    const dispatchToken = new URL(dispatchLink).searchParams.get('token');
    expect((await publicCall('GET', `${PUBLIC_LINK_PATHS.jobs}?token=${dispatchToken}`)).statusCode).toBe(404);
    expect((await publicCall('GET', `${PUBLIC_LINK_PATHS.jobs}?token=${token}&limit=500`)).statusCode).toBe(400);
  });

  it('accepts, reports and is refused another vendor’s request, many times over the same link', async () => {
    const eta = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    const accepted = await publicCall('POST', PUBLIC_LINK_PATHS.jobDispatch, { token, requestId: harborJob, response: 'accept', eta });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<LinkAnswer>()).toMatchObject({ message: 'Thanks — you have the job.', followUpUrl: null });
    const report = await publicCall('POST', PUBLIC_LINK_PATHS.jobReport, { token, requestId: harborJob, status: 'on-site' });
    expect(report.statusCode, report.body).toBe(200);
    expect((await api.ok<RequestDetail>('companyLeader', 'GET', `requests/${harborJob}`)).subStatus).toBe('Vendor On Site');
    const notTheirs = await publicCall('POST', PUBLIC_LINK_PATHS.jobReport, { token, requestId: DEMO.requests.awaitingQuote.id, status: 'on-site' });
    expect(notTheirs.statusCode).toBe(404);
    const declined = await publicCall('POST', PUBLIC_LINK_PATHS.jobDispatch, {
      token,
      requestId: northpointJob,
      response: 'decline',
      reason: 'Not our trade.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await api.ok<RequestDetail>('retailLeader', 'GET', `requests/${northpointJob}`)).subStatus).toBe('Awaiting Dispatch');
  });
});

/** The links recorded for an address, newest first. */
async function linksOf(t: TestApp, to: string): Promise<string[]> {
  const rows = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.to, to)).orderBy(desc(outboundMessages.createdAt));
  return rows.flatMap((m) => (m.link ? [m.link] : []));
}
