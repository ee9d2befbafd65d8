import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import { ESCALATION_PATHS, type EepLinkView, type EscalationDetail, type EscalationPage } from '../../../src/domain/escalations/escalations-api';
import { INVALID_LINK_MESSAGE } from '../../../src/domain/public-links/public-links-api';
import type { Page } from '../../../src/domain/api/paging';
import type { ActivityView } from '../../../src/domain/requests/request-views';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { communications } from '../../../src/server/db/schema/communications';
import { escalationRatings } from '../../../src/server/db/schema/escalation-updates';
import { publicLinks } from '../../../src/server/db/schema/public-links';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, requests, assets, brandOwners } = DEMO;
const PUBLIC_URL = 'https://portal.example.com';
/** FrostLine's escalation contact (seeded): the walk-in cooler at HG-101 is FrostLine equipment. */
const FROSTLINE_EEP = 'eep@frostline.example';

type Who = 'companyLeader' | 'locationStaff' | 'brandManager' | 'fryerBrandManager' | 'retailLeader' | 'selfService' | 'vendorTech';

describe('escalations (EEP)', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    await api.signIn(users, ['companyLeader', 'locationStaff', 'brandManager', 'fryerBrandManager', 'retailLeader', 'selfService', 'vendorTech']);
  }, 60_000);
  afterAll(() => t.close());

  const anon = (method: 'GET' | 'POST', path: string, payload?: object) =>
    t.app.inject({ method, url: `${API_PREFIX}${path}`, ...(payload ? { payload } : {}) });
  const eepView = (query: Record<string, string>) => anon('GET', `${ESCALATION_PATHS.publicView}?${new URLSearchParams(query).toString()}`);
  const expectInvalid = (res: { statusCode: number; body: string; json: () => { message?: string } }) => {
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toBe(INVALID_LINK_MESSAGE);
  };

  async function lastLink(to: string): Promise<URL> {
    const [message] = await t.database.db
      .select({ link: outboundMessages.link })
      .from(outboundMessages)
      .where(eq(outboundMessages.to, to))
      .orderBy(desc(outboundMessages.createdAt));
    expect(message?.link, `a link was sent to ${to}`).toBeTruthy();
    return new URL(message!.link!);
  }
  const activities = async (requestId: string) =>
    (await api.ok<Page<ActivityView>>('companyLeader', 'GET', `requests/${requestId}/activities?limit=200`)).items.map(
      (a) => `${a.activityType}: ${a.description}`,
    );

  const requestId = requests.openEmergencyForVendorTech.id;
  const escalationId = randomUUID();
  let updatesToken = '';

  it('escalates an existing request (POST escalations): an activity, and FrostLine’s contact gets an EEP updates link', async () => {
    const res = await api.call('locationStaff', 'POST', 'escalations', {
      id: escalationId,
      requestId,
      reasons: ['Repeat failure'],
      notes: 'Third time this month.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<EscalationDetail>()).toMatchObject({
      id: escalationId,
      requestId,
      status: 'Open',
      reasons: ['Repeat failure'],
      notes: 'Third time this month.',
      brandOwner: { id: brandOwners.refrigeration.id, name: 'FrostLine Refrigeration' },
      asset: { id: assets.enterpriseWithLabel.id, make: 'FrostLine Refrigeration' },
      updates: [],
    });
    const again = await api.call('locationStaff', 'POST', 'escalations', { id: escalationId, requestId, reasons: ['Repeat failure'] });
    expect(again.statusCode).toBe(200);
    expect((await activities(requestId)).filter((a) => a.startsWith('Escalated:'))).toHaveLength(1);
    const link = await lastLink(FROSTLINE_EEP);
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/vendor-eep-updates`);
    expect([...link.searchParams.keys()]).toEqual(['token']);
    updatesToken = link.searchParams.get('token')!;
    const logged = await t.database.db.select().from(communications).where(eq(communications.toAddress, FROSTLINE_EEP));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.map((c) => c.body).join('\n')).not.toContain(updatesToken);
  });

  it('refuses a bad body naming the field, an unseen request as 404, and a self-service customer', async () => {
    const noReasons = await api.call('locationStaff', 'POST', 'escalations', { id: randomUUID(), requestId, reasons: [] });
    expect(noReasons.statusCode).toBe(400);
    expect(noReasons.json().message).toMatch(/reasons/);
    const badId = await api.call('locationStaff', 'POST', 'escalations', { id: randomUUID(), requestId: 'nope', reasons: ['x'] });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/requestId/);
    const unseenRequest = await api.call('retailLeader', 'POST', 'escalations', { id: randomUUID(), requestId, reasons: ['x'] });
    expect(unseenRequest.statusCode).toBe(404);
    expect(unseenRequest.json().message).toBe('Request not found.');
    const unseen = await api.call('retailLeader', 'GET', `escalations/${escalationId}`);
    expect(unseen.statusCode).toBe(404);
    expect(unseen.json().message).toBe('Escalation not found.');
    expect((await api.call('locationStaff', 'GET', `escalations/${randomUUID()}`)).statusCode).toBe(404);
    expect((await api.call('selfService', 'GET', 'escalations')).statusCode).toBe(403);
    const ssRes = await api.call('selfService', 'POST', 'escalations', { id: randomUUID(), requestId: requests.selfServiceOpen.id, reasons: ['x'] });
    expect(ssRes.statusCode).toBe(403);
  });

  it('lists escalations paged and tenant-scoped; brand-owner users see their brand’s across customers, others’ not', async () => {
    const mine = await api.ok<EscalationPage>('companyLeader', 'GET', 'escalations?limit=5');
    expect(mine.items.map((e) => e.id)).toContain(escalationId);
    expect((await api.ok<EscalationPage>('retailLeader', 'GET', 'escalations')).items.map((e) => e.id)).not.toContain(escalationId);
    const brand = await api.ok<EscalationPage>('brandManager', 'GET', 'escalations');
    expect(brand.items.map((e) => e.id)).toContain(escalationId);
    expect(brand.items.every((e) => e.brandOwner?.id === brandOwners.refrigeration.id)).toBe(true);
    expect((await api.call('brandManager', 'GET', `escalations/${escalationId}`)).statusCode).toBe(200);
    expect((await api.ok<EscalationPage>('fryerBrandManager', 'GET', 'escalations')).items.map((e) => e.id)).not.toContain(escalationId);
    expect((await api.call('fryerBrandManager', 'GET', `escalations/${escalationId}`)).statusCode).toBe(404);
    const bad = await api.call('companyLeader', 'GET', 'escalations?limit=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/limit/);
  });

  it('a request created with escalateThroughEep gets its escalation and sends its link', async () => {
    const id = randomUUID();
    const res = await api.call('locationStaff', 'POST', 'requests', {
      id,
      assetId: assets.enterpriseWithLabel.id,
      requestPriority: 'High',
      incidentDescription: 'Cooler down again.',
      escalateThroughEep: true,
      escalationReasons: ['Food safety risk'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const page = await api.ok<EscalationPage>('locationStaff', 'GET', `escalations?requestId=${id}`);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ requestId: id, reasons: ['Food safety risk'], status: 'Open' });
    expect((await activities(id)).some((a) => a.startsWith('Escalated:'))).toBe(true);
    const link = await lastLink(FROSTLINE_EEP);
    const [stored] = await t.database.db.select().from(publicLinks).where(eq(publicLinks.escalationId, page.items[0]!.id));
    expect(stored).toMatchObject({ purpose: 'eep-updates', singleUse: false });
    expect(link.searchParams.get('token')).toBeTruthy();
  });

  it('the manufacturer reads the escalation and posts updates through the link, many times, no session', async () => {
    const res = await eepView({ token: updatesToken, purpose: 'eep-updates' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const view = res.json<EepLinkView>();
    expect(view).toMatchObject({
      purpose: 'eep-updates',
      escalation: { id: escalationId, status: 'Open', reasons: ['Repeat failure'] },
      asset: { make: 'FrostLine Refrigeration' },
      updates: [],
    });
    expect(res.body).not.toContain(users.locationStaff.email);
    const first = await anon('POST', ESCALATION_PATHS.publicUpdate, { token: updatesToken, text: 'A field engineer is looking into it.' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'Open' });
    const second = await anon('POST', ESCALATION_PATHS.publicUpdate, {
      token: updatesToken,
      text: 'Compressor recall applies.',
      status: 'Manufacturer Responded',
    });
    expect(second.json()).toMatchObject({ status: 'Manufacturer Responded' });
    const empty = await anon('POST', ESCALATION_PATHS.publicUpdate, { token: updatesToken, text: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/text/);
    const badStatus = await anon('POST', ESCALATION_PATHS.publicUpdate, { token: updatesToken, text: 'x', status: 'Open' });
    expect(badStatus.statusCode).toBe(400);
    // The manufacturer proposes a resolution; resolving is the customer's (issue 31).
    const resolves = await anon('POST', ESCALATION_PATHS.publicUpdate, { token: updatesToken, text: 'Fixed.', status: 'Resolved' });
    expect(resolves.statusCode).toBe(400);
    expect(resolves.json().message).toMatch(/status must be one of Manufacturer Responded, Resolution Proposed/);
    const detail = await api.ok<EscalationDetail>('companyLeader', 'GET', `escalations/${escalationId}`);
    expect(detail.status).toBe('Manufacturer Responded');
    expect(detail.updates.map((u) => [u.authorKind, u.authorName, u.text, u.status])).toEqual([
      ['manufacturer', 'FrostLine Refrigeration', 'A field engineer is looking into it.', null],
      ['manufacturer', 'FrostLine Refrigeration', 'Compressor recall applies.', 'Manufacturer Responded'],
    ]);
    expect((await activities(requestId)).filter((a) => a.startsWith('Escalation Update:'))).toHaveLength(2);
  });

  it('refuses every bad token the same way: unknown, altered, other purpose, expired', async () => {
    expectInvalid(await eepView({ token: 'x'.repeat(43), purpose: 'eep-updates' }));
    expectInvalid(await eepView({ token: `${updatesToken.slice(0, -1)}${updatesToken.endsWith('A') ? 'B' : 'A'}`, purpose: 'eep-updates' }));
    expectInvalid(await eepView({ token: updatesToken, purpose: 'eep-manufacturer-csat', escalationId }));
    expectInvalid(await anon('POST', ESCALATION_PATHS.publicCsat, { token: updatesToken, escalationId, rating: 5 }));
    // A dispatch link is not an EEP link, nor the other way round.
    expectInvalid(await anon('GET', `/public/links?token=${updatesToken}&purpose=follow-up&requestId=${requestId}`));
    const other = await api.ok<EscalationPage>('locationStaff', 'GET', 'escalations?limit=100');
    const second = other.items.find((e) => e.id !== escalationId && e.status === 'Open')!;
    const [link] = await t.database.db.select().from(publicLinks).where(eq(publicLinks.escalationId, second.id));
    await t.database.db
      .update(publicLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(publicLinks.id, link!.id));
    const token = (await lastLink(FROSTLINE_EEP)).searchParams.get('token')!;
    expectInvalid(await eepView({ token, purpose: 'eep-updates' }));
    expectInvalid(await anon('POST', ESCALATION_PATHS.publicUpdate, { token, text: 'Too late' }));
  });

  let csat: URL;
  it('resolving sends the requester a manufacturer-CSAT link; the updates link then ends', async () => {
    expect((await api.call('retailLeader', 'POST', `escalations/${escalationId}/resolve`, {})).statusCode).toBe(404);
    const res = await api.call('locationStaff', 'POST', `escalations/${escalationId}/resolve`, { note: 'Compressor replaced under recall.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EscalationDetail>()).toMatchObject({
      status: 'Resolved',
      updates: expect.arrayContaining([expect.objectContaining({ authorKind: 'user', status: 'Resolved' })]),
    });
    csat = await lastLink(users.locationStaff.email);
    expect(csat.pathname).toBe('/eep-manufacturer-csat');
    expect(csat.searchParams.get('escalationId')).toBe(escalationId);
    expectInvalid(await eepView({ token: updatesToken, purpose: 'eep-updates' }));
    expectInvalid(await anon('POST', ESCALATION_PATHS.publicUpdate, { token: updatesToken, text: 'More' }));
  });

  it('takes the manufacturer rating once, for its escalation only', async () => {
    const token = csat.searchParams.get('token')!;
    expectInvalid(await eepView({ token, purpose: 'eep-manufacturer-csat', escalationId: randomUUID() }));
    expectInvalid(await eepView({ token, purpose: 'eep-updates' }));
    const view = await eepView({ token, purpose: 'eep-manufacturer-csat', escalationId });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<EepLinkView>().escalation.status).toBe('Resolved');
    const bad = await anon('POST', ESCALATION_PATHS.publicCsat, { token, escalationId, rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/rating/);
    expectInvalid(await anon('POST', ESCALATION_PATHS.publicCsat, { token, escalationId: randomUUID(), rating: 4 }));
    const rated = await anon('POST', ESCALATION_PATHS.publicCsat, { token, escalationId, rating: 4, comment: 'Quick once they looked.' });
    expect(rated.statusCode, rated.body).toBe(200);
    expectInvalid(await anon('POST', ESCALATION_PATHS.publicCsat, { token, escalationId, rating: 1 }));
    expectInvalid(await eepView({ token, purpose: 'eep-manufacturer-csat', escalationId }));
    const ratings = await t.database.db.select().from(escalationRatings).where(eq(escalationRatings.escalationId, escalationId));
    expect(ratings.map((r) => [r.rating, r.comment])).toEqual([[4, 'Quick once they looked.']]);
    const detail = await api.ok<EscalationDetail>('companyLeader', 'GET', `escalations/${escalationId}`);
    expect(detail.manufacturerRating).toMatchObject({ rating: 4 });
    expect((await activities(requestId)).some((a) => a.startsWith('Manufacturer Rating: Rated FrostLine Refrigeration 4 of 5'))).toBe(true);
  });
});
