import { describe, expect, it } from 'vitest';
import { pageRange } from '@/components/page-range';

const items = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('the range at the foot of a paged list', () => {
  it('counts exactly, with thousands separators, and knows the last page', () => {
    expect(pageRange({ offset: 0, total: 312, items: items(50) }, 'None')).toEqual({ text: '1–50 of 312', hasMore: true });
    expect(pageRange({ offset: 1250, total: 1262, totalCapped: false, items: items(12) }, 'None')).toEqual({ text: '1,251–1,262 of 1,262', hasMore: false });
  });

  it('says "1,000+" past the count cap and keeps Next open', () => {
    expect(pageRange({ offset: 0, total: 1000, totalCapped: true, items: items(50) }, 'None')).toEqual({ text: '1–50 of 1,000+', hasMore: true });
    expect(pageRange({ offset: 1000, total: 1050, totalCapped: true, items: items(50) }, 'None')).toEqual({ text: '1,001–1,050 of 1,050+', hasMore: true });
  });

  it('shows the empty text for an empty list', () => {
    expect(pageRange({ offset: 0, total: 0, items: [] }, 'No requests')).toEqual({ text: 'No requests', hasMore: false });
  });
});
