/**
 * The SQL a list endpoint runs for its page, captured from the real service function (the same
 * query builder, the caller's real tenant scope), so the bare baseline runs exactly those queries.
 */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Database, DatabaseHandle } from '../../src/server/db/client';
import { schema } from '../../src/server/db/schema';
import { scopeFromMemberships, type TenantScope } from '../../src/server/db/tenant-scope';
import { loadMemberships } from '../../src/server/modules/permissions/memberships.service';
import { listTotals } from '../../src/server/db/total-cache';

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/** A user's scope as the server resolves it when no customer or brand owner is selected. */
export async function scopeOf(db: Database, userId: string): Promise<TenantScope> {
  const m = await loadMemberships(db, userId);
  return scopeFromMemberships({ customers: m.customers, brandOwnerIds: m.brandOwners.map((b) => b.brandOwnerId), vendorIds: m.vendors.map((v) => v.vendorId) });
}

/** The capped total of a list (db/capped-count.ts): the one query of a list that is not its page. */
const isCount = (q: CapturedQuery) => q.sql.startsWith('select count(*) from (select 1 ');

/** A list's SQL: its page's rows, and the count it runs when no total is kept (none for a list that fits its page). */
export interface ListQueries {
  rows: CapturedQuery;
  count: CapturedQuery | null;
}

/**
 * Runs `list` against a database that records its queries, with no total kept (so it counts as on
 * its first view), and answers its page query and its count.
 */
export async function captureListQueries(handle: DatabaseHandle, list: (db: Database) => Promise<unknown>): Promise<ListQueries> {
  const captured: CapturedQuery[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => void captured.push({ sql, params }) };
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const recording =
    handle.kind === 'postgres'
      ? (drizzlePg({ client: client as Pool, schema, logger }) as unknown as Database)
      : (drizzlePglite({ client: client as PGlite, schema, logger }) as unknown as Database);
  listTotals.clear();
  await list(recording);
  const pages = captured.filter((q) => !isCount(q));
  const counts = captured.filter(isCount);
  if (pages.length !== 1 || counts.length > 1)
    throw new Error(`expected one page query and at most one count, the list ran ${pages.length} and ${counts.length}`);
  return { rows: pages[0]!, count: counts[0] ?? null };
}
