import { createStore, get, type UseStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsClient, PAGE_VIEW_EVENT, type AnalyticsEvent } from '@/analytics/analytics-client';
import { startSessionTracking, track } from '@/analytics/session-tracking';
import { userInfoSchema } from '@/session/user-info';
import { startCollector, type Collector } from './collector';

// Only the flush timer and the clock are fake: HTTP and IndexedDB keep their real timers.
const realSleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const T0 = Date.UTC(2025, 0, 6, 9);

let collector: Collector;
let store: UseStore;
let storeNumber = 0;
const clients: AnalyticsClient[] = [];

function client(): AnalyticsClient {
  const c = new AnalyticsClient({ url: collector.url, userId: 'user-1', store });
  clients.push(c);
  return c;
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await condition()); i++) await realSleep(10);
}

const names = (events: AnalyticsEvent[]) => events.map((e) => e.event);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(T0);
  history.replaceState(null, '', '/');
  collector = await startCollector();
  store = createStore(`analytics-test-${++storeNumber}`, 'queue');
});

afterEach(async () => {
  for (const c of clients.splice(0)) c.stop();
  startSessionTracking(userInfoSchema.parse({ id: 'nobody', name: 'Nobody' }), {});
  vi.useRealTimers();
  await collector.close();
});

describe('analytics client', () => {
  it('sends a batch once 30 events are queued, with user, session, time and page', async () => {
    const analytics = client();
    history.replaceState(null, '', '/requests');
    for (let i = 1; i < 30; i++) analytics.track('opened', { n: i });
    await realSleep(100);
    expect(collector.batches).toEqual([]);

    analytics.track('opened', { n: 30 });
    const [batch] = await collector.received(1);
    expect(batch).toHaveLength(30);
    expect(new Set(batch!.map((e) => e.insertId)).size).toBe(30);
    expect(batch![29]).toEqual({
      insertId: expect.any(String),
      event: 'opened',
      props: { n: 30 },
      userId: 'user-1',
      sessionId: T0,
      timestamp: new Date(T0).toISOString(),
      path: '/requests',
    });
  });

  it('sends what is queued every 30 seconds, starting with the page view', async () => {
    const analytics = client();
    analytics.start();
    analytics.track('clicked');
    analytics.track('clicked');
    vi.advanceTimersByTime(29_999);
    await realSleep(100);
    expect(collector.batches).toEqual([]);

    vi.advanceTimersByTime(1);
    const [batch] = await collector.received(1);
    expect(names(batch!)).toEqual([PAGE_VIEW_EVENT, 'clicked', 'clicked']);
  });

  it('sends at most 100 events a batch and keeps failed events for the next flush', async () => {
    collector.down = true;
    const analytics = client();
    for (let i = 0; i < 250; i++) analytics.track('viewed', { i });
    await analytics.flush();
    expect(collector.batches).toEqual([]);

    collector.down = false;
    await analytics.flush();
    const batches = await collector.received(3);
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(batches.flat().map((e) => e.props.i)).toEqual(Array.from({ length: 250 }, (_, i) => i));
    await analytics.flush();
    expect(collector.batches).toHaveLength(3);
  });

  it('keeps at most 1000 unsent events across a reload, dropping the oldest', async () => {
    collector.down = true;
    const before = client();
    for (let i = 0; i < 1005; i++) before.track('viewed', { i });
    await until(async () => (await get<AnalyticsEvent[]>('queue', store))?.at(-1)?.props.i === 1004);
    await before.flush();
    before.stop();

    collector.down = false;
    const after = client();
    await after.flush();
    const sent = (await collector.received(10)).flat();
    expect(sent).toHaveLength(1000);
    expect(sent[0]!.props.i).toBe(5);
    expect(sent.at(-1)!.props.i).toBe(1004);
  });

  it('starts a new session after 30 minutes without events, also across a reload', async () => {
    const first = client();
    first.track('a');
    vi.setSystemTime(T0 + 29 * 60_000);
    first.track('b');
    await until(async () => (await get<AnalyticsEvent[]>('queue', store))?.length === 2);
    first.stop();

    vi.setSystemTime(T0 + 58 * 60_000);
    const reloaded = client();
    reloaded.track('c');
    vi.setSystemTime(T0 + 88 * 60_000);
    reloaded.track('d');
    await reloaded.flush();
    const [batch] = await collector.received(1);
    expect(batch!.map((e) => [e.event, e.sessionId])).toEqual([
      ['a', T0],
      ['b', T0],
      ['c', T0],
      ['d', T0 + 88 * 60_000],
    ]);
  });

  it('sends when the page is hidden', async () => {
    const analytics = client();
    analytics.start();
    analytics.track('clicked');
    await realSleep(50);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    const [batch] = await collector.received(1);
    expect(names(batch!)).toEqual([PAGE_VIEW_EVENT, 'clicked']);
  });

  it('records a page view for each route change, not for query changes', async () => {
    const analytics = client();
    analytics.start();
    history.pushState(null, '', '/requests');
    history.replaceState(null, '', '/requests?status=open');
    history.pushState(null, '', '/assets/a-1');
    await analytics.flush();
    const [batch] = await collector.received(1);
    expect(batch!.map((e) => [e.event, e.path])).toEqual([
      [PAGE_VIEW_EVENT, '/'],
      [PAGE_VIEW_EVENT, '/requests'],
      [PAGE_VIEW_EVENT, '/assets/a-1'],
    ]);
  });
});

describe('analytics for the session (docs/product/roles-and-permissions.md)', () => {
  const user = (extra: Record<string, unknown>) => userInfoSchema.parse({ id: 'user-1', name: 'Dana', ...extra });
  const impersonation = { realUser: { id: 'admin-1', name: 'Admin' } };

  it('tracks an ordinary user through track()', async () => {
    const { analytics } = startSessionTracking(user({}), { analyticsUrl: collector.url });
    track('request_created', { priority: 'High' });
    await analytics!.flush();
    const [batch] = await collector.received(1);
    expect(batch!.map((e) => [e.event, e.userId])).toEqual([
      [PAGE_VIEW_EVENT, 'user-1'],
      ['request_created', 'user-1'],
    ]);
  });

  it.each([
    ['a BOH user', { isBohUser: true }],
    ['an impersonating administrator', { impersonation }],
  ])('sends nothing for %s', async (_, extra) => {
    const { analytics } = startSessionTracking(user(extra), { analyticsUrl: collector.url });
    expect(analytics).toBeNull();
    for (let i = 0; i < 30; i++) track('clicked');
    vi.advanceTimersByTime(30_000);
    await realSleep(100);
    expect(collector.batches).toEqual([]);
  });

  it('is off without a collector address', () => {
    expect(startSessionTracking(user({}), {}).analytics).toBeNull();
  });
});
