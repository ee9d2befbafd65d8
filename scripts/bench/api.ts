/**
 * `npm run bench:api`: load-tests the requests API on the large benchmark tenant.
 *
 * Seeds the large scale once (PGlite under BENCH_DATA_DIR, default .tmp/bench-data; PostgreSQL
 * when DATABASE_URL is set), signs in as the benchmark Company Leader, starts the server as its own
 * process (production mode, as `npm start` runs it), then runs each case of BENCH_CASES from this
 * process with autocannon (32 connections, BENCH_SECONDS each, default 10) and prints
 * requests/second and p50/p95/p99 latency per case.
 * It stops by itself. Add a case (the asset list, for one) to BENCH_CASES.
 */
import autocannon from 'autocannon';
import { and, desc, eq, sql } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { API_PREFIX } from '../../src/domain/api/paths';
import { type Config, loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { authSessions } from '../../src/server/db/schema/auth';
import { requests } from '../../src/server/db/schema/requests';
import { databaseTarget } from '../../src/server/db/target';
import { signAccessToken } from '../../src/server/modules/auth/access-token';
import { deriveKey } from '../../src/server/modules/auth/secrets';
import { BENCH, seedLarge } from './seed-large';
import { type ServerProcess, startServer } from './server-process';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Hard stop, whatever happens: seeding plus every case plus a margin. */
const DEADLINE_MS = 15 * 60_000;

interface BenchContext {
  /** An open request of the benchmark tenant, for the reads (detail, activities). */
  openRequestId: string;
  /** Another open request, which the notes case writes to: the reads' request keeps its size run after run. */
  notesRequestId: string;
  locationId: string;
}

interface BenchCase {
  name: string;
  method: 'GET' | 'POST';
  path: (ctx: BenchContext) => string;
  /** A fresh body per request (creates need a new client id each time). */
  body?: () => object;
}

/** The endpoints under load; add more here. */
export const BENCH_CASES: readonly BenchCase[] = [
  { name: 'GET requests/summaries (default: open, newest)', method: 'GET', path: () => 'requests/summaries' },
  {
    name: 'GET requests/summaries (filtered)',
    method: 'GET',
    path: (c) => `requests/summaries?status=Request Open,Request Closed&priority=High,Emergency&locationId=${c.locationId}`,
  },
  { name: 'GET requests/summaries (page 20, closed)', method: 'GET', path: () => 'requests/summaries?status=Request Closed&offset=1000&limit=50' },
  { name: 'GET requests/{id}', method: 'GET', path: (c) => `requests/${c.openRequestId}` },
  { name: 'GET requests/{id}/activities', method: 'GET', path: (c) => `requests/${c.openRequestId}/activities` },
  { name: 'GET assets/summaries (default: Live and Replacing, by name)', method: 'GET', path: () => 'assets/summaries' },
  {
    name: 'GET assets/summaries (filtered, by spend)',
    method: 'GET',
    path: () =>
      'assets/summaries?assetStatus=Live,Replacing,Pending&percentOfSpendStart=5&warrantyEligible=false&filterText=er&orderBy=percentOfSpend&orderDirection=desc',
  },
  {
    name: 'GET assets/summaries (one location, infrastructure)',
    method: 'GET',
    path: (c) => `assets/summaries?locationId=${c.locationId}&isInfrastructure=true`,
  },
  {
    name: 'POST requests/{id}/notes',
    method: 'POST',
    path: (c) => `requests/${c.notesRequestId}/notes`,
    body: () => ({ id: randomUUID(), text: 'Load test note.' }),
  },
];

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function runCase(url: string, token: string, bench: BenchCase, ctx: BenchContext) {
  const latencies: number[] = [];
  let failures = 0;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let finish: (result: autocannon.Result) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 30,
      requests: [
        {
          method: bench.method,
          path: encodeURI(`${API_PREFIX}/${bench.path(ctx)}`),
          headers,
          ...(bench.body ? { setupRequest: (request) => ({ ...request, body: JSON.stringify(bench.body!()) }) } : {}),
        },
      ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 400) failures++;
    latencies.push(responseTime);
  });
  const result = await done;
  latencies.sort((a, b) => a - b);
  return {
    endpoint: bench.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': Math.round(percentile(latencies, 50)),
    'p95 ms': Math.round(percentile(latencies, 95)),
    'p99 ms': Math.round(percentile(latencies, 99)),
    requests: latencies.length,
    'errors (4xx/5xx, socket)': failures + result.errors,
  };
}

