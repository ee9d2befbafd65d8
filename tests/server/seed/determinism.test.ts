import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { schema } from '../../../src/server/db/schema';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { seedDemo, seedDemoIfEmpty } from '../../../src/server/seed/seed-demo';
import { tableCounts } from '../../../src/server/seed/table-counts';
import { testDbKind } from '../../helpers/test-app';

const NOW = new Date('2026-03-15T13:45:00Z');

async function freshSeeded(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await handle.migrate();
  await seedDemo(handle.db, { now: NOW });
  return handle;
}

/** Every row of every table, each table's rows in a stable order. */
async function contents(handle: DatabaseHandle): Promise<Record<string, string[]>> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await handle.db.select().from(table);
    result[getTableName(table)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

// The seed's code is the same on both databases, so determinism is checked once, on two fresh
// in-memory PGlite databases; the PostgreSQL project would only repeat the same work.
describe.skipIf(testDbKind() === 'postgres')('demo seed determinism', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    first = await freshSeeded();
    second = await freshSeeded();
  }, 180_000); // two PGlite initdb runs, slow on a loaded two-core machine
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('gives the same rows, ids and counts in two fresh databases', async () => {
    const [a, b] = [await contents(first), await contents(second)];
    expect(Object.keys(a).length).toBeGreaterThan(10);
    expect(b).toEqual(a);
    expect(await tableCounts(second.db)).toEqual(await tableCounts(first.db));
  });

  it('dates everything relative to the seed day', async () => {
    const [request] = await first.db.query.requests.findMany({ where: (r, { eq }) => eq(r.id, DEMO.requests.openEmergencyForVendorTech.id) });
    // Created six hours before midnight UTC of the seed day (2026-03-15).
    expect(request!.createdAt.toISOString()).toBe('2026-03-14T18:00:00.000Z');
  });

  it('seeds only an empty database', async () => {
    const before = await tableCounts(first.db);
    expect(await seedDemoIfEmpty(first.db)).toBe(false);
    expect(await tableCounts(first.db)).toEqual(before);
  });
});
