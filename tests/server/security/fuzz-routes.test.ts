import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PREFIX } from '../../../src/domain/api/paths';
import { categoryId } from '../../../src/server/seed/demo-catalog';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { apiAs, type Method } from '../../helpers/api-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { jsonSchemaOf, plausibleValue, queryString, type JsonSchema } from './plausible-input';

/**
 * Every API route that reads a body or a query, fed a plausible input with one field replaced by
 * something hostile (wrong types, huge and unicode strings with null bytes, SQL and LIKE
 * metacharacters, deep nesting, huge and negative numbers): no answer is a 5xx, and every 400
 * names the field it refuses. Runs FUZZ_RUNS cases per route (npm test: 6; `npm run fuzz`: 200).
 * Then, over every route once: malformed ids in the path, bodies nested thousands deep, malformed
 * multipart bodies, and ids in the path in upper or mixed case.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

/** Values a careless or hostile client sends. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, -1, -2147483649, 2 ** 53 + 1, 1e308, '', ' ', 'null', 'NaN', '-1', '1e309'),
  fc.constantFrom("' OR 1=1 --", '%', '_', '\\', '%_\\', "'; drop table requests; --", '$1', '\u0000', 'a\u0000b', '\uFEFF\u202Eevil', '🧊🔥'.repeat(50)),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constant('x'.repeat(100_000)),
  fc.integer(),
  fc.double(),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 4 }),
  fc.integer({ min: 50, max: 2000 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown),
);

/** Where a hostile value goes: a body field, a query field, or the whole body. */
type Target = { in: 'body' | 'query'; field: string } | { in: 'whole-body' };

const { users } = DEMO;

