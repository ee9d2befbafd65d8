import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { authSessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import type { AuthContext } from './auth-context';

/** A user as every request sees them: who they are and the version of what they may reach. */
export interface SessionUser {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  isAdmin: boolean;
  /** Administrators count as internal staff. */
  isInternalStaff: boolean;
  isBohUser: boolean;
  /** users.access_version: moves whenever the user's memberships do (migration 0011). */
  accessVersion: number;
}

export const sessionUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  isAdmin: users.isAdmin,
  isInternalStaff: users.isInternalStaff,
  isBohUser: users.isBohUser,
  accessVersion: users.accessVersion,
};

export const asSessionUser = (row: SessionUser): SessionUser => ({ ...row, isInternalStaff: row.isInternalStaff || row.isAdmin });

/** The user, unless archived. */
export async function loadSessionUser(db: Queryable, id: string): Promise<SessionUser | null> {
  const [row] = await db
    .select(sessionUserColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ? asSessionUser(row) : null;
}

/**
 * The session's user while the session belongs to them, is not revoked and the user is not
 * archived; null otherwise. One query: every authenticated request runs it, so revoking a session
 * or archiving a user takes effect on the next request, on every node.
 */
export async function sessionUser(ctx: Pick<AuthContext, 'db'>, sessionId: string, userId: string): Promise<SessionUser | null> {
  const [row] = await ctx.db
    .select(sessionUserColumns)
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt), isNull(users.deletedAt)));
  return row ? asSessionUser(row) : null;
}

/** True while the session belongs to the user, is not revoked, and the user is not archived. */
export async function sessionStands(ctx: Pick<AuthContext, 'db'>, sessionId: string, userId: string): Promise<boolean> {
  return (await sessionUser(ctx, sessionId, userId)) !== null;
}
