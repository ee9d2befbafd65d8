import { PUBLIC_LINK_TTL_MS } from '../../domain/public-links/public-links-api';
import type { Queryable } from '../db/client';
import { activities } from '../db/schema/activities';
import { publicLinks, requestRatings } from '../db/schema/public-links';
import { SCENARIOS, requestId, type RequestRow } from './demo-requests';
import { requestVisit } from './demo-visits';
import type { SeedClock } from './seed-clock';
import { SeedRandom } from './seed-random';
import { stableId } from './stable-id';

/**
 * The demo's customer ratings (docs/product/public-links.md#csat): about half of the finished vendor
 * jobs were rated from their CSAT link, lower when the vendor came late or had to come back. Each
 * rating has its spent link and the "Customer Rating" entry on the request, as a real answer leaves.
 * The hand-written scenarios stay unrated, for the demos and tests that rate them.
 */

const COMMENTS = ['Quick and tidy, thanks.', 'Technician explained the fix well.', 'Had to call twice to get an arrival time.', 'Came back to finish the job.'];
const scenarioIds = new Set(SCENARIOS.map((s) => requestId(`scenario:${s.key}`)));

export async function seedDemoRatings(db: Queryable, requestRows: readonly RequestRow[], clock: SeedClock): Promise<void> {
  const random = new SeedRandom('demo-ratings');
  const links: (typeof publicLinks.$inferInsert)[] = [];
  const ratings: (typeof requestRatings.$inferInsert)[] = [];
  const entries: (typeof activities.$inferInsert)[] = [];
  for (const r of requestRows) {
    const visit = r.requestStatus === 'Request Closed' && !scenarioIds.has(r.id) ? requestVisit(r, clock) : null;
    if (!visit || !random.chance(0.55)) continue;
    const returned = visit.arrivals.length > 1;
    const rating = Math.max(1, 5 - (visit.late ? 1 : 0) - (returned ? 1 : 0) - (random.chance(0.25) ? 1 : 0) - (random.chance(0.05) ? 2 : 0));
    const comment = random.chance(0.3) ? (rating >= 4 ? COMMENTS[random.int(0, 1)]! : visit.late ? COMMENTS[2]! : COMMENTS[returned ? 3 : 2]!) : null;
    const sentAt = r.completedAt!;
    const ratedAt = new Date(Math.min(sentAt.getTime() + random.int(1, 48) * 3_600_000, clock.seedDay.getTime()));
    const linkId = stableId(`csat-link:${r.id}`);
    links.push({
      id: linkId,
      // Spent, and no token hashes to this (not a sha256 hex): the same on every run, usable by nobody.
      tokenHash: `answered-demo-link:${linkId}`,
      purpose: 'csat',
      customerId: r.customerId,
      requestId: r.id,
      singleUse: true,
      expiresAt: new Date(sentAt.getTime() + PUBLIC_LINK_TTL_MS.csat),
      usedAt: ratedAt,
      createdAt: sentAt,
    });
    ratings.push({ id: stableId(`rating:${r.id}`), requestId: r.id, linkId, rating, comment, createdAt: ratedAt });
    entries.push({
      id: stableId(`activity:rating:${r.id}`),
      requestId: r.id,
      activityType: 'Customer Rating',
      description: `Rated ${rating} of 5.${comment ? ` ${comment}` : ''}`,
      details: { rating },
      createdAt: ratedAt,
      updatedAt: ratedAt,
    });
  }
  if (!links.length) return;
  await db.insert(publicLinks).values(links);
  await db.insert(requestRatings).values(ratings);
  await db.insert(activities).values(entries);
}
