/**
 * The bench's baseline: a bare `node:http` server that runs captured queries per request
 * (GET /<case index>: one after the other, as a list runs its page and then its count) on `pg` or
 * PGlite and answers the first one's rows as JSON. No framework, no auth, no schema: what the
 * database and Node alone give, so each endpoint's figure reads as a ratio to it. Started by
 * scripts/bench/api.ts as its own process; the cases come as a JSON file (an array of query lists).
 */
import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../src/server/db/client';
import type { CapturedQuery } from './page-sql';

const cases = JSON.parse(readFileSync(process.env.BARE_QUERIES_FILE!, 'utf8')) as CapturedQuery[][];
const port = Number(process.env.PORT);

type Run = (q: CapturedQuery) => Promise<unknown[]>;
async function openRunner(): Promise<{ run: Run; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    // The portal's pool size (src/server/db/client.ts).
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return { run: async (q) => (await pool.query(q.sql, q.params)).rows, close: () => pool.end() };
  }
  const client = await PGlite.create({ dataDir: process.env.BARE_PGLITE_DIR, extensions: PGLITE_EXTENSIONS });
  return { run: async (q) => (await client.query(q.sql, q.params)).rows, close: () => client.close() };
}

const runner = await openRunner();
async function runAll(queries: CapturedQuery[]): Promise<unknown[]> {
  const [first, ...rest] = queries;
  const rows = await runner.run(first!);
  for (const q of rest) await runner.run(q);
  return rows;
}
const server = createServer((req, res) => {
  if (req.url === '/readyz') return void res.end('ok');
  const queries = cases[Number(req.url?.slice(1))];
  if (!queries?.length) return void res.writeHead(404).end();
  runAll(queries).then(
    (rows) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows)),
    (error: Error) => res.writeHead(500).end(error.message),
  );
});
server.listen(port, '127.0.0.1');
process.once('SIGTERM', () => server.close(() => void runner.close().then(() => process.exit(0))));
