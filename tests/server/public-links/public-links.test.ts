import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import { INVALID_LINK_MESSAGE, PUBLIC_LINK_PATHS, type PublicLinkView } from '../../../src/domain/public-links/public-links-api';
import type { ActivityView, RequestDetail } from '../../../src/domain/requests/request-views';
import type { AutomationView } from '../../../src/domain/guidance/guidance-api';
import type { Page } from '../../../src/domain/api/paging';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { communications } from '../../../src/server/db/schema/communications';
import { publicLinks, requestQuotes, requestRatings } from '../../../src/server/db/schema/public-links';
import { vendorDispatches } from '../../../src/server/db/schema/vendors';
import { issuePublicLink } from '../../../src/server/modules/public-links/public-links.service';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, requests, vendors, locations, assets, customers } = DEMO;
const PUBLIC_URL = 'https://portal.example.com';
const HVAC_EMAIL = 'dispatch@summitmech.example';

type Who = 'companyLeader' | 'selfService';

describe('public links', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    await api.signIn(users, ['companyLeader', 'selfService']);
  }, 60_000);
  afterAll(() => t.close());

  /** A call with no session at all, as a vendor's phone makes it. */
  const anon = (method: 'GET' | 'POST', path: string, payload?: object) =>
    t.app.inject({ method, url: `${API_PREFIX}${path}`, ...(payload ? { payload } : {}) });
  const view = (query: Record<string, string>) => anon('GET', `${PUBLIC_LINK_PATHS.view}?${new URLSearchParams(query).toString()}`);

  /** The newest link the dev mailbox holds for an address. */
  async function lastLink(to: string): Promise<URL> {
    const [message] = await t.database.db
      .select({ link: outboundMessages.link })
      .from(outboundMessages)
      .where(eq(outboundMessages.to, to))
      .orderBy(desc(outboundMessages.createdAt));
    expect(message?.link, `a link was sent to ${to}`).toBeTruthy();
    return new URL(message!.link!);
  }

  const detail = (id: string) => api.ok<RequestDetail>('companyLeader', 'GET', `requests/${id}`);
  const activities = async (id: string) =>
    (await api.ok<Page<ActivityView>>('companyLeader', 'GET', `requests/${id}/activities?limit=200`)).items.map((a) => `${a.activityType}: ${a.description}`);

  const expectInvalid = (res: { statusCode: number; body: string; json: () => { message?: string } }) => {
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toBe(INVALID_LINK_MESSAGE);
  };

  describe('the dispatch loop of a full-service request', () => {
    const requestId = requests.awaitingDispatch.id;
    let token = '';
    let followUp: URL;

    it('sends the assigned vendor a dispatch link by email and logs it without the token', async () => {
      const res = await api.call('companyLeader', 'PATCH', `requests/${requestId}`, { assignedToVendorId: vendors.hvac.id });
      expect(res.statusCode, res.body).toBe(200);
      const link = await lastLink(HVAC_EMAIL);
      expect(link.origin).toBe(PUBLIC_URL);
      expect(link.pathname).toBe('/vendor-dispatch');
      expect(link.searchParams.get('requestId')).toBe(requestId);
      expect(link.searchParams.get('vendorResponse')).toBe('accept');
      token = link.searchParams.get('token')!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [stored] = await t.database.db
        .select()
        .from(publicLinks)
        .where(and(eq(publicLinks.requestId, requestId), eq(publicLinks.purpose, 'dispatch')));
      expect(stored!.tokenHash).not.toContain(token);
      const logged = await t.database.db.select().from(communications).where(eq(communications.requestId, requestId));
      const sent = logged.find((c) => c.toAddress === HVAC_EMAIL)!;
      expect(sent.subject).toContain('New service request');
      expect(sent.body).not.toContain(token);
      const [dispatch] = await t.database.db
        .select()
        .from(vendorDispatches)
        .where(eq(vendorDispatches.requestId, requestId))
        .orderBy(desc(vendorDispatches.dispatchedAt));
      expect(dispatch).toMatchObject({ vendorId: vendors.hvac.id, productType: 'FSO', response: 'Pending' });
    });

    it('shows the job to anyone holding the link, without granting a session', async () => {
      const res = await view({ token, purpose: 'dispatch', requestId });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      const body = res.json<PublicLinkView>();
      expect(body.request).toMatchObject({ id: requestId, vendorName: 'Summit Mechanical' });
      expect(body.location.name).toBeTruthy();
      // The store's own phone, for the vendor to call on arrival (a business line, no person's).
      expect(body.location.phone).toMatch(/^\+1\d{10}$/);
      expect(JSON.stringify(body)).not.toMatch(/@demo\.example/);
      // The link is no sign-in: the API refuses it as a bearer token.
      expect(
        (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/requests/${requestId}`, headers: { authorization: `Bearer ${token}` } })).statusCode,
      ).toBe(401);
    });

    it('refuses a tampered, unknown, wrong-purpose, wrong-request or other tenant’s link with one answer', async () => {
      const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      expectInvalid(await view({ token: flipped, purpose: 'dispatch', requestId }));
      expectInvalid(await view({ token: 'not-a-token', purpose: 'dispatch', requestId }));
      expectInvalid(await view({ token, purpose: 'csat', requestId }));
      expectInvalid(await view({ token, purpose: 'sso-dispatch', requestId }));
      expectInvalid(await view({ token, purpose: 'dispatch', requestId: requests.openEmergencyForVendorTech.id }));
      expectInvalid(await view({ token, purpose: 'dispatch', requestId: requests.retailOpen.id }));
      expectInvalid(await view({ token, purpose: 'dispatch' }));
      expectInvalid(await anon('POST', PUBLIC_LINK_PATHS.dispatch, { token, requestId: requests.retailOpen.id, response: 'decline', reason: 'x' }));
    });

    it('answers a bad body with a 400 naming the field', async () => {
      const cases: [object, string][] = [
        [{ token, requestId, response: 'accept' }, 'eta'],
        [{ token, requestId, response: 'decline' }, 'reason'],
        [{ token, requestId, response: 'maybe' }, 'response'],
        [{ token, requestId: 'nope', response: 'accept', eta: new Date().toISOString() }, 'requestId'],
        [{ token: 42, requestId, response: 'accept', eta: new Date().toISOString() }, 'token'],
      ];
      for (const [body, field] of cases) {
        const res = await anon('POST', PUBLIC_LINK_PATHS.dispatch, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toContain(field);
      }
      expect((await view({ token, purpose: 'nothing', requestId })).json().message).toContain('purpose');
    });

    it('accepts with an ETA: vendor, ETA, sub-status and a Dispatch Confirmation, then a follow-up link', async () => {
      const eta = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
      const res = await anon('POST', PUBLIC_LINK_PATHS.dispatch, { token, requestId, response: 'accept', eta });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toMatch(/^Thanks/);
      expect(res.json().followUpUrl).toMatch(/^\/vendor-follow-up\?requestId=/);
      const request = await detail(requestId);
      expect(request.assignedToVendor?.id).toBe(vendors.hvac.id);
      expect(request.eta).toBe(eta);
      expect(request.subStatus).toBe('Vendor Dispatched');
      expect((await activities(requestId)).some((a) => a.startsWith('Dispatch Confirmation: Summit Mechanical accepted the job'))).toBe(true);
      const [dispatch] = await t.database.db.select().from(vendorDispatches).where(eq(vendorDispatches.requestId, requestId));
      expect(dispatch!.response).toBe('Accepted');
      followUp = await lastLink(HVAC_EMAIL);
      expect(followUp.pathname).toBe('/vendor-follow-up');
    });

    it('takes a dispatch answer once', async () => {
      expectInvalid(await anon('POST', PUBLIC_LINK_PATHS.dispatch, { token, requestId, response: 'decline', reason: 'changed my mind' }));
      expectInvalid(await view({ token, purpose: 'dispatch', requestId }));
    });

    it('takes many progress reports: on the way, on site (a check-in), a photo, work complete', async () => {
      const followToken = followUp.searchParams.get('token')!;
      const report = (status: string, extra: object = {}) => anon('POST', PUBLIC_LINK_PATHS.followUp, { token: followToken, requestId, status, ...extra });
      expect((await report('on-the-way')).statusCode).toBe(200);
      expect((await detail(requestId)).subStatus).toBe('Vendor En Route');
      expect((await report('on-site', { notes: 'At the back door.' })).statusCode).toBe(200);
      expect((await detail(requestId)).subStatus).toBe('Vendor On Site');
      expect(await activities(requestId)).toContain('Check In: Summit Mechanical checked in.');

      const form = new FormData();
      form.append('token', followToken);
      form.append('requestId', requestId);
      form.append('attachmentType', 'Photo');
      form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], { type: 'image/png' }), 'fan.png');
      const encoded = new Response(form);
      const upload = await t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}${PUBLIC_LINK_PATHS.attachments}`,
        headers: { 'content-type': encoded.headers.get('content-type')! },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      expect(upload.statusCode, upload.body).toBe(201);
      const photo = upload.json<{ id: string }>().id;

      expect((await report('needs-parts', { attachmentIds: [randomUUID()] })).json().message).toContain('attachmentIds');
      expect((await report('work-complete', { notes: 'Fan motor replaced.', attachmentIds: [photo] })).statusCode).toBe(200);
      expect((await detail(requestId)).subStatus).toBe('Work Complete');
      expect(await activities(requestId)).toContain('Vendor Update: Summit Mechanical: Work complete. Fan motor replaced.');
      expect((await report('bogus')).json().message).toContain('status');
    });

    it('sends the contact a CSAT link on completion; the follow-up link ends with the request', async () => {
      const res = await api.call('companyLeader', 'PATCH', `requests/${requestId}/complete`, { resolutionStatement: 'Fan motor replaced.' });
      expect(res.statusCode, res.body).toBe(200);
      expectInvalid(await view({ token: followUp.searchParams.get('token')!, purpose: 'follow-up', requestId }));
      const [sent] = await t.database.db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.subject, `How did we do on request #${(await detail(requestId)).number}?`));
      const csat = new URL(sent!.link!);
      expect(csat.pathname).toBe('/csat');
      expect(csat.searchParams.get('request')).toBe(requestId);
      const csatToken = csat.searchParams.get('token')!;
      // The automations card shows the survey as it stands: sent at completion, then answered.
      const survey = async () =>
        (await api.ok<Page<AutomationView>>('companyLeader', 'GET', `self-service/requests/${requestId}/automations`)).items.find(
          (a) => a.kind === 'completion-survey',
        );
      expect(await survey()).toMatchObject({ status: 'Sent', description: `Rating link sent to ${sent!.to}.` });

      expect((await view({ token: csatToken, purpose: 'csat', requestId })).statusCode).toBe(200);
      const bad = await anon('POST', PUBLIC_LINK_PATHS.csat, { token: csatToken, requestId, rating: 7 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('rating');
      const rated = await anon('POST', PUBLIC_LINK_PATHS.csat, { token: csatToken, requestId, rating: 5, comment: 'Quick and tidy.' });
      expect(rated.statusCode, rated.body).toBe(200);
      expect(await activities(requestId)).toContain('Customer Rating: Rated 5 of 5. Quick and tidy.');
      expectInvalid(await anon('POST', PUBLIC_LINK_PATHS.csat, { token: csatToken, requestId, rating: 1 }));
      const stored = await t.database.db.select().from(requestRatings).where(eq(requestRatings.requestId, requestId));
      expect(stored.map((r) => r.rating)).toEqual([5]);
      expect(await survey()).toMatchObject({ status: 'Answered', description: 'Rating received: 5 of 5.' });

      // A second CSAT link for the same request cannot rate it again.
      const again = await issuePublicLink(t.database.db, { purpose: 'csat', customerId: customers.enterprise.id, requestId });
      expectInvalid(await anon('POST', PUBLIC_LINK_PATHS.csat, { token: again.token, requestId, rating: 2 }));
    });
  });

  it('tells the vendor the not-to-exceed amount in the dispatch message and on the link’s page', async () => {
    const requestId = randomUUID();
    const created = await api.call('companyLeader', 'POST', 'requests', {
      id: requestId,
      assetId: assets.enterpriseWithLabel.id,
      incidentDescription: 'Rooftop unit tripping its breaker.',
      assignedToVendorId: vendors.hvac.id,
      nteCents: 125_050,
    });
    expect(created.statusCode, created.body).toBe(201);
    const [message] = await t.database.db
      .select({ text: outboundMessages.text, link: outboundMessages.link })
      .from(outboundMessages)
      .where(eq(outboundMessages.to, HVAC_EMAIL))
      .orderBy(desc(outboundMessages.createdAt));
    expect(message!.text).toContain('Not to exceed: $1,250.50. Work above that needs an approved quote first.');
    const link = new URL(message!.link!);
    const res = await view({ token: link.searchParams.get('token')!, purpose: 'dispatch', requestId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PublicLinkView>().request).toMatchObject({ id: requestId, nteCents: 125_050 });
  });

  it('refuses an expired link', async () => {
    const requestId = requests.openEmergencyForVendorTech.id;
    const expired = await issuePublicLink(t.database.db, { purpose: 'follow-up', customerId: customers.enterprise.id, requestId, ttlMs: -1000 });
    expectInvalid(await view({ token: expired.token, purpose: 'follow-up', requestId }));
    expectInvalid(await anon('POST', PUBLIC_LINK_PATHS.followUp, { token: expired.token, requestId, status: 'on-site' }));
  });

  it('sends a self-service request’s vendor the SSO dispatch link, and a decline puts the request back to Awaiting Dispatch', async () => {
    const id = randomUUID();
    const created = await api.call('selfService', 'POST', 'self-service/requests', {
      id,
      requestType: 'Incident',
      requestPriority: 'High',
      assetId: assets.selfService.id,
      incidentDescription: 'Steam wand leaking.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const assigned = await api.call('selfService', 'POST', `self-service/requests/${id}/assign-vendor`, { assignedToVendorId: vendors.hvac.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const link = await lastLink(HVAC_EMAIL);
    expect(link.pathname).toBe('/sso-vendor-dispatch');
    const token = link.searchParams.get('token')!;
    expectInvalid(await view({ token, purpose: 'dispatch', requestId: id }));
    expect((await view({ token, purpose: 'sso-dispatch', requestId: id })).statusCode).toBe(200);
    const res = await anon('POST', PUBLIC_LINK_PATHS.dispatch, { token, requestId: id, response: 'decline', reason: 'No technician free this week.' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await api.ok<RequestDetail>('selfService', 'GET', `self-service/requests/${id}`);
    expect(after.assignedToVendor).toBeNull();
    expect(after.subStatus).toBe('Awaiting Dispatch');
  });

  it('takes one quote from a request-quote link, stored on the request', async () => {
    const requestId = requests.awaitingQuote.id;
    const quote = await issuePublicLink(t.database.db, { purpose: 'request-quote', customerId: customers.enterprise.id, requestId, vendorId: vendors.hvac.id });
    const bad = await anon('POST', PUBLIC_LINK_PATHS.quote, { token: quote.token, requestId, amountUsd: -5, description: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('amountUsd');
    const res = await anon('POST', PUBLIC_LINK_PATHS.quote, { token: quote.token, requestId, amountUsd: 1234.5, description: 'Replace the compressor.' });
    expect(res.statusCode, res.body).toBe(200);
    // The demo's own quotes on this request are older: the newest is the one just sent.
    const [stored] = await t.database.db
      .select()
      .from(requestQuotes)
      .where(eq(requestQuotes.requestId, requestId))
      .orderBy(desc(requestQuotes.createdAt))
      .limit(1);
    expect(stored).toMatchObject({ amountCents: 123450, description: 'Replace the compressor.', vendorId: vendors.hvac.id, status: 'Submitted' });
    expect((await activities(requestId)).some((a) => a.startsWith('Quote Submitted: Summit Mechanical quoted $1,234.50'))).toBe(true);
    expect((await detail(requestId)).subStatus).toBe('Awaiting Quote Approval');
    expectInvalid(await anon('POST', PUBLIC_LINK_PATHS.quote, { token: quote.token, requestId, amountUsd: 1, description: 'again' }));
  });

  it('files many requests from a location’s intake link, only on that location’s equipment', async () => {
    const intake = await issuePublicLink(t.database.db, { purpose: 'request-intake', customerId: customers.enterprise.id, locationId: locations.staffPm.id });
    const shown = await view({ token: intake.token, purpose: 'request-intake' });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<PublicLinkView>().assets.map((a) => a.id)).toContain(assets.enterpriseWithLabel.id);
    expectInvalid(await view({ token: intake.token, purpose: 'request-intake', requestId: requests.awaitingDispatch.id }));

    const file = (body: object) => anon('POST', PUBLIC_LINK_PATHS.intake, { token: intake.token, incidentDescription: 'Cooler is warm.', ...body });
    const id = randomUUID();
    const first = await file({ id, assetId: assets.enterpriseWithLabel.id, requestPriority: 'High', contactName: 'Sam' });
    expect(first.statusCode, first.body).toBe(200);
    const number = first.json<{ requestNumber: number }>().requestNumber;
    expect((await file({ id, assetId: assets.enterpriseWithLabel.id })).json().requestNumber).toBe(number);
    expect((await file({ id: randomUUID() })).statusCode).toBe(200);
    const elsewhere = await file({ id: randomUUID(), assetId: assets.retail.id });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toContain('assetId');
    expect((await file({ id: randomUUID(), incidentDescription: '' })).json().message).toContain('incidentDescription');
    const filed = await detail(id);
    expect(filed).toMatchObject({ requestPriority: 'High', incidentDescription: 'Cooler is warm.' });
    expect(await activities(id)).toContain('Request Created: Sam (intake link) created the request.');
  });
});
