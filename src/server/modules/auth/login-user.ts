import { and, eq, isNull } from 'drizzle-orm';
import type { LoginIdentifier } from '../../../domain/auth/login-identifier';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema/users';

export interface LoginUser {
  id: string;
  email: string | null;
  phone: string | null;
}

/** The active (not archived) user with this normalised email or phone, if any. */
export async function findLoginUser(db: Queryable, identifier: LoginIdentifier): Promise<LoginUser | null> {
  const match = identifier.kind === 'email' ? eq(users.email, identifier.value) : eq(users.phone, identifier.value);
  const [user] = await db
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(and(match, isNull(users.deletedAt)));
  return user ?? null;
}

/** The active (not archived) user with this id, if any. */
export async function loginUserById(db: Queryable, userId: string): Promise<LoginUser | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return user ?? null;
}

/** True when the user exists and is not archived. */
export async function isActiveUser(db: Queryable, userId: string): Promise<boolean> {
  return (await loginUserById(db, userId)) !== null;
}
