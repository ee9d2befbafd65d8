import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
import { loginRequestLog } from '../../db/schema/auth';
import { tooManyAttempts } from '../../http-error';
import type { AuthContext } from './auth-context';
import { lockUntilCommit } from '../../db/advisory-lock';

/**
 * Counts a code or link request for one email or phone (known or not) and refuses it with a 429
 * once LOGIN_REQUESTS_PER_WINDOW were made in the last LOGIN_REQUEST_WINDOW_MINUTES. The count is
 * kept in the database, serialised per identifier, so every server process applies the same limit.
 */
export async function countLoginRequest(ctx: AuthContext, identifier: string): Promise<void> {
  const windowMs = ctx.config.LOGIN_REQUEST_WINDOW_MINUTES * 60_000;
  const retryAfterMs = await ctx.db.transaction(async (tx) => {
    await lockUntilCommit(tx, `login-request:${identifier}`);
    const windowStart = new Date(Date.now() - windowMs);
    await tx.delete(loginRequestLog).where(and(eq(loginRequestLog.identifier, identifier), lte(loginRequestLog.createdAt, windowStart)));
    const [made] = await tx
      .select({ n: count() })
      .from(loginRequestLog)
      .where(and(eq(loginRequestLog.identifier, identifier), gt(loginRequestLog.createdAt, windowStart)));
    if ((made?.n ?? 0) >= ctx.config.LOGIN_REQUESTS_PER_WINDOW) {
      const [oldest] = await tx
        .select({ at: loginRequestLog.createdAt })
        .from(loginRequestLog)
        .where(eq(loginRequestLog.identifier, identifier))
        .orderBy(asc(loginRequestLog.createdAt))
        .limit(1);
      return (oldest?.at.getTime() ?? Date.now()) + windowMs - Date.now();
    }
    await tx.insert(loginRequestLog).values({ identifier });
    return null;
  });
  if (retryAfterMs !== null) throw tooManyAttempts(retryAfterMs);
}
