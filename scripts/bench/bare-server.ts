/**
 * The bench's baseline: a bare `node:http` server that runs one captured page query per request
 * (GET /<case index>) on `pg` or PGlite and answers its rows as JSON. No framework, no auth, no
 * schema: what the database and Node alone give, so each endpoint's figure reads as a ratio to it.
 * Started by scripts/bench/api.ts as its own process; the query list comes as a JSON file.
 */
import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../src/server/db/client';
import type { CapturedQuery } from './page-sql';

const queries = JSON.parse(readFileSync(process.env.BARE_QUERIES_FILE!, 'utf8')) as CapturedQuery[];
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
const server = createServer((req, res) => {
  if (req.url === '/readyz') return void res.end('ok');
  const query = queries[Number(req.url?.slice(1))];
  if (!query) return void res.writeHead(404).end();
  runner.run(query).then(
    (rows) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows)),
    (error: Error) => res.writeHead(500).end(error.message),
  );
});
server.listen(port, '127.0.0.1');
process.once('SIGTERM', () => server.close(() => void runner.close().then(() => process.exit(0))));
