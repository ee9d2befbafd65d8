import type { Recurrence } from '../../src/domain/pm/pm-recurrence';
import { eq, sql, type SQL } from 'drizzle-orm';
import { REQUEST_SUB_STATUSES } from '../../src/domain/requests/request-enums';
import type { Database, Queryable } from '../../src/server/db/client';
import { customers } from '../../src/server/db/schema/tenancy';
import { type AssetTypeKey, assetType, assetTypeId, brandOwnerId, categoryId, vendorForCategory, vendorId } from '../../src/server/seed/demo-catalog';
import { userId } from '../../src/server/seed/demo-people';
import { seedDemoIfEmpty } from '../../src/server/seed/seed-demo';
import { SeedClock } from '../../src/server/seed/seed-clock';
import { stableId } from '../../src/server/seed/stable-id';

/** The large tenant's schedules: every three months from their next visit (src/domain/pm/pm-recurrence.ts). */
const QUARTERLY: Recurrence = { kind: 'interval', every: 3, unit: 'month' };

/**
 * The benchmark tenant (`npm run seed -- --scale large`): at scale 1, 2,000 locations, 20,000
 * assets with labels, 100,000 requests and 20,000 tasks. Generated inside the database with
 * generate_series so it takes seconds; every value derives from the series number, so two runs
 * give the same ids and rows (timestamps relative to the seed day, as in the demo set).
 */

export const BENCH = {
  customer: { id: stableId('customer:bench'), name: 'Benchmark Burgers Co.' },
  /** Company Leader with allLocations: sees the whole tenant. */
  leader: { id: stableId('user:bench-leader'), email: 'bench.leader@demo.example', phone: '+12025550210' },
  /** Location Staff at the first ten locations: a restricted user for the same data. */
  staff: { id: stableId('user:bench-staff'), email: 'bench.staff@demo.example', phone: '+12025550211' },
} as const;

const LARGE_PER_SCALE = { locations: 2_000, assetsPerLocation: 10, requests: 100_000, tasksPerRequests: 5 } as const;

export interface LargeSeedCounts {
  locationGroups: number;
  locations: number;
  assets: number;
  qrLabels: number;
  requests: number;
  tasks: number;
}

export type LargeSeedResult = { skipped: true } | ({ skipped: false } & LargeSeedCounts);

/** Sizes at a scale factor (1 = the full benchmark; 0.01 for a quick test). */
export function largeSeedCounts(scale: number): LargeSeedCounts {
  if (!(scale > 0)) throw new Error('scale must be a positive number');
  const locations = Math.max(1, Math.round(LARGE_PER_SCALE.locations * scale));
  const assets = locations * LARGE_PER_SCALE.assetsPerLocation;
  const requests = Math.max(1, Math.round(LARGE_PER_SCALE.requests * scale));
  return {
    locationGroups: Math.ceil(locations / 100),
    locations,
    assets,
    qrLabels: assets + Math.ceil(locations / 20),
    requests,
    tasks: Math.floor(requests / LARGE_PER_SCALE.tasksPerRequests),
  };
}

/** The equipment every benchmark location has, one asset per slot. */
const SLOTS: readonly AssetTypeKey[] = [
  'fryer',
  'griddle',
  'walk-in-cooler',
  'walk-in-freezer',
  'ice-machine',
  'dishwasher',
  'rooftop-hvac',
  'water-heater',
  'pos-terminal',
  'lighting',
];

