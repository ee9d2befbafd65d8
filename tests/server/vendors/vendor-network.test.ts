import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/api/paging';
import type { VendorDispatch } from '../../../src/domain/vendors/vendor-history-api';
import type {
  AdminVendor,
  EightySixedVendor,
  NetworkVendor,
  PossibleVendor,
  RequestVendor,
  RosterViewCategory,
  VendorCustomer,
} from '../../../src/domain/vendors/vendor-network-api';
import { categoryId } from '../../../src/server/seed/demo-catalog';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { DEMO_PREFERENCES } from '../../../src/server/seed/demo-vendor-preferences';
import { DEMO_VENDORS, droppedVendorId } from '../../../src/server/seed/demo-vendors';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, customers, locations, vendors, requests } = DEMO;

describe('vendor network and history API (docs/product/vendors.md)', () => {
  let t: TestApp;
  const api = apiAs<string>(() => t);
  const { call, ok } = api;

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['admin', 'companyLeader', 'locationStaff', 'vendorTech', 'refrigerationDispatcher', 'retailLeader', 'selfService']);
  });
  afterAll(() => t.close());

  const status = async (who: string, path: string) => (await call(who, 'GET', path)).statusCode;
  const message = async (who: string, path: string) => (await call(who, 'GET', path)).json<{ message: string }>().message;

  it('GET vendors/{id}/customers: all for the vendor’s users, only their own for a customer user', async () => {
    const path = `vendors/${vendors.refrigeration.id}/customers`;
    const served = await ok<Page<VendorCustomer>>('refrigerationDispatcher', 'GET', path);
    expect(served.items.map((c) => c.name)).toEqual(['Bean Street Coffee', 'Harbor Grill Restaurants']);
    expect(served.items.find((c) => c.id === customers.enterprise.id)!.locationCount).toBeGreaterThan(10);
    expect((await ok<Page<VendorCustomer>>('companyLeader', 'GET', path)).items.map((c) => c.id)).toEqual([customers.enterprise.id]);
    expect((await ok<Page<VendorCustomer>>('retailLeader', 'GET', path)).total).toBe(0);
    expect(await status('companyLeader', 'vendors/x/customers')).toBe(400);
    expect(await status('companyLeader', `vendors/${randomUUID()}/customers`)).toBe(404);
    expect(await status('companyLeader', `${path}?offset=-1`)).toBe(400);
  });

  it('GET vendors/rosterView: categories with their vendors and the rates in force', async () => {
    const view = await ok<Page<RosterViewCategory>>('companyLeader', 'GET', 'vendors/rosterView');
    const refrigeration = view.items.find((c) => c.serviceCategory.id === categoryId('refrigeration'))!;
    expect(refrigeration.vendors[0]).toMatchObject({ vendor: { id: vendors.refrigeration.id }, bestPosition: 1 });
    const rateTypes = refrigeration.vendors[0]!.contractedRates.map((r) => r.rateType).sort();
    expect(rateTypes).toEqual(['After-Hours Multiplier', 'Hourly Labor', 'Trip Charge']);
    expect(refrigeration.vendors[0]!.contractedRates.every((r) => r.isActive && r.customer.id === customers.enterprise.id)).toBe(true);
    expect(view.items.map((c) => c.serviceCategory.name)).toEqual([...view.items.map((c) => c.serviceCategory.name)].sort());

    const one = await ok<Page<RosterViewCategory>>(
      'locationStaff',
      'GET',
      `vendors/rosterView?locationId=${locations.staffPm.id}&serviceCategoryId=${categoryId('refrigeration')}`,
    );
    expect(one.total).toBe(1);
    expect(one.items[0]!.vendors.map((v) => [v.vendor.id, v.locationCount])).toEqual([
      [vendors.refrigeration.id, 1],
      [vendors.internal.id, 1],
    ]);
    expect((await ok<Page<RosterViewCategory>>('companyLeader', 'GET', 'vendors/rosterView?limit=2')).items).toHaveLength(2);
    expect(await status('companyLeader', `vendors/rosterView?locationId=${locations.retail.id}`)).toBe(404);
    expect(await message('companyLeader', 'vendors/rosterView?locationId=x')).toMatch(/locationId/);
    expect((await ok<Page<RosterViewCategory>>('vendorTech', 'GET', 'vendors/rosterView')).total).toBe(0);
  });

  it('GET vendors/ssoHistoryView: SSO dispatches, filtered by location, text and dates', async () => {
    const all = await ok<Page<VendorDispatch>>('companyLeader', 'GET', 'vendors/ssoHistoryView?limit=200');
    expect(all.total).toBeGreaterThan(10);
    expect(all.items.every((d) => d.productType === 'SSO')).toBe(true);
    const times = all.items.map((d) => d.dispatchedAt);
    expect(times).toEqual([...times].sort().reverse());

    const here = await ok<Page<VendorDispatch>>('locationStaff', 'GET', `vendors/ssoHistoryView?locationId=${locations.staffPm.id}`);
    expect(here.items.length).toBeGreaterThan(0);
    expect(here.items.every((d) => d.location.id === locations.staffPm.id)).toBe(true);

    const coldChain = await ok<Page<VendorDispatch>>('companyLeader', 'GET', 'vendors/ssoHistoryView?searchText=coldchain');
    expect(coldChain.items.length).toBeGreaterThan(0);
    expect(coldChain.items.every((d) => d.vendor.id === vendors.refrigeration.id)).toBe(true);

    const day = all.items[0]!.dispatchedAt.slice(0, 10);
    const thatDay = await ok<Page<VendorDispatch>>('companyLeader', 'GET', `vendors/ssoHistoryView?startDate=${day}&endDate=${day}`);
    expect(thatDay.items.length).toBeGreaterThan(0);
    expect(thatDay.items.every((d) => d.dispatchedAt.startsWith(day))).toBe(true);

    expect(await message('companyLeader', 'vendors/ssoHistoryView?startDate=2026-02-02&endDate=2026-02-01')).toMatch(/endDate/);
    expect(await message('companyLeader', 'vendors/ssoHistoryView?startDate=yesterday')).toMatch(/startDate/);
    expect(await status('retailLeader', `vendors/ssoHistoryView?locationId=${locations.staffPm.id}`)).toBe(404);
    // A vendor user sees only the dispatches to their own vendor.
    const own = await ok<Page<VendorDispatch>>('vendorTech', 'GET', 'vendors/ssoHistoryView?limit=200');
    expect(own.items.every((d) => d.vendor.id === vendors.refrigeration.id)).toBe(true);
  });

  it('GET vendors/eightySixVendors: the vendors the caller’s customer dropped, paged', async () => {
    const dropped = await ok<Page<EightySixedVendor>>('companyLeader', 'GET', 'vendors/eightySixVendors');
    expect(dropped.items.map((d) => d.vendor.name)).toEqual(['Rapid Rooter Drain Co.', 'QuickChill HVAC']);
    expect(dropped.items[0]).toMatchObject({
      customer: { id: customers.enterprise.id },
      eightySixedBy: { id: users.companyLeader.id },
      serviceCategories: [{ name: 'Plumbing' }],
      reason: expect.stringMatching(/No-show/),
    });
    const page = await ok<Page<EightySixedVendor>>('companyLeader', 'GET', 'vendors/eightySixVendors?limit=1&offset=1');
    expect(page).toMatchObject({ total: 2, limit: 1, offset: 1, items: [{ vendor: { id: droppedVendorId('quickchill') } }] });
    expect((await ok<Page<EightySixedVendor>>('selfService', 'GET', 'vendors/eightySixVendors')).items.map((d) => d.vendor.id)).toEqual([
      DEMO_VENDORS.eightySixedByBean,
    ]);
    expect((await ok<Page<EightySixedVendor>>('retailLeader', 'GET', 'vendors/eightySixVendors')).total).toBe(0);
    expect(await status('retailLeader', `vendors/eightySixVendors?customerId=${customers.enterprise.id}`)).toBe(404);
    expect(await message('companyLeader', 'vendors/eightySixVendors?limit=0')).toMatch(/limit/);
  });

  it('GET vendors/internalTechnicianVendors and vendors/fullSearch', async () => {
    const internal = await ok<Page<NetworkVendor>>('companyLeader', 'GET', 'vendors/internalTechnicianVendors');
    expect(internal.items.map((v) => v.id)).toEqual([vendors.internal.id]);
    expect(internal.items[0]!.networkLocationCount).toBeGreaterThan(0);
    expect((await ok<Page<NetworkVendor>>('retailLeader', 'GET', 'vendors/internalTechnicianVendors')).items[0]!.networkLocationCount).toBe(0);

    const colorado = await ok<Page<NetworkVendor>>('companyLeader', 'GET', 'vendors/fullSearch?state=CO');
    expect(colorado.items.map((v) => v.id)).toEqual([vendors.hvac.id]);
    const plumbers = await ok<Page<NetworkVendor>>('companyLeader', 'GET', `vendors/fullSearch?serviceCategoryId=${categoryId('plumbing')}`);
    expect(plumbers.items.map((v) => v.name)).toEqual(['BlueLine Plumbing', 'Rapid Rooter Drain Co.', 'Service Portal Field Technicians']);
    const byZip = await ok<Page<NetworkVendor>>('companyLeader', 'GET', 'vendors/fullSearch?postalCode=94110&searchText=cold');
    expect(byZip.items.map((v) => v.id)).toEqual([vendors.refrigeration.id]);
    expect(await message('companyLeader', 'vendors/fullSearch?state=California')).toMatch(/state/);
    expect(await message('companyLeader', 'vendors/fullSearch?serviceCategoryId=x')).toMatch(/serviceCategoryId/);
  });

  it('GET vendors/admin/search: administrators only (the churned customer counts here)', async () => {
    const all = await ok<Page<AdminVendor>>('admin', 'GET', 'vendors/admin/search?limit=200');
    expect(all.total).toBe(DEMO_VENDORS.directorySize);
    expect(all.items.find((v) => v.id === vendors.refrigeration.id)).toMatchObject({ userCount: 2, customerCount: 3 });
    expect((await ok<Page<AdminVendor>>('admin', 'GET', 'vendors/admin/search?isInternalTechnicianVendor=true')).items.map((v) => v.id)).toEqual([
      vendors.internal.id,
    ]);
    expect(await message('admin', 'vendors/admin/search?isInternalTechnicianVendor=maybe')).toMatch(/isInternalTechnicianVendor/);
    expect(await status('companyLeader', 'vendors/admin/search')).toBe(403);
    expect(await status('vendorTech', 'vendors/admin/search')).toBe(403);
  });

  it('GET vendors/allPossibleVendorsForRequest: rosters first, never blocked or eighty-sixed vendors', async () => {
    const path = `vendors/allPossibleVendorsForRequest?requestId=${requests.openEmergencyForVendorTech.id}`;
    const possible = await ok<Page<PossibleVendor>>('locationStaff', 'GET', path);
    expect(possible.items.slice(0, 3).map((p) => [p.vendor.id, p.reason])).toEqual([
      [DEMO_PREFERENCES.cooler.roster[0], 'assetRoster'],
      [DEMO_PREFERENCES.cooler.roster[1], 'assetRoster'],
      [vendors.internal.id, 'categoryRoster'],
    ]);
    const ids = possible.items.map((p) => p.vendor.id);
    expect(possible.items.find((p) => p.vendor.id === vendors.refrigeration.id)!.isAssigned).toBe(true);
    // HandyFix is not to be suggested for refrigeration at HG-101, Brightwire nowhere there; QuickChill was eighty-sixed.
    expect(ids).not.toContain(DEMO_PREFERENCES.refrigerationBlockedAtStaffPm.vendorId);
    expect(ids).not.toContain(DEMO_PREFERENCES.blockedAtStaffPm.vendorId);
    expect(ids).not.toContain(droppedVendorId('quickchill'));
    expect(await status('retailLeader', path)).toBe(404);
    expect(await message('locationStaff', 'vendors/allPossibleVendorsForRequest')).toMatch(/requestId/);
  });

  it('GET vendors/dispatchedForRequest/{requestId}: every vendor the request went to', async () => {
    const path = `vendors/dispatchedForRequest/${requests.openEmergencyForVendorTech.id}`;
    const sent = await ok<Page<VendorDispatch>>('companyLeader', 'GET', path);
    expect(sent.items.at(-1)).toMatchObject({
      vendor: { id: vendors.refrigeration.id },
      isAssigned: true,
      request: { id: requests.openEmergencyForVendorTech.id },
    });
    expect((await ok<Page<VendorDispatch>>('vendorTech', 'GET', path)).items.every((d) => d.vendor.id === vendors.refrigeration.id)).toBe(true);
    expect(await status('retailLeader', path)).toBe(404);
    expect(await status('companyLeader', 'vendors/dispatchedForRequest/x')).toBe(400);
    expect(await status('companyLeader', `vendors/dispatchedForRequest/${randomUUID()}`)).toBe(404);
  });

  it('GET vendors/viewableRequestVendors: the vendors of the requests the caller sees', async () => {
    const mine = await ok<Page<RequestVendor>>('companyLeader', 'GET', 'vendors/viewableRequestVendors');
    expect(mine.items.find((v) => v.id === vendors.refrigeration.id)!.requestCount).toBeGreaterThan(0);
    expect(mine.items.map((v) => v.name)).toEqual([...mine.items.map((v) => v.name)].sort((a, b) => a.localeCompare(b)));
    expect((await ok<Page<RequestVendor>>('vendorTech', 'GET', 'vendors/viewableRequestVendors')).items.map((v) => v.id)).toEqual([vendors.refrigeration.id]);
    const retail = await ok<Page<RequestVendor>>('retailLeader', 'GET', 'vendors/viewableRequestVendors?searchText=cold');
    expect(retail.total).toBe(0);
    expect(await message('companyLeader', 'vendors/viewableRequestVendors?limit=500')).toMatch(/limit/);
  });
});
