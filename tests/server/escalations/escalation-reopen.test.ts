import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import { ESCALATION_PATHS, type EepLinkView, type EscalationDetail } from '../../../src/domain/escalations/escalations-api';
import type { Page } from '../../../src/domain/api/paging';
import type { ActivityView } from '../../../src/domain/requests/request-views';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, requests } = DEMO;
const PUBLIC_URL = 'https://portal.example.com';
/** FrostLine's escalation contact (seeded): the walk-in cooler at HG-101 is FrostLine equipment. */
const FROSTLINE_EEP = 'eep@frostline.example';
type Who = 'companyLeader' | 'locationStaff' | 'brandManager' | 'retailLeader';

/** docs/product/escalations.md: reopening a resolved escalation, and the customer's updates forwarded to the manufacturer. */
describe('escalations reopened and forwarded', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const requestId = requests.openEmergencyForVendorTech.id;
  const escalationId = randomUUID();

  const toManufacturer = () =>
    t.database.db
      .select({ subject: outboundMessages.subject, text: outboundMessages.text, link: outboundMessages.link })
      .from(outboundMessages)
      .where(eq(outboundMessages.to, FROSTLINE_EEP))
      .orderBy(desc(outboundMessages.createdAt));
  const reopen = (who: Who, body: object, id: string = escalationId) => api.call(who, 'POST', `escalations/${id}/reopen`, body);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    await api.signIn(users, ['companyLeader', 'locationStaff', 'brandManager', 'retailLeader']);
    const res = await api.call('locationStaff', 'POST', 'escalations', { id: escalationId, requestId, reasons: ['Repeat failure'] });
    expect(res.statusCode, res.body).toBe(201);
  }, 60_000);
  afterAll(() => t.close());

  it("forwards the customer's updates to the manufacturer's contact, with a link to answer; not the manufacturer's own", async () => {
    const before = (await toManufacturer()).length;
    await api.ok('locationStaff', 'POST', `escalations/${escalationId}/updates`, { text: 'The compressor tripped again at 6 AM.' });
    const [sent] = await toManufacturer();
    expect((await toManufacturer()).length).toBe(before + 1);
    expect(sent!.subject).toMatch(/^Update on the escalation of request #\d+$/);
    expect(sent!.text).toContain('The compressor tripped again at 6 AM.');
    expect(sent!.link).toMatch(/\/vendor-eep-updates\?token=/);

    await api.ok('brandManager', 'POST', `escalations/${escalationId}/updates`, { text: 'Checking the batch.', status: 'Manufacturer Responded' });
    expect((await toManufacturer()).length).toBe(before + 1);
  });

  it('reopens a resolved escalation with a reason: open again, the manufacturer told why with a working link', async () => {
    expect((await reopen('locationStaff', { reason: 'Not resolved yet' })).json<EscalationDetail>().status).toBe('Manufacturer Responded');
    await api.ok('locationStaff', 'POST', `escalations/${escalationId}/resolve`, { note: 'Compressor replaced.' });

    const reopened = await api.ok<EscalationDetail>('companyLeader', 'POST', `escalations/${escalationId}/reopen`, { reason: 'It is warm again.' });
    expect(reopened).toMatchObject({ status: 'Open', resolvedAt: null });
    expect(reopened.updates.some((u) => u.text === 'Reopened: It is warm again.' && u.status === 'Open')).toBe(true);

    const [sent] = await toManufacturer();
    expect(sent!.subject).toMatch(/^Escalation reopened: request #\d+/);
    expect(sent!.text).toContain(`${users.companyLeader.name} reopened the escalation`);
    expect(sent!.text).toContain('It is warm again.');
    const token = new URL(sent!.link!).searchParams.get('token')!;
    const view = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${ESCALATION_PATHS.publicView}?purpose=eep-updates&token=${token}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<EepLinkView>().escalation.status).toBe('Open');

    const timeline = await api.ok<Page<ActivityView>>('companyLeader', 'GET', `requests/${requestId}/activities?limit=200`);
    expect(timeline.items.some((a) => a.activityType === 'Escalation Update' && a.description.includes('(Open): Reopened: It is warm again.'))).toBe(true);

    // Open again, it takes updates; reopening it again changes nothing.
    expect((await api.call('locationStaff', 'POST', `escalations/${escalationId}/updates`, { text: 'Vendor on the way.' })).statusCode).toBe(200);
    const again = await reopen('companyLeader', { reason: 'Twice' });
    expect(again.statusCode).toBe(200);
    expect(again.json<EscalationDetail>().updates.filter((u) => u.text.startsWith('Reopened:'))).toHaveLength(1);
  });

  it('refuses those who may not resolve, another tenant and bad input', async () => {
    await api.ok('locationStaff', 'POST', `escalations/${escalationId}/resolve`, {});
    const byBrand = await reopen('brandManager', { reason: 'x' });
    expect(byBrand.statusCode).toBe(403);
    expect(byBrand.json().message).toBe('You do not have permission to reopen this escalation.');
    expect((await reopen('retailLeader', { reason: 'x' })).statusCode).toBe(404);
    expect((await reopen('companyLeader', {})).json().message).toMatch(/reason/);
    expect((await reopen('companyLeader', { reason: '   ' })).statusCode).toBe(400);
    expect((await reopen('companyLeader', { reason: 'x' }, 'nope')).statusCode).toBe(400);
    const still = await api.ok<EscalationDetail>('companyLeader', 'GET', `escalations/${escalationId}`);
    expect(still.status).toBe('Resolved');
  });
});
