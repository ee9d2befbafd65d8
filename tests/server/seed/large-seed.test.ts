import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_PRIORITIES, REQUEST_STATUSES } from '../../../src/domain/requests/request-enums';
import type { Database } from '../../../src/server/db/client';
import { assets, qrLabels } from '../../../src/server/db/schema/assets';
import { requests } from '../../../src/server/db/schema/requests';
import { tasks } from '../../../src/server/db/schema/tasks';
import { customerMemberships, locations } from '../../../src/server/db/schema/tenancy';
import { users } from '../../../src/server/db/schema/users';
import { BENCH, largeSeedCounts, seedLarge } from '../../../scripts/bench/seed-large';
import { tableCounts } from '../../../src/server/seed/table-counts';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const SCALE = 0.01;
const NOW = new Date();

describe('large benchmark seed at a small scale', () => {
  let t: TestApp;
  let db: Database;
  let result: Awaited<ReturnType<typeof seedLarge>>;
  const bench = BENCH.customer.id;
  // Both drivers answer a raw execute with { rows }.
  const rowsOf = async (query: PromiseLike<unknown>) => ((await query) as { rows: Record<string, unknown>[] }).rows;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    result = await seedLarge(db, { scale: SCALE, now: NOW });
  });
  afterAll(() => t.close());

  it('reports and inserts the sizes of the scale', async () => {
    const expected = largeSeedCounts(SCALE);
    expect(expected).toMatchObject({ locations: 20, assets: 200, requests: 1000, tasks: 200 });
    expect(result).toEqual({ skipped: false, ...expected });
    const countWhere = async (table: typeof locations | typeof assets | typeof qrLabels | typeof requests | typeof tasks) =>
      (await db.select({ n: count() }).from(table).where(eq(table.customerId, bench)))[0]!.n;
    expect(await countWhere(locations)).toBe(expected.locations);
    expect(await countWhere(assets)).toBe(expected.assets);
    expect(await countWhere(qrLabels)).toBe(expected.qrLabels);
    expect(await countWhere(requests)).toBe(expected.requests);
    expect(await countWhere(tasks)).toBe(expected.tasks);
  });

  it('scales to 2,000 locations, 20,000 assets and 100,000 requests at scale 1', () => {
    expect(largeSeedCounts(1)).toMatchObject({ locations: 2000, assets: 20000, requests: 100000 });
    expect(largeSeedCounts(1).qrLabels).toBeGreaterThanOrEqual(20000);
  });

  it('gives bench.leader the whole tenant', async () => {
    const [leader] = await db.select().from(users).where(eq(users.email, 'bench.leader@demo.example'));
    expect(leader!.phone).toMatch(/^\+1\d{10}$/);
    expect(await db.select().from(customerMemberships).where(eq(customerMemberships.userId, leader!.id))).toEqual([
      { userId: leader!.id, customerId: bench, role: 'Company Leader', allLocations: true },
    ]);
  });

  it('puts ten labelled assets at every location', async () => {
    const perLocation = await rowsOf(
      db.execute(sql`
        select l.id, count(a.id)::int as n, count(q.id)::int as labelled from locations l
        left join assets a on a.location_id = l.id left join qr_labels q on q.asset_id = a.id
        where l.customer_id = ${bench} group by l.id`),
    );
    expect(perLocation).toHaveLength(20);
    expect(perLocation.every((r) => r.n === 10 && r.labelled === 10)).toBe(true);
    const [unlinked] = await db
      .select({ n: count() })
      .from(qrLabels)
      .where(and(eq(qrLabels.customerId, bench), isNull(qrLabels.assetId)));
    expect(unlinked!.n).toBeGreaterThan(0);
  });

  it('varies requests realistically in status, priority, type, vendor and date', async () => {
    const [shape] = await rowsOf(
      db.execute(sql`
        select
          count(*) filter (where request_status = 'Request Open')::float / count(*) as open_share,
          count(*) filter (where request_type = 'Incident')::float / count(*) as incident_share,
          count(distinct request_type)::int as types,
          count(distinct assigned_to_vendor_id)::int as vendors,
          count(distinct location_id)::int as locations,
          count(*) filter (where request_status = 'Request Closed' and (completed_at is null or resolution_statement is null))::int as bad_closed,
          count(*) filter (where created_at > ${NOW.toISOString()}::timestamptz)::int as future,
          count(*) filter (where created_at > ${NOW.toISOString()}::timestamptz - interval '30 days')::float / count(*) as last_month_share,
          min(created_at) > ${NOW.toISOString()}::timestamptz - interval '731 days' as within_two_years
        from requests where customer_id = ${bench}`),
    );
    expect(shape!.open_share).toBeGreaterThan(0.05);
    expect(shape!.open_share).toBeLessThan(0.4);
    expect(shape!.incident_share).toBeGreaterThan(0.7);
    expect(shape!.types).toBe(3);
    expect(shape!.vendors).toBeGreaterThanOrEqual(5);
    expect(shape!.locations).toBe(20);
    expect(shape!.bad_closed).toBe(0);
    expect(shape!.future).toBe(0);
    // Recent requests are denser than the two-year average (1/24 a month).
    expect(shape!.last_month_share).toBeGreaterThan(0.1);
    expect(shape!.within_two_years).toBe(true);

    const distinct = async (column: typeof requests.requestStatus | typeof requests.requestPriority) =>
      (await db.selectDistinct({ v: column }).from(requests).where(eq(requests.customerId, bench))).map((r) => r.v).sort();
    expect(await distinct(requests.requestStatus)).toEqual([...REQUEST_STATUSES].sort());
    expect(await distinct(requests.requestPriority)).toEqual([...REQUEST_PRIORITIES].sort());
  });

  it('keeps every reference valid', async () => {
    const [orphans] = await rowsOf(
      db.execute(sql`
        select
          (select count(*)::int from requests r where r.customer_id = ${bench} and (
            not exists (select 1 from locations l where l.id = r.location_id and l.customer_id = r.customer_id)
            or not exists (select 1 from assets a where a.id = r.asset_id and a.location_id = r.location_id)
            or not exists (select 1 from service_categories c where c.id = r.service_category_id)
            or (r.assigned_to_vendor_id is not null and not exists (select 1 from vendors v where v.id = r.assigned_to_vendor_id))
            or not exists (select 1 from users u where u.id = r.created_by_user_id))) as requests,
          (select count(*)::int from assets a where a.customer_id = ${bench} and (
            not exists (select 1 from asset_types t where t.id = a.asset_type_id)
            or (a.brand_owner_id is not null and not exists (select 1 from brand_owners b where b.id = a.brand_owner_id))
            or not exists (select 1 from locations l where l.id = a.location_id))) as assets,
          (select count(*)::int from locations l where l.customer_id = ${bench} and
            not exists (select 1 from location_groups g where g.id = l.location_group_id and g.customer_id = l.customer_id)) as locations,
          (select count(*)::int from tasks k where k.customer_id = ${bench} and
            not exists (select 1 from requests r where r.id = k.request_id and r.location_id = k.location_id)) as tasks`),
    );
    expect(orphans).toEqual({ requests: 0, assets: 0, locations: 0, tasks: 0 });
  });

  it('bills the closed requests with invoices whose totals are their lines, some left unmatched, keeps the milestones, and schedules the preventative ones', async () => {
    const [shape] = await rowsOf(
      db.execute(sql`
        select
          (select count(*)::int from invoices where customer_id = ${bench}) as invoices,
          (select count(*)::int from invoices where customer_id = ${bench} and request_id is null) as unmatched,
          (select count(*)::int from invoice_lines l join invoices i on i.id = l.invoice_id where i.customer_id = ${bench}) as lines,
          (select count(*)::int from invoices i where i.customer_id = ${bench}
            and i.total_cents <> (select sum(amount_cents) from invoice_lines l where l.invoice_id = i.id)) as bad_totals,
          (select count(*)::int from invoices where customer_id = ${bench} and invoiced_at > now()) as future,
          (select count(*)::int from requests where customer_id = ${bench} and request_status = 'Request Closed' and assigned_to_vendor_id is not null) as billable,
          (select count(*)::int from requests where customer_id = ${bench} and assigned_to_vendor_id is not null and dispatched_at is null) as undispatched,
          (select count(*)::int from requests r where r.customer_id = ${bench} and r.pm_thread_id is not null
            and not exists (select 1 from pm_request_details d join pm_schedules p on p.id = d.pm_schedule_id where d.request_id = r.id and p.pm_thread_id = r.pm_thread_id)) as pm_without_schedule,
          (select count(*)::int from pm_schedules where customer_id = ${bench} and next_occurrence_date < current_date + 8) as pm_due_this_week`),
    );
    expect(shape!.invoices).toBeGreaterThan(shape!.billable as number);
    expect(shape!.unmatched).toBeGreaterThan(0);
    expect(shape!.lines).toBeGreaterThanOrEqual(2 * (shape!.invoices as number));
    expect(shape).toMatchObject({ bad_totals: 0, future: 0, undispatched: 0, pm_without_schedule: 0, pm_due_this_week: 0 });
  });

  it('does nothing the second time', async () => {
    const before = await tableCounts(db);
    expect(await seedLarge(db, { scale: SCALE, now: NOW })).toEqual({ skipped: true });
    expect(await tableCounts(db)).toEqual(before);
  });
});
