/**
 * `npm run bench:api`: load-tests the API on the large benchmark tenant, against a bare baseline.
 *
 * For each database (PGlite under BENCH_DATA_DIR, default .tmp/bench-data; and PostgreSQL when
 * DATABASE_URL is set; BENCH_TARGETS=pglite or =postgres picks one), it seeds the large scale once,
 * signs in as the benchmark Company Leader and captures the SQL of each list's page from the real
 * service function. Then, each as its own process, it starts
 *   1. the bare baseline (scripts/bench/bare-server.ts: `node:http` and the driver running that
 *      SQL, nothing else) and loads each list's rows query alone, then its rows and count queries
 *      one after the other (the portal's own SQL on a view that must count), and
 *   2. the portal's server (production mode, as `npm start` runs it) and loads every case,
 * with autocannon from this process (BENCH_CONNECTIONS, default 32; BENCH_SECONDS each, default 10). It prints per
 * database req/s, p50/p97.5/p99, each list's ratios to its bare rows query (goal: at least 0.5, with
 * p97.5 at most 3× p50) and to its own SQL, and with both databases the PostgreSQL ÷ PGlite throughput (goal: at most
 * 3). `--json` prints the figures as one JSON object on stdout (the tables then go to stderr).
 * BENCH_ONLY=<text> runs the cases whose name contains it. It stops by itself.
 */
import autocannon from 'autocannon';
import { and, desc, eq, sql } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '../../src/domain/api/paths';
import { assetSummaryQuerySchema } from '../../src/domain/assets/asset-filters';
import { requestListQuerySchema } from '../../src/domain/requests/request-inputs';
import { invoiceListQuerySchema } from '../../src/domain/reporting/invoices-api';
import { DEFAULT_REPORT_DAYS } from '../../src/domain/reporting/report-filters';
import { taskListQuerySchema } from '../../src/domain/tasks/task-api';
import { type Config, loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { requests } from '../../src/server/db/schema/requests';
import { databaseTarget } from '../../src/server/db/target';
import type { TenantScope } from '../../src/server/db/tenant-scope';
import { listAssetSummaries } from '../../src/server/modules/assets/asset-summaries.service';
import { invoicePageRows } from '../../src/server/modules/reporting/invoices.service';
import { listRequests } from '../../src/server/modules/requests/request-queries.service';
import { listTasks } from '../../src/server/modules/tasks/task-queries.service';
import { benchSessionTokens } from './bench-sessions';
import { captureListQueries, scopeOf, type CapturedQuery, type ListQueries } from './page-sql';
import { BENCH, seedLarge } from './seed-large';
import { type ServerProcess, startServer } from './server-process';

/** Concurrent connections; BENCH_CONNECTIONS=1 measures one caller's latency (a report's answer time) instead of throughput. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Hard stop, whatever happens: seeding both databases plus every case twice plus a margin. */
const DEADLINE_MS = 40 * 60_000;
const JSON_OUTPUT = process.argv.includes('--json');
/** The goals of issue 15: a list at half its bare query's throughput or better, PGlite within 3× of PostgreSQL. */
const GOALS = { minRatioToBare: 0.5, maxTailOverMedian: 3, maxPostgresOverPglite: 3 } as const;

/** Human output: stdout, or stderr when stdout carries the JSON. */
const log = (...args: unknown[]) => (JSON_OUTPUT ? console.error(...args) : console.log(...args));
const table = (rows: object[]) => {
  if (JSON_OUTPUT) {
    const write = console.log;
    console.log = console.error;
    console.table(rows);
    console.log = write;
  } else console.table(rows);
};

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
  /** A list: its service call, whose queries the bare baseline runs. */
  page?: (db: Database, scope: TenantScope, ctx: BenchContext) => Promise<unknown>;
}

const queryObject = (query: string) => Object.fromEntries(new URLSearchParams(query));

const requestList = (name: string, query: (c: BenchContext) => string): BenchCase => ({
  name: `GET requests/summaries (${name})`,
  method: 'GET',
  path: (c) => `requests/summaries?${query(c)}`,
  page: (db, scope, c) => listRequests(db, scope, requestListQuerySchema.parse(queryObject(query(c)))),
});

