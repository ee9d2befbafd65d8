/**
 * `npm run bench:import`: times an asset import of BENCH_IMPORT_ROWS rows (default 20,000; goal:
 * under a minute) against a bare baseline measured in the same run, then a people import of
 * BENCH_IMPORT_PEOPLE new people (default 2,000), each added and invited one by one.
 *
 * For each database (a fresh PGlite directory; and PostgreSQL when DATABASE_URL is set; BENCH_TARGETS
 * picks one) it fills the demo data, then
 *   1. the bare baseline: the same rows inserted by plain multi-row INSERTs in one transaction,
 *      straight through the driver (then rolled back), from this process, before the server starts
 *      (the embedded database is one process's at a time);
 *   2. the portal's server as its own process (production mode): from this process, the CSV is
 *      posted to POST assets/import as a dry run, then for real.
 *   3. the same server: a people CSV (new people spread over the stores, a tag of the run in their
 *      emails, so a PostgreSQL database keeps earlier runs' people beside them) posted to
 *      POST user-profiles/import as a dry run, then for real (invitations included).
 * It prints the seconds of each and their ratio to the bare insert. It stops by itself.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { API_PREFIX } from '../../src/domain/api/paths';
import { csvLine } from '../../src/domain/format/csv';
import type { CsvImportReport } from '../../src/domain/format/csv-import';
import { openDatabase, type Database } from '../../src/server/db/client';
import { assets } from '../../src/server/db/schema/assets';
import { assetTypes } from '../../src/server/db/schema/catalog';
import { locations } from '../../src/server/db/schema/tenancy';
import { DEMO } from '../../src/server/seed/demo-ids';
import { seedDemoIfEmpty } from '../../src/server/seed/seed-demo';
import { benchSessionTokens } from './bench-sessions';
import { startServer } from './server-process';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000);
const PEOPLE = Number(process.env.BENCH_IMPORT_PEOPLE ?? 2_000);
const GOAL_SECONDS = 60;
const customerId = DEMO.customers.enterprise.id;

interface Place {
  id: string;
  storeNumber: string;
}
interface Catalog {
  places: Place[];
  types: { id: string; name: string }[];
}

async function catalogOf(db: Database): Promise<Catalog> {
  const places = await db.select({ id: locations.id, storeNumber: locations.storeNumber }).from(locations).where(eq(locations.customerId, customerId));
  const types = await db.select({ id: assetTypes.id, name: assetTypes.name }).from(assetTypes);
  return { places: places.filter((p): p is Place => p.storeNumber !== null), types };
}

/** Row i of the file: spread over the customer's stores and every asset type. */
const rowOf = (c: Catalog, i: number) => ({
  place: c.places[i % c.places.length]!,
  type: c.types[i % c.types.length]!,
  name: `Bench import ${i}`,
  serial: `BI-${i}`,
});

function csvOf(c: Catalog): string {
  const lines = [csvLine(['store_number', 'name', 'type', 'serial_number', 'installed_on'])];
  for (let i = 0; i < ROWS; i++) {
    const r = rowOf(c, i);
    lines.push(csvLine([r.place.storeNumber, r.name, r.type.name, r.serial, '2024-01-15']));
  }
  return lines.join('');
}

/** The bare baseline: the rows as plain INSERTs of a thousand, in one transaction that is then undone. */
async function bareInsertSeconds(db: Database, c: Catalog): Promise<number> {
  const started = performance.now();
  await db
    .transaction(async (tx) => {
      for (let i = 0; i < ROWS; i += 1_000) {
        const batch = Array.from({ length: Math.min(1_000, ROWS - i) }, (_, k) => {
          const r = rowOf(c, i + k);
          return {
            id: randomUUID(),
            customerId,
            locationId: r.place.id,
            assetTypeId: r.type.id,
            name: r.name,
            serialNumber: r.serial,
            installedOn: '2024-01-15',
          };
        });
        await tx.insert(assets).values(batch);
      }
      throw new Undo();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Undo)) throw error;
    });
  return (performance.now() - started) / 1000;
}
class Undo extends Error {}

