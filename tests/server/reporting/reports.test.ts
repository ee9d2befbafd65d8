import { and, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsReport, PmInsights, RequestReport, SpendForecast, VendorInsights } from '../../../src/domain/reporting/reports-api';
import { invoices } from '../../../src/server/db/schema/invoices';
import { requests } from '../../../src/server/db/schema/requests';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const { users, customers, locations } = DEMO;
type Who = 'companyLeader' | 'retailLeader' | 'selfService' | 'brandManager' | 'locationStaff' | 'technician';
const YEAR = 365 * 86_400_000;

describe('reports', () => {
  let t: TestApp;
  const api = apiAs<Who>(() => t);

  beforeAll(async () => {
    t = await createTestApp({ PM_INSIGHTS_CUSTOMER_IDS: customers.enterprise.id });
    await api.signIn(users, ['companyLeader', 'retailLeader', 'selfService', 'brandManager', 'locationStaff', 'technician']);
  }, 60_000);
  afterAll(() => t.close());

  const requestsInDb = async (customerId: string, extra?: ReturnType<typeof eq>) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(requests)
      .where(and(eq(requests.customerId, customerId), gte(requests.createdAt, new Date(Date.now() - YEAR)), extra));
    return row!.n;
  };

  describe('requests', () => {
    it("counts the customer's requests of the period by week and category, with the times and first-time fix", async () => {
      const report = await api.ok<RequestReport>('companyLeader', 'GET', 'reports/requests');
      expect(report.summary.total).toBe(await requestsInDb(customers.enterprise.id));
      expect(report.summary.open + report.summary.closed).toBe(report.summary.total);
      expect(report.rows.reduce((n, r) => n + r.total, 0)).toBe(report.summary.total);
      expect(report.weeks.reduce((n, w) => n + w.total, 0)).toBe(report.summary.total);
      expect(report.categories).toEqual(report.rows.map((r) => r.category));
      // The means are the database's own averages over the period's requests.
      const [means] = await t.database.db
        .select({
          complete: sql<number>`round((avg(extract(epoch from (${requests.completedAt} - ${requests.createdAt}))) / 3600)::numeric, 1)`.mapWith(Number),
          dispatch: sql<number>`round((avg(extract(epoch from (${requests.dispatchedAt} - ${requests.createdAt}))) / 3600)::numeric, 1)`.mapWith(Number),
        })
        .from(requests)
        .where(and(eq(requests.customerId, customers.enterprise.id), gte(requests.createdAt, new Date(Date.now() - YEAR))));
      expect(report.summary.meanHoursToComplete).toBeCloseTo(means!.complete, 0);
      expect(report.summary.meanHoursToDispatch).toBeCloseTo(means!.dispatch, 0);
      expect(report.summary.meanHoursToDispatch).not.toBeNull();
      expect(report.summary.firstTimeFixPercent).toBeGreaterThanOrEqual(0);
      for (const w of report.weeks) expect(new Date(`${w.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
      // Another tenant's are never counted.
      const retail = await api.ok<RequestReport>('retailLeader', 'GET', 'reports/requests');
      expect(retail.summary.total).toBe(await requestsInDb(customers.retail.id));
    });

    it('narrows to a location and a period', async () => {
      const at = await api.ok<RequestReport>('companyLeader', 'GET', `reports/requests?locationId=${locations.staffPm.id}`);
      expect(at.summary.total).toBe(await requestsInDb(customers.enterprise.id, eq(requests.locationId, locations.staffPm.id)));
      const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const recent = await api.ok<RequestReport>('companyLeader', 'GET', `reports/requests?from=${day}`);
      expect(recent.summary.total).toBeLessThan((await api.ok<RequestReport>('companyLeader', 'GET', 'reports/requests')).summary.total);
    });

    it('answers bad filters with a 400 naming the field', async () => {
      for (const [query, field] of [
        ['from=soon', 'from'],
        ['locationId=x', 'locationId'],
        [`locationId=${locations.retail.id}`, 'locationId'],
        ['serviceCategoryId=1', 'serviceCategoryId'],
        ['locationGroupId=00000000-0000-4000-8000-000000000000', 'locationGroupId'],
      ]) {
        const res = await api.call('companyLeader', 'GET', `reports/requests?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message, query).toContain(field);
      }
    });

    it('is hidden from self-service customers', async () => {
      const res = await api.call('selfService', 'GET', 'reports/requests');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This report is not available to you.');
    });

    it("keeps the milestones as the service arrives (a technician's check-in), not a location staff member's", async () => {
      const id = DEMO.requests.awaitingDispatch.id;
      const milestones = async () =>
        (await t.database.db.select({ n: requests.checkInCount, first: requests.firstCheckInAt }).from(requests).where(eq(requests.id, id)))[0]!;
      const before = await milestones();
      const byStaff = await api.call('locationStaff', 'POST', `requests/${id}/checkin`, {});
      expect(byStaff.statusCode, byStaff.body).toBeLessThan(300);
      expect(await milestones()).toEqual(before);
      const res = await api.call('technician', 'POST', `requests/${id}/checkin`, {});
      expect(res.statusCode, res.body).toBeLessThan(300);
      const after = await milestones();
      expect(after.n).toBe(before.n + 1);
      expect(after.first).not.toBeNull();
    });
  });

  describe('spend forecast', () => {
    it('forecasts the next 12 months by category and says how', async () => {
      const forecast = await api.ok<SpendForecast>('companyLeader', 'GET', 'reports/spend-forecast');
      expect(forecast.months).toHaveLength(12);
      const next = new Date();
      next.setUTCDate(1);
      next.setUTCMonth(next.getUTCMonth() + 1);
      expect(forecast.months[0]!.month).toBe(next.toISOString().slice(0, 7));
      expect(forecast.method).toMatch(/average monthly spend/);
      expect(forecast.basis.invoices).toBeGreaterThan(0);
      expect(forecast.months.some((m) => m.totalCents > 0)).toBe(true);
      for (const m of forecast.months) {
        expect(m.totalCents).toBe(m.byCategory.reduce((t, c) => t + c.correctiveCents + c.preventativeCents, 0));
      }
      expect(forecast.months.flatMap((m) => m.byCategory).some((c) => c.pmVisits > 0)).toBe(true);
      expect((await api.call('selfService', 'GET', 'reports/spend-forecast')).statusCode).toBe(403);
    });
  });

  describe('insights', () => {
    it("shows where the customer's money went and what keeps failing", async () => {
      const report = await api.ok<InsightsReport>('companyLeader', 'GET', 'reports/insights');
      const [billed] = await t.database.db
        .select({ cents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)`.mapWith(Number) })
        .from(invoices)
        .where(and(eq(invoices.customerId, customers.enterprise.id), isNotNull(invoices.requestId), gte(invoices.invoicedAt, new Date(Date.now() - YEAR))));
      expect(report.spendByCategory.reduce((n, c) => n + c.cents, 0)).toBe(billed!.cents);
      expect(report.topAssets.length).toBeGreaterThan(0);
      expect(report.topLocations[0]!.cents).toBeGreaterThanOrEqual(report.topLocations.at(-1)!.cents);
      for (const r of report.repeatRepairs) expect(r.requests).toBeGreaterThanOrEqual(3);
    });

    it('shows a brand-owner user no customer spend, and customers without the flag nothing', async () => {
      const brand = await api.ok<InsightsReport>('brandManager', 'GET', 'reports/insights');
      expect(brand.spendByCategory).toEqual([]);
      expect(brand.topAssets).toEqual([]);
      expect((await api.call('retailLeader', 'GET', 'reports/insights')).statusCode).toBe(403);
    });
  });

  describe('vendor insights', () => {
    it('scores each vendor of the period: dispatch, ETA kept, first-time fix, ratings, spend, rate compliance', async () => {
      const { vendors } = await api.ok<VendorInsights>('companyLeader', 'GET', 'reports/vendor-insights');
      expect(vendors.length).toBeGreaterThan(1);
      for (const card of vendors) {
        const [billed] = await t.database.db
          .select({ cents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)`.mapWith(Number) })
          .from(invoices)
          .where(
            and(eq(invoices.customerId, customers.enterprise.id), eq(invoices.vendorId, card.vendor.id), gte(invoices.invoicedAt, new Date(Date.now() - YEAR))),
          );
        expect(card.spendCents, card.vendor.name).toBe(billed!.cents);
        if (card.etaKeptPercent !== null) expect(card.etaKeptPercent).toBeLessThanOrEqual(100);
        if (card.csatAverage !== null) expect(card.csatAverage).toBeGreaterThanOrEqual(1);
      }
      const one = vendors[0]!;
      const only = await api.ok<VendorInsights>('companyLeader', 'GET', `reports/vendor-insights?vendorId=${one.vendor.id}`);
      expect(only.vendors.map((v) => v.vendor.id)).toEqual([one.vendor.id]);
    });
  });

  describe('PM insights', () => {
    it('counts the preventative visits due in the period, on time or not, by location', async () => {
      const report = await api.ok<PmInsights>('companyLeader', 'GET', 'reports/pm-insights');
      expect(report.due).toBeGreaterThan(0);
      expect(report.onTime + report.late + report.missed).toBe(report.due);
      expect(report.byLocation.reduce((n, l) => n + l.due, 0)).toBe(report.due);
      const brand = await api.ok<PmInsights>('brandManager', 'GET', 'reports/pm-insights');
      expect(brand.onTime + brand.late + brand.missed).toBe(brand.due);
    });

    it('is only for the configured customers and brand-owner users', async () => {
      expect((await api.call('retailLeader', 'GET', 'reports/pm-insights')).statusCode).toBe(403);
    });
  });
});
