import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../src/domain/api/paths';
import { ATTACHMENT_TYPES } from '../../../src/domain/attachments/attachments-api';
import { ATTEMPT_OUTCOMES } from '../../../src/domain/troubleshooting/troubleshooting-api';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs, type Method } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { jsonSchemaOf, plausibleValue, queryString } from './plausible-input';

/**
 * Every registered API route that takes an id, tried by every outside role with another tenant's
 * ids (in the path, in id filters of the query, and in the body): no answer may carry the other
 * tenant's data, and the other tenant's rows are byte for byte the same afterwards. The route
 * table drives it, so a new route is tried as soon as it is registered; a route whose id this test
 * cannot place fails it until `kindOf` learns it.
 */

/** What an id names. Shared kinds (vendors, categories, guides for a type) belong to no tenant. */
type Kind =
  | 'request'
  | 'asset'
  | 'location'
  | 'customer'
  | 'user'
  | 'label'
  | 'activity'
  | 'requestAttachment'
  | 'assetFile'
  | 'pmSchedule'
  | 'pmTemplate'
  | 'communication'
  | 'attempt'
  | 'contractedRate'
  | 'escalation'
  | 'task'
  | 'invoice'
  | 'quote'
  | 'publicLink';
/** Guides belong to an asset type, the same for every tenant that has one. */
type Shared = 'vendor' | 'category' | 'provider' | 'guide';
const SHARED: ReadonlySet<string> = new Set<Shared>(['vendor', 'category', 'provider', 'guide']);

/** The kind of a path parameter, from its name or the segment before it. */
function kindOf(url: string, param: string): Kind | Shared | null {
  const segments = url.split('/');
  const before = segments[segments.indexOf(`:${param}`) - 1] ?? '';
  const named: Record<string, Kind | Shared> = {
    assetId: 'asset',
    locationId: 'location',
    vendorId: 'vendor',
    categoryId: 'category',
    provider: 'provider',
    requestId: 'request',
    attachmentId: url.includes('/assets/') ? 'assetFile' : 'requestAttachment',
    quoteId: 'quote',
    // A vendor's person (vendors/:id/people/:userId/invite): tried with one of the tenant's people.
    userId: 'user',
  };
  if (named[param]) return named[param];
  const bySegment: Record<string, Kind | Shared> = {
    requests: 'request',
    request: 'request',
    // My jobs' answers name the request of a vendor's job.
    'vendor-jobs': 'request',
    // self-service/attachments/:id names the request whose attachments are meant.
    attachments: 'request',
    assets: 'asset',
    asset: 'asset',
    locations: 'location',
    customers: 'customer',
    'user-profiles': 'user',
    'impersonation-favorites': 'user',
    qr: 'label',
    activities: 'activity',
    'pm-schedules': 'pmSchedule',
    'pm-templates': 'pmTemplate',
    'push-logs': 'communication',
    email: 'communication',
    conference: 'communication',
    chat: 'communication',
    attempt: 'attempt',
    'vendor-contracted-rates': 'contractedRate',
    guide: 'guide',
    escalations: 'escalation',
    tasks: 'task',
    invoices: 'invoice',
    'public-links': 'publicLink',
    vendors: 'vendor',
    lookup: 'vendor',
  };
  return bySegment[before] ?? null;
}

/** Query and body fields that name a tenant's record. */
const FIELD_KINDS: Record<string, Kind> = {
  customerId: 'customer',
  locationId: 'location',
  locationIds: 'location',
  locations: 'location',
  assetId: 'asset',
  assetIds: 'asset',
  requestId: 'request',
  userId: 'user',
  contactIds: 'user',
  escalationId: 'escalation',
  pmTemplateId: 'pmTemplate',
};

/** Routes open to anyone by design: they answer a label's public face (docs/product/assets-and-locations.md). */
const PUBLIC_BY_DESIGN = new Set(['GET /v3/ssp/public/qr/:id']);

const { users, customers } = DEMO;

/** Who attacks which tenant: roles with no business in it (brand and vendor roles legitimately see parts of Harbor). */
const CAMPAIGNS = [
  // Harbor has a record of every kind, so every route is tried against it.
  {
    name: 'Harbor Grill',
    target: customers.enterprise.id,
    attackers: ['retailLeader', 'retailStaff', 'selfService', 'selfServiceLocationLeader', 'churnedLeader'],
  },
  { name: 'Northpoint Outfitters', target: customers.retail.id, attackers: ['companyLeader', 'locationStaff', 'technician', 'finance', 'serviceManager'] },
] as const;
type Attacker = (typeof CAMPAIGNS)[number]['attackers'][number];

