import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/api/paging';
import type { ContractedRate, ContractedRateWriteResult } from '../../../src/domain/vendors/vendor-contracted-rates-api';
import { categoryId } from '../../../src/server/seed/demo-catalog';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { DEMO_VENDORS } from '../../../src/server/seed/demo-vendors';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, customers, vendors } = DEMO;

describe('contracted rates API (docs/product/vendors.md Contracted rates)', () => {
  let t: TestApp;
  const api = apiAs<string>(() => t);
  const { call, ok } = api;

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['companyLeader', 'locationStaff', 'vendorTech', 'retailLeader', 'finance']);
  });
  afterAll(() => t.close());

  const ratesPath = `vendors/${vendors.refrigeration.id}/contractedRates`;
  const newRate = (over: object = {}) => ({
    id: randomUUID(),
    vendorId: vendors.refrigeration.id,
    serviceCategoryId: categoryId('refrigeration'),
    rateType: 'Emergency Multiplier',
    multiplierPercent: 200,
    effectiveFrom: '2026-01-01',
    ...over,
  });

  it('GET vendors/{id}/contractedRates: the caller’s customers’ rates, or the vendor’s own', async () => {
    const harbor = await ok<Page<ContractedRate>>('locationStaff', 'GET', `${ratesPath}?limit=200`);
    expect(harbor.items.every((r) => r.customer.id === customers.enterprise.id && r.vendor.id === vendors.refrigeration.id)).toBe(true);
    const expired = harbor.items.find((r) => r.id === DEMO_VENDORS.expiredColdChainLabor)!;
    expect(expired).toMatchObject({ isActive: false, rateType: 'Hourly Labor', amountCents: 11_500 });
    expect(harbor.items.find((r) => r.id === DEMO_VENDORS.coldChainLabor)).toMatchObject({ isActive: true, amountCents: 12_500, multiplierPercent: null });

    const active = await ok<Page<ContractedRate>>('locationStaff', 'GET', `${ratesPath}?activeOnly=true&serviceCategoryId=${categoryId('refrigeration')}`);
    expect(active.items.map((r) => r.rateType).sort()).toEqual(['After-Hours Multiplier', 'Hourly Labor', 'Trip Charge']);
    // The vendor sees its rates with every customer; another customer sees none of Harbor's.
    const own = await ok<Page<ContractedRate>>('vendorTech', 'GET', `${ratesPath}?limit=200`);
    expect(new Set(own.items.map((r) => r.customer.id))).toEqual(new Set([customers.enterprise.id, customers.selfService.id]));
    expect((await ok<Page<ContractedRate>>('retailLeader', 'GET', ratesPath)).total).toBe(0);
    expect((await ok<Page<ContractedRate>>('retailLeader', 'GET', `${ratesPath}?customerId=${customers.enterprise.id}`)).total).toBe(0);

    expect((await call('locationStaff', 'GET', `${ratesPath}?activeOnly=maybe`)).json().message).toMatch(/activeOnly/);
    expect((await call('locationStaff', 'GET', 'vendors/x/contractedRates')).statusCode).toBe(400);
    expect((await call('locationStaff', 'GET', `vendors/${randomUUID()}/contractedRates`)).statusCode).toBe(404);
  });

  it('POST vendor-contracted-rates adds a rate once; DELETE removes it', async () => {
    const body = newRate({ notes: 'Emergency calls within 4 hours.' });
    const key = randomUUID();
    const res = await call('companyLeader', 'POST', 'vendor-contracted-rates', body, { idempotencyKey: key });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<ContractedRateWriteResult>();
    expect(created).toMatchObject({
      id: body.id,
      opId: key,
      customer: { id: customers.enterprise.id },
      vendor: { id: vendors.refrigeration.id },
      serviceCategory: { id: categoryId('refrigeration') },
      multiplierPercent: 200,
      amountCents: null,
      effectiveTo: null,
      isActive: true,
      createdBy: { id: users.companyLeader.id },
    });
    const replay = await call('companyLeader', 'POST', 'vendor-contracted-rates', body, { idempotencyKey: key });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(created);
    // The same id without the key answers what is stored.
    expect((await call('companyLeader', 'POST', 'vendor-contracted-rates', body)).statusCode).toBe(200);
    // One rate of a type at a time for a vendor and category.
    const overlap = await call('companyLeader', 'POST', 'vendor-contracted-rates', newRate({ effectiveFrom: '2026-06-01' }));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toMatch(/effectiveFrom/);
    // Finance (level two) may too.
    const labour = newRate({ rateType: 'Flat Rate', multiplierPercent: undefined, amountCents: 25_000, effectiveTo: '2026-12-31' });
    expect((await call('finance', 'POST', 'vendor-contracted-rates', labour)).statusCode).toBe(201);

    const removed = await ok<{ id: string; deleted: boolean; opId: string | null }>('companyLeader', 'DELETE', `vendor-contracted-rates/${body.id}`);
    expect(removed).toEqual({ id: body.id, deleted: true, opId: null });
    expect((await call('companyLeader', 'DELETE', `vendor-contracted-rates/${body.id}`)).statusCode).toBe(404);
    const left = await ok<Page<ContractedRate>>('companyLeader', 'GET', `${ratesPath}?limit=200`);
    expect(left.items.map((r) => r.id)).not.toContain(body.id);
  });

  it('POST vendor-contracted-rates: bad input names the field', async () => {
    const bad: [object, RegExp, number?][] = [
      [newRate({ amountCents: 100 }), /amountCents/],
      [newRate({ multiplierPercent: undefined }), /multiplierPercent/],
      [newRate({ rateType: 'Hourly Labor', multiplierPercent: undefined }), /amountCents/],
      [newRate({ rateType: 'Hourly Labor', multiplierPercent: undefined, amountCents: 12.5 }), /amountCents/],
      [newRate({ rateType: 'Per Diem' }), /rateType/],
      [newRate({ effectiveFrom: '01/02/2026' }), /effectiveFrom/],
      [newRate({ effectiveTo: '2025-12-31' }), /effectiveTo/],
      [newRate({ vendorId: 'x' }), /vendorId/],
      [newRate({ vendorId: randomUUID() }), /vendorId/],
      [newRate({ serviceCategoryId: randomUUID() }), /serviceCategoryId/],
      [newRate({ vendorId: DEMO_VENDORS.eightySixedByHarbor[0] }), /vendorId/, 409],
      [{ ...newRate(), id: undefined }, /id/],
    ];
    for (const [body, field, code = 400] of bad) {
      const res = await call('companyLeader', 'POST', 'vendor-contracted-rates', body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(code);
      expect(res.json().message).toMatch(field);
    }
  });

  it('refuses roles without permission and other tenants’ ids', async () => {
    expect((await call('locationStaff', 'POST', 'vendor-contracted-rates', newRate())).statusCode).toBe(403);
    expect((await call('vendorTech', 'POST', 'vendor-contracted-rates', newRate())).statusCode).toBe(403);
    expect((await call('retailLeader', 'POST', 'vendor-contracted-rates', newRate({ customerId: customers.enterprise.id }))).statusCode).toBe(404);
    expect((await call('locationStaff', 'DELETE', `vendor-contracted-rates/${DEMO_VENDORS.coldChainLabor}`)).statusCode).toBe(403);
    expect((await call('retailLeader', 'DELETE', `vendor-contracted-rates/${DEMO_VENDORS.coldChainLabor}`)).statusCode).toBe(404);
    expect((await call('vendorTech', 'DELETE', `vendor-contracted-rates/${DEMO_VENDORS.coldChainLabor}`)).statusCode).toBe(404);
    expect((await call('companyLeader', 'DELETE', 'vendor-contracted-rates/x')).statusCode).toBe(400);
    // Still there.
    const rates = await ok<Page<ContractedRate>>('locationStaff', 'GET', `${ratesPath}?limit=200`);
    expect(rates.items.map((r) => r.id)).toContain(DEMO_VENDORS.coldChainLabor);
  });
});
