import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/api/paging';
import type { VendorDetail } from '../../../src/domain/vendors/vendor-api';
import type { VendorProfileWriteResult, VendorSelf } from '../../../src/domain/vendors/vendor-profile-api';
import { categoryId } from '../../../src/server/seed/demo-catalog';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

const { users, vendors, locations } = DEMO;

describe('vendor profile API (docs/product/vendors.md Vendor profile)', () => {
  let t: TestApp;
  const api = apiAs<string>(() => t);
  const { call, ok } = api;

  beforeAll(async () => {
    t = await createTestApp();
    await api.signIn(users, ['companyLeader', 'locationStaff', 'vendorTech', 'refrigerationDispatcher', 'retailLeader']);
  });
  afterAll(() => t.close());

  const expect400 = async (who: string, method: 'PATCH' | 'POST', path: string, body: object, field: RegExp) => {
    const res = await call(who, method, path, body);
    expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(field);
  };

  it('GET /vendors/self: the caller’s vendors with their profile and role', async () => {
    const mine = await ok<Page<VendorSelf>>('refrigerationDispatcher', 'GET', 'vendors/self');
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({
      id: vendors.refrigeration.id,
      role: 'Dispatcher',
      canEdit: true,
      city: 'San Francisco',
      serviceArea: { states: ['CA', 'NV', 'OR'], radiusMiles: 120 },
    });
    expect(mine.items[0]!.contacts.map((c) => c.name)).toEqual(['Tina Morales', 'Alex Rivera']);
    expect(mine.items[0]!.serviceCategories.map((c) => c.name)).toEqual(['Ice Machines', 'Refrigeration']);
    // A vendor technician reads it but may not change it; a customer user has no vendor.
    expect((await ok<Page<VendorSelf>>('vendorTech', 'GET', 'vendors/self')).items[0]).toMatchObject({ role: 'Vendor Technician', canEdit: false });
    expect((await ok<Page<VendorSelf>>('companyLeader', 'GET', 'vendors/self')).total).toBe(0);
    expect((await call('companyLeader', 'GET', 'vendors/self?limit=0')).statusCode).toBe(400);
  });

  it('PATCH vendors/{id}: a vendor user with update permission edits their own company, once per key', async () => {
    const path = `vendors/${vendors.refrigeration.id}`;
    const body = {
      description: 'Refrigeration and ice, 24/7.',
      website: 'https://coldchain.example/service',
      serviceArea: { states: ['CA', 'NV'], postalCodes: ['94103'], radiusMiles: 80 },
      serviceCategoryIds: [categoryId('refrigeration'), categoryId('ice'), categoryId('beverage')],
      contacts: [{ name: 'Tina Morales', title: 'Dispatcher', email: 'tina.morales@coldchain.example', phone: '+14155550198' }, { name: 'Night desk' }],
    };
    const key = randomUUID();
    const saved = await ok<VendorProfileWriteResult>('refrigerationDispatcher', 'PATCH', path, body, { idempotencyKey: key });
    expect(saved).toMatchObject({ opId: key, description: body.description, website: body.website, serviceArea: body.serviceArea, canEdit: true });
    expect(saved.serviceCategories.map((c) => c.name)).toEqual(['Beverage Equipment', 'Ice Machines', 'Refrigeration']);
    expect(saved.contacts.map((c) => [c.name, c.phone])).toEqual([
      ['Tina Morales', '+14155550198'],
      ['Night desk', null],
    ]);
    const replay = await call('refrigerationDispatcher', 'PATCH', path, body, { idempotencyKey: key });
    expect(replay.json()).toEqual(saved);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // Others see the new profile through the directory.
    expect((await ok<VendorSelf[] | Page<VendorSelf>>('vendorTech', 'GET', 'vendors/self')) as Page<VendorSelf>).toMatchObject({
      items: [{ description: body.description }],
    });
  });

  it('PATCH vendors/{id}: bad input names the field; others may not', async () => {
    const path = `vendors/${vendors.refrigeration.id}`;
    await expect400('refrigerationDispatcher', 'PATCH', path, {}, /at least one field/);
    await expect400(
      'refrigerationDispatcher',
      'PATCH',
      path,
      { serviceArea: { states: ['California'], postalCodes: [], radiusMiles: null } },
      /serviceArea.states/,
    );
    await expect400('refrigerationDispatcher', 'PATCH', path, { phone: '555-1234' }, /phone/);
    await expect400('refrigerationDispatcher', 'PATCH', path, { contacts: [{ name: '' }] }, /contacts.name/);
    await expect400('refrigerationDispatcher', 'PATCH', path, { website: 'javascript:alert(1)' }, /website/);
    await expect400('refrigerationDispatcher', 'PATCH', path, { serviceCategoryIds: [randomUUID()] }, /serviceCategoryIds/);
    await expect400('refrigerationDispatcher', 'PATCH', path, { colour: 'red' }, /colour|unrecognized/i);
    expect((await call('refrigerationDispatcher', 'PATCH', 'vendors/x', { description: 'x' })).statusCode).toBe(400);
    expect((await call('refrigerationDispatcher', 'PATCH', `vendors/${randomUUID()}`, { description: 'x' })).statusCode).toBe(404);
    // Another vendor's company, a technician of the vendor, a customer leader: refused.
    expect((await call('refrigerationDispatcher', 'PATCH', `vendors/${vendors.hvac.id}`, { description: 'x' })).statusCode).toBe(403);
    expect((await call('vendorTech', 'PATCH', path, { description: 'x' })).statusCode).toBe(403);
    expect((await call('companyLeader', 'PATCH', path, { description: 'x' })).statusCode).toBe(403);
  });

  it('POST vendors: a customer manager adds a vendor to the directory and their locations’ networks', async () => {
    const id = randomUUID();
    const body = {
      id,
      name: 'Golden Gate Hood Cleaning',
      email: 'jobs@ggh.example',
      serviceCategoryIds: [categoryId('cooking')],
      locationIds: [locations.staffPm.id],
    };
    const created = await call('companyLeader', 'POST', 'vendors', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      id,
      name: body.name,
      email: body.email,
      phone: null,
      // Its leaders keep the profile of the vendor their customer added (docs/product/vendors.md#directory-vendors).
      canEdit: true,
      addedBy: { id: DEMO.customers.enterprise.id },
      selfManaged: false,
      serviceCategories: [{ name: 'Cooking Equipment' }],
    });
    expect((await ok<VendorDetail>('companyLeader', 'GET', `vendors/${id}`)).networkLocationCount).toBe(1);
    // The same id again is the same vendor (a replayed create).
    const again = await call('companyLeader', 'POST', 'vendors', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, name: body.name });

    const duplicate = await call('companyLeader', 'POST', 'vendors', { id: randomUUID(), name: 'golden gate hood cleaning' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toMatch(/name/);
    await expect400('companyLeader', 'POST', 'vendors', { id: randomUUID() }, /name/);
    await expect400('companyLeader', 'POST', 'vendors', { id: 'x', name: 'Y' }, /id/);
    await expect400('companyLeader', 'POST', 'vendors', { id: randomUUID(), name: 'Y', email: 'nope' }, /email/);
    // Another tenant's location is not found; location staff may not add vendors.
    expect((await call('companyLeader', 'POST', 'vendors', { id: randomUUID(), name: 'Elsewhere', locationIds: [locations.retail.id] })).statusCode).toBe(404);
    expect((await call('locationStaff', 'POST', 'vendors', { id: randomUUID(), name: 'Not mine' })).statusCode).toBe(403);
    expect((await call('vendorTech', 'POST', 'vendors', { id: randomUUID(), name: 'Not mine either' })).statusCode).toBe(403);
  });
});