const assetList = (name: string, query: (c: BenchContext) => string): BenchCase => ({
  name: `GET assets/summaries (${name})`,
  method: 'GET',
  path: (c) => `assets/summaries?${query(c)}`,
  page: (db, scope, c) => listAssetSummaries(db, scope, assetSummaryQuerySchema.parse(queryObject(query(c)))),
});

const taskList = (name: string, query: (c: BenchContext) => string): BenchCase => ({
  name: `GET tasks/self (${name})`,
  method: 'GET',
  path: (c) => `tasks/self?${query(c)}`,
  page: (db, scope, c) => listTasks(db, scope, taskListQuerySchema.parse(queryObject(query(c)))),
});

const invoiceList = (name: string, query: (c: BenchContext) => string): BenchCase => ({
  name: `GET requests/invoice-summaries (${name})`,
  method: 'GET',
  path: (c) => `requests/invoice-summaries?${query(c)}`,
  page: (db, scope, c) => {
    const { limit, offset, ...filter } = invoiceListQuerySchema.parse(queryObject(query(c)));
    const to = new Date();
    const report = {
      scope,
      customerId: BENCH.customer.id,
      locationIds: filter.locationId ?? [],
      from: new Date(to.getTime() - DEFAULT_REPORT_DAYS * 86_400_000),
      to,
      serviceCategoryId: undefined,
      vendorId: undefined,
    };
    return invoicePageRows(db, report, filter, { limit, offset });
  },
});

/** The endpoints under load; add more here. */
export const BENCH_CASES: readonly BenchCase[] = [
  requestList('default: open, newest', () => ''),
  requestList('filtered', (c) => `status=Request Open,Request Closed&priority=High,Emergency&locationId=${c.locationId}`),
  requestList('page 20, closed', () => 'status=Request Closed&offset=1000&limit=50'),
  requestList('text search', () => 'status=Request Open,Request Closed&search=pilot'),
  // An aggregate over the tenant's requests: no page query, so no bare ratio.
  { name: 'GET requests/stats', method: 'GET', path: () => 'requests/stats' },
  { name: 'GET requests/{id}', method: 'GET', path: (c) => `requests/${c.openRequestId}` },
  { name: 'GET requests/{id}/activities', method: 'GET', path: (c) => `requests/${c.openRequestId}/activities` },
  assetList('default: Live and Replacing, by name', () => ''),
  assetList(
    'filtered, by spend',
    () => 'assetStatus=Live,Replacing,Pending&percentOfSpendStart=5&warrantyEligible=false&filterText=er&orderBy=percentOfSpend&orderDirection=desc',
  ),
  assetList('one location, infrastructure', (c) => `locationId=${c.locationId}&isInfrastructure=true`),
  taskList('default: open, by score', () => ''),
  taskList('one location, all, page 2', (c) => `status=all&locationId=${c.locationId}&offset=50`),
  invoiceList('default: last year, newest', () => ''),
  invoiceList('one location', (c) => `locationId=${c.locationId}`),
  // The reports are aggregates over the tenant's year: no page query, so no bare ratio.
  ...['requests', 'spend-forecast', 'insights', 'vendor-insights', 'pm-insights'].map((report): BenchCase => ({
    name: `GET reports/${report}`,
    method: 'GET',
    path: () => `reports/${report}`,
  })),
  {
    name: 'POST requests/{id}/notes',
    method: 'POST',
    path: (c) => `requests/${c.notesRequestId}/notes`,
    body: () => ({ id: randomUUID(), text: 'Load test note.' }),
  },
];

const casesToRun = BENCH_CASES.filter((c) => c.name.includes(process.env.BENCH_ONLY ?? ''));

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface LoadFigures {
  reqPerSec: number;
  p50: number;
  p975: number;
  p99: number;
  requests: number;
  errors: number;
}