async function benchContext(db: Database): Promise<BenchContext> {
  const [open, notes] = await db
    .select({ id: requests.id, locationId: requests.locationId })
    .from(requests)
    .where(and(eq(requests.customerId, BENCH.customer.id), eq(requests.requestStatus, 'Request Open')))
    .orderBy(desc(requests.createdAt))
    .limit(2);
  if (!open || !notes) throw new Error('The benchmark tenant has fewer than two open requests.');
  return { openRequestId: open.id, notesRequestId: notes.id, locationId: open.locationId };
}

/** Set once the server process runs, so the deadline can stop it too. */
const running: { server?: ServerProcess } = {};
const deadline = setTimeout(() => {
  console.error(`bench:api did not finish within ${DEADLINE_MS / 60_000} minutes; stopping.`);
  void (running.server?.stop() ?? Promise.resolve()).finally(() => process.exit(2));
}, DEADLINE_MS);
deadline.unref();

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);

/**
 * Seeds (once), then signs the benchmark leader in: a session row and an access token signed with
 * the secret the server process is then started with. Everything here runs before the server starts
 * because the embedded database accepts one process at a time.
 */
async function prepare(config: Config, secret: string): Promise<{ token: string; ctx: BenchContext; where: string }> {
  const database = await openDatabase(databaseTarget(config));
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite under ${config.DATA_DIR}`;
  try {
    const started = performance.now();
    await database.migrate();
    const seeded = await seedLarge(database.db);
    console.log(`${where}: ${seeded.skipped ? 'benchmark tenant already seeded' : `large seed done in ${seconds(started)} s`}.`);
    // Planner statistics and the visibility map (index-only counts); PGlite has no autovacuum.
    await database.db.execute(sql`vacuum analyze`);
    const [session] = await database.db.insert(authSessions).values({ userId: BENCH.leader.id, method: 'otp-email' }).returning({ id: authSessions.id });
    const token = signAccessToken(
      { userId: BENCH.leader.id, sessionId: session!.id, expiresAt: Math.floor(Date.now() / 1000) + 60 * 60 },
      deriveKey(secret, 'access-token'),
    );
    return { token, ctx: await benchContext(database.db), where };
  } finally {
    await database.close();
  }
}

const secret = randomBytes(32).toString('hex');
const serverEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SESSION_SECRET: secret,
  SEED_DEMO: 'false',
  DATA_DIR: process.env.BENCH_DATA_DIR ?? '.tmp/bench-data',
};
const config = loadConfig({ ...process.env, ...serverEnv });
const { token, ctx } = await prepare(config, secret);

// BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=.tmp/prof" profiles the server under load.
const server = await startServer(serverEnv, process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean));
running.server = server;
try {
  console.log(`Server process at ${server.origin}; ${CONNECTIONS} connections, ${SECONDS} s per endpoint, as ${BENCH.leader.email}.\n`);
  const rows = [];
  // BENCH_ONLY=activities runs the cases whose name contains it.
  for (const bench of BENCH_CASES.filter((c) => c.name.includes(process.env.BENCH_ONLY ?? ''))) {
    const row = await runCase(server.origin, token, bench, ctx);
    console.log(`  ${row.endpoint}: ${row['req/s']} req/s, p50 ${row['p50 ms']} ms, p95 ${row['p95 ms']} ms, p99 ${row['p99 ms']} ms`);
    rows.push(row);
  }
  console.log('');
  console.table(rows);
} finally {
  await server.stop();
}
