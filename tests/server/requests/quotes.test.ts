import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import type { Page } from '../../../src/domain/api/paging';
import { PUBLIC_LINK_PATHS } from '../../../src/domain/public-links/public-links-api';
import { OTHER_QUOTE_APPROVED, QUOTE_MESSAGES, type Quote, type QuoteDecisionResult, type QuotePage } from '../../../src/domain/requests/quotes-api';
import type { ActivityView, RequestDetail } from '../../../src/domain/requests/request-views';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, requests, vendors } = DEMO;

type Who = 'companyLeader' | 'districtManagerEast' | 'hvacTech' | 'vendorTech' | 'retailLeader' | 'locationStaff';
const SUMMIT = 'dispatch@summitmech.example';
const HANDYFIX = 'help@handyfix.example';
const KITCHENPRO = 'service@kitchenpro.example';

describe('the quote loop', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['companyLeader', 'districtManagerEast', 'hvacTech', 'vendorTech', 'retailLeader', 'locationStaff']);
  }, 60_000);
  afterAll(() => t.close());

  const quotesOf = (who: Who, requestId: string) => api.call(who, 'GET', `requests/${requestId}/quotes`);
  const approve = (who: Who, requestId: string, quoteId: string) => api.call(who, 'POST', `requests/${requestId}/quotes/${quoteId}/approve`);
  const reject = (who: Who, requestId: string, quoteId: string, body: object) => api.call(who, 'POST', `requests/${requestId}/quotes/${quoteId}/reject`, body);
  const detail = (requestId: string) => api.ok<RequestDetail>('companyLeader', 'GET', `requests/${requestId}`);
  const timeline = async (requestId: string) =>
    (await api.ok<Page<ActivityView>>('companyLeader', 'GET', `requests/${requestId}/activities?limit=200`)).items.map(
      (a) => `${a.activityType}: ${a.description}`,
    );
  const lastMessageTo = async (to: string) =>
    (await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.to, to)).orderBy(desc(outboundMessages.createdAt)).limit(1))[0];

  /** Asks a vendor for a quote as the leader and answers it on the vendor's link. */
  async function quoteThroughLink(requestId: string, vendorId: string, to: string, amountUsd: number, description: string): Promise<void> {
    const asked = await api.call('companyLeader', 'POST', `requests/${requestId}/quote-requests`, { vendorId });
    expect(asked.statusCode, asked.body).toBe(201);
    const link = new URL((await lastMessageTo(to))!.link!);
    const quoted = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${PUBLIC_LINK_PATHS.quote}`,
      payload: { token: link.searchParams.get('token'), requestId, amountUsd, description },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
  }

  it('lists the demo request’s two quotes side by side for the customer, newest first', async () => {
    const res = await quotesOf('companyLeader', requests.awaitingQuote.id);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<QuotePage>();
    expect(page.total).toBe(2);
    expect(page.items.map((q) => [q.vendor?.id, q.amountCents, q.status])).toEqual([
      [vendors.generalRepair.id, 214_000, 'Submitted'],
      [vendors.hvac.id, 285_000, 'Submitted'],
    ]);
    expect(page.items[0]!.description).toContain('condenser fan motor');
  });

  it('shows a vendor only its own vendor’s quotes, and nothing of a request not dispatched to it', async () => {
    const own = await quotesOf('hvacTech', requests.awaitingQuote.id);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<QuotePage>().items.map((q) => q.vendor?.id)).toEqual([vendors.hvac.id]);
    expect((await quotesOf('vendorTech', requests.awaitingQuote.id)).statusCode).toBe(404);
  });

  it('keeps another customer’s quotes and decisions out of reach (404), and refuses bad ids (400)', async () => {
    const [summit] = (await api.ok<QuotePage>('companyLeader', 'GET', `requests/${requests.awaitingQuote.id}/quotes`)).items.filter(
      (q) => q.vendor?.id === vendors.hvac.id,
    );
    expect((await quotesOf('retailLeader', requests.awaitingQuote.id)).statusCode).toBe(404);
    expect((await approve('retailLeader', requests.awaitingQuote.id, summit!.id)).statusCode).toBe(404);
    expect((await approve('companyLeader', requests.awaitingQuote.id, 'not-an-id')).statusCode).toBe(400);
    expect((await approve('companyLeader', requests.awaitingDispatch.id, summit!.id)).statusCode).toBe(404);
  });

  it('lets a vendor’s people read but not decide (403)', async () => {
    const [summit] = (await api.ok<QuotePage>('hvacTech', 'GET', `requests/${requests.awaitingQuote.id}/quotes`)).items;
    const res = await approve('hvacTech', requests.awaitingQuote.id, summit!.id);
    expect(res.statusCode, res.body).toBe(403);
  });

  it('rejects with a reason (required), tells the vendor, and keeps awaiting while another quote waits; then approves the other', async () => {
    const requestId = requests.awaitingQuote.id;
    const quotes = (await api.ok<QuotePage>('companyLeader', 'GET', `requests/${requestId}/quotes`)).items;
    const handyfix = quotes.find((q) => q.vendor?.id === vendors.generalRepair.id)!;
    const summit = quotes.find((q) => q.vendor?.id === vendors.hvac.id)!;

    const noReason = await reject('districtManagerEast', requestId, handyfix.id, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('reason');

    const rejected = await reject('districtManagerEast', requestId, handyfix.id, { reason: 'Not licensed for rooftop units.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<QuoteDecisionResult>().quote).toMatchObject({
      status: 'Rejected',
      reason: 'Not licensed for rooftop units.',
      decidedBy: { id: users.districtManagerEast.id },
    });
    expect((await lastMessageTo(HANDYFIX))?.text).toContain('Reason: Not licensed for rooftop units.');
    expect((await detail(requestId)).subStatus).toBe('Awaiting Quote Approval');
    expect(await timeline(requestId)).toContain("Quote Rejected: Rejected HandyFix General Repair's quote of $2,140.00: Not licensed for rooftop units.");

    const again = await reject('companyLeader', requestId, handyfix.id, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(QUOTE_MESSAGES.decided);

    const approved = await approve('companyLeader', requestId, summit.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<QuoteDecisionResult>().quote.status).toBe('Approved');
    const after = await detail(requestId);
    expect(after.nteCents).toBe(285_000);
    // Summit is the request's own vendor and quoted on site: its technician goes on with the work.
    expect(after.subStatus).toBe('Vendor On Site');
    expect(after.assignedToVendor?.id).toBe(vendors.hvac.id);
    expect((await lastMessageTo(SUMMIT))?.subject).toContain('your quote was approved');
    expect(await timeline(requestId)).toContain("Quote Approved: Approved Summit Mechanical's quote of $2,850.00; not to exceed $2,850.00.");
    expect((await approve('companyLeader', requestId, summit.id)).statusCode).toBe(409);
  });

  it('approving one of two quotes declines the other (its vendor told) and dispatches the chosen vendor', async () => {
    const requestId = requests.awaitingDispatch.id;
    await quoteThroughLink(requestId, vendors.kitchen.id, KITCHENPRO, 480, 'Replace the high-limit switch.');
    await quoteThroughLink(requestId, vendors.generalRepair.id, HANDYFIX, 395.5, 'High-limit switch, parts and labor.');
    expect((await detail(requestId)).subStatus).toBe('Awaiting Quote Approval');
    const quotes = (await api.ok<QuotePage>('companyLeader', 'GET', `requests/${requestId}/quotes`)).items;
    expect(quotes).toHaveLength(2);
    const cheaper = quotes.find((q) => q.vendor?.id === vendors.generalRepair.id)!;
    const other = quotes.find((q) => q.vendor?.id === vendors.kitchen.id)!;

    const res = await approve('companyLeader', requestId, cheaper.id);
    expect(res.statusCode, res.body).toBe(200);
    const decided = (await api.ok<QuotePage>('companyLeader', 'GET', `requests/${requestId}/quotes`)).items;
    expect(decided.find((q) => q.id === other.id)).toMatchObject({ status: 'Rejected', reason: OTHER_QUOTE_APPROVED } satisfies Partial<Quote>);
    expect((await lastMessageTo(KITCHENPRO))?.text).toContain(OTHER_QUOTE_APPROVED);
    const after = await detail(requestId);
    expect(after).toMatchObject({ nteCents: 39_550, subStatus: 'Vendor Dispatched' });
    expect(after.assignedToVendor?.id).toBe(vendors.generalRepair.id);
    // The chosen vendor gets its dispatch link to accept with an ETA, beside the approval.
    const links = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.to, HANDYFIX));
    expect(links.some((m) => m.link?.includes('/vendor-dispatch'))).toBe(true);
  });

  it('lets only one of two decisions made at once win', async () => {
    const requestId = requests.awaitingDispatch.id;
    await quoteThroughLink(requestId, vendors.kitchen.id, KITCHENPRO, 510, 'Second look: thermostat and switch.');
    await quoteThroughLink(requestId, vendors.plumbing.id, 'office@blueline.example', 530, 'Gas line check and switch.');
    const waiting = (await api.ok<QuotePage>('companyLeader', 'GET', `requests/${requestId}/quotes`)).items.filter((q) => q.status === 'Submitted');
    expect(waiting).toHaveLength(2);
    const answers = await Promise.all(waiting.map((q) => approve('companyLeader', requestId, q.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = (await api.ok<QuotePage>('companyLeader', 'GET', `requests/${requestId}/quotes`)).items;
    expect(after.filter((q) => q.status === 'Approved' && waiting.some((w) => w.id === q.id))).toHaveLength(1);
  });
});
