import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { openTestDatabase, testDbKind } from '../../helpers/test-app';

/** PostgreSQL ending an idle pooled connection (restart, terminated backend) must not end the server. */
describe.runIf(testDbKind() === 'postgres')('a PostgreSQL connection ended while idle', () => {
  let database: DatabaseHandle;
  afterAll(() => database.close());

  it('is dropped from the pool and replaced, and the process goes on', async () => {
    database = await openTestDatabase();
    const { rows: names } = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: [{ name: string }] };
    const [{ name }] = names;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Give the pool the moment it takes to hear of it; an unhandled 'error' would fail the run here.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows: ones } = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: [{ one: number }] };
    const [{ one }] = ones;
    expect(one).toBe(1);
  });
});
