import { and, eq, isNull } from 'drizzle-orm';
import { authSessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import type { AuthContext } from './auth-context';

/** True while the session belongs to the user, is not revoked, and the user is not archived. */
export async function sessionStands(ctx: Pick<AuthContext, 'db'>, sessionId: string, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt), isNull(users.deletedAt)));
  return row !== undefined;
}
