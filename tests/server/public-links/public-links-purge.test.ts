import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicLinks, requestRatings } from '../../../src/server/db/schema/public-links';
import { purgePublicLinks } from '../../../src/server/modules/public-links/public-links-purge';
import { DEMO } from '../../../src/server/seed/demo-ids';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const DAY = 24 * 60 * 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

describe('purging public links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes links expired or spent over 30 days ago, and keeps the live, the recent and those an answer names', async () => {
    const db = t.database.db;
    const customerId = DEMO.customers.enterprise.id;
    const requestId = DEMO.requests.closedEnterprise.id;
    const ids = { expiredLongAgo: randomUUID(), spentLongAgo: randomUUID(), ratedLongAgo: randomUUID(), spentLastWeek: randomUUID(), live: randomUUID() };
    const link = (id: string, expiresAt: Date, usedAt: Date | null = null) => ({
      id,
      tokenHash: randomUUID(),
      purpose: 'csat' as const,
      customerId,
      requestId,
      singleUse: true,
      expiresAt,
      usedAt,
    });
    await db
      .insert(publicLinks)
      .values([
        link(ids.expiredLongAgo, ago(31 * DAY)),
        link(ids.spentLongAgo, ahead(DAY), ago(40 * DAY)),
        link(ids.ratedLongAgo, ago(35 * DAY), ago(40 * DAY)),
        link(ids.spentLastWeek, ago(DAY), ago(7 * DAY)),
        link(ids.live, ahead(7 * DAY)),
      ]);
    await db.insert(requestRatings).values({ requestId, linkId: ids.ratedLongAgo, rating: 4 });

    expect(await purgePublicLinks(db)).toBeGreaterThanOrEqual(2);
    const kept = await db
      .select({ id: publicLinks.id })
      .from(publicLinks)
      .where(inArray(publicLinks.id, Object.values(ids)));
    const names = Object.keys(ids).filter((name) => kept.some((row) => row.id === ids[name as keyof typeof ids]));
    expect(names.sort()).toEqual(['live', 'ratedLongAgo', 'spentLastWeek']);
  });
});