const CITIES: readonly (readonly [city: string, state: string, zip: string, area: string, tz: string])[] = [
  ['Austin', 'TX', '78701', '512', 'America/Chicago'],
  ['Dallas', 'TX', '75201', '214', 'America/Chicago'],
  ['Houston', 'TX', '77002', '713', 'America/Chicago'],
  ['San Antonio', 'TX', '78205', '210', 'America/Chicago'],
  ['Phoenix', 'AZ', '85004', '602', 'America/Phoenix'],
  ['Tucson', 'AZ', '85701', '520', 'America/Phoenix'],
  ['Denver', 'CO', '80202', '303', 'America/Denver'],
  ['Salt Lake City', 'UT', '84101', '801', 'America/Denver'],
  ['Las Vegas', 'NV', '89101', '702', 'America/Los_Angeles'],
  ['Los Angeles', 'CA', '90012', '213', 'America/Los_Angeles'],
  ['San Diego', 'CA', '92101', '619', 'America/Los_Angeles'],
  ['Sacramento', 'CA', '95814', '916', 'America/Los_Angeles'],
  ['Seattle', 'WA', '98101', '206', 'America/Los_Angeles'],
  ['Portland', 'OR', '97205', '503', 'America/Los_Angeles'],
  ['Chicago', 'IL', '60601', '312', 'America/Chicago'],
  ['Minneapolis', 'MN', '55401', '612', 'America/Chicago'],
  ['Kansas City', 'MO', '64105', '816', 'America/Chicago'],
  ['St. Louis', 'MO', '63101', '314', 'America/Chicago'],
  ['Nashville', 'TN', '37203', '615', 'America/Chicago'],
  ['Atlanta', 'GA', '30303', '404', 'America/New_York'],
  ['Miami', 'FL', '33130', '305', 'America/New_York'],
  ['Tampa', 'FL', '33602', '813', 'America/New_York'],
  ['Orlando', 'FL', '32801', '407', 'America/New_York'],
  ['Charlotte', 'NC', '28202', '704', 'America/New_York'],
  ['Raleigh', 'NC', '27601', '919', 'America/New_York'],
  ['Washington', 'DC', '20001', '202', 'America/New_York'],
  ['Philadelphia', 'PA', '19102', '215', 'America/New_York'],
  ['New York', 'NY', '10001', '212', 'America/New_York'],
  ['Boston', 'MA', '02108', '617', 'America/New_York'],
  ['Columbus', 'OH', '43215', '614', 'America/New_York'],
];

const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Washington Blvd',
  'Park Ave',
  'Lake St',
  'Broadway',
  'Elm St',
  'Market St',
  'Sunset Blvd',
  'Highland Ave',
  'Center St',
];

/** A parameterised SQL array literal: `array[$1, $2, ...]::<type>[]`. */
function sqlArray(values: readonly (string | boolean | null)[], type: 'text' | 'uuid' | 'boolean'): SQL {
  return sql`(array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[])`;
}

/** A deterministic pseudo-random fraction in [0, 1) from a series number (Knuth multiplicative hashing). */
const fraction = (expr: string, multiplier: number) => sql.raw(`((((${expr})::bigint * ${multiplier}) % 4294967296)::float8 / 4294967296.0::float8)`);

/**
 * Element `1 + index % length` of an array column of the constants row `k`. The arrays are built
 * once per statement in `cross join (select ...) k`, not once per generated row.
 */
const pick = (column: string, index: string, length: number) => sql.raw(`k.${column}[1 + ((${index})::bigint % ${length})]`);

async function isSuperuser(db: Queryable): Promise<boolean> {
  // Both drivers (PGlite, node-postgres) answer execute with { rows }.
  const result = (await db.execute(sql`select current_setting('is_superuser') as on`)) as { rows: { on: string }[] };
  return result.rows[0]?.on === 'on';
}

async function benchExists(db: Queryable): Promise<boolean> {
  const rows = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, BENCH.customer.id));
  return rows.length > 0;
}

/**
 * Adds the benchmark tenant on top of the demo set (seeding that first if the database is empty).
 * Runs once: when the tenant already exists it does nothing and says so.
 */
