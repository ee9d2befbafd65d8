import { and, asc, count, eq } from 'drizzle-orm';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { FavoriteEntry } from '../../../domain/users/users-api';
import type { Queryable } from '../../db/client';
import { impersonationFavorites } from '../../db/schema/authorization';
import { users } from '../../db/schema/users';

const favoriteColumns = {
  userId: impersonationFavorites.targetUserId,
  name: users.name,
  email: users.email,
  phone: users.phone,
  addedAt: impersonationFavorites.createdAt,
};

const toEntry = (r: { userId: string; name: string; email: string | null; phone: string | null; addedAt: Date }): FavoriteEntry => ({
  ...r,
  addedAt: r.addedAt.toISOString(),
});

export async function listFavorites(db: Queryable, adminUserId: string, page: PageQuery): Promise<Page<FavoriteEntry>> {
  const where = eq(impersonationFavorites.adminUserId, adminUserId);
  const rows = await db
    .select(favoriteColumns)
    .from(impersonationFavorites)
    .innerJoin(users, eq(users.id, impersonationFavorites.targetUserId))
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(impersonationFavorites).where(where);
  return { items: rows.map(toEntry), total: total?.n ?? 0, limit: page.limit, offset: page.offset };
}

export async function getFavorite(db: Queryable, adminUserId: string, targetUserId: string): Promise<FavoriteEntry | null> {
  const [row] = await db
    .select(favoriteColumns)
    .from(impersonationFavorites)
    .innerJoin(users, eq(users.id, impersonationFavorites.targetUserId))
    .where(and(eq(impersonationFavorites.adminUserId, adminUserId), eq(impersonationFavorites.targetUserId, targetUserId)));
  return row ? toEntry(row) : null;
}

/** Adds a favourite (again is a no-op); false when the target user does not exist. */
export async function addFavorite(db: Queryable, adminUserId: string, targetUserId: string): Promise<boolean> {
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, targetUserId));
  if (!target) return false;
  await db.insert(impersonationFavorites).values({ adminUserId, targetUserId }).onConflictDoNothing();
  return true;
}

export async function removeFavorite(db: Queryable, adminUserId: string, targetUserId: string): Promise<boolean> {
  const removed = await db
    .delete(impersonationFavorites)
    .where(and(eq(impersonationFavorites.adminUserId, adminUserId), eq(impersonationFavorites.targetUserId, targetUserId)))
    .returning({ id: impersonationFavorites.targetUserId });
  return removed.length > 0;
}
