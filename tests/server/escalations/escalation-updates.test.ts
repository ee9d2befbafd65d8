import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/api/paging';
import {
  ESCALATION_MESSAGES,
  type EscalatablePage,
  type EscalationAttachment,
  type EscalationDetail,
  type EscalationPage,
} from '../../../src/domain/escalations/escalations-api';
import { FILES_MESSAGES } from '../../../src/domain/files/files-api';
import type { ActivityView } from '../../../src/domain/requests/request-views';
import { brandEscalationId } from '../../../src/server/seed/demo-escalations';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, requests, brandOwners, locations } = DEMO;

type Who = 'companyLeader' | 'locationStaff' | 'brandManager' | 'fryerBrandManager' | 'retailLeader' | 'selfService';

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(`compressor ${randomUUID()}`)]);
const photo = { bytes: PNG, name: 'compressor.png', type: 'image/png' };

describe('escalation updates, files and the requests one may escalate', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const requestId = requests.openEmergencyForVendorTech.id;
  const escalationId = randomUUID();

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['companyLeader', 'locationStaff', 'brandManager', 'fryerBrandManager', 'retailLeader', 'selfService']);
    const res = await api.call('locationStaff', 'POST', 'escalations', { id: escalationId, requestId, reasons: ['Repeat failure'] });
    expect(res.statusCode, res.body).toBe(201);
  }, 60_000);
  afterAll(() => t.close());

  const update = (who: Who, id: string, body: object) => api.call(who, 'POST', `escalations/${id}/updates`, body);
  const upload = (who: Who, id: string, file = photo) => api.upload(who, `escalations/${id}/attachments`, {}, file);

  it('the demo data has an escalation on each brand’s equipment: each brand’s users see theirs, not the others’', async () => {
    const frostline = (await api.ok<EscalationPage>('brandManager', 'GET', 'escalations?limit=100')).items.map((e) => e.id);
    const crescent = (await api.ok<EscalationPage>('fryerBrandManager', 'GET', 'escalations?limit=100')).items.map((e) => e.id);
    expect(frostline).toContain(brandEscalationId('frostline'));
    expect(frostline).not.toContain(brandEscalationId('crescent'));
    expect(crescent).toEqual([brandEscalationId('crescent')]);
    expect((await api.call('brandManager', 'GET', `escalations/${brandEscalationId('crescent')}`)).statusCode).toBe(404);
    const responded = await api.ok<EscalationDetail>('companyLeader', 'GET', `escalations/${brandEscalationId('frostline')}`);
    expect(responded).toMatchObject({ status: 'Manufacturer Responded', updates: [expect.objectContaining({ authorKind: 'manufacturer' })] });
  });

  it('lists the open requests the caller may escalate, with the manufacturer and the escalation still open', async () => {
    const mine = await api.ok<EscalatablePage>('locationStaff', 'GET', `escalations/escalatable-requests?requestId=${requestId}`);
    expect(mine.items).toEqual([
      expect.objectContaining({ requestId, brandOwner: { id: brandOwners.refrigeration.id, name: 'FrostLine Refrigeration' }, openEscalationId: escalationId }),
    ]);
    const all = await api.ok<EscalatablePage>('companyLeader', 'GET', 'escalations/escalatable-requests?limit=50');
    expect(all.total).toBeGreaterThan(0);
    expect(all.items.every((r) => r.brandOwner.id && r.asset.make === r.brandOwner.name)).toBe(true);
    // Another tenant's request is not offered, nor to the brand's users (they do not escalate), nor to a self-service customer.
    expect((await api.ok<EscalatablePage>('retailLeader', 'GET', `escalations/escalatable-requests?requestId=${requestId}`)).items).toEqual([]);
    expect((await api.call('brandManager', 'GET', 'escalations/escalatable-requests')).statusCode).toBe(403);
    expect((await api.call('selfService', 'GET', 'escalations/escalatable-requests')).statusCode).toBe(403);
    const bad = await api.call('locationStaff', 'GET', 'escalations/escalatable-requests?limit=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/limit/);
    const badId = await api.call('locationStaff', 'GET', 'escalations/escalatable-requests?requestId=nope');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/requestId/);
  });

  it('refuses a bad update body naming the field, a bad id, and an escalation the caller does not see as 404', async () => {
    const empty = await update('locationStaff', escalationId, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^text/);
    const resolve = await update('locationStaff', escalationId, { text: 'Done', status: 'Resolved' });
    expect(resolve.statusCode).toBe(400);
    expect(resolve.json().message).toMatch(/status/);
    const extra = await update('locationStaff', escalationId, { text: 'x', rating: 5 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/rating/);
    const badId = await update('locationStaff', 'nope', { text: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/id/);
    expect((await update('locationStaff', randomUUID(), { text: 'x' })).statusCode).toBe(404);
    // Another tenant's user, and the users of another brand, get the same 404 as for an unknown id.
    expect((await update('retailLeader', escalationId, { text: 'x' })).statusCode).toBe(404);
    expect((await update('fryerBrandManager', escalationId, { text: 'x' })).statusCode).toBe(404);
  });

  it('the brand’s manager posts an update marking it responded; the customer sees it in the detail, the list and the request', async () => {
    const notTheirs = await update('locationStaff', escalationId, { text: 'We hear you', status: 'Manufacturer Responded' });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().message).toMatch(/^status: only the manufacturer/);
    const res = await update('brandManager', escalationId, { text: 'Replacement compressor ships Monday.', status: 'Manufacturer Responded' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EscalationDetail>()).toMatchObject({ status: 'Manufacturer Responded' });
    const reply = await update('locationStaff', escalationId, { text: 'Thanks, the store is open from 6am.' });
    expect(reply.statusCode, reply.body).toBe(200);
    const detail = await api.ok<EscalationDetail>('companyLeader', 'GET', `escalations/${escalationId}`);
    expect(detail.updates.map((u) => [u.authorKind, u.authorName, u.text, u.status])).toEqual([
      ['user', users.brandManager.name, 'Replacement compressor ships Monday.', 'Manufacturer Responded'],
      ['user', users.locationStaff.name, 'Thanks, the store is open from 6am.', null],
    ]);
    expect(detail.lastUpdate).toMatchObject({ authorName: users.locationStaff.name, text: 'Thanks, the store is open from 6am.' });
    const listed = await api.ok<EscalationPage>('locationStaff', 'GET', `escalations?search=${detail.requestNumber}`);
    expect(listed.items.find((e) => e.id === escalationId)?.lastUpdate?.text).toBe('Thanks, the store is open from 6am.');
    const activities = await api.ok<Page<ActivityView>>('companyLeader', 'GET', `requests/${requestId}/activities?limit=200`);
    expect(activities.items.some((a) => a.activityType === 'Escalation Update' && a.description.includes('Replacement compressor ships Monday.'))).toBe(true);
  });

  it('filters the list by location and by text', async () => {
    const here = await api.ok<EscalationPage>('companyLeader', 'GET', `escalations?locationId=${locations.staffPm.id}&limit=100`);
    expect(here.items.map((e) => e.id)).toContain(escalationId);
    expect(here.items.every((e) => e.locationId === locations.staffPm.id)).toBe(true);
    const elsewhere = await api.ok<EscalationPage>('companyLeader', 'GET', `escalations?locationId=${locations.enterpriseNotStaff.id}&limit=100`);
    expect(elsewhere.items.map((e) => e.id)).not.toContain(escalationId);
    const byMaker = await api.ok<EscalationPage>('companyLeader', 'GET', 'escalations?search=frostline&limit=100');
    expect(byMaker.items.map((e) => e.id)).toContain(escalationId);
    expect(byMaker.items.every((e) => e.brandOwner?.name === 'FrostLine Refrigeration')).toBe(true);
    const bad = await api.call('companyLeader', 'GET', 'escalations?locationId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/locationId/);
  });

  let stored: EscalationAttachment;
  it('takes a file once (the same bytes again answer 202), readable by the customer and the brand, not by others', async () => {
    const first = await upload('locationStaff', escalationId);
    expect(first.statusCode, first.body).toBe(201);
    stored = first.json<EscalationAttachment>();
    expect(stored).toMatchObject({ name: 'compressor.png', contentType: 'image/png', size: PNG.length, createdByUser: { id: users.locationStaff.id } });
    const again = await upload('brandManager', escalationId);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ alreadyUploaded: true, message: FILES_MESSAGES.alreadyUploaded, attachment: { id: stored.id } });
    const detail = await api.ok<EscalationDetail>('locationStaff', 'GET', `escalations/${escalationId}`);
    expect(detail.attachments.map((a) => a.id)).toEqual([stored.id]);
    const info = (who: Who) => api.call(who, 'GET', `s3/info?follow=false&url=${encodeURIComponent(stored.fileKey)}`);
    expect((await info('brandManager')).statusCode).toBe(200);
    expect((await info('companyLeader')).statusCode).toBe(200);
    expect((await info('retailLeader')).statusCode).toBe(404);
    expect((await info('fryerBrandManager')).statusCode).toBe(404);
  });

  it('refuses a bad upload: no file (400 naming it), a wrong type (415), a bad id, another tenant or brand (404)', async () => {
    const noFile = await api.upload('locationStaff', `escalations/${escalationId}/attachments`, { note: 'x' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toMatch(/^file/);
    const exe = await upload('locationStaff', escalationId, { bytes: Buffer.from('MZ'), name: 'x.exe', type: 'application/x-msdownload' });
    expect(exe.statusCode).toBe(415);
    const badId = await upload('locationStaff', 'nope');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/id/);
    expect((await upload('locationStaff', randomUUID())).statusCode).toBe(404);
    expect((await upload('retailLeader', escalationId)).statusCode).toBe(404);
    expect((await upload('fryerBrandManager', escalationId)).statusCode).toBe(404);
  });

  it('the manufacturer proposes a resolution; resolving is the customer’s (issue 31)', async () => {
    const proposed = await update('brandManager', escalationId, { text: 'Compressor replaced under recall.', status: 'Resolution Proposed' });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json<EscalationDetail>().status).toBe('Resolution Proposed');
    const byBrand = await api.call('brandManager', 'POST', `escalations/${escalationId}/resolve`, { note: 'Done on our side.' });
    expect(byBrand.statusCode).toBe(403);
    expect(byBrand.json().message).toBe(ESCALATION_MESSAGES.resolveRefused);
    expect((await api.ok<EscalationDetail>('locationStaff', 'GET', `escalations/${escalationId}`)).status).toBe('Resolution Proposed');
  });

  it('a resolved escalation takes no more updates or files, with a clear message', async () => {
    expect((await api.call('locationStaff', 'POST', `escalations/${escalationId}/resolve`, { note: 'Compressor replaced.' })).statusCode).toBe(200);
    const late = await update('locationStaff', escalationId, { text: 'One more thing' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ESCALATION_MESSAGES.resolved);
    const lateFile = await upload('locationStaff', escalationId, { ...photo, bytes: Buffer.concat([PNG, Buffer.from('later')]) });
    expect(lateFile.statusCode).toBe(409);
    expect(lateFile.json().message).toBe(ESCALATION_MESSAGES.resolved);
    const open = await api.ok<EscalatablePage>('locationStaff', 'GET', `escalations/escalatable-requests?requestId=${requestId}`);
    expect(open.items[0]?.openEscalationId ?? null).not.toBe(escalationId);
  });
});