export async function seedLarge(db: Database, options: { scale?: number; now?: Date } = {}): Promise<LargeSeedResult> {
  const counts = largeSeedCounts(options.scale ?? 1);
  await seedDemoIfEmpty(db);
  if (await benchExists(db)) return { skipped: true };
  const seedDay = new SeedClock(options.now).seedDay.toISOString();
  const day = sql`${seedDay}::timestamptz`;
  const customer = BENCH.customer.id;
  const L = counts.locations;
  const G = counts.locationGroups;
  const A = counts.assets;
  const R = counts.requests;
  const S = SLOTS.length;
  const types = SLOTS.map(assetType);

  const slotConstants = sql`(select
      ${sqlArray(SLOTS.map(assetTypeId), 'uuid')} as type_ids,
      ${sqlArray(
        types.map((t) => t.name),
        'text',
      )} as type_names,
      ${sqlArray(
        types.map((t) => categoryId(t.category)),
        'uuid',
      )} as categories,
      ${sqlArray(
        types.map((t) => t.infrastructure),
        'boolean',
      )} as infrastructure,
      ${sqlArray(
        types.map((t) => t.certifiable),
        'boolean',
      )} as certifiable,
      ${sqlArray(
        types.map((t) => t.models[0]!.model),
        'text',
      )} as models,
      ${sqlArray(
        types.map((t) => (t.models[0]!.brand ? brandOwnerId(t.models[0]!.brand) : null)),
        'uuid',
      )} as brands,
      ${sqlArray(
        types.map((t) => vendorId(vendorForCategory(t.category))),
        'uuid',
      )} as vendors,
      ${sqlArray(
        types.map((t) => t.incidents[0]!.description),
        'text',
      )} as descriptions,
      ${sqlArray(
        types.map((t) => t.incidents[0]!.symptoms.join('|')),
        'text',
      )} as symptoms,
      ${sqlArray(
        types.map((t) => t.resolutions[0]!),
        'text',
      )} as resolutions
    offset 0) k`;
  const cityConstants = sql`(select
      ${sqlArray(
        CITIES.map((c) => c[0]),
        'text',
      )} as cities,
      ${sqlArray(
        CITIES.map((c) => c[1]),
        'text',
      )} as states,
      ${sqlArray(
        CITIES.map((c) => c[2]),
        'text',
      )} as zips,
      ${sqlArray(
        CITIES.map((c) => c[3]),
        'text',
      )} as areas,
      ${sqlArray(
        CITIES.map((c) => c[4]),
        'text',
      )} as zones,
      ${sqlArray(STREETS, 'text')} as streets
    offset 0) k`;
  const C = CITIES.length;

  await db.transaction(async (tx) => {
    // Every reference below is built to exist, so per-row foreign-key triggers (most of the time on
    // PGlite) are skipped where the role may do that; the seed tests check the references instead.
    if (await isSuperuser(tx)) await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into customers (id, name, status, enterprise, can_access_invoice_reporting, can_access_insights_reporting, account_manager_user_id, created_at)
      values (${customer}, ${BENCH.customer.name}, 'Live', true, true, true, ${userId('accountManager')}, ${day} - interval '800 days')`);
    await tx.execute(sql`
      insert into users (id, name, email, phone, created_at) values
        (${BENCH.leader.id}, 'Blake Benchmark', ${BENCH.leader.email}, ${BENCH.leader.phone}, ${day} - interval '800 days'),
        (${BENCH.staff.id}, 'Sydney Loadtest', ${BENCH.staff.email}, ${BENCH.staff.phone}, ${day} - interval '800 days')`);
    await tx.execute(sql`
      insert into customer_memberships (user_id, customer_id, role, all_locations) values
        (${BENCH.leader.id}, ${customer}, 'Company Leader', true),
        (${BENCH.staff.id}, ${customer}, 'Location Staff', false)`);

    await tx.execute(sql`
      insert into location_groups (id, customer_id, name)
      select md5('bench:group:' || g)::uuid, ${customer}, 'Region ' || lpad(g::text, 2, '0')
      from generate_series(1, ${G}::int) g`);
    await tx.execute(sql`
      insert into locations (id, customer_id, location_group_id, name, store_number, address, city, state, postal_code, phone, timezone, pm_enabled, created_at)
      select md5('bench:location:' || g)::uuid, ${customer},
        md5('bench:group:' || (1 + (g - 1) % ${G}::int))::uuid,
        'Benchmark Burgers #' || lpad(g::text, 4, '0') || ' ' || ${pick('cities', 'g', C)},
        'BB-' || lpad(g::text, 4, '0'),
        (100 + (g * 7919) % 9800)::text || ' ' || ${pick('streets', 'g / 3', STREETS.length)},
        ${pick('cities', 'g', C)}, ${pick('states', 'g', C)}, ${pick('zips', 'g', C)},
        '+1' || ${pick('areas', 'g', C)} || lpad(((g * 104729) % 10000000)::text, 7, '0'),
        ${pick('zones', 'g', C)},
        g % 4 = 0,
        ${day} - interval '800 days'
      from generate_series(1, ${L}::int) g cross join ${cityConstants}`);
    await tx.execute(sql`
      insert into user_locations (user_id, location_id)
      select ${BENCH.staff.id}, md5('bench:location:' || g)::uuid from generate_series(1, least(10, ${L}::int)) g`);

    // Asset g sits at location 1 + (g - 1) / slots, in slot (g - 1) % slots.
    await tx.execute(sql`
      insert into assets (id, customer_id, location_id, asset_type_id, brand_owner_id, name, model_number, serial_number, status,
        is_infrastructure, is_equipment_certification_eligible, installed_on, warranty_expires_on, percent_of_spend, created_at, updated_at)
      select md5('bench:asset:' || g)::uuid, ${customer}, md5('bench:location:' || (1 + (g - 1) / ${S}::int))::uuid,
        ${pick('type_ids', 'g - 1', S)}, ${pick('brands', 'g - 1', S)}, ${pick('type_names', 'g - 1', S)}, ${pick('models', 'g - 1', S)},
        'BB' || lpad(g::text, 8, '0'),
        case when g % 50 = 0 then 'Retired' when g % 23 = 0 then 'Replacing' when g % 31 = 0 then 'Pending' else 'Live' end,
        ${pick('infrastructure', 'g - 1', S)}, ${pick('certifiable', 'g - 1', S)} and g % 3 = 0,
        (${day} - ((60 + (g * 37) % 3000) * interval '1 day'))::date,
        (${day} - ((60 + (g * 37) % 3000) * interval '1 day') + ((1 + g % 5) * interval '1 year'))::date,
        round((${fraction('g', 2246822519)} * 40)::numeric, 2),
        ${day} - interval '700 days', ${day} - interval '700 days'
      from generate_series(1, ${A}::int) g cross join ${slotConstants}`);
    await tx.execute(sql`
      insert into qr_labels (id, customer_id, asset_id, created_at)
      select md5('bench:label:' || g)::uuid, ${customer}, md5('bench:asset:' || g)::uuid, ${day} - interval '700 days'
      from generate_series(1, ${A}::int) g`);
    await tx.execute(sql`
      insert into qr_labels (id, customer_id, asset_id, created_at)
      select md5('bench:unlinked-label:' || g)::uuid, ${customer}, null, ${day} - interval '10 days'
      from generate_series(1, ${counts.qrLabels - A}::int) g`);

    // Request g: a pseudo-random asset, age skewed to recent (squared fraction of two years),
    // open mostly when recent; type, priority and sub-status from further fractions.
    await tx.execute(sql`
      insert into requests (id, customer_id, location_id, asset_id, service_category_id, request_type, request_status, sub_status,
        request_priority, ticket_name, incident_description, symptoms, assigned_to_vendor_id, troubleshooting_guide_available,
        emergency_callback_phone_number, start_dispatch_automations_immediately, eta, completed_at, resolution_statement,
        pm_thread_id, created_by_user_id, created_at, updated_at)
      select d.id, ${customer}, md5('bench:location:' || (1 + (d.a - 1) / ${S}::int))::uuid, md5('bench:asset:' || d.a)::uuid,
        ${pick('categories', 'd.a - 1', S)}, d.request_type, case when d.is_open then 'Request Open' else 'Request Closed' end,
        d.sub_status, d.priority,
        ${pick('type_names', 'd.a - 1', S)} || ': ' || split_part(${pick('symptoms', 'd.a - 1', S)}, '|', 1),
        case when d.request_type = 'Preventative' then 'Scheduled preventative maintenance visit.' else ${pick('descriptions', 'd.a - 1', S)} end,
        case when d.request_type = 'Preventative' then '{}'::text[] else string_to_array(${pick('symptoms', 'd.a - 1', S)}, '|') end,
        case when d.sub_status = 'Awaiting Dispatch' then null when d.g % 9 = 0 then ${vendorId('internal')}::uuid else ${pick('vendors', 'd.a - 1', S)} end,
        d.request_type = 'Incident' and (d.a - 1) % ${S}::int < 5,
        case when d.priority = 'Emergency' then '+15125550100' end,
        d.priority = 'Emergency',
        case when d.sub_status in ('Vendor Dispatched', 'Vendor En Route') then d.created_at + interval '6 hours' + (d.g % 48) * interval '1 hour' end,
        d.completed_at,
        case when d.is_open then null else ${pick('resolutions', 'd.a - 1', S)} end,
        case when d.request_type = 'Preventative' then md5('bench:pm:' || d.a)::uuid end,
        ${BENCH.leader.id}, d.created_at, coalesce(d.completed_at, d.created_at)
      from (
        select *,
          case when is_open then null else least(created_at + (2 + (g * 13) % 160) * interval '1 hour', ${day}) end as completed_at,
          case when not is_open then 'Work Complete'
            ${sql.join(
              REQUEST_SUB_STATUSES.map(
                (name, i) =>
                  sql`when floor(${fraction('g', 3266489917)} * ${sql.raw(String(REQUEST_SUB_STATUSES.length))}) = ${sql.raw(String(i))} then ${name}`,
              ),
              sql` `,
            )} end as sub_status
        from (
          select *, (age_days < 14 and f_open < 0.7) or (age_days < 60 and f_open < 0.2) or f_open < 0.03 as is_open
          from (
            select g, md5('bench:request:' || g)::uuid as id,
              1 + (g::bigint * 7919) % ${A}::int as a,
              ${fraction('g', 2654435761)} ^ 2 * 730 as age_days,
              ${fraction('g', 668265263)} as f_open,
              ${day} - (${fraction('g', 2654435761)} ^ 2 * 730) * interval '1 day' as created_at,
              case when g % 20 in (0, 1) then 'Preventative' when g % 20 = 2 then 'Equipment Certification' else 'Incident' end as request_type,
              case when g % 20 in (0, 1, 2) then (case when ${fraction('g', 374761393)} < 0.6 then 'Low' else 'Medium' end)
                   when ${fraction('g', 374761393)} < 0.2 then 'Low' when ${fraction('g', 374761393)} < 0.65 then 'Medium'
                   when ${fraction('g', 374761393)} < 0.9 then 'High' else 'Emergency' end as priority
            from generate_series(1, ${R}::int) g
          ) base
        ) opened
      ) d cross join ${slotConstants}
      order by d.created_at, d.g`);

    await tx.execute(sql`
      insert into tasks (id, customer_id, location_id, request_id, task_type, asset_id, title, description, score, assigned_to_user_id, due_at, completed_at, created_at)
      select md5('bench:task:' || g)::uuid, ${customer}, r.location_id, r.id,
        (array['Follow-up', 'Preventative', 'Equipment Certification', 'General'])[1 + g % 4], r.asset_id,
        case when r.request_status = 'Request Open' then 'Follow up with the vendor' else 'Confirm the repair' end,
        coalesce(r.ticket_name, ''), (g * 37) % 100,
        case when g % 2 = 0 then ${BENCH.leader.id}::uuid end,
        r.created_at + interval '3 days', r.completed_at, r.created_at
      from generate_series(1, ${counts.tasks}::int) g
      join requests r on r.id = md5('bench:request:' || (g * ${LARGE_PER_SCALE.tasksPerRequests}))::uuid`);

    // A quarterly PM schedule for each piece of equipment with preventative requests (the thread the
    // requests name), its next visit 10 to 99 days ahead (beyond the week the generation job looks
    // ahead), and each preventative request due three days after it was opened.
    await tx.execute(sql`
      insert into pm_schedules (id, customer_id, location_id, asset_id, name, recurrence, start_date, next_occurrence_date, pm_thread_id, assigned_to_vendor_id, created_at, updated_at)
      select md5('bench:pm-schedule:' || t.pm_thread_id)::uuid, ${customer}, t.location_id, t.asset_id, 'Quarterly maintenance',
        ${JSON.stringify(QUARTERLY)}::jsonb, n.next, n.next, t.pm_thread_id, t.assigned_to_vendor_id,
        ${day} - interval '730 days', ${day} - interval '730 days'
      from (
        select distinct on (pm_thread_id) pm_thread_id, location_id, asset_id, assigned_to_vendor_id
        from requests where customer_id = ${customer} and pm_thread_id is not null
        order by pm_thread_id, created_at desc
      ) t, lateral (select (${day}::date + 10 + abs(hashtext(t.pm_thread_id::text)) % 90) as next) n`);
    await tx.execute(sql`
      insert into pm_request_details (request_id, pm_schedule_id, due_date, created_at)
      select r.id, md5('bench:pm-schedule:' || r.pm_thread_id)::uuid, (r.created_at + interval '3 days')::date, r.created_at
      from requests r where r.customer_id = ${customer} and r.pm_thread_id is not null`);

    // The milestones the request report reads (as the write paths keep them): dispatched within
    // hours, on site for those past dispatch, one visit for most closed requests and two or three
    // for about one in five.
    await tx.execute(sql`
      update requests r set
        dispatched_at = r.created_at + (1 + (r.number % 8)) * interval '1 hour',
        first_check_in_at = case when r.request_status = 'Request Closed' or r.sub_status in ('Vendor On Site', 'Work Complete', 'Awaiting Parts', 'Awaiting Quote Approval')
          then least(r.created_at + (3 + (r.number % 40)) * interval '1 hour', coalesce(r.completed_at, ${day})) end,
        check_in_count = case when r.request_status = 'Request Closed' then 1 + (case when r.number % 5 = 0 then 1 + r.number % 2 else 0 end)
          when r.sub_status in ('Vendor On Site', 'Work Complete', 'Awaiting Parts', 'Awaiting Quote Approval') then 1 else 0 end
      where r.customer_id = ${customer} and r.assigned_to_vendor_id is not null`);

    // Invoices: each closed request with a vendor is billed two days after completion (never after
    // the seed day), and one in ten has a second, unmatched invoice. Lines: labour and a trip for
    // each, parts (and tax on them) for about half. The totals are the sums of the lines.
    await tx.execute(sql`
      insert into invoices (id, customer_id, location_id, vendor_id, request_id, asset_id, service_category_id, invoice_number, status, invoiced_at, total_cents, created_at)
      select md5('bench:invoice:' || v.key)::uuid, ${customer}, r.location_id, r.assigned_to_vendor_id,
        case when v.matched then r.id end, case when v.matched then r.asset_id end, r.service_category_id,
        'BB-' || r.number || case when v.matched then '' else '-2' end,
        (array['Paid', 'Paid', 'Paid', 'Approved', 'Submitted', 'Disputed'])[1 + r.number % 6],
        least(r.completed_at + case when v.matched then interval '2 days' else interval '9 days' end, ${day}), 0,
        least(r.completed_at + case when v.matched then interval '2 days' else interval '9 days' end, ${day})
      from requests r
      cross join lateral (values (r.id::text, true), (r.id::text || ':extra', false)) v(key, matched)
      where r.customer_id = ${customer} and r.request_status = 'Request Closed' and r.assigned_to_vendor_id is not null
        and (v.matched or r.number % 10 = 0)`);
    await tx.execute(sql`
      insert into invoice_lines (id, invoice_id, kind, description, quantity, unit_cents, amount_cents)
      select md5(i.id::text || ':' || l.kind)::uuid, i.id, l.kind, l.description, l.quantity, l.unit_cents, round(l.quantity * l.unit_cents)
      from (select i.id, ('x' || substr(i.id::text, 1, 7))::bit(28)::int as h from invoices i where i.customer_id = ${customer}) i
      cross join lateral (values
        ('labour', 'Labour', (1 + i.h % 8) / 2.0, 9500 + (i.h % 11) * 500),
        ('travel', 'Trip charge', 1, 4500 + (i.h % 9) * 500),
        ('parts', 'Parts', 1 + i.h % 2, 1500 + (i.h % 380) * 100),
        ('tax', 'Sales tax on parts', 1, round((1 + i.h % 2) * (1500 + (i.h % 380) * 100) * 0.085))
      ) l(kind, description, quantity, unit_cents)
      where l.kind in ('labour', 'travel') or i.h % 2 = 0`);
    await tx.execute(sql`
      update invoices i set total_cents = t.cents
      from (select invoice_id, sum(amount_cents) as cents from invoice_lines group by invoice_id) t
      where t.invoice_id = i.id and i.customer_id = ${customer}`);
  });
  return { skipped: false, ...counts };
}
