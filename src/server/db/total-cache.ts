/**
 * The totals of long lists, kept for a few seconds per server so that paging through a list, or a
 * list reloaded by many people of one tenant, reads only its page (ADR 0008). A total read from
 * here may be up to `TOTAL_TTL_MS` old; the page's rows are always read fresh, and a page that
 * contradicts the total kept (more rows than it allows) has it counted again.
 */

/** How long a counted total is trusted. */
export const TOTAL_TTL_MS = 15_000;
/** Entries kept at most; the oldest go first. */
const MAX_ENTRIES = 5_000;

/** What a count found: `rows` rows, or at least `rows` when `exact` is false (the count stopped at its cap). */
export interface CountedRows {
  rows: number;
  exact: boolean;
}

interface Entry extends CountedRows {
  countedAt: number;
}

export class TotalCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string): CountedRows | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.countedAt > TOTAL_TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return { rows: entry.rows, exact: entry.exact };
  }

  set(key: string, counted: CountedRows): void {
    // Re-inserted, so the Map's order stays oldest first.
    this.entries.delete(key);
    this.entries.set(key, { ...counted, countedAt: this.now() });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The server's cache: one per process, like the session and membership caches. */
export const listTotals = new TotalCache();
