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

interface PageWindow {
  offset: number;
  limit: number;
}

/** Counted one past the cap, or past the page shown when that lies further, so "Next" is always known. */
const capFor = (page: PageWindow) => Math.max(COUNT_CAP, page.offset + page.limit);

/** The select list of a counted query: one constant column, so no row is read beyond its index. */
export const countedRow: { one: SQL<number> } = { one: sql<number>`1` };

/**
 * The capped count of `rows` (a select of `countedRow` with the list's joins and WHERE) as a column
 * of the page query: uncorrelated, so the database computes it once, and the page and its total
 * come back in one round trip.
 */
export function cappedCountColumn(rows: PgSelect, page: PageWindow): SQL<number> {
  return sql<number>`(select count(*) from (${rows.limit(capFor(page) + 1)}) as counted)`.mapWith(Number);
}

/** The total a capped count stands for. */
export function cappedTotalOf(counted: number, page: PageWindow): CappedTotal {
  const cap = capFor(page);
  return counted > cap ? { total: cap, totalCapped: true } : { total: counted, totalCapped: false };
}

/**
 * The total of a list from its page rows, which carry the count column; an empty page past the
 * first carries none, so it is counted on its own (a page past the end, rarely asked for).
 */
export async function totalOfPage(db: Queryable, rows: readonly { total: number }[], countRows: () => PgSelect, page: PageWindow): Promise<CappedTotal> {
  if (rows[0]) return cappedTotalOf(rows[0].total, page);
  if (page.offset === 0) return { total: 0, totalCapped: false };
  const [row] = await db.select({ n: count() }).from(
    countRows()
      .limit(capFor(page) + 1)
      .as('counted'),
  );
  return cappedTotalOf(row?.n ?? 0, page);
}
