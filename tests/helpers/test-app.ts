import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { buildApp, type App } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { inject } from 'vitest';
import { copyPostgresTemplate, databaseUrl, dropPostgresDatabase } from './template-database';

export const testDbKind = (): 'pglite' | 'postgres' => (process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite');

/**
 * A private copy of the seeded template database for one test file: PGlite loads the dumped data
 * directory into memory; PostgreSQL creates a database from the template.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('templateDatabase');
  if (testDbKind() === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL!;
    const name = `fsp_test_${randomBytes(6).toString('hex')}`;
    await copyPostgresTemplate(baseUrl, template.postgresDatabase, name);
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, name), poolSize: 4 });
    return { ...handle, close: async () => (await handle.close(), await dropPostgresDatabase(baseUrl, name)) };
  }
  const dump = new Blob([readFileSync(template.pgliteFile)]);
  return openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: dump });
}

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a private seeded database; requests go through `app.inject`. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', STATIC_DIR: './dist/client', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp(config, { database, logger: false });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
