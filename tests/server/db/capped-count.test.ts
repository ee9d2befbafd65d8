import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestSummaryPage } from '../../../src/domain/requests/request-views';
import type { AssetSummary } from '../../../src/domain/assets/asset-api';
import type { Page } from '../../../src/domain/api/paging';
import { COUNT_CAP } from '../../../src/server/db/capped-count';
import { requests } from '../../../src/server/db/schema/requests';
import { BENCH, largeSeedCounts, seedLarge } from '../../../scripts/bench/seed-large';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

/** 5,000 requests and 1,000 assets: past the count cap, and exactly on it. */
const SCALE = 0.05;
const ALL_STATUSES = 'status=Request Open,Request Closed';

describe('list totals counted up to a cap', () => {
  let t: TestApp;
  const api = apiAs<'leader'>(() => t);
  const requestPage = (query: string) => api.ok<RequestSummaryPage>('leader', 'GET', `requests/summaries?${encodeURI(query)}`);
  const assetPage = (query: string) => api.ok<Page<AssetSummary> & { totalCapped: boolean }>('leader', 'GET', `assets/summaries?${query}`);
  const benchRequests = async (status?: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(requests)
        .where(and(eq(requests.customerId, BENCH.customer.id), status ? eq(requests.requestStatus, status as 'Request Closed') : undefined))
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    await seedLarge(t.database.db, { scale: SCALE });
    await api.signIn({ leader: BENCH.leader }, ['leader']);
  }, 120_000);
  afterAll(() => t.close());

  it('says "at least the cap" past it, and keeps Next open', async () => {
    expect(await benchRequests()).toBeGreaterThan(COUNT_CAP);
    const page = await requestPage(`${ALL_STATUSES}&limit=50`);
    expect(page).toMatchObject({ total: COUNT_CAP, totalCapped: true, offset: 0 });
    expect(page.items).toHaveLength(50);
  });

  it('counts exactly below the cap and on it', async () => {
    const small = await requestPage(`status=Request Open&priority=Emergency&limit=10`);
    expect(small.totalCapped).toBe(false);
    expect(small.total).toBeLessThan(COUNT_CAP);

    // Every asset of the tenant: exactly as many as the cap, so exact.
    expect(largeSeedCounts(SCALE).assets).toBe(COUNT_CAP);
    const assets = await assetPage('assetStatus=Live,Replacing,Pending,Retired&limit=10');
    expect(assets).toMatchObject({ total: COUNT_CAP, totalCapped: false });
  });

  it('counts past a deep page, so its Next is known, and exactly on the last page', async () => {
    const closed = await benchRequests('Request Closed');
    expect(closed).toBeGreaterThan(COUNT_CAP + 100);
    const deep = await requestPage(`status=Request Closed&offset=${COUNT_CAP}&limit=50`);
    expect(deep).toMatchObject({ total: COUNT_CAP + 50, totalCapped: true });
    expect(deep.items).toHaveLength(50);

    const last = await requestPage(`status=Request Closed&offset=${closed - 20}&limit=50`);
    expect(last).toMatchObject({ total: closed, totalCapped: false });
    expect(last.items).toHaveLength(20);

    // Past the end the page carries no count, so the total is counted on its own.
    const beyond = await requestPage(`status=Request Closed&offset=${closed + 100}&limit=50`);
    expect(beyond).toMatchObject({ items: [], total: closed, totalCapped: false });
    const none = await requestPage(`status=Request Open&search=no such words anywhere`);
    expect(none).toMatchObject({ items: [], total: 0, totalCapped: false });
  });
});
