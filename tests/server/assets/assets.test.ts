import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import { ASSET_CREATE_FORBIDDEN_MESSAGE, type AssetDetailView, type AssetSummary, type ServiceVisit } from '../../../src/domain/assets/asset-api';
import type { Page } from '../../../src/domain/api/paging';
import { assets } from '../../../src/server/db/schema/assets';
import { assetTypes } from '../../../src/server/db/schema/catalog';
import { categoryId, assetTypeId } from '../../../src/server/seed/demo-catalog';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, customers, locations } = DEMO;
const today = new Date().toISOString().slice(0, 10);

describe('assets API', () => {
  let t: TestApp;
  const api = apiAs<string>(() => t);
  const { call } = api;
  const list = async (who: string, query = '') => {
    const res = await call(who, 'GET', `assets/summaries${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page<AssetSummary>>();
  };
  /** How many assets of Harbor Grill match, counted straight from the table. */
  const harborCount = async (...conditions: Parameters<typeof and>) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(assets)
      .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
      .where(and(eq(assets.customerId, customers.enterprise.id), ...conditions));
    return row!.n;
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
    await api.signIn(users, ['companyLeader', 'locationStaff', 'selfService', 'brandManager', 'vendorTech', 'admin']);
  });
  afterAll(() => t.close());

  describe('GET assets/summaries', () => {
    it('pages 50 at a time, Live and Replacing by default, by name', async () => {
      const page = await list('companyLeader');
      expect(page.limit).toBe(50);
      expect(page.items).toHaveLength(50);
      expect(page.total).toBe(await harborCount(inArray(assets.status, ['Live', 'Replacing'])));
      expect(new Set(page.items.map((a) => a.status))).toEqual(new Set(['Live', 'Replacing']));
      const names = page.items.map((a) => a.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      const next = await list('companyLeader', '?offset=50');
      expect(next.items[0]!.id).not.toBe(page.items[49]!.id);
      expect(page.items.every((a) => a.customerId === customers.enterprise.id)).toBe(true);
    });

    it('fetches up to 100 infrastructure assets at once (docs/product/constants.md)', async () => {
      const page = await list('companyLeader', '?isInfrastructure=true');
      expect(page.limit).toBe(100);
      expect(page.items.length).toBe(Math.min(100, page.total));
      expect(page.items.every((a) => a.isInfrastructure)).toBe(true);
      expect(page.total).toBe(await harborCount(eq(assets.isInfrastructure, true), inArray(assets.status, ['Live', 'Replacing'])));
    });

    it('applies every docs/product/assets-and-locations.md filter', async () => {
      const statuses = await list('companyLeader', '?assetStatus=Retired,Pending&limit=200');
      expect(statuses.items.length).toBeGreaterThan(0);
      expect(statuses.items.every((a) => a.status === 'Retired' || a.status === 'Pending')).toBe(true);

      const atOne = await list('companyLeader', `?locationId=${locations.staffPm.id}&assetStatus=Live,Replacing,Pending,Retired`);
      expect(atOne.total).toBe(15);
      const atTwo = await list('companyLeader', `?locations=${locations.staffPm.id},${locations.staffOther.id}&assetStatus=Live,Replacing,Pending,Retired`);
      expect(atTwo.total).toBe(30);
      const repeated = await list(
        'companyLeader',
        `?locations=${locations.staffPm.id}&locations=${locations.staffOther.id}&assetStatus=Live,Replacing,Pending,Retired`,
      );
      expect(repeated.total).toBe(30);

      const refrigeration = categoryId('refrigeration');
      const byCategory = await list('companyLeader', `?serviceCategoryIds=${refrigeration},${categoryId('hvac')}&limit=200`);
      expect(byCategory.items.every((a) => [refrigeration, categoryId('hvac')].includes(a.serviceCategory.id))).toBe(true);
      const oneCategory = await list('companyLeader', `?serviceCategoryId=${refrigeration}&limit=200`);
      expect(oneCategory.items.every((a) => a.serviceCategory.id === refrigeration)).toBe(true);
      expect(oneCategory.total).toBeLessThan(byCategory.total);

      const spend = await list('companyLeader', '?percentOfSpendStart=20&percentOfSpendEnd=60&limit=200');
      expect(spend.total).toBeGreaterThan(0);
      expect(spend.items.every((a) => a.percentOfSpend >= 20 && a.percentOfSpend <= 60)).toBe(true);

      const underWarranty = await list('companyLeader', '?warrantyEligible=true&limit=200');
      const outOfWarranty = await list('companyLeader', '?warrantyEligible=false&limit=200');
      expect(underWarranty.items.every((a) => a.warrantyEligible && a.warrantyExpiresOn! >= today)).toBe(true);
      expect(outOfWarranty.items.every((a) => !a.warrantyEligible && (a.warrantyExpiresOn === null || a.warrantyExpiresOn < today))).toBe(true);
      expect(underWarranty.total + outOfWarranty.total).toBe((await list('companyLeader')).total);

      const certifiable = await list('companyLeader', '?isEquipmentCertificationEligible=true&limit=200');
      expect(certifiable.total).toBeGreaterThan(0);
      expect(certifiable.items.every((a) => a.isEquipmentCertificationEligible)).toBe(true);

      // Every demo asset has a label: none are unlabelled until one is created below.
      expect((await list('companyLeader', '?hasQrCodeLinked=false')).total).toBe(0);
      const labelled = await list('companyLeader', '?hasQrCodeLinked=true&limit=5');
      expect(labelled.items.every((a) => a.qrLabelId !== null)).toBe(true);

      const text = await list('companyLeader', '?filterText=walk-in%20cool');
      expect(text.items.length).toBeGreaterThan(0);
      expect(text.items.every((a) => /walk-in cool/i.test(`${a.name} ${a.assetType.name}`))).toBe(true);
      const byStore = await list('companyLeader', '?filterText=HG-101');
      expect(byStore.items.every((a) => a.location.id === locations.staffPm.id)).toBe(true);
    });

    it('orders by whitelisted columns in either direction', async () => {
      const bySpend = await list('companyLeader', '?orderBy=percentOfSpend&orderDirection=desc&limit=100');
      const spends = bySpend.items.map((a) => a.percentOfSpend);
      expect(spends).toEqual([...spends].sort((a, b) => b - a));
      const byLocation = await list('companyLeader', '?orderBy=locationName&limit=100');
      const names = byLocation.items.map((a) => a.location.name);
      expect(names).toEqual([...names].sort());
    });

    it('answers a bad filter value with a 400 naming it', async () => {
      const cases: [string, RegExp][] = [
        ['assetStatus=Live,Broken', /assetStatus/],
        ['orderBy=password', /orderBy/],
        ['orderDirection=sideways', /orderDirection/],
        ['percentOfSpendStart=lots', /percentOfSpendStart/],
        ['percentOfSpendEnd=150', /percentOfSpendEnd/],
        ['percentOfSpendStart=60&percentOfSpendEnd=10', /percentOfSpendStart/],
        ['locations=not-an-id', /locations/],
        ['serviceCategoryId=12', /serviceCategoryId/],
        ['warrantyEligible=yes', /warrantyEligible/],
        ['hasQrCodeLinked=1', /hasQrCodeLinked/],
        ['limit=500', /limit/],
      ];
      for (const [query, field] of cases) {
        const res = await call('companyLeader', 'GET', `assets/summaries?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message, query).toMatch(field);
      }
    });

    it('shows location staff their own locations only, and brand owners their brand only', async () => {
      const staff = await list('locationStaff', '?limit=200&assetStatus=Live,Replacing,Pending,Retired');
      expect(staff.total).toBe(30);
      expect(new Set(staff.items.map((a) => a.location.id))).toEqual(new Set([locations.staffPm.id, locations.staffOther.id]));

      const brand = await list('brandManager', '?limit=200');
      expect(brand.total).toBeGreaterThan(0);
      expect(brand.items.every((a) => a.brandOwner?.id === DEMO.brandOwners.refrigeration.id)).toBe(true);

      const selfService = await list('selfService', '?limit=200');
      expect(selfService.items.every((a) => a.customerId === customers.selfService.id)).toBe(true);
      expect((await list('vendorTech')).total).toBe(0);
    });
  });

  it('GET assets/summaries/user lists every asset the caller sees in small rows', async () => {
    const res = await call('locationStaff', 'GET', `assets/summaries/user?limit=200`);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<{ id: string; locationId: string; serviceCategoryId: string }>>();
    expect(page.total).toBe(30);
    expect(page.items[0]).toEqual(expect.objectContaining({ id: expect.any(String), name: expect.any(String), serviceCategoryId: expect.any(String) }));
    const filtered = (await call('locationStaff', 'GET', `assets/summaries/user?locationId=${locations.staffOther.id}&filterText=fryer`)).json<
      Page<{ locationId: string }>
    >();
    expect(filtered.total).toBe(2);
  });

  describe('GET assets/{id}/detailView', () => {
    it('gives the asset with its location, type, warranty, label and requests', async () => {
      const res = await call('locationStaff', 'GET', `assets/${DEMO.assets.enterpriseWithLabel.id}/detailView`);
      expect(res.statusCode).toBe(200);
      const view = res.json<AssetDetailView>();
      expect(view.asset.id).toBe(DEMO.assets.enterpriseWithLabel.id);
      expect(view.location).toMatchObject({ id: locations.staffPm.id, customerId: customers.enterprise.id, storeNumber: 'HG-101', pmEnabled: true });
      expect(view.assetType.name).toBe('Walk-in Cooler');
      expect(view.serviceCategory.name).toBe('Refrigeration');
      expect(view.brandOwner?.id).toBe(DEMO.brandOwners.refrigeration.id);
      expect(view.qrLabel).toEqual({
        id: DEMO.assets.enterpriseWithLabel.labelId,
        url: `https://portal.example.com/qr/${DEMO.assets.enterpriseWithLabel.labelId}`,
      });
      expect(view.openRequestsCount).toBeGreaterThanOrEqual(1);
      expect(view.latestRequests.map((r) => r.id)).toContain(DEMO.requests.openEmergencyForVendorTech.id);
      const emergency = view.latestRequests.find((r) => r.id === DEMO.requests.openEmergencyForVendorTech.id)!;
      expect(emergency.assignedVendor?.id).toBe(DEMO.vendors.refrigeration.id);
      expect(view.warranty.eligible).toBe(view.asset.warrantyExpiresOn !== null && view.asset.warrantyExpiresOn >= today);
      expect(typeof view.warranty.daysRemaining).toBe('number');
      expect(view.photos).toEqual([]);
      expect(view.canEdit).toBe(true);
    });

    it('lets a brand manager read their brand’s asset but not edit it', async () => {
      const view = (await call('brandManager', 'GET', `assets/${DEMO.assets.enterpriseWithLabel.id}/detailView`)).json<AssetDetailView>();
      expect(view.canEdit).toBe(false);
      expect((await call('brandManager', 'PATCH', `assets/${DEMO.assets.enterpriseWithLabel.id}`, { name: 'Mine now' })).statusCode).toBe(403);
    });

    it('does not find another tenant’s asset, or one at a location the caller does not see', async () => {
      expect((await call('selfService', 'GET', `assets/${DEMO.assets.enterpriseWithLabel.id}/detailView`)).statusCode).toBe(404);
      expect((await call('companyLeader', 'GET', `assets/${DEMO.assets.selfService.id}/detailView`)).statusCode).toBe(404);
      const notMine = await t.database.db.select({ id: assets.id }).from(assets).where(eq(assets.locationId, locations.enterpriseNotStaff.id)).limit(1);
      expect((await call('locationStaff', 'GET', `assets/${notMine[0]!.id}/detailView`)).statusCode).toBe(404);
      expect((await call('locationStaff', 'GET', `assets/${randomUUID()}/detailView`)).statusCode).toBe(404);
      expect((await call('locationStaff', 'GET', 'assets/not-an-id/detailView')).statusCode).toBe(400);
    });
  });

  describe('POST assets and PATCH assets/{id}', () => {
    const newAsset = (id: string, locationId: string) => ({
      id,
      locationId,
      name: 'Undercounter Freezer',
      assetTypeId: assetTypeId('reach-in-freezer'),
      modelNumber: 'UF-27',
      serialNumber: 'UF2700001',
      warrantyExpiresOn: '2099-01-31',
    });

    it('refuses a location the caller may not add to with the docs/product/messages.md#validation message', async () => {
      const res = await call('locationStaff', 'POST', 'assets', newAsset(randomUUID(), locations.staffPm.id));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ASSET_CREATE_FORBIDDEN_MESSAGE);
      // Another tenant's location answers exactly as an unknown one: its id is not confirmed.
      const foreign = await call('companyLeader', 'POST', 'assets', newAsset(randomUUID(), locations.selfService.id));
      const unknown = await call('companyLeader', 'POST', 'assets', newAsset(randomUUID(), randomUUID()));
      expect(foreign.statusCode).toBe(404);
      expect(unknown.statusCode).toBe(404);
      expect(foreign.json()).toEqual(unknown.json());
    });

    it('creates an asset by the client’s id, and a replay changes nothing', async () => {
      const id = randomUUID();
      const created = await call('companyLeader', 'POST', 'assets', newAsset(id, locations.staffPm.id));
      expect(created.statusCode, created.body).toBe(201);
      const view = created.json<AssetDetailView>();
      expect(view.asset).toMatchObject({ id, name: 'Undercounter Freezer', status: 'Live', warrantyEligible: true, qrLabelId: null, isInfrastructure: false });
      expect(view.serviceCategory.name).toBe('Refrigeration');

      const replay = await call('companyLeader', 'POST', 'assets', newAsset(id, locations.staffPm.id));
      expect(replay.statusCode).toBe(200);
      expect(replay.json<AssetDetailView>().asset.id).toBe(id);
      const [n] = await t.database.db.select({ n: count() }).from(assets).where(eq(assets.id, id));
      expect(n!.n).toBe(1);

      // It now shows as the only unlabelled asset.
      const unlabelled = await list('companyLeader', '?hasQrCodeLinked=false');
      expect(unlabelled.items.map((a) => a.id)).toEqual([id]);
    });

    it('answers a replay with the same Idempotency-Key from the stored result, echoing the key', async () => {
      const id = randomUUID();
      const opId = randomUUID();
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: `${API_PREFIX}/assets`,
          headers: { ...api.headers('companyLeader'), 'idempotency-key': opId },
          payload: newAsset(id, locations.staffOther.id),
        });
      const first = await send();
      expect(first.statusCode).toBe(201);
      expect(first.json().opId).toBe(opId);
      const again = await send();
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
    });

    it('rejects bad bodies with a 400 naming the field', async () => {
      const cases: [object, RegExp][] = [
        [{ ...newAsset(randomUUID(), locations.staffPm.id), name: '' }, /name/],
        [{ ...newAsset(randomUUID(), locations.staffPm.id), status: 'Broken' }, /status/],
        [{ ...newAsset(randomUUID(), locations.staffPm.id), warrantyExpiresOn: '31/01/2099' }, /warrantyExpiresOn/],
        [{ ...newAsset('nope', locations.staffPm.id) }, /id/],
        [{ ...newAsset(randomUUID(), locations.staffPm.id), assetTypeId: randomUUID() }, /assetTypeId/],
        [{ ...newAsset(randomUUID(), locations.staffPm.id), colour: 'red' }, /colour/],
      ];
      for (const [body, field] of cases) {
        const res = await call('companyLeader', 'POST', 'assets', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toMatch(field);
      }
    });

    it('lets location staff edit an asset at their location, not move it away', async () => {
      const id = DEMO.assets.enterpriseInfrastructure.id;
      const res = await call('locationStaff', 'PATCH', `assets/${id}`, { status: 'Replacing', modelNumber: 'RT-99X' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AssetDetailView>().asset).toMatchObject({ status: 'Replacing', modelNumber: 'RT-99X' });
      // A location out of sight is not revealed: not found, as an unknown id.
      const move = await call('locationStaff', 'PATCH', `assets/${id}`, { locationId: locations.enterpriseNotStaff.id });
      expect(move.statusCode).toBe(404);
      expect((await call('locationStaff', 'PATCH', `assets/${id}`, {})).statusCode).toBe(400);
      expect((await call('selfService', 'PATCH', `assets/${id}`, { name: 'x' })).statusCode).toBe(404);
    });

    it('moves an asset between locations of its customer only', async () => {
      const id = DEMO.assets.enterpriseInfrastructure.id;
      const across = await call('admin', 'PATCH', `assets/${id}`, { locationId: locations.selfService.id });
      expect(across.statusCode).toBe(400);
      expect(across.json().message).toMatch(/locationId/);
      const moved = await call('companyLeader', 'PATCH', `assets/${id}`, { locationId: locations.staffOther.id });
      expect(moved.json<AssetDetailView>().location.id).toBe(locations.staffOther.id);
      await call('companyLeader', 'PATCH', `assets/${id}`, { locationId: locations.staffPm.id });
    });
  });

  it('GET assets/modelNumbers gives distinct model numbers of the caller’s assets, searchable', async () => {
    const res = await call('locationStaff', 'GET', 'assets/modelNumbers?limit=200');
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<{ modelNumber: string; assetCount: number }>>();
    const numbers = page.items.map((m) => m.modelNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    const seen = (await call('locationStaff', 'GET', 'assets/summaries/user?limit=1')).json<Page<unknown>>().total;
    expect(page.items.reduce((sum, m) => sum + m.assetCount, 0)).toBe(seen);
    const fryers = (await call('locationStaff', 'GET', 'assets/modelNumbers?search=CF-')).json<Page<{ modelNumber: string }>>();
    expect(fryers.items.every((m) => m.modelNumber.includes('CF-'))).toBe(true);
    const selfService = (await call('selfService', 'GET', 'assets/modelNumbers?search=CF-')).json<Page<unknown>>();
    expect(selfService.total).toBe(0);
  });

  it('GET asset-types/all lists the catalogue with categories', async () => {
    const page = (await call('selfService', 'GET', 'asset-types/all?limit=200')).json<Page<{ name: string; serviceCategory: { name: string } }>>();
    expect(page.total).toBe(page.items.length);
    expect(page.items.find((t) => t.name === 'Walk-in Cooler')?.serviceCategory.name).toBe('Refrigeration');
  });

  it('GET assets/{id}/service-visits derives visits from the asset’s requests and check-ins', async () => {
    const requestId = DEMO.requests.openEmergencyForVendorTech.id;
    const checkIn = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/requests/${requestId}/checkin`, headers: api.headers('vendorTech'), payload: {} });
    expect(checkIn.statusCode, checkIn.body).toBeLessThan(300);

    const res = await call('locationStaff', 'GET', `assets/${DEMO.assets.enterpriseWithLabel.id}/service-visits`);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page<ServiceVisit>>();
    const visit = page.items.find((v) => v.requestId === requestId)!;
    expect(visit.vendor?.id).toBe(DEMO.vendors.refrigeration.id);
    expect(visit.checkIns.length).toBeGreaterThanOrEqual(1);
    expect(visit.checkIns.at(-1)!.userName).toBe(users.vendorTech.name);
    const times = page.items.map((v) => v.requestedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await call('selfService', 'GET', `assets/${DEMO.assets.enterpriseWithLabel.id}/service-visits`)).statusCode).toBe(404);
  });
});