/** Loads one address with autocannon for SECONDS and returns its throughput and latency percentiles. */
async function load(
  origin: string,
  request: { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: () => object },
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let failures = 0;
  const { body } = request;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 30,
        requests: [
          {
            method: request.method,
            path: request.path,
            headers: request.headers,
            ...(body ? { setupRequest: (r) => ({ ...r, body: JSON.stringify(body()) }) } : {}),
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 400) failures++;
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: Math.round(percentile(latencies, 50)),
    p975: Math.round(percentile(latencies, 97.5)),
    p99: Math.round(percentile(latencies, 99)),
    requests: latencies.length,
    errors: failures + result.errors,
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

/** Set while a process runs, so the deadline can stop it too. */
const running: { process?: ServerProcess } = {};
const deadline = setTimeout(() => {
  console.error(`bench:api did not finish within ${DEADLINE_MS / 60_000} minutes; stopping.`);
  void (running.process?.stop() ?? Promise.resolve()).finally(() => process.exit(2));
}, DEADLINE_MS);
deadline.unref();

async function withProcess<T>(started: Promise<ServerProcess>, use: (p: ServerProcess) => Promise<T>): Promise<T> {
  const proc = await started;
  running.process = proc;
  try {
    return await use(proc);
  } finally {
    await proc.stop();
    running.process = undefined;
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);

interface Prepared {
  token: string;
  ctx: BenchContext;
  /** The queries of each list case, by case name. */
  listQueries: Map<string, ListQueries>;
}

/**
 * Seeds (once), then signs the benchmark leader in (a session row and an access token signed with
 * the secret the server process is then started with) and captures each list's SQL.
 * Everything here runs before the servers start: the embedded database accepts one process at a time.
 */
async function prepare(config: Config, secret: string, label: string): Promise<Prepared> {
  const database = await openDatabase(databaseTarget(config));
  try {
    const started = performance.now();
    await database.migrate();
    const seeded = await seedLarge(database.db);
    log(`${label}: ${seeded.skipped ? 'benchmark tenant already seeded' : `large seed done in ${seconds(started)} s`}.`);
    // Planner statistics and the visibility map (index-only counts); PGlite has no autovacuum.
    await database.db.execute(sql`vacuum analyze`);
    const [token] = await benchSessionTokens(database.db, secret, BENCH.leader.id);
    const ctx = await benchContext(database.db);
    const scope = await scopeOf(database.db, BENCH.leader.id);
    const listQueries = new Map<string, ListQueries>();
    for (const c of casesToRun) if (c.page) listQueries.set(c.name, await captureListQueries(database, (db) => c.page!(db, scope, ctx)));
    return { token: token!, ctx, listQueries };
  } finally {
    await database.close();
  }
}

interface CaseFigures extends LoadFigures {
  endpoint: string;
  /** For lists: the bare rows query's figures, and the bare rows then count queries' (null when the list fits its page and never counts). */
  bare: { rows: LoadFigures; ownSql: LoadFigures | null } | null;
}

type TargetKind = 'pglite' | 'postgres';

/** Bare baseline, then the portal, on one database. */
async function benchTarget(kind: TargetKind, postgresUrl: string | undefined): Promise<CaseFigures[]> {
  const secret = randomBytes(32).toString('hex');
  const dbEnv: Record<string, string> = kind === 'postgres' ? { DATABASE_URL: postgresUrl! } : {};
  const serverEnv = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: secret,
    SEED_DEMO: 'false',
    // The benchmark tenant sees PM insights (a configured list of customers).
    PM_INSIGHTS_CUSTOMER_IDS: BENCH.customer.id,
    DATA_DIR: process.env.BENCH_DATA_DIR ?? '.tmp/bench-data',
    ...dbEnv,
  };
  const config = loadConfig({ ...process.env, ...serverEnv });
  const label = kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite under ${config.DATA_DIR}`;
  const { token, ctx, listQueries } = await prepare(config, secret, label);

  // Bare case 2i: list i's rows query; 2i + 1: its rows and then its count.
  const lists = casesToRun.filter((c) => listQueries.has(c.name));
  const bareCases = lists.flatMap((c): CapturedQuery[][] => {
    const { rows, count } = listQueries.get(c.name)!;
    return [[rows], count ? [rows, count] : []];
  });
  const queriesDir = mkdtempSync(path.join(tmpdir(), 'bench-bare-'));
  const queriesFile = path.join(queriesDir, 'queries.json');
  writeFileSync(queriesFile, JSON.stringify(bareCases));
  const target = databaseTarget(config);
  const bareEnv = { ...dbEnv, BARE_QUERIES_FILE: queriesFile, ...(target.kind === 'pglite' ? { BARE_PGLITE_DIR: target.dataDir! } : {}) };
  const bare = new Map<string, NonNullable<CaseFigures['bare']>>();
  try {
    await withProcess(startServer(bareEnv, [], 'scripts/bench/bare-server.ts'), async (proc) => {
      log(`\n${label}: bare baseline at ${proc.origin}.`);
      for (const [i, c] of lists.entries()) {
        const rows = await load(proc.origin, { method: 'GET', path: `/${2 * i}` });
        const ownSql = listQueries.get(c.name)!.count ? await load(proc.origin, { method: 'GET', path: `/${2 * i + 1}` }) : null;
        bare.set(c.name, { rows, ownSql });
        log(`  bare SQL of ${c.name}: rows ${rows.reqPerSec} req/s${ownSql ? `, rows and count ${ownSql.reqPerSec} req/s` : ' (no count)'}`);
      }
    });
  } finally {
    rmSync(queriesDir, { recursive: true, force: true });
  }

  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=.tmp/prof" profiles the server under load.
  return withProcess(startServer(serverEnv, process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean)), async (proc) => {
    log(`${label}: server process at ${proc.origin}; ${CONNECTIONS} connections, ${SECONDS} s per endpoint, as ${BENCH.leader.email}.`);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const figures: CaseFigures[] = [];
    for (const c of casesToRun) {
      const f = await load(proc.origin, { method: c.method, path: encodeURI(`${API_PREFIX}/${c.path(ctx)}`), headers, body: c.body });
      log(`  ${c.name}: ${f.reqPerSec} req/s, p50 ${f.p50} ms, p97.5 ${f.p975} ms, p99 ${f.p99} ms`);
      figures.push({ endpoint: c.name, ...f, bare: bare.get(c.name) ?? null });
    }
    return figures;
  });
}

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : NaN);

function printTarget(kind: TargetKind, figures: CaseFigures[]): void {
  log(
    `\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: each list beside its bare rows query (goal: ratio ≥ ${GOALS.minRatioToBare}, p97.5 ≤ ${GOALS.maxTailOverMedian}× p50) and its own SQL (rows, then count)`,
  );
  table(
    figures.map((f) => ({
      endpoint: f.endpoint,
      'req/s': f.reqPerSec,
      'p50 ms': f.p50,
      'p97.5 ms': f.p975,
      'p99 ms': f.p99,
      errors: f.errors,
      'rows req/s': f.bare?.rows.reqPerSec ?? '',
      'rows p50 ms': f.bare?.rows.p50 ?? '',
      'ratio to rows': f.bare ? ratio(f.reqPerSec, f.bare.rows.reqPerSec) : '',
      'own SQL req/s': f.bare?.ownSql?.reqPerSec ?? '',
      'ratio to own SQL': f.bare?.ownSql ? ratio(f.reqPerSec, f.bare.ownSql.reqPerSec) : '',
      'p97.5/p50': ratio(f.p975, f.p50),
    })),
  );
}

function comparison(postgres: CaseFigures[], pglite: CaseFigures[]) {
  return postgres.map((pg) => {
    const lite = pglite.find((f) => f.endpoint === pg.endpoint)!;
    return {
      endpoint: pg.endpoint,
      'PostgreSQL req/s': pg.reqPerSec,
      'PGlite req/s': lite.reqPerSec,
      'PostgreSQL ÷ PGlite': ratio(pg.reqPerSec, lite.reqPerSec),
    };
  });
}

// The PostgreSQL target's URL; the processes started for PGlite must not inherit it.
const postgresUrl = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;
const targets: TargetKind[] = (process.env.BENCH_TARGETS?.split(',') ?? ['pglite', ...(postgresUrl ? ['postgres'] : [])]).map((t) => {
  if (t !== 'pglite' && t !== 'postgres') throw new Error(`BENCH_TARGETS: ${t} is neither pglite nor postgres`);
  if (t === 'postgres' && !postgresUrl) throw new Error('BENCH_TARGETS=postgres needs DATABASE_URL');
  return t;
});

const results: Partial<Record<TargetKind, CaseFigures[]>> = {};
for (const kind of targets) results[kind] = await benchTarget(kind, postgresUrl);
for (const kind of targets) printTarget(kind, results[kind]!);
const compared = results.postgres && results.pglite ? comparison(results.postgres, results.pglite) : null;
if (compared) {
  log(`\nPostgreSQL ÷ PGlite throughput, same endpoints (goal: ≤ ${GOALS.maxPostgresOverPglite})`);
  table(compared);
}
if (JSON_OUTPUT) console.log(JSON.stringify({ connections: CONNECTIONS, secondsPerCase: SECONDS, goals: GOALS, results, comparison: compared }, null, 2));
