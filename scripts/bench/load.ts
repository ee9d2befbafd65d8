/**
 * `npm run bench:load`: 200 simulated users doing their day's work at once for BENCH_SECONDS
 * (default 60) against the server as its own process, on PostgreSQL when DATABASE_URL is set
 * (else PGlite). Three crowds, each user with a session of their own and their own loop:
 *   - 60 company leaders of the large tenant: open requests, one request, its timeline, the assets, the stats;
 *   - 80 location staff of the large tenant: their requests, one of them, a note on it, their location's assets;
 *   - 60 location staff of the demo tenant: the same at demo size.
 * Prints requests, req/s, p50/p99 and errors per crowd and in all, then checks the server is still
 * healthy. Exits 1 on any error (a 4xx or 5xx answer, a timeout or a dropped connection).
 */
import autocannon from 'autocannon';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { API_PREFIX } from '../../src/domain/api/paths';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { requests } from '../../src/server/db/schema/requests';
import { userLocations } from '../../src/server/db/schema/tenancy';
import { databaseTarget } from '../../src/server/db/target';
import { DEMO } from '../../src/server/seed/demo-ids';
import { BENCH, seedLarge } from './seed-large';
import { benchSessionTokens } from './bench-sessions';
import { startServer, type ServerProcess } from './server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const DEADLINE_MS = 20 * 60_000;

interface Crowd {
  name: string;
  users: number;
  userId: string;
  /** One loop of the user's work, in order. */
  loop: (ctx: { requestId: string; locationId: string }) => { method: 'GET' | 'POST'; path: string; body?: () => object }[];
  /** Where their reads and writes go: a request they may see and its location. */
  target: (db: Database) => Promise<{ requestId: string; locationId: string }>;
}

async function openRequestAt(db: Database, customerId: string, locationIds?: string[]) {
  const [row] = await db
    .select({ requestId: requests.id, locationId: requests.locationId })
    .from(requests)
    .where(
      and(eq(requests.customerId, customerId), eq(requests.requestStatus, 'Request Open'), locationIds ? inArray(requests.locationId, locationIds) : undefined),
    )
    .orderBy(desc(requests.createdAt))
    .limit(1);
  if (!row) throw new Error('no open request for a crowd');
  return row;
}

const staffLocations = async (db: Database, userId: string) =>
  (await db.select({ id: userLocations.locationId }).from(userLocations).where(eq(userLocations.userId, userId))).map((r) => r.id);

const note = () => ({ id: randomUUID(), text: 'Checked again during the lunch rush.' });

const CROWDS: Crowd[] = [
  {
    name: 'company leaders (large tenant)',
    users: 60,
    userId: BENCH.leader.id,
    target: (db) => openRequestAt(db, BENCH.customer.id),
    loop: (c) => [
      { method: 'GET', path: 'requests/summaries' },
      { method: 'GET', path: `requests/${c.requestId}` },
      { method: 'GET', path: `requests/${c.requestId}/activities` },
      { method: 'GET', path: 'assets/summaries' },
      { method: 'GET', path: 'requests/stats' },
    ],
  },
  {
    name: 'location staff (large tenant)',
    users: 80,
    userId: BENCH.staff.id,
    target: async (db) => openRequestAt(db, BENCH.customer.id, await staffLocations(db, BENCH.staff.id)),
    loop: (c) => [
      { method: 'GET', path: 'requests/summaries' },
      { method: 'GET', path: `requests/${c.requestId}` },
      { method: 'POST', path: `requests/${c.requestId}/notes`, body: note },
      { method: 'GET', path: `assets/summaries?locationId=${c.locationId}` },
    ],
  },
  {
    name: 'location staff (demo tenant)',
    users: 60,
    userId: DEMO.users.locationStaff.id,
    target: async (db) => openRequestAt(db, DEMO.customers.enterprise.id, await staffLocations(db, DEMO.users.locationStaff.id)),
    loop: (c) => [
      { method: 'GET', path: 'requests/summaries' },
      { method: 'GET', path: `requests/${c.requestId}` },
      { method: 'GET', path: `requests/${c.requestId}/activities` },
      { method: 'POST', path: `requests/${c.requestId}/notes`, body: note },
    ],
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
}

const running: { server?: ServerProcess } = {};
setTimeout(() => {
  console.error('bench:load did not finish in time; stopping.');
  void (running.server?.stop() ?? Promise.resolve()).finally(() => process.exit(2));
}, DEADLINE_MS).unref();

const secret = randomBytes(32).toString('hex');
const serverEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SESSION_SECRET: secret,
  SEED_DEMO: 'true',
  DATA_DIR: process.env.BENCH_DATA_DIR ?? '.tmp/bench-data',
};
const config = loadConfig({ ...process.env, ...serverEnv });

/** Each simulated user signs in: a session of their own and an access token for it. */
async function prepare() {
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    await seedLarge(database.db);
    await database.db.execute(sql`analyze`);
    return await Promise.all(
      CROWDS.map(async (crowd) => {
        const tokens = await benchSessionTokens(database.db, secret, crowd.userId, crowd.users);
        return { crowd, tokens, ctx: await crowd.target(database.db) };
      }),
    );
  } finally {
    await database.close();
  }
}

async function runCrowd(origin: string, crowd: Crowd, tokens: string[], ctx: { requestId: string; locationId: string }) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: crowd.users,
        duration: SECONDS,
        timeout: 30,
        requests: crowd.loop(ctx).map((step) => ({
          method: step.method,
          path: encodeURI(`${API_PREFIX}/${step.path}`),
          // Each connection is one user: it takes a token of its own on its first request.
          setupRequest: (request: autocannon.Request, context: object) => {
            const user = context as { token?: string };
            user.token ??= tokens[next++ % tokens.length]!;
            return {
              ...request,
              headers: { ...request.headers, authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
              ...(step.body ? { body: JSON.stringify(step.body()) } : {}),
            };
          },
        })),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 400) failures++;
      latencies.push(responseTime);
    });
  });
  return { latencies, failures: failures + result.errors + result.timeouts };
}

const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite under ${config.DATA_DIR}`;
const prepared = await prepare();
const server = await startServer(serverEnv);
running.server = server;
try {
  console.log(`${where}: ${CROWDS.reduce((n, c) => n + c.users, 0)} users for ${SECONDS} s against ${server.origin}.`);
  const results = await Promise.all(prepared.map(({ crowd, tokens, ctx }) => runCrowd(server.origin, crowd, tokens, ctx)));
  const row = (name: string, latencies: number[], failures: number) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      crowd: name,
      requests: sorted.length,
      'req/s': Math.round(sorted.length / SECONDS),
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p99 ms': Math.round(percentile(sorted, 99)),
      errors: failures,
    };
  };
  const rows = results.map((r, i) => row(prepared[i]!.crowd.name, r.latencies, r.failures));
  rows.push(
    row(
      'all',
      results.flatMap((r) => r.latencies),
      results.reduce((n, r) => n + r.failures, 0),
    ),
  );
  console.table(rows);
  const healthy = (await fetch(`${server.origin}/readyz`)).ok;
  const stillServes = (await fetch(`${server.origin}${API_PREFIX}/requests/summaries`, { headers: { authorization: `Bearer ${prepared[0]!.tokens[0]}` } })).ok;
  console.log(`After the load: readyz ${healthy ? 'ok' : 'FAILED'}, a list ${stillServes ? 'answers' : 'FAILED'}.`);
  await server.stop();
  process.exit(rows.at(-1)!.errors > 0 || !healthy || !stillServes ? 1 : 0);
} catch (error) {
  await server.stop();
  throw error;
}
