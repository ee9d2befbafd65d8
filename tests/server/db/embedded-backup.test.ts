import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { backupEmbedded, restoreEmbedded } from '../../../src/server/db/embedded-backup';
import { seedDemo } from '../../../src/server/seed/seed-demo';

/** Every table's rows, hashed: equal means every row came back. */
async function everyRow(db: Database): Promise<Record<string, string>> {
  const tables = (await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`)) as unknown as {
    rows: { table_name: string }[];
  };
  const out: Record<string, string> = {};
  for (const { table_name: name } of tables.rows) {
    const hashed = (await db.execute(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(name)} t`,
    )) as unknown as {
      rows: { n: number; h: string }[];
    };
    out[name] = `${hashed.rows[0]!.n}:${hashed.rows[0]!.h}`;
  }
  return out;
}

describe('backup and restore of the embedded database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fsp-backup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('brings back every row of every table into a fresh data directory, and never overwrites one', async () => {
    const original = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'original') });
    await original.migrate();
    await seedDemo(original.db);
    const before = await everyRow(original.db);
    await original.close();
    expect(Object.keys(before).length).toBeGreaterThan(30);
    expect(before.requests).not.toMatch(/^0:/);

    const file = path.join(dir, 'portal.tar.gz');
    expect(await backupEmbedded(path.join(dir, 'original'), file)).toBeGreaterThan(10_000);
    await restoreEmbedded(file, path.join(dir, 'restored'));
    const restored = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'restored') });
    try {
      expect(await everyRow(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }
    await expect(restoreEmbedded(file, path.join(dir, 'original'))).rejects.toThrow(/already holds a database/);
    await expect(backupEmbedded(path.join(dir, 'nothing-here'), file)).rejects.toThrow(/no embedded database/);
  }, 120_000);
});
