import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RequestSummaryPage } from '../../../src/domain/requests/request-views';
import type { AssetSummary } from '../../../src/domain/assets/asset-api';
import type { Page } from '../../../src/domain/api/paging';
import { COUNT_CAP, countedRow, pageWithTotal } from '../../../src/server/db/capped-count';
import { TOTAL_TTL_MS, TotalCache } from '../../../src/server/db/total-cache';
import type { TenantScope } from '../../../src/server/db/tenant-scope';
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

describe('a list total kept for a few seconds', () => {
  let t: TestApp;
  let clock = 0;
  let totals: TotalCache;
  let counts = 0;
  const scope: TenantScope = {
    all: false,
    customerIds: [BENCH.customer.id],
    fullCustomerIds: [BENCH.customer.id],
    locationIds: [],
    brandOwnerIds: [],
    vendorIds: [],
  };
  const ofBench = eq(requests.customerId, BENCH.customer.id);
  /** The bench tenant's requests by id, a page of `limit` from `offset`; `rowsAtMost` pretends the table holds fewer. */
  const list = (offset: number, limit = 50, rowsAtMost = Infinity) =>
    pageWithTotal(
      t.database.db,
      {
        name: 'test requests',
        scope,
        filter: { offset, limit },
        rows: async (n) =>
          (await t.database.db.select({ id: requests.id }).from(requests).where(ofBench).orderBy(asc(requests.id)).limit(n).offset(offset)).slice(
            0,
            Math.max(0, rowsAtMost - offset),
          ),
        countRows: () => {
          counts++;
          return t.database.db.select(countedRow).from(requests).where(ofBench).$dynamic();
        },
      },
      totals,
    );

  beforeAll(async () => {
    t = await createTestApp();
    await seedLarge(t.database.db, { scale: SCALE });
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(() => {
    clock = 0;
    counts = 0;
    totals = new TotalCache(() => clock);
  });

  it('counts a long list once, then reads only the rows of its pages until the total is too old', async () => {
    expect(await list(0)).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    expect(counts).toBe(1);
    const second = await list(50);
    expect(second).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    expect(second.rows).toHaveLength(50);
    expect(counts).toBe(1);

    clock += TOTAL_TTL_MS + 1;
    await list(100);
    expect(counts).toBe(2);
  });

  it('needs no count for a list that ends on its page', async () => {
    const page = await list(0, 50, 30);
    expect(page).toMatchObject({ total: 30, totalCapped: false });
    expect(page.rows).toHaveLength(30);
    expect(counts).toBe(0);
  });

  it('counts again when the page finds more rows than the kept total allows', async () => {
    // Seen when the list held 30 rows; now it holds thousands.
    await list(0, 50, 30);
    expect(await list(0)).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    expect(counts).toBe(1);
  });

  it('counts again for a page deeper than a capped count reached', async () => {
    await list(0);
    expect(counts).toBe(1);
    const deep = await list(COUNT_CAP, 50);
    expect(deep).toMatchObject({ total: COUNT_CAP + 50, totalCapped: true });
    expect(counts).toBe(2);
  });
});
