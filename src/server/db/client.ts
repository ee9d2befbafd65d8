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

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
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
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: () => client.close(),
  };
}
