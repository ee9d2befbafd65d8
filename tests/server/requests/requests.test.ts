import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/api/paging';
import type { ActivityView, RequestDetail, RequestStats, RequestSummary, TaggableUser } from '../../../src/domain/requests/request-views';
import { requests as requestsTable } from '../../../src/server/db/schema/requests';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { DESCRIPTION_EXCERPT_LENGTH } from '../../../src/server/modules/requests/request-queries.service';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, requests, assets, locations, vendors } = DEMO;
type Who = 'admin' | 'companyLeader' | 'locationStaff' | 'brandManager' | 'vendorTech' | 'retailLeader' | 'technician';

describe('full-service requests API', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const { call } = api;
  const newRequest = (overrides: object = {}) => ({
    id: randomUUID(),
    assetId: assets.enterpriseWithLabel.id,
    requestPriority: 'High',
    incidentDescription: 'Walk-in cooler is at 48°F and rising.',
    symptoms: ['Not cooling'],
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['admin', 'companyLeader', 'locationStaff', 'brandManager', 'vendorTech', 'retailLeader', 'technician']);
  });
  afterAll(() => t.close());

  it('lists open requests newest first by default, paged, only at the caller’s locations', async () => {
    const res = await call('locationStaff', 'GET', 'requests/summaries?limit=5');
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<RequestSummary>>();
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    expect(page.items.every((r) => r.requestStatus === 'Request Open')).toBe(true);
    expect(page.items.every((r) => [locations.staffPm.id, locations.staffOther.id].includes(r.location.id))).toBe(true);
    const times = page.items.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const next = (await call('locationStaff', 'GET', 'requests/summaries?limit=5&offset=5')).json<Page<RequestSummary>>();
    expect(next.items.map((r) => r.id)).not.toContain(page.items[0]!.id);

    const leader = (await call('companyLeader', 'GET', 'requests/summaries?limit=200')).json<Page<RequestSummary>>();
    expect(leader.total).toBeGreaterThan(page.total);
    expect(leader.items.some((r) => r.location.id === locations.enterpriseNotStaff.id)).toBe(true);
  });

  it('filters by status, priority, type, location, vendor, date range and text', async () => {
    const closed = (await call('companyLeader', 'GET', 'requests/summaries?status=Request Closed&limit=200')).json<Page<RequestSummary>>();
    expect(closed.total).toBeGreaterThan(0);
    expect(closed.items.every((r) => r.requestStatus === 'Request Closed' && r.completedAt)).toBe(true);

    const both = (await call('companyLeader', 'GET', 'requests/summaries?status=Request Open,Request Closed&limit=1')).json<Page<RequestSummary>>();
    const open = (await call('companyLeader', 'GET', 'requests/summaries?limit=1')).json<Page<RequestSummary>>();
    expect(both.total).toBe(open.total + closed.total);

    const emergencies = (await call('companyLeader', 'GET', 'requests/summaries?priority=Emergency,High&limit=200')).json<Page<RequestSummary>>();
    expect(emergencies.items.length).toBeGreaterThan(0);
    expect(emergencies.items.every((r) => ['Emergency', 'High'].includes(r.requestPriority))).toBe(true);

    const pm = (await call('companyLeader', 'GET', 'requests/summaries?requestType=Preventative&limit=200')).json<Page<RequestSummary>>();
    expect(pm.items.length).toBeGreaterThan(0);
    expect(pm.items.every((r) => r.requestType === 'Preventative')).toBe(true);

    const atOne = (await call('companyLeader', `GET`, `requests/summaries?locationId=${locations.staffPm.id}&limit=200`)).json<Page<RequestSummary>>();
    expect(atOne.items.length).toBeGreaterThan(0);
    expect(atOne.items.every((r) => r.location.id === locations.staffPm.id)).toBe(true);

    const coldChain = (await call('companyLeader', 'GET', `requests/summaries?vendorId=${vendors.refrigeration.id}&limit=200`)).json<Page<RequestSummary>>();
    expect(coldChain.items.every((r) => r.assignedToVendor?.id === vendors.refrigeration.id)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const recent = (await call('companyLeader', 'GET', `requests/summaries?status=Request Open,Request Closed&createdFrom=${today}&limit=200`)).json<
      Page<RequestSummary>
    >();
    expect(recent.items.every((r) => r.createdAt.slice(0, 10) >= today)).toBe(true);
    const old = (await call('companyLeader', 'GET', `requests/summaries?status=Request Open,Request Closed&createdTo=2000-01-01`)).json<Page<RequestSummary>>();
    expect(old.total).toBe(0);

    const search = (await call('companyLeader', 'GET', 'requests/search?search=cooler&limit=200')).json<Page<RequestSummary>>();
    expect(search.items.length).toBeGreaterThan(0);
    expect(search.items.some((r) => r.requestStatus === 'Request Closed' || r.requestStatus === 'Request Open')).toBe(true);
    const detail = (await call('companyLeader', 'GET', `requests/${requests.openEmergencyForVendorTech.id}`)).json<RequestDetail>();
    const byNumber = (await call('companyLeader', 'GET', `requests/search?search=${detail.number}`)).json<Page<RequestSummary>>();
    expect(byNumber.items.map((r) => r.id)).toContain(detail.id);
  });

  it('answers a bad filter with 400 naming the field', async () => {
    const res = await call('companyLeader', 'GET', 'requests/summaries?priority=Urgent');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/priority/);
    expect((await call('companyLeader', 'GET', 'requests/summaries?createdFrom=yesterday')).json().message).toMatch(/createdFrom/);
  });

  it('GET requests/search: text required, every status, only requests the caller sees', async () => {
    const empty = await call('companyLeader', 'GET', 'requests/search?search=%20%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/search/);
    expect((await call('companyLeader', 'GET', 'requests/search')).statusCode).toBe(400);
    expect((await call('companyLeader', 'GET', `requests/search?search=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await call('companyLeader', 'GET', 'requests/search?search=cooler&limit=0')).statusCode).toBe(400);

    // Another tenant's request is not found by its number, nor by its own words.
    const retail = (await call('retailLeader', 'GET', `requests/${requests.retailOpen.id}`)).json<RequestDetail>();
    const byNumber = (await call('companyLeader', 'GET', `requests/search?search=${retail.number}&limit=200`)).json<Page<RequestSummary>>();
    expect(byNumber.items.map((r) => r.id)).not.toContain(retail.id);
    const byWords = (
      await call('companyLeader', 'GET', `requests/search?search=${encodeURIComponent(retail.incidentDescription.slice(0, 20))}&limit=200`)
    ).json<Page<RequestSummary>>();
    expect(byWords.items.map((r) => r.id)).not.toContain(retail.id);
    const own = (await call('retailLeader', 'GET', `requests/search?search=${retail.number}`)).json<Page<RequestSummary>>();
    expect(own.items.map((r) => r.id)).toContain(retail.id);
  });

  it('GET requests/{id}/requestType and sub-status: 400 for a malformed id, 404 for another tenant’s request', async () => {
    for (const part of ['requestType', 'sub-status']) {
      expect((await call('companyLeader', 'GET', `requests/not-an-id/${part}`)).statusCode).toBe(400);
      expect((await call('companyLeader', 'GET', `requests/${requests.retailOpen.id}/${part}`)).statusCode).toBe(404);
      expect((await call('companyLeader', 'GET', `requests/${randomUUID()}/${part}`)).statusCode).toBe(404);
    }
  });

  it('shows a vendor user only the requests dispatched to its vendor', async () => {
    const page = (await call('vendorTech', 'GET', 'requests/summaries?status=Request Open,Request Closed&limit=200')).json<Page<RequestSummary>>();
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((r) => r.assignedToVendor?.id === vendors.refrigeration.id)).toBe(true);
    expect((await call('vendorTech', 'GET', `requests/${requests.openEmergencyForVendorTech.id}`)).statusCode).toBe(200);
    expect((await call('vendorTech', 'GET', `requests/${requests.awaitingDispatch.id}`)).statusCode).toBe(404);
  });

  it('shows a brand manager the requests on their brand’s assets', async () => {
    const page = (await call('brandManager', 'GET', 'requests/summaries?status=Request Open,Request Closed&limit=200')).json<Page<RequestSummary>>();
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.map((r) => r.id)).toContain(requests.openEmergencyForVendorTech.id);
    expect(page.items.map((r) => r.asset?.id)).toContain(assets.enterpriseWithLabel.id);
    expect((await call('brandManager', 'GET', `requests/${requests.retailOpen.id}`)).statusCode).toBe(404);
  });

  it('hides another tenant’s request (404) and refuses a malformed id (400)', async () => {
    expect((await call('companyLeader', 'GET', `requests/${requests.retailOpen.id}`)).statusCode).toBe(404);
    expect((await call('locationStaff', 'GET', `requests/${requests.awaitingQuote.id}`)).statusCode).toBe(404);
    const bad = await call('companyLeader', 'GET', 'requests/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
  });

  it('creates a request from the docs/product/requests.md payload, with contacts, dispatch and a timeline', async () => {
    const body = newRequest({
      contactIds: [users.locationStaff.id],
      assignedToVendorId: vendors.refrigeration.id,
      requestPriority: 'Emergency',
      troubleshootingStatus: 'Attempted - Not Resolved',
      troubleshootingNotes: 'Reset the controller.',
      troubleshootingGuideAvailable: true,
      troubleshootingGuideViewedAt: new Date().toISOString(),
      isOtApproved: true,
      otApprovedBy: 'Jamie Ortiz',
      emergencyCallbackPhoneNumber: '+14155550100',
      startDispatchAutomationsImmediately: true,
      escalateThroughEep: true,
      escalationReasons: ['Food safety risk'],
    });
    const res = await call('locationStaff', 'POST', 'requests', body);
    expect(res.statusCode).toBe(201);
    const created = res.json<RequestDetail & { opId: string | null }>();
    expect(created).toMatchObject({
      id: body.id,
      requestStatus: 'Request Open',
      subStatus: 'Vendor Dispatched',
      requestPriority: 'Emergency',
      location: { id: locations.staffPm.id },
      asset: { id: assets.enterpriseWithLabel.id },
      assignedToVendor: { id: vendors.refrigeration.id },
      contacts: [{ id: users.locationStaff.id }],
      isOtApproved: true,
      escalationReasons: ['Food safety risk'],
      createdBy: { id: users.locationStaff.id },
      opId: null,
    });
    const timeline = (await call('locationStaff', 'GET', `requests/${body.id}/activities`)).json<Page<ActivityView>>();
    // Escalated through EEP: its escalation to the cooler's manufacturer (tests/server/escalations).
    expect(timeline.items.map((a) => a.activityType)).toEqual(['Request Created', 'Dispatch Confirmation', 'Escalated']);

    // A replay of the same create (no key) answers the stored request and adds nothing.
    const again = await call('locationStaff', 'POST', 'requests', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(body.id);
    expect((await call('locationStaff', 'GET', `requests/${body.id}/activities`)).json().total).toBe(3);
    // Someone who cannot see it learns nothing but a conflict.
    expect((await call('retailLeader', 'POST', 'requests', { ...body, assetId: assets.retail.id, contactIds: [], assignedToVendorId: null })).statusCode).toBe(
      409,
    );
  });

  it('validates the create body and its references', async () => {
    const missing = await call('locationStaff', 'POST', 'requests', { id: randomUUID(), assetId: assets.enterpriseWithLabel.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/incidentDescription/);
    const priority = await call('locationStaff', 'POST', 'requests', newRequest({ requestPriority: 'Urgent' }));
    expect(priority.statusCode).toBe(400);
    expect(priority.json().message).toMatch(/requestPriority/);
    const foreignAsset = await call('locationStaff', 'POST', 'requests', newRequest({ assetId: assets.retail.id }));
    expect(foreignAsset.statusCode).toBe(400);
    expect(foreignAsset.json().message).toMatch(/assetId/);
    const notMyLocation = await call('locationStaff', 'POST', 'requests', newRequest({ assetId: undefined, locationId: locations.enterpriseNotStaff.id }));
    expect(notMyLocation.statusCode).toBe(400);
    expect(notMyLocation.json().message).toMatch(/locationId/);
    const badContact = await call('locationStaff', 'POST', 'requests', newRequest({ contactIds: [users.retailLeader.id] }));
    expect(badContact.statusCode).toBe(400);
    expect(badContact.json().message).toMatch(/contactIds/);
    const badVendor = await call('locationStaff', 'POST', 'requests', newRequest({ assignedToVendorId: randomUUID() }));
    expect(badVendor.statusCode).toBe(400);
    expect(badVendor.json().message).toMatch(/assignedToVendorId/);
    const brandUser = await call('brandManager', 'POST', 'requests', newRequest());
    expect(brandUser.statusCode).toBe(400);
  });

  it('changes type, sub-status, priority, ETA and service window, each with a timeline entry', async () => {
    const body = newRequest();
    await call('locationStaff', 'POST', 'requests', body);
    const id = body.id;
    expect((await call('locationStaff', 'GET', `requests/${id}/requestType`)).json()).toEqual({ id, requestType: 'Incident' });
    expect((await call('locationStaff', 'GET', `requests/${id}/sub-status`)).json()).toEqual({ id, subStatus: 'Awaiting Dispatch' });

    const patched = await call('locationStaff', 'PATCH', `requests/${id}`, {
      requestType: 'Equipment Certification',
      incidentDescription: 'Now certifying too.',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ requestType: 'Equipment Certification', incidentDescription: 'Now certifying too.' });
    expect((await call('locationStaff', 'PATCH', `requests/${id}`, {})).statusCode).toBe(400);

    const dispatched = await call('locationStaff', 'PATCH', `requests/${id}`, { assignedToVendorId: vendors.refrigeration.id });
    expect(dispatched.json()).toMatchObject({ subStatus: 'Vendor Dispatched', assignedToVendor: { id: vendors.refrigeration.id } });

    expect((await call('locationStaff', 'PATCH', `requests/${id}/sub-status`, { subStatus: 'Vendor En Route' })).json().subStatus).toBe('Vendor En Route');
    expect((await call('locationStaff', 'PATCH', `requests/${id}/sub-status`, { subStatus: 'Lost' })).statusCode).toBe(400);
    expect((await call('locationStaff', 'POST', `requests/${id}/priority`, { requestPriority: 'Emergency' })).json().requestPriority).toBe('Emergency');
    const eta = new Date(Date.now() + 3_600_000).toISOString();
    expect((await call('locationStaff', 'POST', `requests/${id}/eta`, { eta })).json().eta).toBe(eta);
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const end = new Date(Date.now() + 90_000_000).toISOString();
    expect((await call('locationStaff', 'PUT', `requests/${id}/serviceWindow`, { start, end })).json().serviceWindow).toEqual({ start, end });
    const backwards = await call('locationStaff', 'PUT', `requests/${id}/serviceWindow`, { start: end, end: start });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/end/);

    const timeline = (await call('locationStaff', 'GET', `requests/${id}/activities?limit=50`)).json<Page<ActivityView>>();
    expect(timeline.items.map((a) => a.activityType)).toEqual([
      'Request Created',
      'Request Type Changed',
      'Request Updated',
      'Dispatch Confirmation',
      // Assigned: Awaiting Dispatch → Vendor Dispatched; then set by hand to Vendor En Route.
      'Sub-Status Changed',
      'Sub-Status Changed',
      'Priority Changed',
      'ETA Updated',
      'Service Window Updated',
    ]);
    expect(timeline.items.find((a) => a.activityType === 'Priority Changed')!.details).toEqual({ from: 'High', to: 'Emergency' });
    // The ETA's time is in the activity, as the location keeps time (HG-101 is in San Francisco).
    expect(timeline.items.find((a) => a.activityType === 'ETA Updated')!.description).toMatch(
      /^ETA set to [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} [AP]M P[SD]T\.$/,
    );
    const newestFirst = (await call('locationStaff', 'GET', `requests/${id}/activities?order=desc&limit=1`)).json<Page<ActivityView>>();
    expect(newestFirst.items[0]!.activityType).toBe('Service Window Updated');
  });

  it('keeps a not-to-exceed amount set on create and changed by the customer, never by the vendor', async () => {
    const body = newRequest({ nteCents: 75_000, assignedToVendorId: vendors.refrigeration.id });
    const created = await call('locationStaff', 'POST', 'requests', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<RequestDetail>().nteCents).toBe(75_000);

    const raised = await call('companyLeader', 'PATCH', `requests/${body.id}`, { nteCents: 125_050 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json<RequestDetail>().nteCents).toBe(125_050);
    const timeline = (await call('companyLeader', 'GET', `requests/${body.id}/activities?limit=50`)).json<Page<ActivityView>>();
    expect(timeline.items.at(-1)).toMatchObject({ activityType: 'Request Updated', description: expect.stringMatching(/updated the not-to-exceed amount\.$/) });

    // The vendor works to the limit; it is the customer's to set.
    const byVendor = await call('vendorTech', 'PATCH', `requests/${body.id}`, { nteCents: 500_000 });
    expect(byVendor.statusCode).toBe(403);
    expect(byVendor.json().message).toMatch(/not-to-exceed amount/);

    expect((await call('companyLeader', 'PATCH', `requests/${body.id}`, { nteCents: null })).json<RequestDetail>().nteCents).toBeNull();
    for (const [nteCents, message] of [
      [12.5, /whole number of cents/],
      [50, /at least 100/],
      [10_000_001, /at most 10000000/],
      ['750', /number of cents/],
    ] as const) {
      const bad = await call('companyLeader', 'PATCH', `requests/${body.id}`, { nteCents });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(message);
      const badCreate = await call('locationStaff', 'POST', 'requests', newRequest({ nteCents }));
      expect(badCreate.statusCode).toBe(400);
      expect(badCreate.json().message).toMatch(/nteCents/);
    }
  });

  it('lets the dispatched vendor check in (who and when) and refuses check-in on a closed request', async () => {
    const id = requests.openEmergencyForVendorTech.id;
    expect((await call('vendorTech', 'GET', `requests/${id}/checkedIn`)).json()).toMatchObject({ checkedIn: false, checkedInAt: null });
    const res = await call('vendorTech', 'POST', `requests/${id}/checkin`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ checkedIn: true, lastCheckIn: { by: { id: users.vendorTech.id } } });
    expect((await call('companyLeader', 'GET', `requests/${id}/checkedIn`)).json()).toMatchObject({
      checkedIn: false,
      lastCheckIn: { by: { id: users.vendorTech.id } },
    });
    expect((await call('companyLeader', 'GET', `requests/${id}/sub-status`)).json().subStatus).toBe('Vendor On Site');

    const closed = await call('companyLeader', 'POST', `requests/${requests.closedEnterprise.id}/checkin`, {});
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/closed/i);
    // The brand manager sees the request but may not act on it.
    expect((await call('brandManager', 'POST', `requests/${id}/checkin`, {})).statusCode).toBe(403);
  });

  it("records a location staff member's check-in without moving the sub-status; a technician's arrival moves it", async () => {
    const body = newRequest();
    expect((await call('locationStaff', 'POST', 'requests', body)).statusCode).toBe(201);
    const subStatus = async () => (await call('companyLeader', 'GET', `requests/${body.id}/sub-status`)).json<{ subStatus: string | null }>().subStatus;
    const before = await subStatus();
    expect((await call('locationStaff', 'POST', `requests/${body.id}/checkin`, {})).statusCode).toBe(200);
    // The staff member is on site, the vendor is not.
    expect(await subStatus()).toBe(before);
    expect((await call('locationStaff', 'GET', `requests/${body.id}/checkedIn`)).json()).toMatchObject({ checkedIn: true });
    const report = async () =>
      (
        await t.database.db
          .select({ firstCheckInAt: requestsTable.firstCheckInAt, checkInCount: requestsTable.checkInCount })
          .from(requestsTable)
          .where(eq(requestsTable.id, body.id))
      )[0]!;
    expect(await report()).toEqual({ firstCheckInAt: null, checkInCount: 0 });
    // The customer's own technician arriving is the service's arrival.
    expect((await call('technician', 'POST', `requests/${body.id}/checkin`, {})).statusCode).toBe(200);
    expect(await subStatus()).toBe('Vendor On Site');
    expect(await report()).toMatchObject({ checkInCount: 1, firstCheckInAt: expect.any(Date) });
  });

  it('checks out the one on site, with the visit time on the activity, also after the request was closed', async () => {
    const body = newRequest();
    await call('locationStaff', 'POST', 'requests', body);
    const notOnSite = await call('locationStaff', 'POST', `requests/${body.id}/checkout`, {});
    expect(notOnSite.statusCode).toBe(409);
    expect(notOnSite.json().message).toBe("You haven't checked in to this request, so you can't check out.");

    const arrived = new Date(Date.now() - 80 * 60_000).toISOString();
    await api.ok('locationStaff', 'POST', `requests/${body.id}/checkin`, { checkedInAt: arrived });
    expect(await api.ok('locationStaff', 'GET', `requests/${body.id}/checkedIn`)).toMatchObject({ checkedIn: true, checkedInAt: arrived });
    expect(
      (await call('locationStaff', 'POST', `requests/${body.id}/checkout`, { checkedOutAt: new Date(Date.now() - 90 * 60_000).toISOString() })).statusCode,
    ).toBe(400);
    await api.ok('locationStaff', 'PATCH', `requests/${body.id}/complete`, { resolutionStatement: 'Reset the compressor relay.' });

    const out = await api.ok<{ checkedIn: boolean; lastCheckOut: { visitMinutes: number; by: { id: string } } }>(
      'locationStaff',
      'POST',
      `requests/${body.id}/checkout`,
      {},
    );
    expect(out).toMatchObject({ checkedIn: false, checkedInAt: null, lastCheckOut: { visitMinutes: 80, by: { id: users.locationStaff.id } } });
    const timeline = (await call('locationStaff', 'GET', `requests/${body.id}/activities`)).json<Page<ActivityView>>();
    expect(timeline.items.at(-1)).toMatchObject({
      activityType: 'Check Out',
      description: `${users.locationStaff.name} checked out after 1 h 20 min on site.`,
      details: { checkedInAt: arrived, visitMinutes: 80 },
    });
    // Gone: a second check-out has no visit to end.
    expect((await call('locationStaff', 'POST', `requests/${body.id}/checkout`, {})).statusCode).toBe(409);
    // Another tenant's user cannot reach it.
    expect((await call('retailLeader', 'POST', `requests/${body.id}/checkout`, {})).statusCode).toBe(404);
  });

  it('completes a request: status Request Closed, completedAt, resolution statement', async () => {
    const body = newRequest();
    await call('locationStaff', 'POST', 'requests', body);
    const missing = await call('locationStaff', 'PATCH', `requests/${body.id}/complete`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/resolutionStatement/);
    const res = await call('locationStaff', 'PATCH', `requests/${body.id}/complete`, { resolutionStatement: 'Replaced the door gasket.' });
    expect(res.statusCode).toBe(200);
    const done = res.json<RequestDetail>();
    expect(done).toMatchObject({ requestStatus: 'Request Closed', resolutionStatement: 'Replaced the door gasket.', subStatus: 'Work Complete' });
    expect(Date.now() - Date.parse(done.completedAt!)).toBeLessThan(60_000);
    expect((await call('locationStaff', 'PATCH', `requests/${body.id}/complete`, { resolutionStatement: 'again' })).statusCode).toBe(409);
    expect((await call('locationStaff', 'POST', `requests/${body.id}/checkin`, {})).statusCode).toBe(409);
    const timeline = (await call('locationStaff', 'GET', `requests/${body.id}/activities`)).json<Page<ActivityView>>();
    expect(timeline.items.at(-1)).toMatchObject({ activityType: 'Request Completed', description: 'Replaced the door gasket.' });
  });

  it('lists an excerpt of a long description and gives it whole in the detail', async () => {
    const description = `Walk-in cooler alarm. ${'The compressor cycles on and off every few minutes. '.repeat(12)}`.trim();
    const body = newRequest({ incidentDescription: description });
    expect((await call('locationStaff', 'POST', 'requests', body)).statusCode).toBe(201);
    const list = (await call('locationStaff', 'GET', 'requests/summaries?limit=200')).json<Page<RequestSummary>>();
    const summary = list.items.find((r) => r.id === body.id)!;
    expect(summary.incidentDescription).toHaveLength(DESCRIPTION_EXCERPT_LENGTH);
    expect(summary.incidentDescription).toBe(`${description.slice(0, DESCRIPTION_EXCERPT_LENGTH - 1)}…`);
    expect((await call('locationStaff', 'GET', `requests/${body.id}`)).json<RequestDetail>().incidentDescription).toBe(description);
    const short = list.items.find((r) => r.incidentDescription === 'Walk-in cooler is at 48°F and rising.');
    expect(short).toBeDefined();
  });

  it('adds notes with mentions of taggable users only', async () => {
    const id = requests.openEmergencyForVendorTech.id;
    const taggable = (await call('locationStaff', 'GET', `requests/${id}/taggableUsers?limit=200`)).json<Page<TaggableUser>>();
    const ids = taggable.items.map((u) => u.id);
    expect(ids).toContain(users.locationStaff.id);
    expect(ids).toContain(users.companyLeader.id);
    expect(taggable.items.find((u) => u.id === users.vendorTech.id)?.kind).toBe('vendor');
    expect(ids).not.toContain(users.retailLeader.id);

    const note = { id: randomUUID(), text: 'Please bring a spare compressor relay.', actionRequired: true, mentions: [users.vendorTech.id] };
    const res = await call('locationStaff', 'POST', `requests/${id}/notes`, note);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: note.id,
      activityType: 'Note',
      description: note.text,
      actionRequired: true,
      mentions: [{ id: users.vendorTech.id, name: users.vendorTech.name }],
      createdBy: { id: users.locationStaff.id },
    });
    const bad = await call('locationStaff', 'POST', `requests/${id}/notes`, { ...note, id: randomUUID(), mentions: [users.retailLeader.id] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/mentions/);
    const empty = await call('locationStaff', 'POST', `requests/${id}/notes`, { id: randomUUID(), text: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/text/);
    expect((await call('retailLeader', 'POST', `requests/${id}/notes`, { id: randomUUID(), text: 'hi' })).statusCode).toBe(404);
  });

  it('counts requests by status and priority in the caller’s scope', async () => {
    const stats = (await call('locationStaff', 'GET', 'requests/stats')).json<RequestStats>();
    const all = (await call('locationStaff', 'GET', 'requests/summaries?status=Request Open,Request Closed&limit=1')).json<Page<RequestSummary>>();
    expect(stats.total).toBe(all.total);
    expect(stats.byStatus['Request Open'] + stats.byStatus['Request Closed']).toBe(stats.total);
    expect(Object.values(stats.byPriority).reduce((a, b) => a + b, 0)).toBe(stats.total);
    const open = (await call('locationStaff', 'GET', 'requests/summaries?limit=1')).json<Page<RequestSummary>>();
    expect(Object.values(stats.openByPriority).reduce((a, b) => a + b, 0)).toBe(open.total);
    const leader = (await call('companyLeader', 'GET', 'requests/stats')).json<RequestStats>();
    expect(leader.total).toBeGreaterThan(stats.total);
  });

  it('computes proof-of-value metrics from the requests', async () => {
    const before = (await call('companyLeader', 'GET', 'customers/self/proofOfValueMetrics')).json();
    expect(Object.keys(before.potential)).toEqual([
      'pendingTroubleshootingProjectedSavingsUsd',
      'quoteProjectedSavingsUsd',
      'assetOverFiftyPercentOfSpendProjectedSavingsUsd',
      'pendingWarrantyProjectedSavingsUsd',
    ]);
    expect(before.potential.quoteProjectedSavingsUsd).toBeGreaterThan(0);

    // A request solved without a vendor counts as a dispatch avoided.
    const body = newRequest({ requestPriority: 'Medium', troubleshootingGuideAvailable: true });
    await call('locationStaff', 'POST', 'requests', body);
    const pending = (await call('locationStaff', 'GET', `requests/${body.id}/proofOfValueMetrics`)).json();
    expect(pending.potential.pendingTroubleshootingProjectedSavingsUsd).toBe(300);
    await call('locationStaff', 'PATCH', `requests/${body.id}/complete`, { resolutionStatement: 'Guide fixed it.' });
    const one = (await call('locationStaff', 'GET', `requests/${body.id}/proofOfValueMetrics`)).json();
    expect(one.actual.dispatchAvoidanceProjectedSavingsUsd).toBe(300);
    expect(one.potential.pendingTroubleshootingProjectedSavingsUsd).toBe(0);
    const after = (await call('companyLeader', 'GET', 'customers/self/proofOfValueMetrics')).json();
    expect(after.actual.dispatchAvoidanceProjectedSavingsUsd).toBe(before.actual.dispatchAvoidanceProjectedSavingsUsd + 300);

    const atLocation = await call('companyLeader', 'GET', `customers/self/proofOfValueMetrics?locationIds=${locations.staffPm.id}`);
    expect(atLocation.statusCode).toBe(200);
    expect(atLocation.json().actual.dispatchAvoidanceProjectedSavingsUsd).toBeLessThanOrEqual(after.actual.dispatchAvoidanceProjectedSavingsUsd);
    expect((await call('locationStaff', 'GET', `customers/self/proofOfValueMetrics?locationIds=${locations.enterpriseNotStaff.id}`)).statusCode).toBe(400);
  });
});