/** PEOPLE new people, each at one or two of the stores, with an email of their own. */
function peopleCsvOf(c: Catalog): string {
  const tag = randomUUID().slice(0, 8);
  const lines = [csvLine(['name', 'email', 'role', 'locations'])];
  for (let i = 0; i < PEOPLE; i++) {
    const stores = [c.places[i % c.places.length]!, c.places[(i + 1) % c.places.length]!].slice(0, 1 + (i % 2));
    lines.push(csvLine([`Bench person ${i}`, `bench.${tag}.${i}@example.com`, 'Location Staff', stores.map((p) => p.storeNumber).join('; ')]));
  }
  return lines.join('');
}

async function post(
  origin: string,
  token: string,
  csv: string,
  dryRun: boolean,
  path = 'assets/import',
): Promise<{ seconds: number; report: CsvImportReport }> {
  const started = performance.now();
  const res = await fetch(`${origin}${API_PREFIX}/${path}?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv', 'idempotency-key': randomUUID() },
    body: csv,
  });
  if (!res.ok) throw new Error(`import answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const report = (await res.json()) as CsvImportReport;
  return { seconds: (performance.now() - started) / 1000, report };
}

async function benchTarget(label: string, env: Record<string, string>, open: () => ReturnType<typeof openDatabase>) {
  const secret = randomBytes(32).toString('hex');
  const database = await open();
  let catalog: Catalog;
  let token: string;
  let bare: number;
  try {
    await database.migrate();
    await seedDemoIfEmpty(database.db);
    await database.db.execute(sql`delete from ${assets} where ${assets.name} like 'Bench import %'`);
    catalog = await catalogOf(database.db);
    [token] = (await benchSessionTokens(database.db, secret, DEMO.users.companyLeader.id)) as [string];
    bare = await bareInsertSeconds(database.db, catalog);
  } finally {
    await database.close();
  }
  const csv = csvOf(catalog);
  const server = await startServer({ ...env, SESSION_SECRET: secret, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: '0' });
  try {
    const dry = await post(server.origin, token, csv, true);
    const real = await post(server.origin, token, csv, false);
    if (!real.report.applied || real.report.counts.created !== ROWS)
      throw new Error(`the import did not add ${ROWS} assets: ${JSON.stringify(real.report.counts)}`);
    console.table([
      { step: 'bare INSERTs (baseline)', seconds: bare.toFixed(1), 'ratio to bare': '1.0' },
      { step: 'dry run', seconds: dry.seconds.toFixed(1), 'ratio to bare': (dry.seconds / bare).toFixed(1) },
      { step: 'import', seconds: real.seconds.toFixed(1), 'ratio to bare': (real.seconds / bare).toFixed(1) },
    ]);
    console.log(
      `${label}: ${ROWS.toLocaleString('en-US')} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB) imported in ${real.seconds.toFixed(1)} s; goal under ${GOAL_SECONDS} s: ${real.seconds < GOAL_SECONDS ? 'met' : 'NOT met'}.`,
    );
    if (PEOPLE > 0) {
      const people = peopleCsvOf(catalog);
      const dryPeople = await post(server.origin, token, people, true, 'user-profiles/import');
      const realPeople = await post(server.origin, token, people, false, 'user-profiles/import');
      if (!realPeople.report.applied || realPeople.report.counts.created !== PEOPLE)
        throw new Error(`the people import did not add ${PEOPLE} people: ${JSON.stringify(realPeople.report.counts)}`);
      console.table([
        { step: 'people: dry run', seconds: dryPeople.seconds.toFixed(1) },
        { step: 'people: import and invitations', seconds: realPeople.seconds.toFixed(1), 'ms a person': ((realPeople.seconds * 1000) / PEOPLE).toFixed(1) },
      ]);
    }
  } finally {
    await server.stop();
  }
}

const targets = (process.env.BENCH_TARGETS ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
try {
  if (targets.includes('pglite')) {
    await benchTarget('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }));
  }
  if (targets.includes('postgres') && process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    await benchTarget('PostgreSQL', { DATABASE_URL: url }, () => openDatabase({ kind: 'postgres', url }));
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
