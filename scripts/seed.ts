/**
 * `npm run seed -- --scale demo|large`: applies migrations, then seeds the demo data set (only into
 * an empty database) or, with `large`, also the benchmark tenant (only once). Uses the server's
 * configuration: DATABASE_URL, or PGlite under DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { databaseTarget } from '../src/server/db/target';
import { seedDemoIfEmpty } from '../src/server/seed/seed-demo';
import { seedLarge } from './bench/seed-large';
import { tableCounts } from '../src/server/seed/table-counts';

const USAGE = 'Usage: npm run seed -- --scale demo|large';

function readScale(): 'demo' | 'large' | undefined {
  try {
    const { values } = parseArgs({ options: { scale: { type: 'string' } }, strict: true });
    return values.scale === 'demo' || values.scale === 'large' ? values.scale : undefined;
  } catch {
    return undefined;
  }
}

const scale = readScale();
if (!scale) {
  console.error(USAGE);
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(databaseTarget(config));
const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite under ${config.DATA_DIR}`;
try {
  let started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  await database.migrate();
  console.log(`Migrations applied to ${where} in ${seconds()} s.`);
  started = performance.now();
  const before = await tableCounts(database.db);

  if (scale === 'demo') {
    if (!(await seedDemoIfEmpty(database.db))) {
      console.log(`The database (${where}) already has data: demo seed skipped.`);
    } else {
      console.log(`Seeded the demo data set in ${seconds()} s.`);
    }
  } else {
    const result = await seedLarge(database.db);
    console.log(result.skipped ? `The benchmark tenant is already in ${where}: large seed skipped.` : `Seeded the large benchmark tenant in ${seconds()} s.`);
  }

  const after = await tableCounts(database.db);
  const width = Math.max(...Object.keys(after).map((name) => name.length));
  for (const [name, rows] of Object.entries(after)) {
    const added = rows - (before[name] ?? 0);
    console.log(`  ${name.padEnd(width)}  ${String(rows).padStart(8)}${added > 0 ? `  (+${added})` : ''}`);
  }
} finally {
  await database.close();
}
