import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { listenPglite, listenPostgres, type NotificationHandlers, type StopListening } from './notifications';
import { schema, type Schema } from './schema';

export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction in it: what services take, so callers choose the scope. */
export type Queryable = Database | Transaction;

/** What `executeSql` answers: the rows of the (last) statement. */
export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Plain SQL, for a library that writes its own (the job queue, jobs/job-queue.ts): one statement
   * with `$1…` parameters, or without parameters a script of several. A script that fails is rolled
   * back on its own connection, never left open for the next query to find.
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<SqlResult>;
  /** LISTEN to a channel (db/notifications.ts); the caller stops it before closing. */
  listen(channel: string, handlers: NotificationHandlers): Promise<StopListening>;
  close(): Promise<void>;
}

/** The extensions the migrations create; every PGlite that opens this database must load them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget = { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob };

/**
 * Applies the migrations under an advisory lock, so servers starting together on one database
 * migrate one after the other: the first applies them, the others find nothing left to do.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('fsp:migrations'))`);
    await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lock.query(`select pg_advisory_unlock(hashtext('fsp:migrations'))`).catch(() => undefined);
    lock.release();
  }
}

/** A script's statements answer one result each (node-postgres gives an array): the last one counts. */
const lastResult = (result: pg.QueryResult | pg.QueryResult[]): SqlResult => ({ rows: (Array.isArray(result) ? result.at(-1) : result)?.rows ?? [] });

async function executeSqlOnPool(pool: pg.Pool, text: string, values?: readonly unknown[]): Promise<SqlResult> {
  if (values?.length) return { rows: (await pool.query(text, [...values])).rows };
  const client = await pool.connect();
  try {
    const result = await client.query(text);
    client.release();
    return lastResult(result);
  } catch (error) {
    // A script that began a transaction and failed leaves its connection in it: roll back before the
    // pool hands the connection to someone else, or drop the connection.
    const rolledBack = await client.query('ROLLBACK').then(
      () => true,
      () => false,
    );
    client.release(!rolledBack);
    throw error;
  }
}

async function executeSqlOnPglite(client: PGlite, text: string, values?: readonly unknown[]): Promise<SqlResult> {
  if (values?.length) return { rows: (await client.query<Record<string, unknown>>(text, [...values])).rows };
  // PGlite's one connection: the script runs inside its transaction lock, so nothing else runs
  // between its statements, and a failure is rolled back before anything else runs. (A script's
  // own BEGIN … COMMIT only draws a warning inside it.)
  const results = await client.transaction((tx) => tx.exec(text));
  return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite (in memory without a dataDir). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection the database ends (a restart, a terminated backend, a dropped test
    // database) is an 'error' event on the pool; unhandled it would end the process. The pool drops
    // that connection and opens a new one when it is next needed.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection (${error.message}); it is replaced on next use.`));
    // Fail now, with the cause, rather than on the first request.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateOnce(pool),
      executeSql: (text, values) => executeSqlOnPool(pool, text, values),
      listen: (channel, handlers) => listenPostgres(target.url, channel, handlers),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: target.dataDir, loadDataDir: target.loadDataDir, extensions: PGLITE_EXTENSIONS });
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    executeSql: (text, values) => executeSqlOnPglite(client, text, values),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: () => client.close(),
  };
}
