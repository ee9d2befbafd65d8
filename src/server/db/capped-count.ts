import { count, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from './client';
import type { TenantScope } from './tenant-scope';
import { type CountedRows, listTotals, type TotalCache } from './total-cache';

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

/** What a list gives `pageWithTotal`. */
export interface PagedList<Row> {
  /** Names the list in the totals' cache ("requests", "assets"…). */
  name: string;
  scope: TenantScope;
  /** The list's query: its filters, with the paging and order (which do not change the total) ignored. */
  filter: PageWindow & object;
  /** Reads `limit` rows of the page from its offset, in the list's order. */
  rows: (limit: number) => Promise<Row[]>;
  /** A select of `countedRow` with the list's joins and WHERE. */
  countRows: () => PgSelect;
}

/** Paging and order: the same rows, so the same total. */
const IGNORED_IN_KEY = new Set(['limit', 'offset', 'orderBy', 'orderDirection']);

function totalKey(list: PagedList<unknown>): string {
  const filter = Object.entries(list.filter).filter(([name, value]) => !IGNORED_IN_KEY.has(name) && value !== undefined);
  return JSON.stringify([list.name, list.scope, filter]);
}

/** The total a count stands for on this page, or nothing when it says too little for the page (a deeper page past a capped count). */
function totalFrom(counted: CountedRows, page: PageWindow): CappedTotal | null {
  const cap = capFor(page);
  if (!counted.exact || counted.rows > cap) return counted.rows > cap ? { total: cap, totalCapped: true } : null;
  return { total: counted.rows, totalCapped: false };
}

/** Whether a kept count fits what the page read: rows past the page need more than it holds; an empty page past the end at most its offset. */
function agreesWithPage(kept: CountedRows, page: PageWindow, hasMore: boolean): boolean {
  return hasMore ? !kept.exact || kept.rows > page.offset + page.limit : kept.exact && kept.rows <= page.offset;
}

async function countOf(db: Queryable, list: PagedList<unknown>): Promise<CountedRows> {
  const cap = capFor(list.filter);
  const [row] = await db.select({ n: count() }).from(
    list
      .countRows()
      .limit(cap + 1)
      .as('counted'),
  );
  const n = row?.n ?? 0;
  return { rows: n, exact: n <= cap };
}

/**
 * A page of a list and its total (ADR 0008). The page is read one row long, so Next is known from
 * the rows themselves; a page that is the last one gives its total exactly, with no count. Only a
 * list longer than the page is counted, and that count is kept a few seconds (`TotalCache`), so the
 * next page, or the same list for another caller of the same scope, reads only its rows.
 */
export async function pageWithTotal<Row>(db: Queryable, list: PagedList<Row>, totals: TotalCache = listTotals): Promise<{ rows: Row[] } & CappedTotal> {
  const page = list.filter;
  const read = await list.rows(page.limit + 1);
  const rows = read.slice(0, page.limit);
  const key = totalKey(list);
  const hasMore = read.length > page.limit;
  if (!hasMore && (rows.length > 0 || page.offset === 0)) {
    const total = page.offset + rows.length;
    totals.set(key, { rows: total, exact: true });
    return { rows, total, totalCapped: false };
  }
  // Rows past this page (or none at all past the end): the total needs a count, or one kept.
  const kept = totals.get(key);
  const keptTotal = kept && agreesWithPage(kept, page, hasMore) ? totalFrom(kept, page) : null;
  if (keptTotal) return { rows, ...keptTotal };
  const counted = await countOf(db, list);
  totals.set(key, counted);
  return { rows, ...totalFrom(counted, page)! };
}