describe('fuzzing every route with input', () => {
  let t: TestApp;
  const api = apiAs<'companyLeader'>(() => t);

  beforeAll(async () => {
    // Generous limits: the auth routes' rate limit would answer 429 before validation.
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    await api.signIn(users, ['companyLeader']);
  }, 60_000);
  afterAll(() => t.close());

  /** Harbor's own ids for path parameters, so a request reaches validation and beyond. */
  const pathIds: Record<string, string> = {
    requests: DEMO.requests.openEmergencyForVendorTech.id,
    assets: DEMO.assets.enterpriseWithLabel.id,
    locations: DEMO.locations.staffPm.id,
    customers: DEMO.customers.enterprise.id,
    'user-profiles': users.locationStaff.id,
    qr: DEMO.labels.enterpriseUnlinked.id,
    vendors: DEMO.vendors.refrigeration.id,
    servicecategories: categoryId('hvac'),
  };
  /** Harbor's own ids for id fields of bodies and queries. */
  const ownIds: Record<string, string> = {
    assetId: DEMO.assets.enterpriseWithLabel.id,
    locationId: DEMO.locations.staffPm.id,
    locationIds: DEMO.locations.staffPm.id,
    locations: DEMO.locations.staffPm.id,
    requestId: DEMO.requests.openEmergencyForVendorTech.id,
    customerId: DEMO.customers.enterprise.id,
    userId: users.locationStaff.id,
    contactIds: users.locationStaff.id,
    contactId: users.locationStaff.id,
    vendorId: DEMO.vendors.refrigeration.id,
    assignedToVendorId: DEMO.vendors.refrigeration.id,
  };
  const ownId = (field: string) => ownIds[field] ?? null;
  const fillPath = (url: string) =>
    url.replace(
      /\/([^/]+)\/:([A-Za-z]+)/g,
      (_m, segment: string, param: string) =>
        `/${segment}/${pathIds[segment] ?? (param === 'provider' ? 'google' : DEMO.requests.openEmergencyForVendorTech.id)}`,
    );

  const routesWithInput = () =>
    t.app.registeredRoutes.filter((r) => !(r.schema as { hide?: boolean } | undefined)?.hide && (r.schema?.body || r.schema?.querystring));

  it('answers hostile input with a 4xx that names the field, never a 5xx', async () => {
    const failures: string[] = [];
    let cases = 0;
    for (const route of routesWithInput()) {
      const body = jsonSchemaOf(route.schema?.body);
      const query = jsonSchemaOf(route.schema?.querystring);
      const fields = (schema: JsonSchema | null, where: 'body' | 'query'): Target[] =>
        Object.keys(schema?.properties ?? {}).map((field) => ({ in: where, field }));
      const targets: Target[] = [...fields(body, 'body'), ...fields(query, 'query'), ...(body ? [{ in: 'whole-body' } as const] : [])];
      if (!targets.length) continue;
      const path = fillPath(route.url);

      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...targets), hostile, async (target, value) => {
          cases++;
          const baseBody = body ? (plausibleValue(body, 'body', ownId) as Record<string, unknown>) : undefined;
          const baseQuery = query ? (plausibleValue(query, 'query', ownId) as Record<string, unknown>) : {};
          let payload: unknown = baseBody;
          let search = queryString(baseQuery);
          if (target.in === 'whole-body') payload = value;
          else if (target.in === 'body') payload = { ...baseBody, [target.field]: value };
          else search = `${queryString(baseQuery)}&${target.field}=${encodeURIComponent(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`;

          const url = `${path}${search ? `?${search}` : ''}`;
          const res = await t.app.inject({
            method: route.method as Method,
            url,
            headers: { ...api.headers('companyLeader'), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
            ...(payload === undefined ? {} : { payload: JSON.stringify(payload) ?? 'null' }),
          });
          const what = `${route.method} ${route.url} ${target.in}${'field' in target ? `.${target.field}` : ''} = ${JSON.stringify(value)?.slice(0, 60)}`;
          if (res.statusCode >= 500) failures.push(`${what} → ${res.statusCode} ${res.body.slice(0, 160)}`);
          // Every refusal says which field, as "field: why" (the client shows it as is); the login
          // routes answer the product's own sentences, shown under their one field (docs/product/messages.md).
          if (
            res.statusCode === 400 &&
            !route.url.startsWith(AUTH_PREFIX) &&
            !/^[A-Za-z][\w.]*: \S/.test((JSON.parse(res.body) as { message?: string }).message ?? '')
          ) {
            failures.push(`${what} → 400 naming no field: ${res.body.slice(0, 160)}`);
          }
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261124) },
      );
    }
    console.info(`fuzz: ${cases} hostile cases over ${routesWithInput().length} routes with input, ${failures.length} failures (5xx or a 400 naming no field)`);
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThan(100);
  }, 300_000);

  it('answers a malformed id in any path with a 4xx, never a 5xx', async () => {
    const malformed = ['x', '0', '-1', "' OR 1=1 --", '..%2F..%2Fetc%2Fpasswd', '%00', '%E2%80%AE', 'a'.repeat(5_000), '00000000-0000-0000-0000-00000000000g'];
    const failures: string[] = [];
    let sent = 0;
    for (const route of t.app.registeredRoutes.filter((r) => r.url.includes('/:') && !(r.schema as { hide?: boolean } | undefined)?.hide)) {
      for (const bad of malformed) {
        sent++;
        const url = route.url.replace(/:[A-Za-z]+/g, bad);
        const res = await t.app.inject({ method: route.method as Method, url, headers: api.headers('companyLeader') });
        if (res.statusCode >= 500) failures.push(`${route.method} ${url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    console.info(`fuzz: ${sent} requests with a malformed id in the path, ${failures.length} answers of 5xx`);
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers a JSON body nested thousands deep with a 400 on every route that takes a body, signed in or not', async () => {
    await api.signIn(users, ['companyLeader']); // the hostile inputs above may have signed them out
    const deep = (depth: number) => `${'{"a":['.repeat(depth)}${']}'.repeat(depth)}`;
    const failures: string[] = [];
    const routes = t.app.registeredRoutes.filter((r) => r.schema?.body && !(r.schema as { hide?: boolean }).hide);
    for (const route of routes) {
      for (const headers of [{}, api.headers('companyLeader')]) {
        const res = await t.app.inject({
          method: route.method as Method,
          url: fillPath(route.url),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: deep(25_000),
        });
        if (res.statusCode !== 400)
          failures.push(
            `${route.method} ${route.url} ${'authorization' in headers ? 'signed in' : 'no session'} → ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    console.info(`fuzz: ${routes.length * 2} bodies nested 50,000 deep, ${failures.length} answers other than 400`);
    expect(failures).toEqual([]);
    expect(routes.length).toBeGreaterThan(50);
  }, 60_000);

  it('answers a malformed multipart body (truncated, no boundary) with a 4xx on every route that takes a body', async () => {
    await api.signIn(users, ['companyLeader']);
    const boundary = 'fuzzboundary';
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${DEMO.requests.openEmergencyForVendorTech.id}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
    const bodies = [
      { what: 'truncated', contentType: `multipart/form-data; boundary=${boundary}`, payload: truncated },
      { what: 'no boundary', contentType: 'multipart/form-data', payload: truncated },
    ];
    const failures: string[] = [];
    const routes = t.app.registeredRoutes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !(r.schema as { hide?: boolean } | undefined)?.hide);
    for (const route of routes) {
      for (const body of bodies) {
        const res = await t.app.inject({
          method: route.method as Method,
          url: fillPath(route.url),
          headers: { ...api.headers('companyLeader'), 'content-type': body.contentType },
          payload: body.payload,
        });
        if (res.statusCode >= 500) failures.push(`${route.method} ${route.url} ${body.what} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    console.info(`fuzz: ${routes.length * bodies.length} malformed multipart bodies, ${failures.length} answers of 5xx`);
    expect(failures).toEqual([]);
  }, 60_000);

  it('answers an id in the path written in upper or mixed case like the same id, never with a 5xx', async () => {
    await api.signIn(users, ['companyLeader']);
    const mixed = (id: string) => [...id].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('');
    const failures: string[] = [];
    const routes = t.app.registeredRoutes.filter((r) => /\/:(?!provider)/.test(r.url) && !(r.schema as { hide?: boolean } | undefined)?.hide);
    // Upper case and mixed case by turns: one request per route keeps the suite's time.
    for (const [index, route] of routes.entries()) {
      const body = jsonSchemaOf(route.schema?.body);
      const query = jsonSchemaOf(route.schema?.querystring);
      const url = fillPath(route.url).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, index % 2 ? mixed : (id) => id.toUpperCase());
      const search = query ? queryString(plausibleValue(query, 'query', ownId)) : '';
      const res = await t.app.inject({
        method: route.method as Method,
        url: `${url}${search ? `?${search}` : ''}`,
        headers: { ...api.headers('companyLeader'), ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { payload: JSON.stringify(plausibleValue(body, 'body', ownId)) } : {}),
      });
      if (res.statusCode >= 500) failures.push(`${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    console.info(`fuzz: ${routes.length} requests with an upper- or mixed-case id in the path, ${failures.length} answers of 5xx`);
    expect(failures).toEqual([]);
  }, 120_000);
});
