import { and, eq, isNotNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escalationRatings, escalationUpdates } from '../../db/schema/escalation-updates';
import { publicLinks, requestQuotes, requestRatings } from '../../db/schema/public-links';

/** A link is kept this long after it expired or was spent, then deleted (unless an answer refers to it). */
export const KEEP_PUBLIC_LINKS_MS = 30 * 24 * 60 * 60_000;

/**
 * Deletes the public links (docs/product/public-links.md) that expired or were spent more than 30
 * days ago (a scheduled job, jobs/purges.ts). A link an answer names (a quote, a rating, an EEP
 * update) stays with it as where that answer came from; only its token's hash was ever stored.
 */
export async function purgePublicLinks(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEEP_PUBLIC_LINKS_MS);
  const answered = (table: typeof requestQuotes | typeof requestRatings | typeof escalationUpdates | typeof escalationRatings) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(eq(table.linkId, publicLinks.id)),
    );
  const deleted = await db
    .delete(publicLinks)
    .where(
      and(
        or(lt(publicLinks.expiresAt, before), and(isNotNull(publicLinks.usedAt), lt(publicLinks.usedAt, before))),
        answered(requestQuotes),
        answered(requestRatings),
        answered(escalationUpdates),
        answered(escalationRatings),
      ),
    )
    .returning({ id: publicLinks.id });
  return deleted.length;
}
