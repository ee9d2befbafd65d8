/** What the foot of a paged list needs of its page. */
export interface ShownPage {
  offset: number;
  total: number;
  /** Set by long lists whose total is counted up to a cap: `total` is then a lower bound. */
  totalCapped?: boolean;
  items: readonly unknown[];
}

const count = (n: number) => n.toLocaleString('en-US');

/** "51–100 of 312", or "of 1,000+" past a long list's count cap; and whether a next page exists. */
export function pageRange(page: ShownPage, emptyText: string): { text: string; hasMore: boolean } {
  const end = page.offset + page.items.length;
  const text = page.total === 0 ? emptyText : `${count(page.offset + 1)}–${count(end)} of ${count(page.total)}${page.totalCapped ? '+' : ''}`;
  return { text, hasMore: end < page.total || !!page.totalCapped };
}
