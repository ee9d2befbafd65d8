import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_STATUSES } from '../../../src/domain/assets/asset-enums';
import { REQUEST_PRIORITIES, REQUEST_STATUSES, REQUEST_SUB_STATUSES, REQUEST_TYPES } from '../../../src/domain/requests/request-enums';
import { ROLES } from '../../../src/domain/tenancy/roles';
import type { Database } from '../../../src/server/db/client';
import { assets, qrLabels } from '../../../src/server/db/schema/assets';
import { requests } from '../../../src/server/db/schema/requests';
import { tasks } from '../../../src/server/db/schema/tasks';
import {
  brandOwnerMemberships,
  customerMemberships,
  customers,
  locationGroups,
  locations,
  roles,
  userLocations,
  vendorMemberships,
  vendors,
} from '../../../src/server/db/schema/tenancy';
import { users } from '../../../src/server/db/schema/users';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { BUSINESS_HOURS } from '../../../src/server/seed/seed-clock';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const E164 = /^\+[1-9]\d{7,14}$/;

describe('demo data set', () => {
  let t: TestApp;
  let db: Database;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
  });
  afterAll(() => t.close());

  async function userByEmail(email: string) {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user, email).toBeDefined();
    return user!;
  }
  const membershipsOf = (userId: string) => db.select().from(customerMemberships).where(eq(customerMemberships.userId, userId));
  const vendorMembershipsOf = (userId: string) => db.select().from(vendorMemberships).where(eq(vendorMemberships.userId, userId));
  const brandMembershipsOf = (userId: string) => db.select().from(brandOwnerMemberships).where(eq(brandOwnerMemberships.userId, userId));

  it('has the sixteen roles with their ranks', async () => {
    const rows = await db.select().from(roles);
    expect(rows.map((r) => ({ ...r, userTypes: [...r.userTypes] })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      ROLES.map((r) => ({ name: r.name, rank: r.rank, userTypes: [...r.userTypes], isAssignableByCustomer: r.isAssignableByCustomer })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    );
  });

  it('has every demo login with an E.164 phone', async () => {
    for (const email of [
      'admin@demo.example',
      'company.leader@demo.example',
      'location.staff@demo.example',
      'selfservice@demo.example',
      'brand.manager@demo.example',
      'vendor.tech@demo.example',
      'technician@demo.example',
    ]) {
      const user = await userByEmail(email);
      expect(user.phone).toMatch(E164);
      expect(user.deletedAt).toBeNull();
    }
  });

  it('admin is an administrator and internal staff with no roles', async () => {
    const admin = await userByEmail('admin@demo.example');
    expect(admin).toMatchObject({ id: DEMO.users.admin.id, isAdmin: true, isInternalStaff: true });
    expect(await membershipsOf(admin.id)).toEqual([]);
    expect(await vendorMembershipsOf(admin.id)).toEqual([]);
    expect(await brandMembershipsOf(admin.id)).toEqual([]);
  });

  it('company leader leads the enterprise customer at all locations', async () => {
    const user = await userByEmail('company.leader@demo.example');
    expect(await membershipsOf(user.id)).toEqual([{ userId: user.id, customerId: DEMO.customers.enterprise.id, role: 'Company Leader', allLocations: true }]);
  });

  it('location staff works at two enterprise locations, one PM-enabled with open preventative requests', async () => {
    const user = await userByEmail('location.staff@demo.example');
    expect(await membershipsOf(user.id)).toEqual([{ userId: user.id, customerId: DEMO.customers.enterprise.id, role: 'Location Staff', allLocations: false }]);
    const places = await db
      .select({ id: locations.id, customerId: locations.customerId, pmEnabled: locations.pmEnabled })
      .from(userLocations)
      .innerJoin(locations, eq(locations.id, userLocations.locationId))
      .where(eq(userLocations.userId, user.id));
    expect(places.map((p) => p.id).sort()).toEqual([DEMO.locations.staffPm.id, DEMO.locations.staffOther.id].sort());
    expect(places.every((p) => p.customerId === DEMO.customers.enterprise.id)).toBe(true);
    const pm = places.find((p) => p.pmEnabled);
    expect(pm).toBeDefined();
    const [open] = await db
      .select({ n: count() })
      .from(requests)
      .where(and(eq(requests.locationId, pm!.id), eq(requests.requestType, 'Preventative'), eq(requests.requestStatus, 'Request Open')));
    expect(open!.n).toBeGreaterThan(0);
  });

  it('self-service login leads the self-service customer', async () => {
    const user = await userByEmail('selfservice@demo.example');
    expect(await membershipsOf(user.id)).toEqual([{ userId: user.id, customerId: DEMO.customers.selfService.id, role: 'Company Leader', allLocations: true }]);
    const [customer] = await db.select().from(customers).where(eq(customers.id, DEMO.customers.selfService.id));
    expect(customer).toMatchObject({ isSelfService: true, selfServiceIncludesFullPm: true });
    const ssRequests = await db
      .select({ isSelfService: requests.isSelfService, type: requests.requestType })
      .from(requests)
      .where(eq(requests.customerId, customer!.id));
    expect(ssRequests.length).toBeGreaterThan(5);
    expect(ssRequests.every((r) => r.isSelfService)).toBe(true);
    expect(new Set(ssRequests.map((r) => r.type))).toEqual(new Set(['Self Service Incident', 'Self Service Preventative']));
  });

  it('brand manager manages a brand whose equipment is in the field', async () => {
    const user = await userByEmail('brand.manager@demo.example');
    expect(await brandMembershipsOf(user.id)).toEqual([{ userId: user.id, brandOwnerId: DEMO.brandOwners.refrigeration.id, role: 'Brand Manager' }]);
    expect(await membershipsOf(user.id)).toEqual([]);
    const [made] = await db.select({ n: count() }).from(assets).where(eq(assets.brandOwnerId, DEMO.brandOwners.refrigeration.id));
    expect(made!.n).toBeGreaterThan(20);
    const [fryers] = await db.select({ n: count() }).from(assets).where(eq(assets.brandOwnerId, DEMO.brandOwners.fryer.id));
    expect(fryers!.n).toBeGreaterThan(0);
  });

  it('vendor technician is vendor-only, with several open requests for the vendor', async () => {
    const user = await userByEmail('vendor.tech@demo.example');
    expect(await membershipsOf(user.id)).toEqual([]);
    expect(await vendorMembershipsOf(user.id)).toEqual([{ userId: user.id, vendorId: DEMO.vendors.refrigeration.id, role: 'Vendor Technician' }]);
    const [open] = await db
      .select({ n: count() })
      .from(requests)
      .where(and(eq(requests.assignedToVendorId, DEMO.vendors.refrigeration.id), eq(requests.requestStatus, 'Request Open')));
    expect(open!.n).toBeGreaterThanOrEqual(3);
  });

  it('technician sees every enterprise location and belongs to the internal-technician vendor', async () => {
    const user = await userByEmail('technician@demo.example');
    expect(await membershipsOf(user.id)).toEqual([{ userId: user.id, customerId: DEMO.customers.enterprise.id, role: 'Technician', allLocations: true }]);
    const memberships = await vendorMembershipsOf(user.id);
    expect(memberships).toHaveLength(1);
    const [vendor] = await db.select().from(vendors).where(eq(vendors.id, memberships[0]!.vendorId));
    expect(vendor).toMatchObject({ id: DEMO.vendors.internal.id, isInternalTechnicianVendor: true });
  });

  it('gives every role to at least one user', async () => {
    const held = new Set<string>();
    for (const table of [customerMemberships, brandOwnerMemberships, vendorMemberships]) {
      for (const row of await db.selectDistinct({ role: table.role }).from(table)) held.add(row.role);
    }
    expect([...held].sort()).toEqual(ROLES.map((r) => r.name).sort());
  });

  it('has a full-service enterprise customer with regions, 20+ locations and an internal account manager', async () => {
    const [customer] = await db.select().from(customers).where(eq(customers.id, DEMO.customers.enterprise.id));
    expect(customer).toMatchObject({
      status: 'Live',
      enterprise: true,
      isSelfService: false,
      canAccessInvoiceReporting: true,
      canAccessInsightsReporting: true,
    });
    const [manager] = await db.select().from(users).where(eq(users.id, customer!.accountManagerUserId!));
    expect(manager).toMatchObject({ isInternalStaff: true });
    const groups = await db.select().from(locationGroups).where(eq(locationGroups.customerId, customer!.id));
    expect(groups.length).toBeGreaterThanOrEqual(3);
    const places = await db.select().from(locations).where(eq(locations.customerId, customer!.id));
    expect(places.length).toBeGreaterThanOrEqual(20);
    expect(places.filter((p) => p.pmEnabled).length).toBeGreaterThan(0);
    expect(places.filter((p) => !p.pmEnabled).length).toBeGreaterThan(0);
    for (const p of places) {
      expect(p.phone).toMatch(E164);
      expect(p.storeNumber).toMatch(/^HG-\d+$/);
      expect(p.address && p.city && p.state && p.postalCode).toBeTruthy();
      expect(groups.map((g) => g.id)).toContain(p.locationGroupId);
    }
  });

  it('has a churned customer with a location, assets, requests and one user', async () => {
    const id = DEMO.customers.churned.id;
    const [customer] = await db.select().from(customers).where(eq(customers.id, id));
    expect(customer!.status).toBe('Churned');
    const countOf = async (table: typeof locations | typeof assets | typeof requests) =>
      (await db.select({ n: count() }).from(table).where(eq(table.customerId, id)))[0]!.n;
    expect(await countOf(locations)).toBeGreaterThanOrEqual(1);
    expect(await countOf(assets)).toBeGreaterThan(0);
    expect(await countOf(requests)).toBeGreaterThan(0);
    expect(await db.select().from(customerMemberships).where(eq(customerMemberships.customerId, id))).toHaveLength(1);
  });

  it('has a second full-service customer with its own users', async () => {
    const [customer] = await db.select().from(customers).where(eq(customers.id, DEMO.customers.retail.id));
    expect(['Onboarding', 'Live']).toContain(customer!.status);
    expect(customer!.isSelfService).toBe(false);
    const members = await db.select().from(customerMemberships).where(eq(customerMemberships.customerId, customer!.id));
    expect(members.length).toBeGreaterThanOrEqual(2);
  });

  it('has requests in every status, priority, type and sub-status', async () => {
    const distinct = async <K extends 'requestStatus' | 'requestPriority' | 'requestType' | 'subStatus'>(column: K) =>
      (await db.selectDistinct({ v: requests[column] }).from(requests))
        .map((r) => r.v)
        .filter((v) => v !== null)
        .sort();
    expect(await distinct('requestStatus')).toEqual([...REQUEST_STATUSES].sort());
    expect(await distinct('requestPriority')).toEqual([...REQUEST_PRIORITIES].sort());
    expect(await distinct('requestType')).toEqual([...REQUEST_TYPES].sort());
    expect(await distinct('subStatus')).toEqual([...REQUEST_SUB_STATUSES].sort());
    const [total] = await db.select({ n: count() }).from(requests);
    expect(total!.n).toBeGreaterThanOrEqual(200);
  });

  it('closes requests with a completion time and a resolution, and keeps open ones open', async () => {
    const rows = await db
      .select({ status: requests.requestStatus, completedAt: requests.completedAt, resolution: requests.resolutionStatement, eta: requests.eta })
      .from(requests);
    for (const r of rows) {
      if (r.status === 'Request Closed') expect(r.completedAt && r.resolution).toBeTruthy();
      else expect(r.completedAt).toBeNull();
    }
    expect(rows.some((r) => r.status === 'Request Open' && r.eta)).toBe(true);
  });

  it("books service windows and open requests' ETAs in business hours at each location", async () => {
    const rows = await db
      .select({
        status: requests.requestStatus,
        eta: requests.eta,
        windowStart: requests.serviceWindowStart,
        windowEnd: requests.serviceWindowEnd,
        zone: locations.timezone,
      })
      .from(requests)
      .innerJoin(locations, eq(locations.id, requests.locationId));
    const localHour = (at: Date, zone: string) => Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(at));
    const outside: string[] = [];
    // A window may end on the closing hour itself; anything else starts before it.
    const check = (what: string, at: Date | null, zone: string, endsAt = false) => {
      if (!at) return;
      const hour = localHour(at, zone);
      const closed = endsAt ? hour > BUSINESS_HOURS.closes || (hour === BUSINESS_HOURS.closes && at.getUTCMinutes() > 0) : hour >= BUSINESS_HOURS.closes;
      if (hour < BUSINESS_HOURS.opens || closed) outside.push(`${what} ${at.toISOString()} (${zone})`);
    };
    for (const r of rows) {
      check('window start', r.windowStart, r.zone);
      check('window end', r.windowEnd, r.zone, true);
      if (r.status === 'Request Open') check('ETA', r.eta, r.zone);
    }
    expect(rows.some((r) => r.zone === 'America/Los_Angeles' && r.windowStart)).toBe(true);
    expect(outside).toEqual([]);
  });

  it('threads recurring preventative requests by pmThreadId', async () => {
    const threads = await db
      .select({ thread: requests.pmThreadId, n: count(), assets: sql<number>`count(distinct ${requests.assetId})::int` })
      .from(requests)
      .where(isNotNull(requests.pmThreadId))
      .groupBy(requests.pmThreadId);
    expect(threads.length).toBeGreaterThan(5);
    expect(threads.every((t) => t.n >= 2 && t.assets === 1)).toBe(true);
    const [unthreaded] = await db
      .select({ n: count() })
      .from(requests)
      .where(and(inArray(requests.requestType, ['Preventative', 'Self Service Preventative']), isNull(requests.pmThreadId)));
    expect(unthreaded!.n).toBe(0);
  });

  it('gives every location at least one asset with a QR label', async () => {
    const bare = await db.execute(sql`
      select l.id from locations l
      where not exists (select 1 from assets a join qr_labels q on q.asset_id = a.id where a.location_id = l.id)`);
    expect((bare as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [unlabelled] = await db.select({ n: count() }).from(assets).leftJoin(qrLabels, eq(qrLabels.assetId, assets.id)).where(isNull(qrLabels.id));
    expect(unlabelled!.n).toBe(0);
  });

  it('has unlinked labels for the customers that have locations', async () => {
    const unlinked = await db.select({ customerId: qrLabels.customerId }).from(qrLabels).where(isNull(qrLabels.assetId));
    const owners = new Set(unlinked.map((l) => l.customerId));
    for (const c of [DEMO.customers.enterprise, DEMO.customers.selfService, DEMO.customers.retail]) expect(owners).toContain(c.id);
    const [label] = await db.select().from(qrLabels).where(eq(qrLabels.id, DEMO.labels.enterpriseUnlinked.id));
    expect(label).toMatchObject({ customerId: DEMO.customers.enterprise.id, assetId: null });
  });

  it('has assets in every status, mostly Live, with labels where DEMO says', async () => {
    const byStatus = await db.select({ status: assets.status, n: count() }).from(assets).groupBy(assets.status);
    expect(byStatus.map((s) => s.status).sort()).toEqual([...ASSET_STATUSES].sort());
    const total = byStatus.reduce((sum, s) => sum + s.n, 0);
    expect(byStatus.find((s) => s.status === 'Live')!.n / total).toBeGreaterThan(0.7);
    const [label] = await db.select().from(qrLabels).where(eq(qrLabels.id, DEMO.assets.enterpriseWithLabel.labelId));
    expect(label!.assetId).toBe(DEMO.assets.enterpriseWithLabel.id);
  });

  it('has open and completed tasks, some tied to requests and assigned', async () => {
    const rows = await db.select().from(tasks);
    expect(rows.some((r) => r.completedAt === null)).toBe(true);
    expect(rows.some((r) => r.completedAt !== null)).toBe(true);
    expect(rows.some((r) => r.requestId !== null)).toBe(true);
    expect(rows.some((r) => r.requestId === null)).toBe(true);
    expect(rows.some((r) => r.assignedToUserId === DEMO.users.locationStaff.id && r.completedAt === null)).toBe(true);
    expect(new Set(rows.map((r) => r.score)).size).toBeGreaterThan(3);
  });

  it('has every id DEMO exports', async () => {
    const exists = async (table: 'customers' | 'locations' | 'assets' | 'qr_labels' | 'brand_owners' | 'vendors' | 'requests' | 'users', id: string) => {
      const result = (await db.execute(sql`select 1 from ${sql.identifier(table)} where id = ${id}`)) as unknown as { rows: unknown[] };
      return result.rows.length === 1;
    };
    const groups = [
      ['customers', DEMO.customers],
      ['locations', DEMO.locations],
      ['assets', DEMO.assets],
      ['qr_labels', DEMO.labels],
      ['brand_owners', DEMO.brandOwners],
      ['vendors', DEMO.vendors],
      ['requests', DEMO.requests],
      ['users', DEMO.users],
    ] as const;
    for (const [table, entries] of groups) {
      for (const [name, entry] of Object.entries(entries)) expect(await exists(table, entry.id), `${table} ${name}`).toBe(true);
    }
  });
});
