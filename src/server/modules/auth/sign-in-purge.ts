import { and, eq, isNotNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSessions, loginCodes, loginLinks, refreshTokens } from '../../db/schema/auth';
import { invitations } from '../../db/schema/invitations';

/**
 * Kept a day past expiry (or use), so a late attempt still hears "expired" or "already used"
 * rather than "not valid".
 */
const KEEP_AFTER_MS = 24 * 60 * 60 * 1000;

export interface SignInPurge {
  loginCodes: number;
  loginLinks: number;
  refreshTokens: number;
  sessions: number;
}

/**
 * Deletes what can no longer sign anyone in (a scheduled job, jobs/purges.ts):
 * - login codes and refresh tokens past their expiry, login links past their expiry or used: a
 *   refresh token used but not expired is kept, since presenting it again revokes its session, and
 *   so is an invitation's link, which is how the invitation reads as accepted or expired (it signs
 *   nobody in once used or expired);
 * - sessions left with no refresh token: every token of theirs expired (or they never got one), and
 *   their access tokens, minted with those refresh tokens and living minutes, long before.
 */
export async function purgeSignInSecrets(db: Database, now = new Date()): Promise<SignInPurge> {
  const before = new Date(now.getTime() - KEEP_AFTER_MS);
  const codes = await db.delete(loginCodes).where(lt(loginCodes.expiresAt, before)).returning({ id: loginCodes.id });
  const links = await db
    .delete(loginLinks)
    .where(
      and(
        or(lt(loginLinks.expiresAt, before), and(isNotNull(loginLinks.usedAt), lt(loginLinks.usedAt, before))),
        notExists(
          db
            .select({ one: sql`1` })
            .from(invitations)
            .where(eq(invitations.loginLinkId, loginLinks.id)),
        ),
      ),
    )
    .returning({ id: loginLinks.id });
  const tokens = await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, before)).returning({ id: refreshTokens.id });
  const sessions = await db
    .delete(authSessions)
    .where(
      and(
        // Not one being signed in right now (its first refresh token is written just after it).
        lt(authSessions.createdAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(refreshTokens)
            .where(eq(refreshTokens.sessionId, authSessions.id)),
        ),
      ),
    )
    .returning({ id: authSessions.id });
  return { loginCodes: codes.length, loginLinks: links.length, refreshTokens: tokens.length, sessions: sessions.length };
}
