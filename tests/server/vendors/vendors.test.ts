import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/api/paging';
import type { VendorDetail, VendorPick, VendorRef, VendorSearchHit, VendorSummary } from '../../../src/domain/vendors/vendor-api';
import type { AssetRoster, CategoryRoster, LocationVendorPreferences, VendorSuggestion } from '../../../src/domain/vendors/vendor-preferences-api';
import { categoryId } from '../../../src/server/seed/demo-catalog';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { DEMO_PREFERENCES } from '../../../src/server/seed/demo-vendor-preferences';
import { DEMO_VENDORS } from '../../../src/server/seed/demo-vendors';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, customers, locations, vendors, assets } = DEMO;
const P = 'vendor-preferences';

describe('vendors and vendor preferences API', () => {
  let t: TestApp;
  const api = apiAs<string>(() => t);
  const { call, ok } = api;

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['companyLeader', 'locationStaff', 'selfService', 'vendorTech', 'locationLeaderEmbarcadero']);
  });
  afterAll(() => t.close());

  describe('vendor directory', () => {
    it('GET vendors/{id} with the caller’s network count', async () => {
      const vendor = await ok<VendorDetail>('locationStaff', 'GET', `vendors/${vendors.refrigeration.id}`);
      expect(vendor).toMatchObject({
        id: vendors.refrigeration.id,
        name: 'ColdChain Refrigeration Services',
        email: 'service@coldchain.example',
        networkLocationCount: 2,
      });
      expect((await ok<VendorDetail>('companyLeader', 'GET', `vendors/${vendors.refrigeration.id}`)).networkLocationCount).toBeGreaterThan(2);
      expect((await call('locationStaff', 'GET', `vendors/${randomUUID()}`)).statusCode).toBe(404);
      expect((await call('locationStaff', 'GET', 'vendors/12')).statusCode).toBe(400);
    });

    it('GET vendors/lookup?text and vendors/lookup/{id}', async () => {
      const found = await ok<Page<VendorPick>>('locationStaff', 'GET', 'vendors/lookup?text=plumb');
      expect(found.items).toEqual([{ id: vendors.plumbing.id, name: 'BlueLine Plumbing', eightySixReason: null, insuranceExpiresOn: null }]);
      const all = await ok<Page<VendorRef>>('locationStaff', 'GET', 'vendors/lookup?limit=2');
      expect(all.items).toHaveLength(2);
      expect(all.total).toBe(DEMO_VENDORS.directorySize);
      expect(await ok<VendorRef>('vendorTech', 'GET', `vendors/lookup/${vendors.hvac.id}`)).toEqual({ id: vendors.hvac.id, name: 'Summit Mechanical' });
    });

    it('marks in the lookup the vendors the caller’s customer eighty-sixed, with why; nobody else’s (issue 31)', async () => {
      const harbor = await ok<Page<VendorPick>>('locationStaff', 'GET', 'vendors/lookup?limit=200');
      const marked = harbor.items.filter((v) => v.eightySixReason).map((v) => [v.id, v.eightySixReason]);
      expect(marked).toEqual(
        expect.arrayContaining([[DEMO_VENDORS.eightySixedByHarbor[0], 'No-show on two emergency calls; left a floor drain open overnight.']]),
      );
      expect(marked.map(([id]) => id).sort()).toEqual([...DEMO_VENDORS.eightySixedByHarbor].sort());
      // Another customer's eighty-six is not Harbor's, and a vendor's people have no customer to have dropped anyone.
      expect(harbor.items.find((v) => v.id === DEMO_VENDORS.eightySixedByBean)?.eightySixReason).toBeNull();
      const vendorView = await ok<Page<VendorPick>>('vendorTech', 'GET', 'vendors/lookup?limit=200');
      expect(vendorView.items.every((v) => v.eightySixReason === null)).toBe(true);
    });

    it('GET vendors/search?searchText by name, email or phone, paged', async () => {
      const byEmail = await ok<Page<VendorSummary>>('companyLeader', 'GET', 'vendors/search?searchText=summitmech');
      expect(byEmail.items.map((v) => v.id)).toEqual([vendors.hvac.id]);
      const byPhone = await ok<Page<VendorSummary>>('companyLeader', 'GET', 'vendors/search?searchText=%2B1415');
      expect(byPhone.items.map((v) => v.id)).toEqual([vendors.refrigeration.id]);
      const paged = await ok<Page<VendorSummary>>('companyLeader', 'GET', 'vendors/search?limit=3&offset=3');
      expect(paged.items).toHaveLength(3);
      expect((await call('companyLeader', 'GET', 'vendors/search?offset=-1')).statusCode).toBe(400);
    });

    it('marks in the search, as in the lookup, the vendors the caller’s customer eighty-sixed: the roster pickers ask before adding one', async () => {
      const harbor = await ok<Page<VendorSearchHit>>('companyLeader', 'GET', 'vendors/search?limit=200');
      const marked = harbor.items.filter((v) => v.eightySixReason).map((v) => v.id);
      expect(marked.sort()).toEqual([...DEMO_VENDORS.eightySixedByHarbor].sort());
      expect(harbor.items.find((v) => v.id === DEMO_VENDORS.eightySixedByBean)?.eightySixReason).toBeNull();
      const vendorView = await ok<Page<VendorSearchHit>>('vendorTech', 'GET', 'vendors/search?limit=200');
      expect(vendorView.items.every((v) => v.eightySixReason === null)).toBe(true);
    });
  });

  describe('rosters', () => {
    it('GET .../servicecategories: every category with its ordered roster and do-not-suggest list', async () => {
      const { locationId, categories } = await ok<{ locationId: string; categories: CategoryRoster[] }>(
        'locationStaff',
        'GET',
        `${P}/locations/${locations.staffPm.id}/servicecategories`,
      );
      expect(locationId).toBe(locations.staffPm.id);
      const refrigeration = categories.find((c) => c.serviceCategory.id === categoryId('refrigeration'))!;
      expect(refrigeration.vendors.map((v) => [v.id, v.position])).toEqual([
        [vendors.refrigeration.id, 1],
        [vendors.internal.id, 2],
      ]);
      expect(refrigeration.doNotSuggest.map((v) => v.id)).toEqual([DEMO_PREFERENCES.refrigerationBlockedAtStaffPm.vendorId]);
      // The location-wide blocked vendor is on no roster here.
      expect(categories.flatMap((c) => c.vendors).some((v) => v.id === DEMO_PREFERENCES.blockedAtStaffPm.vendorId)).toBe(false);
      expect((await call('selfService', 'GET', `${P}/locations/${locations.staffPm.id}/servicecategories`)).statusCode).toBe(404);
    });

    it('GET .../assets: asset rosters', async () => {
      const { assets: rosters } = await ok<{ assets: AssetRoster[] }>('locationStaff', 'GET', `${P}/locations/${locations.staffPm.id}/assets`);
      expect(rosters).toEqual([{ asset: { id: DEMO_PREFERENCES.cooler.assetId, name: 'Walk-in Cooler' }, vendors: expect.any(Array) }]);
      expect(rosters[0]!.vendors.map((v) => v.id)).toEqual(DEMO_PREFERENCES.cooler.roster);
    });

    it('GET vendor-preferences/locations/{id} and customers/{id}', async () => {
      const one = await ok<LocationVendorPreferences>('locationStaff', 'GET', `${P}/locations/${locations.staffPm.id}`);
      expect(one.doNotSuggest.map((v) => v.id)).toEqual([DEMO_PREFERENCES.blockedAtStaffPm.vendorId]);
      expect(one.assetRosters).toHaveLength(1);
      const staffCustomer = await ok<Page<LocationVendorPreferences>>('locationStaff', 'GET', `${P}/customers/${customers.enterprise.id}`);
      expect(staffCustomer.items.map((p) => p.locationId).sort()).toEqual([locations.staffPm.id, locations.staffOther.id].sort());
      const leader = await ok<Page<LocationVendorPreferences>>('companyLeader', 'GET', `${P}/customers/${customers.enterprise.id}?limit=5`);
      expect(leader.items).toHaveLength(5);
      expect(leader.total).toBe(24);
      expect((await call('selfService', 'GET', `${P}/customers/${customers.enterprise.id}`)).statusCode).toBe(404);
    });

    it('PUT .../servicecategories/{categoryId} replaces the roster; only leaders may', async () => {
      const path = `${P}/locations/${locations.staffOther.id}/servicecategories/${categoryId('hvac')}`;
      const body = { vendorIds: [vendors.generalRepair.id, vendors.hvac.id], doNotSuggestVendorIds: [vendors.internal.id] };
      expect((await call('locationStaff', 'PUT', path, body)).statusCode).toBe(403);
      const roster = await ok<CategoryRoster>('companyLeader', 'PUT', path, body);
      expect(roster.vendors.map((v) => [v.id, v.position])).toEqual([
        [vendors.generalRepair.id, 1],
        [vendors.hvac.id, 2],
      ]);
      expect(roster.doNotSuggest.map((v) => v.id)).toEqual([vendors.internal.id]);
      // A replay gives the same roster.
      expect(await ok<CategoryRoster>('companyLeader', 'PUT', path, body)).toEqual(roster);

      const bad: [object, RegExp][] = [
        [{ vendorIds: [vendors.hvac.id, vendors.hvac.id] }, /vendorIds/],
        [{ vendorIds: ['x'] }, /vendorIds/],
        [{ vendorIds: [randomUUID()] }, /vendorIds/],
        [{ vendorIds: [vendors.hvac.id], doNotSuggestVendorIds: [vendors.hvac.id] }, /doNotSuggestVendorIds/],
        [{}, /vendorIds/],
      ];
      for (const [payload, field] of bad) {
        const res = await call('companyLeader', 'PUT', path, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toMatch(field);
      }
      expect((await call('companyLeader', 'PUT', `${P}/locations/${locations.staffOther.id}/servicecategories/${randomUUID()}`, body)).statusCode).toBe(404);
      const blocked = await call('locationLeaderEmbarcadero', 'PUT', `${P}/locations/${locations.staffPm.id}/servicecategories/${categoryId('lighting')}`, {
        vendorIds: [DEMO_PREFERENCES.blockedAtStaffPm.vendorId],
      });
      expect(blocked.statusCode).toBe(400);
    });
  });

  describe('suggestions for an asset', () => {
    it('puts the asset roster first, then the category roster, then vendors that served it', async () => {
      const page = await ok<Page<VendorSuggestion>>('locationStaff', 'GET', `${P}/suggestions/asset/${assets.enterpriseWithLabel.id}`);
      const ids = page.items.map((s) => s.vendor.id);
      expect(ids).toEqual([...DEMO_PREFERENCES.cooler.roster, vendors.internal.id]);
      expect(page.items.map((s) => s.reason)).toEqual(['assetRoster', 'assetRoster', 'categoryRoster']);
      // ColdChain took the open emergency on it.
      expect(page.items.find((s) => s.vendor.id === vendors.refrigeration.id)!.lastServedAt).toEqual(expect.any(String));
      expect((await call('selfService', 'GET', `${P}/suggestions/asset/${assets.enterpriseWithLabel.id}`)).statusCode).toBe(404);
    });

    it('never suggests a do-not-suggest vendor, and a vendor that served the asset comes last', async () => {
      const posPath = `${P}/suggestions/asset/${(await ok<Page<{ id: string; name: string }>>('locationStaff', 'GET', `assets/summaries/user?locationId=${locations.staffPm.id}&filterText=POS`)).items[0]!.id}`;
      const before = await ok<Page<VendorSuggestion>>('locationStaff', 'GET', posPath);
      expect(before.items[0]).toMatchObject({ vendor: { id: vendors.generalRepair.id }, reason: 'categoryRoster', rank: 1 });

      await ok('locationLeaderEmbarcadero', 'POST', `${P}/locations/${locations.staffPm.id}/doNotSuggest`, { vendorId: vendors.generalRepair.id });
      const after = await ok<Page<VendorSuggestion>>('locationStaff', 'GET', posPath);
      expect(after.items.map((s) => s.vendor.id)).not.toContain(vendors.generalRepair.id);
      // Marking took HandyFix off HG-101's rosters too.
      const rosters = await ok<{ categories: CategoryRoster[] }>('locationStaff', 'GET', `${P}/locations/${locations.staffPm.id}/servicecategories`);
      expect(rosters.categories.flatMap((c) => c.vendors).some((v) => v.id === vendors.generalRepair.id)).toBe(false);

      const cleared = await ok<LocationVendorPreferences>('locationLeaderEmbarcadero', 'POST', `${P}/locations/${locations.staffPm.id}/doNotSuggest`, {
        vendorId: vendors.generalRepair.id,
        doNotSuggest: false,
      });
      expect(cleared.doNotSuggest.map((v) => v.id)).not.toContain(vendors.generalRepair.id);
      // Not on the roster any more, but it served this POS terminal: suggested from its history.
      const served = await ok<Page<VendorSuggestion>>('locationStaff', 'GET', posPath);
      expect(served.items.at(-1)).toMatchObject({ vendor: { id: vendors.generalRepair.id }, reason: 'servedAsset' });

      expect((await call('locationStaff', 'POST', `${P}/locations/${locations.staffPm.id}/doNotSuggest`, { vendorId: vendors.hvac.id })).statusCode).toBe(403);
      expect((await call('companyLeader', 'POST', `${P}/locations/${locations.staffPm.id}/doNotSuggest`, { vendorId: 'x' })).statusCode).toBe(400);
    });
  });
});
