import { beforeEach, describe, expect, it } from 'vitest';
import { RECENT_REQUESTS_KEPT, recentRequests, rememberRecentRequest } from '@/features/requests/recent-requests';

const opened = (n: number) => ({ id: `r-${n}`, number: n, title: `Request ${n}`, place: 'HG-101 · Harbor Grill Embarcadero' });

/** Find a request's recent list (docs/product/requests.md): the last requests opened, kept on the device per user. */
describe('recent requests', () => {
  beforeEach(() => localStorage.clear());

  it('lists the requests opened last, newest first, each once, and keeps only the last few', () => {
    for (let n = 1; n <= RECENT_REQUESTS_KEPT + 2; n++) rememberRecentRequest('u-1', opened(n));
    rememberRecentRequest('u-1', opened(4));
    const numbers = recentRequests('u-1').map((r) => r.number);
    expect(numbers).toEqual([4, 7, 6, 5, 3]);
    expect(numbers).toHaveLength(RECENT_REQUESTS_KEPT);
  });

  it("keeps each user's list apart", () => {
    rememberRecentRequest('u-1', opened(1));
    expect(recentRequests('u-2')).toEqual([]);
  });

  it('reads an unreadable stored list as none', () => {
    localStorage.setItem('recentRequests:u-1', '{not json');
    expect(recentRequests('u-1')).toEqual([]);
    localStorage.setItem('recentRequests:u-1', JSON.stringify([{ id: 1 }]));
    expect(recentRequests('u-1')).toEqual([]);
  });
});
