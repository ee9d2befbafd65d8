import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import type { Page } from '../../../src/domain/api/paging';
import type { IntakeLink, QuoteRequestResult } from '../../../src/domain/public-links/link-handouts-api';
import { PUBLIC_LINK_PATHS, type PublicLinkView } from '../../../src/domain/public-links/public-links-api';
import type { ActivityView, RequestDetail } from '../../../src/domain/requests/request-views';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { communications } from '../../../src/server/db/schema/communications';
import { vendors as vendorsTable } from '../../../src/server/db/schema/tenancy';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, requests, vendors, locations } = DEMO;
const PUBLIC_URL = 'https://portal.example.com';

type Who = 'companyLeader' | 'locationStaff' | 'retailLeader' | 'brandManager';

describe('handing out public links', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    await api.signIn(users, ['companyLeader', 'locationStaff', 'retailLeader', 'brandManager']);
  }, 60_000);
  afterAll(() => t.close());

  const anon = (method: 'GET' | 'POST', path: string, payload?: object) =>
    t.app.inject({ method, url: `${API_PREFIX}${path}`, ...(payload ? { payload } : {}) });

  describe('asking a vendor for a quote', () => {
    const requestId = requests.awaitingDispatch.id;
    const ask = (who: Who, body: object, id = requestId) => api.call(who, 'POST', `requests/${id}/quote-requests`, body);

    it('emails the vendor a request-quote link, logs the message and writes the timeline', async () => {
      const res = await ask('companyLeader', { vendorId: vendors.hvac.id, note: 'Replace the thermostat too if it is the old model.' });
      expect(res.statusCode, res.body).toBe(201);
      const result = res.json<QuoteRequestResult>();
      expect(result.vendor.id).toBe(vendors.hvac.id);
      const number = (await api.ok<RequestDetail>('companyLeader', 'GET', `requests/${requestId}`)).number;

      const [sent] = await t.database.db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.to, result.sentTo))
        .orderBy(desc(outboundMessages.createdAt));
      expect(sent?.subject).toBe(`Request #${number}: quote requested`);
      expect(sent?.text).toContain('Replace the thermostat too');
      const link = new URL(sent!.link!);
      expect(link.origin).toBe(PUBLIC_URL);
      expect(link.pathname).toBe('/vendor-request-quote');
      const [logged] = await t.database.db
        .select()
        .from(communications)
        .where(eq(communications.subject, `Request #${number}: quote requested`));
      expect(logged?.toAddress).toBe(result.sentTo);
      expect(logged?.body).not.toContain(link.searchParams.get('token')!);
      const timeline = await api.ok<Page<ActivityView>>('companyLeader', 'GET', `requests/${requestId}/activities?limit=200`);
      expect(timeline.items.map((a) => `${a.activityType}: ${a.description}`)).toContain(
        `Quote Requested: Asked ${result.vendor.name} for a quote. Replace the thermostat too if it is the old model.`,
      );

      // The quote page shows what the quote should cover, as the leader wrote it.
      const viewed = await anon('GET', `${PUBLIC_LINK_PATHS.view}?token=${link.searchParams.get('token')}&purpose=request-quote&requestId=${requestId}`);
      expect(viewed.statusCode, viewed.body).toBe(200);
      expect(viewed.json<PublicLinkView>().quoteAsk).toMatchObject({ note: 'Replace the thermostat too if it is the old model.' });

      // The vendor answers it on the quote page: the quote lands on the request.
      const quoted = await anon('POST', PUBLIC_LINK_PATHS.quote, {
        token: link.searchParams.get('token'),
        requestId,
        amountUsd: 640,
        description: 'Compressor contactor and thermostat.',
      });
      expect(quoted.statusCode, quoted.body).toBe(200);
      expect((await api.ok<RequestDetail>('companyLeader', 'GET', `requests/${requestId}`)).subStatus).toBe('Awaiting Quote Approval');
    });

    it('answers a bad body, an unknown vendor or one with no address with a 400 naming the field', async () => {
      const bad = await ask('companyLeader', { vendorId: 'nope' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('vendorId');
      expect((await ask('companyLeader', { vendorId: vendors.hvac.id, extra: 1 })).statusCode).toBe(400);
      expect((await ask('companyLeader', { vendorId: vendors.hvac.id, note: 'x'.repeat(2001) })).json().message).toContain('note');
      const unknown = await ask('companyLeader', { vendorId: '00000000-0000-4000-8000-000000000000' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('vendorId: no such vendor.');
      await t.database.db.update(vendorsTable).set({ email: null, phone: null }).where(eq(vendorsTable.id, vendors.plumbing.id));
      const silent = await ask('companyLeader', { vendorId: vendors.plumbing.id });
      expect(silent.statusCode).toBe(400);
      expect(silent.json().message).toMatch(/has no email address or phone to send the quote request to\.$/);
    });

    it('texts the link to a vendor with a phone and no email address', async () => {
      await t.database.db.update(vendorsTable).set({ email: null, phone: '+14155550177' }).where(eq(vendorsTable.id, vendors.generalRepair.id));
      const res = await ask('companyLeader', { vendorId: vendors.generalRepair.id });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<QuoteRequestResult>().sentTo).toBe('+14155550177');
      const [sent] = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.to, '+14155550177'));
      expect(sent?.channel).toBe('sms');
      expect(sent?.text).toMatch(/^Request #\d+: quote requested: https:\/\/portal\.example\.com\/vendor-request-quote\?/);
      const [logged] = await t.database.db.select().from(communications).where(eq(communications.toAddress, '+14155550177'));
      expect(logged).toMatchObject({ kind: 'sms', body: expect.stringMatching(/quote requested: \(link\)$/) });
    });

    it("refuses a bad request id, another tenant's request, a closed one, and users who may not dispatch", async () => {
      expect((await ask('companyLeader', { vendorId: vendors.hvac.id }, 'not-an-id')).statusCode).toBe(400);
      expect((await ask('companyLeader', { vendorId: vendors.hvac.id }, requests.retailOpen.id)).statusCode).toBe(404);
      expect((await ask('retailLeader', { vendorId: vendors.hvac.id })).statusCode).toBe(404);
      const closed = await ask('companyLeader', { vendorId: vendors.hvac.id }, requests.closedEnterprise.id);
      expect(closed.statusCode).toBe(409);
      expect(closed.json().message).toBe('This request is closed; quotes can no longer be requested.');
      expect([403, 404]).toContain((await ask('brandManager', { vendorId: vendors.hvac.id })).statusCode);
    });
  });

  describe("a location's intake link", () => {
    const make = (who: Who, id: string = locations.staffPm.id) => api.call(who, 'POST', `locations/${id}/intake-links`);

    it('answers a new link for the location that files requests there', async () => {
      const res = await make('companyLeader');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      const link = res.json<IntakeLink>();
      const url = new URL(link.url);
      expect(url.origin).toBe(PUBLIC_URL);
      expect(url.pathname).toBe('/request-intake-magic-link');
      expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(89 * 24 * 3600_000);
      const view = await anon('GET', `${PUBLIC_LINK_PATHS.view}?purpose=request-intake&token=${url.searchParams.get('token')}`);
      expect(view.statusCode, view.body).toBe(200);
      // Each call makes a new link.
      expect((await make('companyLeader')).json<IntakeLink>().url).not.toBe(link.url);
    });

    it("refuses a bad id, another tenant's location, and users who may not change the location", async () => {
      expect((await make('companyLeader', 'nope')).statusCode).toBe(400);
      expect((await make('companyLeader', locations.retail.id)).statusCode).toBe(404);
      expect((await make('retailLeader')).statusCode).toBe(404);
      const staff = await make('locationStaff');
      expect(staff.statusCode).toBe(403);
      expect(staff.json().message).toBe('You do not have permission to change this location.');
    });
  });
});
