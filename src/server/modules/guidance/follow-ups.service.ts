import { and, asc, count, eq, isNull, lte } from 'drizzle-orm';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { FollowUpCreate, FollowUpView } from '../../../domain/guidance/guidance-api';
import type { Queryable } from '../../db/client';
import { requestFollowUps } from '../../db/schema/guidance';
import { users } from '../../db/schema/users';
import { conflict } from '../../http-error';

const columns = {
  id: requestFollowUps.id,
  requestId: requestFollowUps.requestId,
  kind: requestFollowUps.kind,
  dueAt: requestFollowUps.dueAt,
  note: requestFollowUps.note,
  completedAt: requestFollowUps.completedAt,
  createdByUserId: requestFollowUps.createdByUserId,
  createdByName: users.name,
  createdAt: requestFollowUps.createdAt,
};

function select(db: Queryable) {
  return db.select(columns).from(requestFollowUps).leftJoin(users, eq(users.id, requestFollowUps.createdByUserId));
}

function toView({ createdByUserId, createdByName, ...r }: Awaited<ReturnType<typeof select>>[number]): FollowUpView {
  return {
    ...r,
    dueAt: r.dueAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    createdByUser: createdByUserId ? { id: createdByUserId, name: createdByName ?? '' } : null,
  };
}

/** A request's follow-ups, soonest due first. */
export async function listFollowUps(db: Queryable, requestId: string, page: PageQuery): Promise<Page<FollowUpView>> {
  const where = eq(requestFollowUps.requestId, requestId);
  const rows = await select(db).where(where).orderBy(asc(requestFollowUps.dueAt), asc(requestFollowUps.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(requestFollowUps).where(where);
  return { items: rows.map(toView), total: total?.n ?? 0, limit: page.limit, offset: page.offset };
}

/** Open follow-ups that are due by `now`. */
export async function dueFollowUpCount(db: Queryable, requestId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(requestFollowUps)
    .where(and(eq(requestFollowUps.requestId, requestId), isNull(requestFollowUps.completedAt), lte(requestFollowUps.dueAt, now)));
  return row?.n ?? 0;
}

/** Creates or updates a follow-up by its client id; `completed` stamps it done once. */
export async function saveFollowUp(
  db: Queryable,
  requestId: string,
  userId: string,
  input: FollowUpCreate,
): Promise<{ created: boolean; followUp: FollowUpView }> {
  const [existing] = await db.select().from(requestFollowUps).where(eq(requestFollowUps.id, input.id));
  if (existing && existing.requestId !== requestId) throw conflict('A follow-up with this id belongs to another request.');
  const completedAt = input.completed ? (existing?.completedAt ?? new Date()) : null;
  const values = { kind: input.kind, dueAt: new Date(input.dueAt), note: input.note, completedAt };
  await db
    .insert(requestFollowUps)
    .values({ id: input.id, requestId, createdByUserId: userId, ...values })
    .onConflictDoUpdate({ target: requestFollowUps.id, set: { ...values, updatedAt: new Date() } });
  const [row] = await select(db).where(eq(requestFollowUps.id, input.id));
  return { created: !existing, followUp: toView(row!) };
}
