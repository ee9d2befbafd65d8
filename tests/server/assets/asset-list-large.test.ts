import { and, count, eq, gte, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/api/paging';
import type { AssetSummary } from '../../../src/domain/assets/asset-api';
import { assets } from '../../../src/server/db/schema/assets';
import { BENCH, largeSeedCounts, seedLarge } from '../../../scripts/bench/seed-large';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { apiAs } from '../../helpers/api-client';

/** 100 locations and 1,000 assets of the benchmark tenant: filters and paging at more than demo size. */
const SCALE = 0.05;

describe('asset list on the large seed', () => {
  let t: TestApp;
  const api = apiAs<'leader' | 'staff'>(() => t);
  const list = (who: 'leader' | 'staff', query: string) => api.ok<Page<AssetSummary>>(who, 'GET', `assets/summaries?${query}`);
  const benchCount = async (...conditions: Parameters<typeof and>) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(assets)
        .where(and(eq(assets.customerId, BENCH.customer.id), ...conditions))
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    await seedLarge(t.database.db, { scale: SCALE });
    await api.signIn({ leader: BENCH.leader, staff: BENCH.staff }, ['leader', 'staff']);
  }, 120_000);
  afterAll(() => t.close());

  it('pages through every Live and Replacing asset once', async () => {
    const expected = await benchCount(inArray(assets.status, ['Live', 'Replacing']));
    expect(expected).toBeGreaterThan(largeSeedCounts(SCALE).assets / 2);
    const seen = new Set<string>();
    for (let offset = 0; ; offset += 200) {
      const page = await list('leader', `limit=200&offset=${offset}&orderBy=percentOfSpend&orderDirection=desc`);
      expect(page.total).toBe(expected);
      page.items.forEach((a) => seen.add(a.id));
      if (page.items.length < 200) break;
    }
    expect(seen.size).toBe(expected);
  });

  it('combines filters and agrees with the table', async () => {
    const all = 'assetStatus=Live,Replacing,Pending,Retired';
    const spend = await list('leader', `${all}&percentOfSpendStart=10&percentOfSpendEnd=30&limit=1`);
    expect(spend.total).toBe(await benchCount(gte(assets.percentOfSpend, '10'), lte(assets.percentOfSpend, '30')));

    const infrastructure = await list('leader', `${all}&isInfrastructure=true`);
    expect(infrastructure.limit).toBe(100);
    expect(infrastructure.total).toBe(await benchCount(eq(assets.isInfrastructure, true)));
    expect(infrastructure.items).toHaveLength(Math.min(100, infrastructure.total));

    const firstPage = await list('leader', `${all}&limit=3`);
    const some = [...new Set(firstPage.items.map((a) => a.location.id))];
    const atSome = await list('leader', `${all}&locations=${some.join(',')}&limit=200&filterText=fryer`);
    expect(atSome.items.every((a) => some.includes(a.location.id) && /fryer/i.test(`${a.name} ${a.assetType.name}`))).toBe(true);
    expect(atSome.total).toBe(some.length);
  });

  it('keeps restricted staff to their ten locations', async () => {
    const page = await list('staff', 'assetStatus=Live,Replacing,Pending,Retired&limit=200');
    expect(new Set(page.items.map((a) => a.location.id)).size).toBe(10);
    expect(page.total).toBe(100);
  });
});
