import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/api/paging';
import type { RequestSummary, SelfServiceRequestDetail, VendorOption } from '../../../src/domain/requests/request-views';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, requests, assets, vendors } = DEMO;
type Who = 'selfService' | 'companyLeader' | 'retailLeader';

describe('self-service requests API', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object, key?: string) =>
    api.call(who, method, path, payload, { idempotencyKey: key });
  const incident = (overrides: object = {}) => ({
    id: randomUUID(),
    requestType: 'Incident',
    requestPriority: 'High',
    assetId: assets.selfService.id,
    incidentDescription: 'Espresso machine leaks from the group head.',
    ticketName: 'Espresso leak',
    symptoms: ['Leaking'],
    selfServiceTroubleshootingStatus: 'Attempted - Not Resolved',
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['selfService', 'companyLeader', 'retailLeader']);
  });
  afterAll(() => t.close());

  it('lists the self-service customer’s requests with filters and paging', async () => {
    const page = (await call('selfService', 'GET', 'self-service/requests/summaries?limit=3')).json<Page<RequestSummary>>();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((r) => r.isSelfService && r.requestStatus === 'Request Open' && r.customerId === DEMO.customers.selfService.id)).toBe(true);
    const closed = (await call('selfService', 'GET', 'self-service/requests/summaries?status=Request Closed&limit=200')).json<Page<RequestSummary>>();
    expect(closed.items.map((r) => r.id)).toContain(requests.selfServiceClosed.id);
    expect((await call('selfService', 'GET', 'self-service/requests/summaries?status=Done')).statusCode).toBe(400);
    // A full-service customer's users see none here.
    expect((await call('companyLeader', 'GET', 'self-service/requests/summaries')).json().total).toBe(0);
  });

  it('creates an incident (Incident stored as Self Service Incident) and shows it with its timeline', async () => {
    const body = incident({ assignedToVendorId: vendors.kitchen.id });
    const res = await call('selfService', 'POST', 'self-service/requests', body);
    expect(res.statusCode).toBe(201);
    expect(res.json<SelfServiceRequestDetail>()).toMatchObject({
      id: body.id,
      requestType: 'Self Service Incident',
      isSelfService: true,
      ticketName: 'Espresso leak',
      selfServiceTroubleshootingStatus: 'Attempted - Not Resolved',
      assignedToVendor: { id: vendors.kitchen.id },
      attachments: [],
      pmAssets: [],
    });
    const detail = (await call('selfService', 'GET', `self-service/requests/${body.id}`)).json<SelfServiceRequestDetail>();
    expect(detail.activities.map((a) => a.activityType)).toEqual(['Request Created', 'Dispatch Confirmation']);
    expect((await call('retailLeader', 'GET', `self-service/requests/${body.id}`)).statusCode).toBe(404);
    expect((await call('selfService', 'GET', `self-service/requests/${requests.openEmergencyForVendorTech.id}`)).statusCode).toBe(404);
  });

  it('creates a preventative request as its own series, and another in that series', async () => {
    const first = incident({ requestType: 'Preventative', incidentDescription: '', symptoms: [] });
    const res = await call('selfService', 'POST', 'self-service/requests', first);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ requestType: 'Self Service Preventative', pmThreadId: first.id, pmAssets: [{ id: assets.selfService.id }] });
    const next = incident({ requestType: 'Preventative', incidentDescription: '', pmThreadId: first.id });
    expect((await call('selfService', 'POST', 'self-service/requests', next)).json().pmThreadId).toBe(first.id);
    const stray = await call('selfService', 'POST', 'self-service/requests', incident({ requestType: 'Preventative', pmThreadId: randomUUID() }));
    expect(stray.statusCode).toBe(400);
    expect(stray.json().message).toMatch(/pmThreadId/);
  });

  it('validates the body: missing description, unknown type, foreign asset, full-service customer', async () => {
    const missing = await call('selfService', 'POST', 'self-service/requests', incident({ incidentDescription: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/incidentDescription/);
    expect((await call('selfService', 'POST', 'self-service/requests', incident({ requestType: 'Repair' }))).json().message).toMatch(/requestType/);
    expect((await call('selfService', 'POST', 'self-service/requests', incident({ assetId: assets.enterpriseWithLabel.id }))).json().message).toMatch(
      /assetId/,
    );
    const fullService = await call('companyLeader', 'POST', 'self-service/requests', incident({ assetId: assets.enterpriseWithLabel.id }));
    expect(fullService.statusCode).toBe(400);
    expect(fullService.json().message).toMatch(/full service/);
  });

  it('assigns a vendor, sets the ETA, updates and completes the request', async () => {
    const body = incident();
    await call('selfService', 'POST', 'self-service/requests', body);
    const vendorsPage = (await call('selfService', 'GET', 'self-service/vendors/all?search=kitchen')).json<Page<VendorOption>>();
    expect(vendorsPage.items.map((v) => v.id)).toContain(vendors.kitchen.id);
    expect((await call('selfService', 'GET', 'self-service/vendors/all?limit=200')).json<Page<VendorOption>>().items.map((v) => v.id)).not.toContain(
      vendors.internal.id,
    );

    const assigned = await call('selfService', 'POST', `self-service/requests/${body.id}/assign-vendor`, { assignedToVendorId: vendors.kitchen.id });
    expect(assigned.json()).toMatchObject({ assignedToVendor: { id: vendors.kitchen.id }, subStatus: 'Vendor Dispatched' });
    expect((await call('selfService', 'POST', `self-service/requests/${body.id}/assign-vendor`, {})).json().message).toMatch(/assignedToVendorId/);
    const eta = new Date(Date.now() + 7_200_000).toISOString();
    expect((await call('selfService', 'POST', `self-service/requests/${body.id}/set-eta`, { eta })).json().eta).toBe(eta);

    const patched = await call('selfService', 'PATCH', `self-service/requests/${body.id}`, { ticketName: 'Leak fixed?', requestPriority: 'Low' });
    expect(patched.json()).toMatchObject({ ticketName: 'Leak fixed?', requestPriority: 'Low' });
    const noResolution = await call('selfService', 'PATCH', `self-service/requests/${body.id}`, { requestStatus: 'Request Closed' });
    expect(noResolution.statusCode).toBe(400);
    expect(noResolution.json().message).toMatch(/resolutionStatement/);
    const completedAt = new Date(Date.now() - 60_000).toISOString();
    const done = await call('selfService', 'PATCH', `self-service/requests/${body.id}`, {
      requestStatus: 'Request Closed',
      completedAt,
      resolutionStatement: 'Replaced the gasket.',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ requestStatus: 'Request Closed', completedAt, resolutionStatement: 'Replaced the gasket.' });
    expect(done.json<SelfServiceRequestDetail>().activities.map((a) => a.activityType)).toEqual([
      'Request Created',
      'Dispatch Confirmation',
      // The assignment moved the sub-status to Vendor Dispatched (docs/product/requests.md).
      'Sub-Status Changed',
      'ETA Updated',
      'Request Updated',
      'Priority Changed',
      'Request Completed',
    ]);
    expect((await call('selfService', 'POST', `self-service/requests/${body.id}/set-eta`, { eta })).statusCode).toBe(409);
  });

  it('adds, edits and deletes activities, once each even when replayed', async () => {
    const requestId = requests.selfServiceOpen.id;
    const activity = { id: randomUUID(), requestId, description: 'Shut off the water line.' };
    const key = randomUUID();
    const created = await call('selfService', 'POST', 'self-service/activities', activity, key);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: activity.id, activityType: 'Activity', description: activity.description, opId: key });
    expect((await call('selfService', 'POST', 'self-service/activities', activity)).statusCode).toBe(200);
    const count = () =>
      call('selfService', 'GET', `self-service/requests/${requestId}`).then(
        (r) => r.json<SelfServiceRequestDetail>().activities.filter((a) => a.id === activity.id).length,
      );
    expect(await count()).toBe(1);

    const edited = await call('selfService', 'PATCH', `self-service/activities/${activity.id}`, { description: 'Shut off the water line and the power.' });
    expect(edited.json().description).toBe('Shut off the water line and the power.');
    expect((await call('selfService', 'PATCH', `self-service/activities/${activity.id}`, { description: '' })).statusCode).toBe(400);

    const system = (await call('selfService', 'GET', `self-service/requests/${requestId}`))
      .json<SelfServiceRequestDetail>()
      .activities.find((a) => a.activityType === 'Request Created')!;
    expect((await call('selfService', 'DELETE', `self-service/activities/${system.id}`)).statusCode).toBe(403);
    expect((await call('retailLeader', 'DELETE', `self-service/activities/${activity.id}`)).statusCode).toBe(404);

    const deleted = await call('selfService', 'DELETE', `self-service/activities/${activity.id}`);
    expect(deleted.json()).toEqual({ id: activity.id, deleted: true, opId: null });
    expect((await call('selfService', 'DELETE', `self-service/activities/${activity.id}`)).statusCode).toBe(200);
    expect(await count()).toBe(0);
    // A late replay of the create does not bring it back.
    await call('selfService', 'POST', 'self-service/activities', activity);
    expect(await count()).toBe(0);
    expect(
      (await call('selfService', 'POST', 'self-service/activities', { ...activity, id: randomUUID(), requestId: requests.openEmergencyForVendorTech.id }))
        .statusCode,
    ).toBe(404);
  });
});
