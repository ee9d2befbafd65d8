/**
 * `npm start`: builds the web app when the build is missing or older than its sources, then starts
 * the server (which applies migrations and seeds demo data into an empty database).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const BUILD_MARKER = 'dist/client/index.html';
const SOURCES = ['src/client', 'src/domain', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const builtAt = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestChange))) {
  console.log(builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start)…');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}

// The demo: Harbor Grill is on the PM insights list (a configured list of customers), so its
// leader sees that report. A list set in the environment wins; with SEED_DEMO off there is no demo.
if (process.env.PM_INSIGHTS_CUSTOMER_IDS === undefined && !['0', 'false'].includes(process.env.SEED_DEMO ?? '')) {
  const { DEMO } = await import('../src/server/seed/demo-ids');
  process.env.PM_INSIGHTS_CUSTOMER_IDS = DEMO.customers.enterprise.id;
}

await import('../src/server/main');
