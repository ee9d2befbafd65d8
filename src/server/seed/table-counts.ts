import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { schema } from '../db/schema';

/** Rows in every table of the schema registry, by table name (sorted), for seed reports and tests. */
export async function tableCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const entries = await Promise.all(
    tables.map(async (table) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [getTableName(table), row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}
