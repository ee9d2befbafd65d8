import { count, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from './client';

/**
 * A list counts its rows exactly up to this many; past it the total reads "1,000+". Counting every
 * row of a 50,000-request tenant on each page view cost more than reading the page itself.
 */
export const COUNT_CAP = 1_000;

/** The total of a paged list: exact up to the cap, a lower bound past it. */
export interface CappedTotal {
  total: number;
  /** True when there are more rows than `total`. */
  totalCapped: boolean;
}

/**
 * Counts the rows `rows` selects (its WHERE and joins, no order or paging), stopping one past the
 * cap, or past the page shown when that lies further, so "Next" is always known.
 */
export async function cappedTotal(db: Queryable, rows: PgSelect, page: { offset: number; limit: number }): Promise<CappedTotal> {
  const cap = Math.max(COUNT_CAP, page.offset + page.limit);
  const counted = rows.limit(cap + 1).as('counted');
  const [row] = await db.select({ n: count() }).from(counted);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}

/** The select list of a counted subquery: one constant column, so no row is read beyond its index. */
export const countedRow: { one: SQL<number> } = { one: sql<number>`1` };