describe('cross-tenant matrix over the route table', () => {
  let t: TestApp;
  const api = apiAs<Attacker>(() => t);
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** One id of each kind in the tenant, and every id of its rows (to spot a leak in an answer). */
  async function tenantIds(customerId: string) {
    const one = async (query: ReturnType<typeof sql>) => (await rows<{ id: string }>(query))[0]?.id ?? null;
    const ids: Record<Kind, string | null> = {
      customer: customerId,
      request: await one(sql`select id from requests where customer_id = ${customerId} order by created_at limit 1`),
      asset: await one(sql`select id from assets where customer_id = ${customerId} order by created_at limit 1`),
      location: await one(sql`select id from locations where customer_id = ${customerId} order by created_at limit 1`),
      label: await one(sql`select id from qr_labels where customer_id = ${customerId} limit 1`),
      user: await one(
        sql`select m.user_id as id from customer_memberships m where m.customer_id = ${customerId}
            and not exists (select 1 from customer_memberships o where o.user_id = m.user_id and o.customer_id <> ${customerId}) limit 1`,
      ),
      activity: await one(sql`select a.id from activities a join requests r on r.id = a.request_id where r.customer_id = ${customerId} limit 1`),
      requestAttachment: await one(
        sql`select a.id from request_attachments a join requests r on r.id = a.request_id where r.customer_id = ${customerId} limit 1`,
      ),
      assetFile: await one(sql`select id from asset_files where customer_id = ${customerId} limit 1`),
      pmSchedule: await one(sql`select id from pm_schedules where customer_id = ${customerId} limit 1`),
      pmTemplate: await one(sql`select id from pm_templates where customer_id = ${customerId} order by id limit 1`),
      communication: await one(sql`select c.id from communications c join requests r on r.id = c.request_id where r.customer_id = ${customerId} limit 1`),
      attempt: await one(sql`select id from troubleshooting_attempts where customer_id = ${customerId} limit 1`),
      contractedRate: await one(sql`select id from vendor_contracted_rates where customer_id = ${customerId} order by id limit 1`),
      escalation: await one(sql`select id from escalations where customer_id = ${customerId} order by id limit 1`),
      task: await one(sql`select id from tasks where customer_id = ${customerId} and completed_at is null order by id limit 1`),
      invoice: await one(sql`select id from invoices where customer_id = ${customerId} and request_id is null order by id limit 1`),
      quote: await one(sql`select q.id from request_quotes q join requests r on r.id = q.request_id where r.customer_id = ${customerId} order by q.id limit 1`),
      publicLink: await one(sql`select id from public_links where customer_id = ${customerId} and purpose = 'request-intake' order by id limit 1`),
    };
    const all = await rows<{ id: string }>(sql`
      select id::text from requests where customer_id = ${customerId}
      union all select id::text from assets where customer_id = ${customerId}
      union all select id::text from locations where customer_id = ${customerId}
      union all select a.id::text from activities a join requests r on r.id = a.request_id where r.customer_id = ${customerId}
      union all select id::text from vendor_contracted_rates where customer_id = ${customerId}
      union all select id::text from escalations where customer_id = ${customerId}
      union all select id::text from tasks where customer_id = ${customerId}
      union all select id::text from invoices where customer_id = ${customerId}
      union all select id::text from public_links where customer_id = ${customerId}
      union all select id::text from pm_schedules where customer_id = ${customerId}
      union all select id::text from pm_templates where customer_id = ${customerId}`);
    return { ids, all: new Set([customerId, ...all.map((r) => r.id)]) };
  }

  /** A hash of every row the tenant owns: equal before and after means nothing was written. */
  async function fingerprint(customerId: string): Promise<string> {
    const [row] = await rows<{ hash: string }>(sql`
      select md5(string_agg(h, '' order by h)) as hash from (
        select md5(t::text) as h from customers t where id = ${customerId}
        union all select md5(t::text) from requests t where customer_id = ${customerId}
        union all select md5(t::text) from assets t where customer_id = ${customerId}
        union all select md5(t::text) from locations t where customer_id = ${customerId}
        union all select md5(t::text) from qr_labels t where customer_id = ${customerId}
        union all select md5(t::text) from asset_files t where customer_id = ${customerId}
        union all select md5(t::text) from pm_schedules t where customer_id = ${customerId}
        union all select md5(t::text) from pm_templates t where customer_id = ${customerId}
        union all select md5(t::text) from pm_template_chores t join pm_templates k on k.id = t.pm_template_id where k.customer_id = ${customerId}
        union all select md5(t::text) from vendor_contracted_rates t where customer_id = ${customerId}
        union all select md5(t::text) from escalations t where customer_id = ${customerId}
        union all select md5(t::text) from escalation_updates t join escalations e on e.id = t.escalation_id where e.customer_id = ${customerId}
        union all select md5(t::text) from vendor_eighty_sixes t where customer_id = ${customerId}
        union all select md5(t::text) from tasks t where customer_id = ${customerId}
        union all select md5(t::text) from request_quotes t join requests r on r.id = t.request_id where r.customer_id = ${customerId}
        union all select md5(t::text) from task_shares t join tasks k on k.id = t.task_id where k.customer_id = ${customerId}
        union all select md5(t::text) from invoices t where customer_id = ${customerId}
        union all select md5(t::text) from public_links t where customer_id = ${customerId} and purpose = 'request-intake'
        union all select md5(t::text) from customer_memberships t where customer_id = ${customerId}
        union all select md5(t::text) from activities t join requests r on r.id = t.request_id where r.customer_id = ${customerId}
        union all select md5(t::text) from request_attachments t join requests r on r.id = t.request_id where r.customer_id = ${customerId}
        union all select md5(t::text) from communications t join requests r on r.id = t.request_id where r.customer_id = ${customerId}
        union all select md5(t::text) from users t where t.id in (select user_id from customer_memberships where customer_id = ${customerId})
        union all select md5(t::text) from user_locations t join locations l on l.id = t.location_id where l.customer_id = ${customerId}
      ) hashes`);
    return row!.hash;
  }

  /** Any one of a shared kind: the route acts on the caller's own records with it. */
  async function sharedId(kind: Shared): Promise<string> {
    if (kind === 'vendor') return DEMO.vendors.refrigeration.id;
    if (kind === 'provider') return 'google';
    const table = kind === 'category' ? sql`service_categories` : sql`troubleshooting_guides`;
    return (await rows<{ id: string }>(sql`select id from ${table} order by id limit 1`))[0]!.id;
  }

  /** The kinds the demo data has none of at Harbor: an attachment, an asset photo, a troubleshooting attempt, an escalation. */
  async function addHarborRecords(): Promise<void> {
    const request = DEMO.requests.openEmergencyForVendorTech.id;
    const asset = DEMO.assets.enterpriseWithLabel.id;
    const [file] = await rows<{ id: string }>(sql`
      insert into stored_files (key, owner_kind, owner_id, name, content_type, size, sha256)
      values (${`matrix/${randomUUID()}`}, 'request', ${request}, 'probe.png', 'image/png', 4, 'probe') returning id`);
    await t.database.db.execute(sql`
      insert into request_attachments (id, request_id, file_id, name, attachment_type, content_sha256)
      values (${randomUUID()}, ${request}, ${file!.id}, 'probe.png', ${ATTACHMENT_TYPES[0]}, 'probe')`);
    await t.database.db.execute(sql`
      insert into asset_files (asset_id, customer_id, kind, photo_type, file_name, content_type, byte_size, storage_key)
      values (${asset}, ${customers.enterprise.id}, 'photo', 'Nameplate', 'probe.png', 'image/png', 4, ${`matrix/${randomUUID()}`})`);
    await t.database.db.execute(sql`
      insert into troubleshooting_attempts (id, customer_id, location_id, asset_id, guide_id, outcome, steps_tried)
      select ${randomUUID()}, a.customer_id, a.location_id, a.id, (select id from troubleshooting_guides order by id limit 1), ${ATTEMPT_OUTCOMES[1]}, '{}'
      from assets a where a.id = ${asset}`);
    await t.database.db.execute(sql`
      insert into escalations (id, request_id, customer_id, location_id, asset_id, brand_owner_id, reasons)
      select ${randomUUID()}, r.id, r.customer_id, r.location_id, r.asset_id, a.brand_owner_id, '{Repeat failure}'
      from requests r left join assets a on a.id = r.asset_id where r.id = ${request}`);
    await t.database.db.execute(sql`
      insert into public_links (token_hash, purpose, customer_id, location_id, single_use, expires_at)
      select ${`matrix-${randomUUID()}`}, 'request-intake', l.customer_id, l.id, false, now() + interval '90 days'
      from locations l where l.id = ${DEMO.locations.staffPm.id}`);
  }

  beforeAll(async () => {
    t = await createTestApp();
    await addHarborRecords();
    await api.signIn(users, [...new Set(CAMPAIGNS.flatMap((c) => c.attackers))]);
  }, 60_000);
  afterAll(() => t.close());

  const apiRoutes = () =>
    t.app.registeredRoutes.filter(
      (r) => r.url.startsWith(`${API_PREFIX}/`) && !(r.schema as { hide?: boolean } | undefined)?.hide && !PUBLIC_BY_DESIGN.has(`${r.method} ${r.url}`),
    );

  it('knows what every route parameter names (a new kind of id needs a case here)', () => {
    const unknown = apiRoutes().flatMap((r) =>
      [...r.url.matchAll(/:([A-Za-z]+)/g)]
        .map((m) => m[1]!)
        .filter((p) => kindOf(r.url, p) === null)
        .map((p) => `${r.method} ${r.url} :${p}`),
    );
    expect(unknown).toEqual([]);
  });

  it.each(CAMPAIGNS)(
    'lets no outside role read or change $name through any route',
    async ({ name, target, attackers }) => {
      const { ids, all } = await tenantIds(target);
      if (target === customers.enterprise.id) expect(Object.entries(ids).filter(([, id]) => !id)).toEqual([]);
      const idFor = (field: string) => (FIELD_KINDS[field] ? ids[FIELD_KINDS[field]] : null);
      const before = await fingerprint(target);
      const leaks: string[] = [];
      const writes: string[] = [];
      let tried = 0;

      for (const route of apiRoutes()) {
        const params = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
        const query = jsonSchemaOf(route.schema?.querystring);
        const idFilters = Object.keys(query?.properties ?? {}).filter((k) => FIELD_KINDS[k]);
        const bodySchema = jsonSchemaOf(route.schema?.body);
        const bodyNamesIds = bodySchema && Object.keys(bodySchema.properties ?? {}).some((k) => FIELD_KINDS[k]);
        if (!params.length && !idFilters.length && !bodyNamesIds) continue;

        // The route with the other tenant's ids in its path; a path naming only shared things is tried
        // with the target's ids in its query and body instead.
        let path = route.url.slice(API_PREFIX.length + 1);
        let missing = false;
        for (const p of params) {
          const kind = kindOf(route.url, p)!;
          const id = SHARED.has(kind) ? await sharedId(kind as Shared) : ids[kind as Kind];
          if (!id) missing = true;
          path = path.replace(`:${p}`, id ?? '');
        }
        if (missing) continue; // the target has no record of that kind (checked below to stay rare)
        const search = query ? queryString(plausibleValue(query, 'query', idFor)) : '';
        const body = bodySchema ? plausibleValue(bodySchema, 'body', idFor) : undefined;

        for (const attacker of attackers) {
          tried++;
          const res = await api.call(attacker, route.method as Method, search ? `${path}?${search}` : path, body as object | undefined);
          const at = `${attacker} ${route.method} /${path}${search ? `?${search}` : ''}`;
          expect(res.statusCode, `${at}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode < 300 && [...all].some((id) => res.body.includes(id))) leaks.push(`${at} → ${res.statusCode}`);
          if (route.method !== 'GET' && (await fingerprint(target)) !== before) {
            writes.push(`${at} → ${res.statusCode}`);
            break;
          }
        }
      }
      // The figures the hardening note quotes: tries, reads that leaked, writes that landed.
      console.info(`cross-tenant matrix, ${name}: ${tried} route × role tries by ${attackers.length} roles, ${leaks.length} leaks, ${writes.length} writes`);
      expect(leaks).toEqual([]);
      expect(writes).toEqual([]);
      expect(await fingerprint(target)).toBe(before);
      expect(tried).toBeGreaterThan(200);
    },
    120_000,
  );
});
