import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, PGLITE_EXTENSIONS, type DatabaseHandle } from '../../src/server/db/client';
import { schema } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/seed/seed-demo';

/**
 * Building a migrated, seeded database takes seconds; the test run builds one template per kind
 * once (vitest global setup) and every test file opens its own copy of it.
 */
/** Per test run, so that runs started side by side never share (or drop) each other's template. */
export const templateNames = (runId: string) => ({
  pgliteFile: path.resolve(`.tmp/test-template-${runId}.pglite.tar`),
  postgresDatabase: `fsp_test_template_${runId}`,
});

export async function buildPgliteTemplate(file: string): Promise<void> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = await openDatabaseFromClient(client);
  await handle.migrate();
  await seedDemo(handle.db);
  const dump = await client.dumpDataDir('none');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

async function openDatabaseFromClient(client: PGlite): Promise<Pick<DatabaseHandle, 'db' | 'migrate'>> {
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { MIGRATIONS_FOLDER } = await import('../../src/server/db/client');
  const db = drizzle({ client, schema });
  return { db: db as unknown as DatabaseHandle['db'], migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }) };
}

/** A URL naming another database on the same server. */
export function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function buildPostgresTemplate(baseUrl: string, template: string): Promise<void> {
  await adminQuery(baseUrl, `drop database if exists ${template} with (force)`);
  await adminQuery(baseUrl, `create database ${template}`);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, template), poolSize: 2 });
  await handle.migrate();
  await seedDemo(handle.db);
  await handle.close();
}

export async function copyPostgresTemplate(baseUrl: string, template: string, name: string): Promise<void> {
  await adminQuery(baseUrl, `create database ${name} template ${template}`);
}

export async function dropPostgresDatabase(baseUrl: string, name: string): Promise<void> {
  await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
}
