import type { Database } from '../../src/server/db/client';
import { authSessions } from '../../src/server/db/schema/auth';
import { signAccessToken } from '../../src/server/modules/auth/access-token';
import { deriveKey } from '../../src/server/derive-key';

/** How long a bench's tokens last: longer than any bench runs. */
const BENCH_TOKEN_SECONDS = 60 * 60;

/**
 * Signs `userId` in `count` times without the login page, straight in the database the server will
 * open (before it starts: the embedded one is one process's at a time): a session row each and an
 * access token the server signed with `secret` accepts. Each token is a caller of its own.
 */
export async function benchSessionTokens(db: Database, secret: string, userId: string, count = 1): Promise<string[]> {
  const sessions = await db
    .insert(authSessions)
    .values(Array.from({ length: count }, () => ({ userId, method: 'otp-email' as const })))
    .returning({ id: authSessions.id });
  const expiresAt = Math.floor(Date.now() / 1000) + BENCH_TOKEN_SECONDS;
  const key = deriveKey(secret, 'access-token');
  return sessions.map((s) => signAccessToken({ userId, sessionId: s.id, expiresAt }, key));
}
