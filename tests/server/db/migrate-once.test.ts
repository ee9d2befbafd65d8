import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/client';
import { databaseUrl, dropPostgresDatabase } from '../../helpers/template-database';
import { testDbKind } from '../../helpers/test-app';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { randomBytes } from 'node:crypto';

/** Servers started together on one empty PostgreSQL database migrate it once, one after the other. */
describe.runIf(testDbKind() === 'postgres')('migrations on PostgreSQL', () => {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `fsp_migrate_${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  });
  afterAll(() => dropPostgresDatabase(base, name));

  it('lets three servers starting at once apply them without a clash', async () => {
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: databaseUrl(base, name), poolSize: 2 })));
    try {
      await Promise.all(handles.map((h) => h.migrate()));
      const applied = (await handles[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0]!.n).toBeGreaterThan(10);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});
