import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { describeDevice, signInMethodLabel, type AccountSession } from '../../../domain/auth/account-sessions-api';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { Queryable } from '../../db/client';
import { authSessions, refreshTokens } from '../../db/schema/auth';

/** Why a session another device ended was revoked. */
const SIGNED_OUT_ELSEWHERE = 'signed-out-elsewhere';

/**
 * A session stands while it is not revoked and one of its refresh tokens is unused and unexpired:
 * a device that stayed away past its refresh token's life has to sign in again anyway.
 */
const standing = (userId: string) =>
  and(
    eq(authSessions.userId, userId),
    isNull(authSessions.revokedAt),
    sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.sessionId} = ${authSessions.id} and ${refreshTokens.usedAt} is null and ${refreshTokens.expiresAt} > now())`,
  );

/** GET auth/sessions: the caller's standing sessions, the current one first, then the most recently used. */
export async function listAccountSessions(db: Queryable, userId: string, currentId: string, page: PageQuery): Promise<Page<AccountSession>> {
  const where = standing(userId);
  const rows = await db
    .select({
      id: authSessions.id,
      method: authSessions.method,
      userAgent: authSessions.userAgent,
      createdAt: authSessions.createdAt,
      lastSeenAt: authSessions.lastSeenAt,
    })
    .from(authSessions)
    .where(where)
    .orderBy(desc(sql`${authSessions.id} = ${currentId}`), desc(sql`coalesce(${authSessions.lastSeenAt}, ${authSessions.createdAt})`), desc(authSessions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(authSessions).where(where);
  return {
    items: rows.map((r) => ({
      id: r.id,
      device: describeDevice(r.userAgent),
      method: signInMethodLabel(r.method),
      signedInAt: r.createdAt.toISOString(),
      lastSeenAt: (r.lastSeenAt ?? r.createdAt).toISOString(),
      current: r.id === currentId,
    })),
    total: total?.n ?? 0,
    limit: page.limit,
    offset: page.offset,
  };
}

/**
 * Signs one of the caller's other devices out (`sessionId`), or every other one (null): their next
 * request is refused and their refresh token no longer works. Answers how many were ended; another
 * person's session, or one already ended, counts as none.
 */
export async function revokeOtherSessions(db: Queryable, userId: string, currentId: string, sessionId: string | null): Promise<number> {
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: SIGNED_OUT_ELSEWHERE })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        ne(authSessions.id, currentId),
        sessionId ? eq(authSessions.id, sessionId) : undefined,
      ),
    )
    .returning({ id: authSessions.id });
  return ended.length;
}
