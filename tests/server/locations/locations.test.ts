import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/api/paging';
import type { AssetLocation, LocationDetail, LocationSummary, LocationVendor, LocationVendorBulkResult } from '../../../src/domain/locations/location-api';
import { LOCATIONS } from '../../../src/server/seed/demo-places';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, customers, locations, vendors } = DEMO;
const harborLocations = LOCATIONS.filter((l) => l.customer === 'harbor').length;

describe('locations API', () => {
  let t: TestApp;
  const api = apiAs<string>(() => t);
  const { call } = api;
  const page = <T = LocationSummary>(who: string, path: string) => api.ok<Page<T>>(who, 'GET', path);

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, [
      'companyLeader',
      'locationStaff',
      'selfService',
      'brandManager',
      'vendorTech',
      'admin',
      'multiCustomerFinance',
      'locationLeaderEmbarcadero',
    ]);
    api.alias('financeAtRetail', 'multiCustomerFinance', { 'x-selected-customer-id': customers.retail.id });
  });
  afterAll(() => t.close());

  it('GET locations/viewableLocations: the locations the caller sees, paged and searchable', async () => {
    const staff = await page('locationStaff', 'locations/viewableLocations');
    expect(staff.items.map((l) => l.id).sort()).toEqual([locations.staffPm.id, locations.staffOther.id].sort());
    expect(staff.items[0]).toMatchObject({ customerId: customers.enterprise.id, customerName: customers.enterprise.name, locationGroup: { name: 'West' } });

    const leader = await page('companyLeader', 'locations/viewableLocations?limit=10');
    expect(leader.total).toBe(harborLocations);
    expect(leader.items).toHaveLength(10);
    const search = await page('companyLeader', 'locations/viewableLocations?search=HG-40');
    expect(search.items.every((l) => l.storeNumber?.startsWith('HG-40'))).toBe(true);
    expect(search.total).toBe(5);
    expect((await call('companyLeader', 'GET', 'locations/viewableLocations?limit=0')).statusCode).toBe(400);
    expect((await page('brandManager', 'locations/viewableLocations')).total).toBe(0);
  });

  it('GET locations/viewableMultiTenantUserLocations ignores the selected customer', async () => {
    const selected = await page('financeAtRetail', 'locations/viewableLocations?limit=200');
    expect(selected.items.every((l) => l.customerId === customers.retail.id)).toBe(true);
    const all = await page('financeAtRetail', 'locations/viewableMultiTenantUserLocations?limit=200');
    expect(new Set(all.items.map((l) => l.customerId))).toEqual(new Set([customers.enterprise.id, customers.retail.id]));
    expect(all.total).toBeGreaterThan(selected.total);
    // A user of one customer gets the same list either way; a bad query is refused.
    const staff = await page('locationStaff', 'locations/viewableMultiTenantUserLocations');
    expect(staff.items.map((l) => l.id).sort()).toEqual([locations.staffPm.id, locations.staffOther.id].sort());
    expect((await call('financeAtRetail', 'GET', 'locations/viewableMultiTenantUserLocations?limit=0')).statusCode).toBe(400);
    expect((await page('brandManager', 'locations/viewableMultiTenantUserLocations')).total).toBe(0);
  });

  it('GET locations/all: everything in reach; internal staff may pick any customer', async () => {
    expect((await page('companyLeader', 'locations/all?limit=200')).total).toBe(harborLocations);
    const admin = await page('admin', `locations/all?customerId=${customers.selfService.id}`);
    expect(admin.items.every((l) => l.customerId === customers.selfService.id)).toBe(true);
    expect(admin.total).toBe(4);
    expect((await call('companyLeader', 'GET', `locations/all?customerId=${customers.selfService.id}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', 'locations/all?customerId=nope')).statusCode).toBe(400);
    // A member of several customers working on one reaches only that one's through it.
    expect((await call('financeAtRetail', 'GET', `locations/all?customerId=${customers.enterprise.id}`)).statusCode).toBe(404);
  });

  it('GET locations/viewableAssetLocations counts the assets the caller sees there', async () => {
    const staff = await page<AssetLocation>('locationStaff', 'locations/viewableAssetLocations');
    expect(staff.items.map((l) => l.assetCount)).toEqual([15, 15]);
    // A brand manager sees no locations, but those holding their brand's equipment.
    const brand = await page<AssetLocation>('brandManager', 'locations/viewableAssetLocations?limit=200');
    expect(brand.total).toBeGreaterThan(0);
    expect(brand.items.every((l) => l.assetCount > 0 && l.assetCount < 15)).toBe(true);
  });

  it('GET locations/viewableRequestLocations: a vendor sees the locations of requests dispatched to it', async () => {
    const vendor = await page('vendorTech', 'locations/viewableRequestLocations?limit=200');
    expect(vendor.items.map((l) => l.id)).toContain(locations.staffPm.id);
    expect(vendor.items.map((l) => l.id)).not.toContain(locations.retail.id);
    expect((await page('locationStaff', 'locations/viewableRequestLocations')).total).toBe(2);
  });

  it('GET locations/{id}: details for those who see it, 404 for others', async () => {
    const res = await call('locationStaff', 'GET', `locations/${locations.staffPm.id}`);
    expect(res.json<LocationDetail>()).toMatchObject({
      id: locations.staffPm.id,
      storeNumber: 'HG-101',
      timezone: 'America/Los_Angeles',
      pmEnabled: true,
      siteContactName: 'Dana Whitfield, general manager',
      siteContactPhone: '+14155550191',
      accessNotes: expect.stringContaining('alley door'),
      canEdit: false,
    });
    expect((await call('locationStaff', 'GET', `locations/${locations.enterpriseNotStaff.id}`)).statusCode).toBe(404);
    expect((await call('selfService', 'GET', `locations/${locations.staffPm.id}`)).statusCode).toBe(404);
    expect((await call('selfService', 'GET', 'locations/nope')).statusCode).toBe(400);
  });

  it('PATCH locations/{id}: leaders and admins change pmEnabled and contact fields', async () => {
    const refused = await call('locationStaff', 'PATCH', `locations/${locations.staffOther.id}`, { pmEnabled: true });
    expect(refused.statusCode).toBe(403);
    const leader = await call('companyLeader', 'PATCH', `locations/${locations.staffOther.id}`, {
      pmEnabled: true,
      phone: '+14085550199',
      address: '151 S 1st St',
    });
    expect(leader.statusCode, leader.body).toBe(200);
    expect(leader.json<LocationDetail>()).toMatchObject({ pmEnabled: true, phone: '+14085550199', address: '151 S 1st St', canEdit: true });
    expect((await call('locationLeaderEmbarcadero', 'PATCH', `locations/${locations.staffPm.id}`, { city: 'SF' })).statusCode).toBe(200);
    expect((await call('admin', 'PATCH', `locations/${locations.selfService.id}`, { pmEnabled: false })).json<LocationDetail>().pmEnabled).toBe(false);
    const visits = await call('companyLeader', 'PATCH', `locations/${locations.staffOther.id}`, {
      siteContactName: '  Ana Ruiz  ',
      siteContactPhone: '+14085550177',
      accessNotes: 'Back door on 2nd St.',
    });
    expect(visits.json<LocationDetail>()).toMatchObject({ siteContactName: 'Ana Ruiz', siteContactPhone: '+14085550177', accessNotes: 'Back door on 2nd St.' });
    const cleared = await call('companyLeader', 'PATCH', `locations/${locations.staffOther.id}`, {
      siteContactName: null,
      siteContactPhone: null,
      accessNotes: null,
    });
    expect(cleared.json<LocationDetail>()).toMatchObject({ siteContactName: null, siteContactPhone: null, accessNotes: null });
    const badBodies = [
      { phone: '555-1234' },
      { siteContactPhone: '555-1234' },
      { accessNotes: 'x'.repeat(1001) },
      { siteContactName: ' ' },
      { name: ' ' },
      { color: 'red' },
      {},
      { pmEnabled: 'yes' },
    ];
    for (const body of badBodies) {
      const res = await call('companyLeader', 'PATCH', `locations/${locations.staffOther.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await call('companyLeader', 'PATCH', `locations/${locations.staffOther.id}`, { siteContactPhone: '555-1234' })).json<{ message: string }>().message,
    ).toMatch(/siteContactPhone must be in international form/);
    expect((await call('companyLeader', 'PATCH', `locations/${locations.selfService.id}`, { pmEnabled: true })).statusCode).toBe(404);
  });

  describe('location vendors', () => {
    it('lists a location’s vendor network and changes it', async () => {
      const before = await page<LocationVendor>('locationStaff', `locations/${locations.staffOther.id}/vendors`);
      expect(before.items.map((v) => v.vendor.id)).toContain(vendors.refrigeration.id);
      const plumber = randomUUID();
      expect((await call('companyLeader', 'PUT', `locations/${locations.staffOther.id}/vendors/${plumber}`)).statusCode).toBe(404);

      expect((await call('locationStaff', 'DELETE', `locations/${locations.staffOther.id}/vendors/${vendors.refrigeration.id}`)).statusCode).toBe(403);
      const removed = await call('companyLeader', 'DELETE', `locations/${locations.staffOther.id}/vendors/${vendors.refrigeration.id}`);
      expect(removed.json()).toEqual({ locationId: locations.staffOther.id, vendorId: vendors.refrigeration.id, removed: true, opId: null });
      const after = await page<LocationVendor>('locationStaff', `locations/${locations.staffOther.id}/vendors`);
      expect(after.items.map((v) => v.vendor.id)).not.toContain(vendors.refrigeration.id);
      expect(after.total).toBe(before.total - 1);

      const added = await call('companyLeader', 'PUT', `locations/${locations.staffOther.id}/vendors/${vendors.refrigeration.id}`);
      expect(added.statusCode).toBe(200);
      expect(added.json<LocationVendor>().vendor.name).toBe('ColdChain Refrigeration Services');
      // PUT again changes nothing.
      await call('companyLeader', 'PUT', `locations/${locations.staffOther.id}/vendors/${vendors.refrigeration.id}`);
      expect((await page<LocationVendor>('locationStaff', `locations/${locations.staffOther.id}/vendors`)).total).toBe(before.total);
      expect((await call('selfService', 'GET', `locations/${locations.staffOther.id}/vendors`)).statusCode).toBe(404);
    });

    it('PUT and DELETE locations/all/vendors/{vendorId} change every location the caller may change', async () => {
      const added = await call('companyLeader', 'PUT', `locations/all/vendors/${vendors.internal.id}`);
      expect(added.statusCode, added.body).toBe(200);
      const result = added.json<LocationVendorBulkResult>();
      expect(result.locationCount).toBe(harborLocations);
      expect((await call('companyLeader', 'PUT', `locations/all/vendors/${vendors.internal.id}`)).json<LocationVendorBulkResult>().changedCount).toBe(0);
      const network = await page<LocationVendor>('companyLeader', `locations/${locations.enterpriseNotStaff.id}/vendors`);
      expect(network.items.map((v) => v.vendor.id)).toContain(vendors.internal.id);

      const staff = await call('locationStaff', 'DELETE', `locations/all/vendors/${vendors.internal.id}`);
      expect(staff.json<LocationVendorBulkResult>()).toEqual({ vendorId: vendors.internal.id, locationCount: 0, changedCount: 0, opId: null });
      const removed = await call('companyLeader', 'DELETE', `locations/all/vendors/${vendors.internal.id}`);
      expect(removed.json<LocationVendorBulkResult>().changedCount).toBe(harborLocations);
      expect((await call('admin', 'PUT', `locations/all/vendors/${vendors.internal.id}`)).statusCode).toBe(400);
    });
  });
});
