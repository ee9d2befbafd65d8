import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PastEtaView, PmComplianceView, SpendView } from '../../../src/domain/dashboard/dashboard-api';
import { HEADERS } from '../../../src/domain/api/headers';
import { invoices } from '../../../src/server/db/schema/invoices';
import { pmRequestDetails, pmSchedules } from '../../../src/server/db/schema/pm';
import { windowMonths } from '../../../src/server/modules/dashboard/dashboard.service';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, customers, locations, assets, vendors } = DEMO;
type Who =
  | 'companyLeader'
  | 'technician'
  | 'locationStaff'
  | 'selfService'
  | 'brandManager'
  | 'vendorTech'
  | 'refrigerationDispatcher'
  | 'retailLeader'
  | 'multiCustomerFinance'
  | 'financeAtHarbor'
  | 'areaLeaderWest';

const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

describe('dashboard API', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);
  const { call, ok } = api;

  beforeAll(async () => {
    t = await createTestApp();
    // financeAtHarbor is multiCustomerFinance with Harbor Grill selected (an alias below), not a sign-in of its own.
    await api.signIn({ ...users, financeAtHarbor: users.multiCustomerFinance }, [
      'companyLeader',
      'technician',
      'locationStaff',
      'selfService',
      'brandManager',
      'vendorTech',
      'refrigerationDispatcher',
      'retailLeader',
      'multiCustomerFinance',
      'areaLeaderWest',
    ]);
    api.alias('financeAtHarbor', 'multiCustomerFinance', { [HEADERS.selectedCustomerId]: customers.enterprise.id });
  }, 60_000);
  afterAll(() => t.close());

  /** A full-service request, created through the API as its customer's leader. */
  async function createRequest(who: Who, body: Record<string, unknown>): Promise<string> {
    const id = randomUUID();
    const res = await call(who, 'POST', 'requests', { id, incidentDescription: 'Dashboard test request.', ...body });
    expect(res.statusCode, res.body).toBe(201);
    return id;
  }

  it('counts the open requests past their ETA, the longest overdue listed first, and only the caller’s customer', async () => {
    const before = await ok<PastEtaView>('companyLeader', 'GET', 'dashboard/pastEta');
    expect(before.items.length).toBeLessThanOrEqual(5);
    expect(before.items.every((r) => Date.parse(r.eta) < Date.now())).toBe(true);
    const etas = before.items.map((r) => Date.parse(r.eta));
    expect([...etas].sort((a, b) => a - b)).toEqual(etas);

    const id = await createRequest('companyLeader', { assetId: assets.enterpriseWithLabel.id, requestPriority: 'High', ticketName: 'Overdue cooler visit' });
    await ok('companyLeader', 'POST', `requests/${id}/eta`, { eta: '2001-01-01T10:00:00.000Z' });
    const after = await ok<PastEtaView>('companyLeader', 'GET', 'dashboard/pastEta');
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]).toMatchObject({ id, title: 'Overdue cooler visit', requestPriority: 'High', location: { id: locations.staffPm.id } });

    // An ETA still ahead does not count; neither does a closed request.
    await ok('companyLeader', 'POST', `requests/${id}/eta`, { eta: new Date(Date.now() + DAY).toISOString() });
    expect((await ok<PastEtaView>('companyLeader', 'GET', 'dashboard/pastEta')).total).toBe(before.total);

    // Another customer's overdue request counts for its own leader only.
    const retailBefore = await ok<PastEtaView>('retailLeader', 'GET', 'dashboard/pastEta');
    const retail = await createRequest('retailLeader', { assetId: assets.retail.id });
    await ok('retailLeader', 'POST', `requests/${retail}/eta`, { eta: '2001-01-01T10:00:00.000Z' });
    expect((await ok<PastEtaView>('retailLeader', 'GET', 'dashboard/pastEta')).total).toBe(retailBefore.total + 1);
    const leader = await ok<PastEtaView>('companyLeader', 'GET', 'dashboard/pastEta');
    expect(leader.total).toBe(before.total);
    expect(leader.items.map((r) => r.id)).not.toContain(retail);
  });

  it('narrows every figure to the given locations', async () => {
    const all = await ok<PastEtaView>('companyLeader', 'GET', 'dashboard/pastEta');
    const one = await ok<PastEtaView>('companyLeader', 'GET', `dashboard/pastEta?locationId=${locations.enterpriseNotStaff.id}`);
    const two = await ok<PastEtaView>('companyLeader', 'GET', `dashboard/pastEta?locationId=${locations.staffPm.id},${locations.staffOther.id}`);
    expect(one.items.every((r) => r.location.id === locations.enterpriseNotStaff.id)).toBe(true);
    expect(two.items.every((r) => [locations.staffPm.id, locations.staffOther.id].includes(r.location.id))).toBe(true);
    expect(one.total + two.total).toBeLessThanOrEqual(all.total);

    const pmAll = await ok<PmComplianceView>('companyLeader', 'GET', 'dashboard/pmCompliance');
    const pmOne = await ok<PmComplianceView>('companyLeader', 'GET', `dashboard/pmCompliance?locationId=${locations.staffPm.id}`);
    expect(pmOne.due).toBeLessThanOrEqual(pmAll.due);
    const spendAll = await ok<SpendView>('companyLeader', 'GET', 'dashboard/spend');
    const spendOne = await ok<SpendView>('companyLeader', 'GET', `dashboard/spend?locationId=${locations.staffPm.id}`);
    expect(spendOne.totalUsd).toBeLessThanOrEqual(spendAll.totalUsd);
  });

  it('answers 400 naming the field for a bad query, and for a location that is not the caller’s', async () => {
    for (const path of ['dashboard/pastEta', 'dashboard/pmCompliance', 'dashboard/spend']) {
      const bad = await call('companyLeader', 'GET', `${path}?locationId=not-an-id`);
      expect(bad.statusCode, path).toBe(400);
      expect(bad.json().message).toContain('locationId must be an id');
      const foreign = await call('companyLeader', 'GET', `${path}?locationId=${locations.retail.id}`);
      expect(foreign.statusCode, path).toBe(400);
      expect(foreign.json().message).toBe('locationId: every location must be one of yours.');
    }
    // A location of the caller's own customer that the caller does not see is not theirs either.
    expect((await call('areaLeaderWest', 'GET', `dashboard/spend?locationId=${locations.staffPm.id}`)).statusCode).toBe(200);
    const unseen = await call('areaLeaderWest', 'GET', `dashboard/spend?locationId=${locations.staffPm.id},${locations.enterpriseNotStaff.id}`);
    expect(unseen.statusCode).toBe(400);
  });

  it('scores PM visits due in the last 90 days: on time, late, missed; another customer’s visits are not counted', async () => {
    const before = await ok<PmComplianceView>('companyLeader', 'GET', 'dashboard/pmCompliance');
    expect(before.windowDays).toBe(90);
    expect(before.onTime + before.late + before.missed).toBe(before.due);
    if (before.due) expect(before.compliancePercent).toBeCloseTo((before.onTime / before.due) * 100, 1);
    const retailBefore = await ok<PmComplianceView>('retailLeader', 'GET', 'dashboard/pmCompliance');

    // Two visits of schedules written straight to the database, due ten days ago.
    const db = t.database.db;
    const harborVisit = await createRequest('companyLeader', { assetId: assets.enterpriseInfrastructure.id, requestType: 'Preventative' });
    const retailVisit = await createRequest('retailLeader', { assetId: assets.retail.id, requestType: 'Preventative' });
    for (const [requestId, customerId, locationId, dueDate] of [
      [harborVisit, customers.enterprise.id, locations.staffPm.id, isoDay(-10)],
      [retailVisit, customers.retail.id, locations.retail.id, isoDay(-10)],
    ] as const) {
      const [schedule] = await db
        .insert(pmSchedules)
        .values({
          customerId,
          locationId,
          name: 'Dashboard test',
          recurrence: { kind: 'interval', every: 1, unit: 'month' },
          startDate: isoDay(-10),
          nextOccurrenceDate: isoDay(20),
          pmThreadId: randomUUID(),
        })
        .returning({ id: pmSchedules.id });
      await db
        .insert(pmRequestDetails)
        .values({ requestId, pmScheduleId: schedule!.id, dueDate })
        .onConflictDoUpdate({ target: pmRequestDetails.requestId, set: { pmScheduleId: schedule!.id, dueDate } });
    }
    const open = await ok<PmComplianceView>('companyLeader', 'GET', 'dashboard/pmCompliance');
    expect(open).toMatchObject({ due: before.due + 1, missed: before.missed + 1, onTime: before.onTime });

    // Completed now, ten days after its due date: late.
    await ok('companyLeader', 'PATCH', `requests/${harborVisit}/complete`, { resolutionStatement: 'Serviced.' });
    const late = await ok<PmComplianceView>('companyLeader', 'GET', 'dashboard/pmCompliance');
    expect(late).toMatchObject({ due: before.due + 1, missed: before.missed, late: before.late + 1 });

    const retail = await ok<PmComplianceView>('retailLeader', 'GET', 'dashboard/pmCompliance');
    expect(retail).toMatchObject({ due: retailBefore.due + 1, missed: retailBefore.missed + 1 });
    // The retail visit changed nothing for Harbor Grill.
    expect((await ok<PmComplianceView>('companyLeader', 'GET', 'dashboard/pmCompliance')).due).toBe(before.due + 1);
  });

  it('adds up what vendors invoiced over 90 days, by month, disputed invoices and other customers’ left out', async () => {
    const now = new Date();
    const before = await ok<SpendView>('companyLeader', 'GET', 'dashboard/spend');
    expect(before.windowDays).toBe(90);
    expect(before.byMonth.map((m) => m.month)).toEqual(windowMonths(now));
    expect(Math.abs(before.byMonth.reduce((sum, m) => sum + m.usd, 0) - before.totalUsd)).toBeLessThanOrEqual(before.byMonth.length);
    const atLocationBefore = await ok<SpendView>('companyLeader', 'GET', `dashboard/spend?locationId=${locations.staffPm.id}`);
    const retailBefore = await ok<SpendView>('retailLeader', 'GET', 'dashboard/spend');

    // Invoices have no create call (they arrive from vendors): written straight to the database.
    const invoice = (customerId: string, locationId: string, totalCents: number, daysAgo: number, status: 'Submitted' | 'Disputed' = 'Submitted') => ({
      customerId,
      locationId,
      vendorId: vendors.hvac.id,
      invoiceNumber: `DASH-${randomUUID()}`,
      status,
      invoicedAt: new Date(now.getTime() - daysAgo * DAY),
      totalCents,
    });
    await t.database.db
      .insert(invoices)
      .values([
        invoice(customers.enterprise.id, locations.staffPm.id, 123_456, 1),
        invoice(customers.enterprise.id, locations.staffPm.id, 50_000, 2, 'Disputed'),
        invoice(customers.enterprise.id, locations.staffPm.id, 70_000, 120),
        invoice(customers.retail.id, locations.retail.id, 99_900, 1),
      ]);

    const after = await ok<SpendView>('companyLeader', 'GET', 'dashboard/spend');
    expect(after.invoices).toBe(before.invoices + 1);
    expect(after.totalUsd - before.totalUsd).toBeGreaterThanOrEqual(1234);
    expect(after.totalUsd - before.totalUsd).toBeLessThanOrEqual(1235);
    const lastMonth = (v: SpendView) => v.byMonth.find((m) => m.month === new Date(now.getTime() - DAY).toISOString().slice(0, 7))!.usd;
    expect(lastMonth(after) - lastMonth(before)).toBeGreaterThanOrEqual(1234);
    const atLocation = await ok<SpendView>('companyLeader', 'GET', `dashboard/spend?locationId=${locations.staffPm.id}`);
    expect(atLocation.invoices).toBe(atLocationBefore.invoices + 1);
    expect((await ok<SpendView>('companyLeader', 'GET', `dashboard/spend?locationId=${locations.enterpriseNotStaff.id}`)).totalUsd).toBeLessThan(
      after.totalUsd,
    );

    // Northpoint's invoice is Northpoint's alone.
    const retail = await ok<SpendView>('retailLeader', 'GET', 'dashboard/spend');
    expect(retail.invoices).toBe(retailBefore.invoices + 1);
    expect(retail.totalUsd - retailBefore.totalUsd).toBeGreaterThanOrEqual(998);
  });

  it('answers only the users who see the dashboard', async () => {
    for (const who of ['companyLeader', 'technician', 'financeAtHarbor', 'areaLeaderWest'] as const) {
      expect((await call(who, 'GET', 'dashboard/spend')).statusCode, who).toBe(200);
    }
    // Below general manager, self-service, brand owner, vendor-only (even a Dispatcher, rank 2).
    for (const who of ['locationStaff', 'selfService', 'brandManager', 'vendorTech', 'refrigerationDispatcher'] as const) {
      const res = await call(who, 'GET', 'dashboard/pastEta');
      expect(res.statusCode, who).toBe(403);
      expect(res.json().message).toBe('The dashboard is not available to you.');
    }
    // Two customers and none picked: which one's figures is not known.
    const unpicked = await call('multiCustomerFinance', 'GET', 'dashboard/pmCompliance');
    expect(unpicked.statusCode).toBe(409);
    expect(unpicked.json().message).toBe('Select a customer first.');
  });
});
