import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/api/paging';
import type { AuditEventPage } from '../../../src/domain/audit/audit-api';
import { AUTH_PATHS } from '../../../src/domain/auth/auth-api';
import { INVITATION_MESSAGES, type Invitation } from '../../../src/domain/users/invitations-api';
import { VENDOR_PEOPLE_MESSAGES, type VendorPerson, type VendorPersonWriteResult } from '../../../src/domain/vendors/vendor-people-api';
import type { CategoryRostersAnswer } from '../../../src/domain/vendors/vendor-preferences-api';
import { VENDOR_DIRECTORY_MESSAGES, type VendorProfile, type VendorProfileWriteResult, type VendorSelf } from '../../../src/domain/vendors/vendor-profile-api';
import { outboundMessages } from '../../../src/server/db/schema/auth';
import { categoryRosterEntries } from '../../../src/server/db/schema/vendor-preferences';
import { categoryId } from '../../../src/server/seed/demo-catalog';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { authUrl } from '../auth/auth-fixtures';

const { customers, locations, vendors } = DEMO;
/** The demo users, and the dispatcher a leader invites (who signs in once invited). */
const DISPATCHER_EMAIL = 'lena.ward@sunsetrefrigeration.example';
const users = { ...DEMO.users, newDispatcher: { email: DISPATCHER_EMAIL } };
type Who = 'companyLeader' | 'locationStaff' | 'retailLeader' | 'vendorTech' | 'refrigerationDispatcher' | 'admin' | 'newDispatcher';

/**
 * The vendor directory by a customer (docs/product/vendors.md#directory-vendors and #vendor-people):
 * a leader adds a vendor with its trades, service area, contacts and insurance, straight onto a
 * location's roster; keeps its profile and invites its people until the vendor's own Dispatcher
 * signs in, who keeps it from then on. Every change is in the customer's audit trail.
 */
