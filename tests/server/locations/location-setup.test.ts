import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEventPage } from '../../../src/domain/audit/audit-api';
import type { LocationDetail, LocationSummary } from '../../../src/domain/locations/location-api';
import type { Page } from '../../../src/domain/api/paging';
import { LOCATION_SETUP_MESSAGES } from '../../../src/domain/locations/location-setup';
import type { Customer } from '../../../src/domain/tenancy/customer';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { API_PREFIX } from '../../../src/domain/api/paths';
import { PUBLIC_LINK_PATHS } from '../../../src/domain/public-links/public-links-api';
import { issuePublicLink } from '../../../src/server/modules/public-links/public-links.service';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, customers, locations } = DEMO;
type Who = 'companyLeader' | 'areaLeaderWest' | 'locationStaff' | 'retailLeader' | 'admin';

/** docs/product/locations.md#set-up: Company Leaders and administrators add, change, archive and restore locations. */
describe('location set-up', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const store = () => `T-${randomUUID().slice(0, 6)}`;
  const errorOf = async (res: Promise<{ statusCode: number; json: <T>() => T }>, status: number) => {
    const answer = await res;
    expect(answer.statusCode).toBe(status);
    return answer.json<{ message: string }>().message;
  };
  const add = async (who: Who, body: object) => {
    const res = await api.call(who, 'POST', 'locations', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<LocationDetail>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['companyLeader', 'areaLeaderWest', 'locationStaff', 'retailLeader', 'admin']);
  });
  afterAll(() => t.close());

  it('adds a location with its address, time zone, store number and group, lists it and records it', async () => {
    const customer = await api.ok<Customer>('companyLeader', 'GET', 'customers/self');
    const group = customer.locationGroups[0]!;
    const storeNumber = store();
    const location = await add('companyLeader', {
      name: '  Harbor Grill Sacramento ',
      storeNumber,
      timezone: 'America/Los_Angeles',
      locationGroupId: group.id,
      address: '1200 K St',
      city: 'Sacramento',
      state: 'CA',
      postalCode: '95814',
      pmEnabled: true,
    });
    expect(location).toMatchObject({
      name: 'Harbor Grill Sacramento',
      customerId: customers.enterprise.id,
      storeNumber,
      timezone: 'America/Los_Angeles',
      locationGroup: group,
      city: 'Sacramento',
      pmEnabled: true,
      archivedAt: null,
      canEdit: true,
      canManage: true,
    });
    const listed = await api.ok<Page<LocationSummary>>('companyLeader', 'GET', `locations/viewableLocations?search=${storeNumber}`);
    expect(listed.items.map((l) => l.id)).toEqual([location.id]);

    const trail = await api.ok<AuditEventPage>('companyLeader', 'GET', `audit-events?subjectId=${location.id}`);
    expect(trail.items).toMatchObject([
      { action: 'location.create', actor: { id: users.companyLeader.id }, after: { name: 'Harbor Grill Sacramento', storeNumber } },
    ]);
  });

  it('lets an administrator add one to a customer they name', async () => {
    const location = await add('admin', { name: 'Northpoint Reno', timezone: 'America/Los_Angeles', customerId: customers.retail.id });
    expect(location).toMatchObject({ customerId: customers.retail.id, pmEnabled: false, storeNumber: null });
    const missing = await errorOf(api.call('admin', 'POST', 'locations', { name: 'Nowhere', timezone: 'America/Chicago' }), 400);
    expect(missing).toBe(LOCATION_SETUP_MESSAGES.noCustomer);
  });

  it('refuses bad input with the field at fault', async () => {
    const bad = (body: object) => errorOf(api.call('companyLeader', 'POST', 'locations', body), 400);
    expect(await bad({ timezone: 'America/Chicago' })).toMatch(/name/);
    expect(await bad({ name: 'X', timezone: 'Mars/Olympus' })).toMatch(/timezone must be a time zone/);
    expect(await bad({ name: 'X', timezone: 'America/Chicago', phone: '555' })).toMatch(/phone must be in international form/);
    expect(await bad({ name: 'X', timezone: 'America/Chicago', color: 'red' })).toMatch(/color/);
    expect(await bad({ name: 'X', timezone: 'America/Chicago', locationGroupId: randomUUID() })).toBe(LOCATION_SETUP_MESSAGES.groupNotOfCustomer);
  });

  it('refuses a store number the customer already uses, whatever its case', async () => {
    const storeNumber = store();
    await add('companyLeader', { name: 'First', storeNumber, timezone: 'America/Chicago' });
    const again = await errorOf(
      api.call('companyLeader', 'POST', 'locations', { name: 'Second', storeNumber: storeNumber.toLowerCase(), timezone: 'America/Chicago' }),
      409,
    );
    expect(again).toBe(LOCATION_SETUP_MESSAGES.storeNumberTaken);
    // Another customer may use the same number.
    await add('retailLeader', { name: 'Elsewhere', storeNumber, timezone: 'America/Chicago' });
  });

  it('lets only Company Leaders and administrators add locations or change their structure; managers change the rest', async () => {
    expect(await errorOf(api.call('areaLeaderWest', 'POST', 'locations', { name: 'X', timezone: 'America/Chicago' }), 403)).toBe(
      LOCATION_SETUP_MESSAGES.forbiddenCreate,
    );
    expect(await errorOf(api.call('locationStaff', 'POST', 'locations', { name: 'X', timezone: 'America/Chicago' }), 403)).toBe(
      LOCATION_SETUP_MESSAGES.forbiddenCreate,
    );
    // Another tenant's customer is not found, as an unknown one is.
    expect(
      (await api.call('retailLeader', 'POST', 'locations', { name: 'X', timezone: 'America/Chicago', customerId: customers.enterprise.id })).statusCode,
    ).toBe(404);

    const mine = await api.ok<LocationDetail>('areaLeaderWest', 'GET', `locations/${locations.staffPm.id}`);
    expect(mine).toMatchObject({ canEdit: true, canManage: false });
    const rename = await errorOf(api.call('areaLeaderWest', 'PATCH', `locations/${locations.staffPm.id}`, { name: 'Renamed' }), 403);
    expect(rename).toBe(LOCATION_SETUP_MESSAGES.forbiddenStructure);
    const contact = await api.call('areaLeaderWest', 'PATCH', `locations/${locations.staffPm.id}`, { accessNotes: 'Back door, ring twice.' });
    expect(contact.statusCode, contact.body).toBe(200);
  });

  it('lets a Company Leader rename, renumber, regroup and move a location to another zone, audited field by field', async () => {
    const location = await add('companyLeader', { name: 'Harbor Grill Fresno', storeNumber: store(), timezone: 'America/Los_Angeles' });
    const renumbered = store();
    const res = await api.call('companyLeader', 'PATCH', `locations/${location.id}`, {
      name: 'Harbor Grill Fresno North',
      storeNumber: renumbered,
      timezone: 'America/Denver',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LocationDetail>()).toMatchObject({ name: 'Harbor Grill Fresno North', storeNumber: renumbered, timezone: 'America/Denver' });
    const trail = await api.ok<AuditEventPage>('companyLeader', 'GET', `audit-events?subjectId=${location.id}&action=location.update`);
    expect(trail.items[0]).toMatchObject({
      before: { name: 'Harbor Grill Fresno', storeNumber: location.storeNumber, timezone: 'America/Los_Angeles' },
      after: { name: 'Harbor Grill Fresno North', storeNumber: renumbered, timezone: 'America/Denver' },
    });
    expect(Object.keys(trail.items[0]!.after!).sort()).toEqual(['name', 'storeNumber', 'timezone']);
  });

  it('archives a location: out of the lists, no new requests or equipment there, its history kept; restore brings it back', async () => {
    const location = await add('companyLeader', { name: 'Harbor Grill Closing', storeNumber: store(), timezone: 'America/Los_Angeles' });
    // A manager of the store may not archive it; someone who does not see it is told it is not there.
    expect(await errorOf(api.call('areaLeaderWest', 'POST', `locations/${locations.staffPm.id}/archive`), 403)).toBe(LOCATION_SETUP_MESSAGES.forbiddenArchive);
    expect((await api.call('retailLeader', 'POST', `locations/${location.id}/archive`)).statusCode).toBe(404);

    const handedOut = await issuePublicLink(t.database.db, { purpose: 'request-intake', customerId: customers.enterprise.id, locationId: location.id });
    const archived = await api.ok<LocationDetail>('companyLeader', 'POST', `locations/${location.id}/archive`);
    expect(archived.archivedAt).not.toBeNull();
    expect(await errorOf(api.call('companyLeader', 'POST', `locations/${location.id}/archive`), 409)).toBe(LOCATION_SETUP_MESSAGES.alreadyArchived);

    const search = `search=${location.storeNumber}`;
    expect((await api.ok<Page<LocationSummary>>('companyLeader', 'GET', `locations/viewableLocations?${search}`)).items).toEqual([]);
    const only = await api.ok<Page<LocationSummary>>('companyLeader', 'GET', `locations/viewableLocations?${search}&archived=only`);
    expect(only.items.map((l) => [l.id, l.archivedAt !== null])).toEqual([[location.id, true]]);
    expect((await api.ok<Page<LocationSummary>>('companyLeader', 'GET', `locations/viewableLocations?${search}&archived=include`)).total).toBe(1);
    expect((await api.call('companyLeader', 'GET', `locations/viewableLocations?archived=yes`)).statusCode).toBe(400);
    // Still readable by id: its requests and equipment link to it.
    expect((await api.ok<LocationDetail>('companyLeader', 'GET', `locations/${location.id}`)).archivedAt).toBe(archived.archivedAt);

    const request = await errorOf(
      api.call('companyLeader', 'POST', 'requests', { id: randomUUID(), locationId: location.id, incidentDescription: 'Leak under the sink' }),
      400,
    );
    expect(request).toBe(LOCATION_SETUP_MESSAGES.archived);
    const asset = await errorOf(
      api.call('companyLeader', 'POST', 'assets', { id: randomUUID(), locationId: location.id, assetTypeId: randomUUID(), name: 'Fryer' }),
      400,
    );
    expect(asset).toBe(LOCATION_SETUP_MESSAGES.archived);

    // Its intake link stops taking requests, and no new one is handed out.
    const refusedLink = await errorOf(api.call('companyLeader', 'POST', `locations/${location.id}/intake-links`), 400);
    expect(refusedLink).toBe(LOCATION_SETUP_MESSAGES.archived);
    const intake = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${PUBLIC_LINK_PATHS.intake}`,
      payload: { token: handedOut.token, id: randomUUID(), incidentDescription: 'Cooler is warm.' },
    });
    expect(intake.statusCode).toBe(400);
    expect(intake.json<{ message: string }>().message).toBe(LOCATION_SETUP_MESSAGES.archived);

    const restored = await api.ok<LocationDetail>('companyLeader', 'POST', `locations/${location.id}/restore`);
    expect(restored.archivedAt).toBeNull();
    expect(await errorOf(api.call('companyLeader', 'POST', `locations/${location.id}/restore`), 409)).toBe(LOCATION_SETUP_MESSAGES.notArchived);
    expect((await api.ok<Page<LocationSummary>>('companyLeader', 'GET', `locations/viewableLocations?${search}`)).total).toBe(1);

    const trail = await api.ok<AuditEventPage>('companyLeader', 'GET', `audit-events?subjectId=${location.id}`);
    expect(trail.items.map((e) => e.action)).toEqual(['location.restore', 'location.archive', 'location.create']);
  });

  it('answers a repeated create with the same key once', async () => {
    const key = randomUUID();
    const body = { name: 'Harbor Grill Once', storeNumber: store(), timezone: 'America/Chicago' };
    const first = await api.call('companyLeader', 'POST', 'locations', body, { idempotencyKey: key });
    const second = await api.call('companyLeader', 'POST', 'locations', body, { idempotencyKey: key });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json<LocationDetail>().id).toBe(first.json<LocationDetail>().id);
  });
});
