import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Page } from '../../../domain/api/paging';
import type { UserSearchQuery, UserSummary } from '../../../domain/users/users-api';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../db/search-pattern';

/**
 * Every user, for administrators choosing whom to impersonate (docs/product/roles-and-permissions.md),
 * or only active internal staff, for choosing a customer's account manager.
 */
export async function searchAllUsers(db: Queryable, query: UserSearchQuery): Promise<Page<UserSummary>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)));
  }
  if (query.internalStaff) conditions.push(eq(users.isInternalStaff, true), isNull(users.deletedAt));
  const where = and(...conditions);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      isAdmin: users.isAdmin,
      isInternalStaff: users.isInternalStaff,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return {
    items: rows.map((r) => ({ ...r, deletedAt: r.deletedAt?.toISOString() ?? null })),
    total: total?.n ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
}