describe('vendor directory by a customer', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const { call, ok } = api;
  const created = async (who: Who, body: object, idempotencyKey?: string) => {
    const res = await call(who, 'POST', 'vendors', body, { idempotencyKey });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<VendorProfileWriteResult>();
  };
  const expectStatus = async (status: number, who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: object, message?: RegExp) => {
    const res = await call(who, method, path, body);
    expect(res.statusCode, `${method} ${path} as ${who}: ${res.body}`).toBe(status);
    if (message) expect(res.json<{ message: string }>().message).toMatch(message);
  };
  const trail = async (subjectId: string) =>
    (await ok<AuditEventPage>('companyLeader', 'GET', `audit-events?customerId=${customers.enterprise.id}&subjectType=Vendor&subjectId=${subjectId}`)).items;
  const messagesTo = (to: string) => t.database.db.select().from(outboundMessages).where(eq(outboundMessages.to, to)).orderBy(desc(outboundMessages.createdAt));
  const newVendor = (name: string, extra: object = {}) => ({ id: randomUUID(), name, serviceCategoryIds: [categoryId('cooking')], ...extra });

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
    await api.signIn(users, ['companyLeader', 'locationStaff', 'retailLeader', 'vendorTech', 'refrigerationDispatcher', 'admin']);
  });
  afterAll(() => t.close());

  it('POST vendors: a leader adds a vendor with trades, service area, contacts and insurance, onto a location’s roster, once per key', async () => {
    const body = {
      id: randomUUID(),
      name: 'Bayview Hood & Duct',
      email: 'dispatch@bayviewhood.example',
      phone: '+14155550111',
      serviceCategoryIds: [categoryId('cooking'), categoryId('hvac')],
      serviceArea: { states: ['CA'], postalCodes: ['94103', '94110'], radiusMiles: 40 },
      contacts: [{ name: 'Rita Gomez', title: 'Owner', email: 'rita@bayviewhood.example' }],
      insuranceExpiresOn: '2027-03-31',
      rosters: [{ locationId: locations.staffPm.id, serviceCategoryId: categoryId('cooking') }],
    };
    const key = randomUUID();
    const vendor = await created('companyLeader', body, key);
    expect(vendor).toMatchObject({
      opId: key,
      id: body.id,
      name: body.name,
      serviceArea: body.serviceArea,
      insuranceExpiresOn: '2027-03-31',
      addedBy: { id: customers.enterprise.id, name: 'Harbor Grill Restaurants' },
      selfManaged: false,
      canEdit: true,
    });
    expect(vendor.serviceCategories.map((c) => c.name)).toEqual(['Cooking Equipment', 'HVAC']);
    expect(vendor.contacts).toMatchObject([{ name: 'Rita Gomez', title: 'Owner', email: 'rita@bayviewhood.example', phone: null }]);

    // Last on the location's Cooking Equipment roster, and in its network.
    const rosters = await ok<CategoryRostersAnswer>('companyLeader', 'GET', `vendor-preferences/locations/${locations.staffPm.id}/servicecategories`);
    const cooking = rosters.categories.find((c) => c.serviceCategory.id === categoryId('cooking'))!;
    expect(cooking.vendors.at(-1)).toMatchObject({ id: body.id, position: cooking.vendors.length, insuranceExpiresOn: '2027-03-31' });
    expect((await ok<{ networkLocationCount: number }>('companyLeader', 'GET', `vendors/${body.id}`)).networkLocationCount).toBe(1);

    // The replay answers the same, once: one roster entry, one audit row.
    const replay = await call('companyLeader', 'POST', 'vendors', body, { idempotencyKey: key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(vendor);
    const entries = await t.database.db.select().from(categoryRosterEntries).where(eq(categoryRosterEntries.vendorId, body.id));
    expect(entries).toHaveLength(1);
    const [event, ...more] = await trail(body.id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ action: 'vendor.create', actor: { id: users.companyLeader.id }, before: null });
    expect(event!.after).toMatchObject({
      name: body.name,
      trades: ['Cooking Equipment', 'HVAC'],
      serviceArea: body.serviceArea,
      contacts: ['Rita Gomez, Owner, rita@bayviewhood.example'],
      insuranceExpiresOn: '2027-03-31',
      rosters: [expect.stringMatching(/: Cooking Equipment$/)],
    });
    expect(event!.after).not.toHaveProperty('website');

    // Listed with what the customer added.
    const added = await ok<Page<VendorProfile>>('companyLeader', 'GET', 'vendors/addedVendors?searchText=bayview');
    expect(added.items.map((v) => v.id)).toEqual([body.id]);
    expect((await ok<Page<VendorProfile>>('retailLeader', 'GET', 'vendors/addedVendors')).items.map((v) => v.id)).not.toContain(body.id);
  });

  it('POST vendors: bad input names the field; who may not add is refused, another tenant’s ids are not found', async () => {
    const bad = async (body: object, field: RegExp) => expectStatus(400, 'companyLeader', 'POST', 'vendors', { id: randomUUID(), name: 'Bad', ...body }, field);
    await bad({ insuranceExpiresOn: '2027-02-30' }, /^insuranceExpiresOn/);
    await bad({ insuranceExpiresOn: 'next spring' }, /^insuranceExpiresOn/);
    await bad({ serviceArea: { states: ['California'], postalCodes: [], radiusMiles: null } }, /^serviceArea\.states/);
    await bad({ serviceArea: { states: [], postalCodes: [], radiusMiles: 900 } }, /^serviceArea\.radiusMiles/);
    await bad({ contacts: [{ name: 'Ann', email: 'not an email' }] }, /^contacts\.0\.email/);
    await bad({ rosters: [{ locationId: locations.staffPm.id, serviceCategoryId: categoryId('plumbing') }] }, /^rosters/);
    await bad(
      { rosters: [{ locationId: 'x', serviceCategoryId: categoryId('cooking') }], serviceCategoryIds: [categoryId('cooking')] },
      /rosters\.0\.locationId/,
    );
    await bad({ customerId: 'harbor' }, /^customerId/);
    await bad({ serviceCategoryIds: [randomUUID()] }, /^serviceCategoryIds/);
    await expectStatus(400, 'companyLeader', 'POST', 'vendors', { id: randomUUID() }, /^name/);

    await expectStatus(403, 'locationStaff', 'POST', 'vendors', newVendor('Staff Vendor'), new RegExp(VENDOR_DIRECTORY_MESSAGES.forbiddenCreate));
    await expectStatus(403, 'vendorTech', 'POST', 'vendors', newVendor('Vendor Vendor'));
    await expectStatus(403, 'refrigerationDispatcher', 'POST', 'vendors', newVendor('Dispatcher Vendor'));
    // Another tenant's location or customer: not found, and nothing is added.
    await expectStatus(404, 'retailLeader', 'POST', 'vendors', newVendor('Harbor Spy', { locationIds: [locations.staffPm.id] }));
    await expectStatus(404, 'retailLeader', 'POST', 'vendors', newVendor('Harbor Spy', { customerId: customers.enterprise.id }));
    await expectStatus(
      404,
      'retailLeader',
      'POST',
      'vendors',
      newVendor('Harbor Spy', { rosters: [{ locationId: locations.staffPm.id, serviceCategoryId: categoryId('cooking') }] }),
    );
    await expectStatus(404, 'retailLeader', 'GET', `vendors/addedVendors?customerId=${customers.enterprise.id}`);
    expect((await ok<Page<VendorProfile>>('admin', 'GET', 'vendors/lookup?text=Harbor%20Spy')).items).toEqual([]);
    // An administrator names the customer the vendor is added for.
    await expectStatus(400, 'admin', 'POST', 'vendors', newVendor('Admin Vendor'), /^customerId/);
    expect((await created('admin', newVendor('Admin Vendor', { customerId: customers.retail.id }))).addedBy).toMatchObject({ id: customers.retail.id });
    // A vendor user has no customer: no list of vendors they added.
    await expectStatus(400, 'vendorTech', 'GET', 'vendors/addedVendors', undefined, /^customerId/);
    await expectStatus(400, 'companyLeader', 'GET', 'vendors/addedVendors?limit=0');
  });

  it('PATCH vendors/{id}: the leaders of the customer that added it edit it, each change in its trail; nobody else', async () => {
    const vendor = await created('companyLeader', newVendor('Mission Grease Traps', { insuranceExpiresOn: '2026-01-31' }));
    const path = `vendors/${vendor.id}`;
    const saved = await ok<VendorProfileWriteResult>('companyLeader', 'PATCH', path, {
      insuranceExpiresOn: '2027-01-31',
      serviceCategoryIds: [categoryId('plumbing')],
      serviceArea: { states: ['CA', 'NV'], postalCodes: [], radiusMiles: null },
    });
    expect(saved).toMatchObject({ insuranceExpiresOn: '2027-01-31', canEdit: true, serviceCategories: [{ name: 'Plumbing' }] });
    const [update] = await trail(vendor.id);
    expect(update).toMatchObject({
      action: 'vendor.update',
      before: {
        vendor: 'Mission Grease Traps',
        insuranceExpiresOn: '2026-01-31',
        trades: ['Cooking Equipment'],
        serviceArea: { states: [], postalCodes: [], radiusMiles: null },
      },
      after: {
        vendor: 'Mission Grease Traps',
        insuranceExpiresOn: '2027-01-31',
        trades: ['Plumbing'],
        serviceArea: { states: ['CA', 'NV'], postalCodes: [], radiusMiles: null },
      },
    });
    // Only what changed: the name and contacts stayed.
    expect(Object.keys(update!.after!).sort()).toEqual(['insuranceExpiresOn', 'serviceArea', 'trades', 'vendor']);
    // Saving the same again changes nothing and records nothing.
    await ok('companyLeader', 'PATCH', path, { insuranceExpiresOn: '2027-01-31' });
    expect(await trail(vendor.id)).toHaveLength(2);

    await expectStatus(400, 'companyLeader', 'PATCH', path, { insuranceExpiresOn: '31/01/2027' }, /^insuranceExpiresOn/);
    await expectStatus(403, 'locationStaff', 'PATCH', path, { description: 'x' }, new RegExp(VENDOR_DIRECTORY_MESSAGES.forbiddenEdit));
    await expectStatus(403, 'retailLeader', 'PATCH', path, { description: 'x' });
    await expectStatus(403, 'refrigerationDispatcher', 'PATCH', path, { description: 'x' });
    // A vendor the portal set up is kept by its own people only.
    await expectStatus(403, 'companyLeader', 'PATCH', `vendors/${vendors.generalRepair.id}`, { description: 'x' });
    await expectStatus(404, 'companyLeader', 'PATCH', `vendors/${randomUUID()}`, { description: 'x' });
    // Administrators may.
    await ok('admin', 'PATCH', path, { description: 'Grease traps and interceptors.' });
  });

  it('POST vendors/{id}/people: a leader invites the vendor’s dispatcher; once they sign in the vendor keeps its own profile', async () => {
    const vendor = await created('companyLeader', newVendor('Sunset Refrigeration Co'));
    const people = `vendors/${vendor.id}/people`;
    const email = DISPATCHER_EMAIL;
    const key = randomUUID();
    const res = await call('companyLeader', 'POST', people, { name: 'Lena Ward', email, role: 'Dispatcher' }, { idempotencyKey: key });
    expect(res.statusCode, res.body).toBe(201);
    const dispatcher = res.json<VendorPersonWriteResult>();
    expect(dispatcher).toMatchObject({
      opId: key,
      name: 'Lena Ward',
      email,
      role: 'Dispatcher',
      archived: false,
      invitation: { state: 'Pending', channel: 'email', sentTo: email, invitedBy: { id: users.companyLeader.id } },
    });
    // A replay adds no one and sends nothing more.
    const replay = await call('companyLeader', 'POST', people, { name: 'Lena Ward', email, role: 'Dispatcher' }, { idempotencyKey: key });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const [invitation, ...others] = await messagesTo(email);
    expect(others).toEqual([]);
    expect(invitation!.text).toContain('invited you to Sunset Refrigeration Co in the Service Portal, as Dispatcher');
    // The same person again is refused.
    await expectStatus(409, 'companyLeader', 'POST', people, { name: 'Lena Ward', email, role: 'Dispatcher' });
    const [added] = await trail(vendor.id);
    expect(added).toMatchObject({
      action: 'vendor.addPerson',
      after: { vendor: 'Sunset Refrigeration Co', person: 'Lena Ward', role: 'Dispatcher', invitationSentTo: email },
    });

    const listed = await ok<Page<VendorPerson>>('companyLeader', 'GET', people);
    expect(listed.items).toMatchObject([{ id: dispatcher.id, invitation: { state: 'Pending' } }]);
    // Sent again (the first link stops working), then withdrawn, then sent once more.
    const resent = await ok<Invitation>('companyLeader', 'POST', `${people}/${dispatcher.id}/invite`);
    expect(resent.state).toBe('Pending');
    const signIn = (link: string | null) =>
      t.app.inject({ url: authUrl(AUTH_PATHS.magicLinkVerify), query: { token: new URL(link!).searchParams.get('token')! } });
    expect((await signIn(invitation!.link)).statusCode).toBe(401);
    expect((await ok<Invitation>('companyLeader', 'DELETE', `${people}/${dispatcher.id}/invite`)).state).toBe('Withdrawn');
    const none = await call('companyLeader', 'DELETE', `${people}/${dispatcher.id}/invite`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(INVITATION_MESSAGES.noneToWithdraw);
    await ok<Invitation>('companyLeader', 'POST', `${people}/${dispatcher.id}/invite`);
    // Still the leader's to edit while the invitation waits.
    expect((await ok<VendorProfileWriteResult>('companyLeader', 'PATCH', `vendors/${vendor.id}`, { phone: '+14155550122' })).selfManaged).toBe(false);

    // The dispatcher signs in with the invitation: a vendor user, who keeps the profile from now on.
    const [latest] = await messagesTo(email);
    expect((await signIn(latest!.link)).statusCode).toBe(200);
    await api.signIn(users, ['newDispatcher']);
    const own = await ok<Page<VendorSelf>>('newDispatcher', 'GET', 'vendors/self');
    expect(own.items).toMatchObject([{ id: vendor.id, role: 'Dispatcher', canEdit: true, selfManaged: true }]);
    const refusal = new RegExp(VENDOR_DIRECTORY_MESSAGES.selfManaged('Sunset Refrigeration Co'));
    await expectStatus(403, 'companyLeader', 'PATCH', `vendors/${vendor.id}`, { description: 'x' }, refusal);
    await expectStatus(403, 'companyLeader', 'GET', people, undefined, refusal);
    await expectStatus(403, 'companyLeader', 'POST', people, { name: 'Late Add', email: 'late@example.com', role: 'Vendor Technician' }, refusal);
    const listedForLeader = await ok<Page<VendorProfile>>('companyLeader', 'GET', 'vendors/addedVendors?searchText=sunset');
    expect(listedForLeader.items).toMatchObject([{ id: vendor.id, selfManaged: true, canEdit: false }]);
    expect((await ok<Page<VendorPerson>>('newDispatcher', 'GET', people)).items).toMatchObject([{ id: dispatcher.id, invitation: { state: 'Accepted' } }]);
    await expectStatus(409, 'newDispatcher', 'POST', `${people}/${dispatcher.id}/invite`, undefined, new RegExp(INVITATION_MESSAGES.accepted));

    // The dispatcher edits the profile and invites a technician, by text; both in the adding customer's trail.
    await ok('newDispatcher', 'PATCH', `vendors/${vendor.id}`, { insuranceExpiresOn: '2027-06-30' });
    const tech = await call('newDispatcher', 'POST', people, { name: 'Theo Park', phone: '+14155550133', role: 'Vendor Technician' });
    expect(tech.statusCode, tech.body).toBe(201);
    expect(tech.json<VendorPerson>().invitation).toMatchObject({ channel: 'sms', sentTo: '+14155550133', invitedBy: { name: 'Lena Ward' } });
    const [techAdded, edited] = await trail(vendor.id);
    expect(techAdded).toMatchObject({ action: 'vendor.addPerson', actor: { name: 'Lena Ward' } });
    expect(edited).toMatchObject({ action: 'vendor.update', actor: { name: 'Lena Ward' }, after: { insuranceExpiresOn: '2027-06-30' } });
    // Administrators keep every vendor.
    await ok('admin', 'PATCH', `vendors/${vendor.id}`, { description: 'Walk-ins and reach-ins.' });
  });

  it('once another customer works with a vendor, the customer that added it no longer keeps it', async () => {
    const vendor = await created('companyLeader', newVendor('Embarcadero Knife Sharpening', { email: 'jobs@eks.example' }));
    const path = `vendors/${vendor.id}`;
    // Its own customer's network is no other customer's.
    const ownNetwork = await call('companyLeader', 'PUT', `locations/${locations.staffPm.id}/vendors/${vendor.id}`);
    expect(ownNetwork.statusCode, ownNetwork.body).toBe(200);
    await ok('companyLeader', 'PATCH', path, { phone: '+14155550144' });
    // Northpoint finds it in the directory and adds it to a store's network: Harbor may no longer
    // change where Northpoint's dispatches go, nor who works for the vendor.
    const elsewhere = await call('retailLeader', 'PUT', `locations/${locations.retail.id}/vendors/${vendor.id}`);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    const kept = new RegExp(VENDOR_DIRECTORY_MESSAGES.keptByVendor('Embarcadero Knife Sharpening'));
    await expectStatus(403, 'companyLeader', 'PATCH', path, { email: 'me@harbor.example' }, kept);
    await expectStatus(403, 'companyLeader', 'GET', `${path}/people`, undefined, kept);
    await expectStatus(403, 'companyLeader', 'POST', `${path}/people`, { name: 'Mine', email: 'mine@harbor.example', role: 'Dispatcher' }, kept);
    await expectStatus(403, 'retailLeader', 'PATCH', path, { email: 'me@northpoint.example' });
    const listed = await ok<Page<VendorProfile>>('companyLeader', 'GET', 'vendors/addedVendors?searchText=knife');
    expect(listed.items).toMatchObject([{ id: vendor.id, email: 'jobs@eks.example', canEdit: false, selfManaged: false }]);
    await ok('admin', 'PATCH', path, { description: 'Knives and slicers.' });
  });

  it('vendor people: bad input names the field; only those who may change the vendor manage its people', async () => {
    const vendor = await created('companyLeader', newVendor('Presidio Ice Service'));
    const people = `vendors/${vendor.id}/people`;
    await expectStatus(400, 'companyLeader', 'POST', people, { name: 'No Address', role: 'Dispatcher' }, /^email/);
    await expectStatus(400, 'companyLeader', 'POST', people, { name: 'Boss', email: 'boss@presidio.example', role: 'Company Leader' }, /^role/);
    await expectStatus(400, 'companyLeader', 'POST', people, { name: '', email: 'x@presidio.example', role: 'Dispatcher' }, /^name/);
    await expectStatus(400, 'companyLeader', 'POST', people, { name: 'Phone', phone: '555-0100', role: 'Dispatcher' }, /^phone/);
    await expectStatus(400, 'companyLeader', 'GET', `vendors/nope/people`, undefined, /^id/);
    await expectStatus(400, 'companyLeader', 'POST', `${people}/nope/invite`, undefined, /^userId/);

    const tech = await call('companyLeader', 'POST', people, { name: 'Ivy Chen', email: 'ivy.chen@presidio.example', role: 'Vendor Technician' });
    expect(tech.statusCode, tech.body).toBe(201);
    const techId = tech.json<VendorPerson>().id;
    // A technician is no keeper: the leader still keeps the vendor.
    expect((await ok<Page<VendorPerson>>('companyLeader', 'GET', people)).total).toBe(1);

    for (const who of ['locationStaff', 'retailLeader', 'refrigerationDispatcher', 'vendorTech'] as const) {
      await expectStatus(403, who, 'GET', people, undefined, new RegExp(VENDOR_PEOPLE_MESSAGES.forbidden));
      await expectStatus(403, who, 'POST', people, { name: 'Sneaky', email: `sneaky.${who}@example.com`, role: 'Dispatcher' });
      await expectStatus(403, who, 'POST', `${people}/${techId}/invite`);
      await expectStatus(403, who, 'DELETE', `${people}/${techId}/invite`);
    }
    // Someone who is not one of the vendor's people is not found through it.
    await expectStatus(404, 'companyLeader', 'POST', `${people}/${users.locationStaff.id}/invite`);
    await expectStatus(404, 'companyLeader', 'DELETE', `${people}/${users.vendorTech.id}/invite`);
    await expectStatus(404, 'companyLeader', 'GET', `vendors/${randomUUID()}/people`);
    // A vendor the portal set up: its own Dispatcher manages its people, a customer's leader may not.
    expect((await ok<Page<VendorPerson>>('refrigerationDispatcher', 'GET', `vendors/${vendors.refrigeration.id}/people`)).items.map((p) => p.name)).toContain(
      'Alex Rivera',
    );
    await expectStatus(403, 'companyLeader', 'GET', `vendors/${vendors.refrigeration.id}/people`);
    // Someone who already has a login is told, not invited, and keeps their own details.
    const existing = await call('refrigerationDispatcher', 'POST', `vendors/${vendors.refrigeration.id}/people`, {
      name: 'Someone Else',
      email: users.locationStaff.email,
      role: 'Vendor Technician',
    });
    expect(existing.statusCode, existing.body).toBe(201);
    expect(existing.json<VendorPerson>()).toMatchObject({ id: users.locationStaff.id, name: 'Jamie Ortiz', invitation: null });
    expect((await messagesTo(users.locationStaff.email))[0]!.text).toContain('added you to ColdChain Refrigeration Services as Vendor Technician');
    // No customer added it: nothing in any trail.
    const harborTrail = await ok<AuditEventPage>('admin', 'GET', `audit-events?subjectId=${vendors.refrigeration.id}&action=vendor.addPerson`);
    expect(harborTrail.items).toEqual([]);
  });
});
