import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { ActivityType } from '../../../domain/requests/activity-types';
import type { ActivityView, CheckedInView, TaggableUser } from '../../../domain/requests/request-views';
import type { Queryable } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { requests } from '../../db/schema/requests';
import { tasks } from '../../db/schema/tasks';
import { customerMemberships, userLocations, vendorMemberships } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { badRequest } from '../../http-error';
import { containsPattern } from '../../db/search-pattern';

type Details = Record<string, string | number | boolean | null>;

export interface NewActivity {
  /** Client-chosen for authored entries; generated otherwise. */
  id?: string;
  requestId: string;
  activityType: ActivityType;
  description: string;
  details?: Details;
  actionRequired?: boolean;
  mentionedUserIds?: string[];
  taskId?: string | null;
  createdByUserId: string | null;
  /** When it happened, if not now (an offline check-in sent later). */
  createdAt?: Date;
}

/**
 * Adds a timeline entry and touches the request's updatedAt. An entry whose id exists already is
 * left alone (a replayed create); returns whether this call inserted it.
 */
export async function recordActivity(db: Queryable, entry: NewActivity): Promise<boolean> {
  const inserted = await db
    .insert(activities)
    .values({
      ...(entry.id ? { id: entry.id } : {}),
      requestId: entry.requestId,
      activityType: entry.activityType,
      description: entry.description,
      details: entry.details ?? {},
      actionRequired: entry.actionRequired ?? false,
      mentionedUserIds: entry.mentionedUserIds ?? [],
      taskId: entry.taskId ?? null,
      createdByUserId: entry.createdByUserId,
      // now() is the transaction's start: entries written in one transaction need the clock.
      createdAt: entry.createdAt ?? sql`clock_timestamp()`,
      updatedAt: entry.createdAt ?? sql`clock_timestamp()`,
    })
    .onConflictDoNothing({ target: activities.id })
    .returning({ id: activities.id });
  if (inserted.length)
    await db
      .update(requests)
      .set({ updatedAt: sql`now()` })
      .where(eq(requests.id, entry.requestId));
  return inserted.length > 0;
}

const author = alias(users, 'author');

const activityColumns = {
  id: activities.id,
  requestId: activities.requestId,
  activityType: activities.activityType,
  description: activities.description,
  actionRequired: activities.actionRequired,
  details: activities.details,
  mentionedUserIds: activities.mentionedUserIds,
  createdBy: { id: author.id, name: author.name },
  task: { id: tasks.id, title: tasks.title, completedAt: tasks.completedAt },
  createdAt: activities.createdAt,
  updatedAt: activities.updatedAt,
};

type ActivityRow = Awaited<ReturnType<typeof activityQuery>>[number];

/** Rows with the mentioned users' names, dates as ISO strings. */
async function toViews(db: Queryable, rows: ActivityRow[]): Promise<ActivityView[]> {
  const ids = [...new Set(rows.flatMap((r) => r.mentionedUserIds))];
  const names = ids.length ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)) : [];
  const byId = new Map(names.map((n) => [n.id, n]));
  return rows.map(({ mentionedUserIds, task, createdAt, updatedAt, ...rest }) => ({
    ...rest,
    mentions: mentionedUserIds.flatMap((id) => byId.get(id) ?? []),
    task: task && { ...task, completedAt: task.completedAt?.toISOString() ?? null },
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }));
}

function activityQuery(db: Queryable, where: SQL | undefined) {
  return db
    .select(activityColumns)
    .from(activities)
    .leftJoin(author, eq(author.id, activities.createdByUserId))
    .leftJoin(tasks, eq(tasks.id, activities.taskId))
    .where(where);
}

/** The request's timeline, oldest first by default; deleted entries are left out. */
export async function listActivities(db: Queryable, requestId: string, page: PageQuery & { order: 'asc' | 'desc' }): Promise<Page<ActivityView>> {
  const where = and(eq(activities.requestId, requestId), isNull(activities.deletedAt));
  const dir = page.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    activityQuery(db, where).orderBy(dir(activities.createdAt), dir(activities.seq)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  return { items: await toViews(db, rows), total: total?.n ?? 0, limit: page.limit, offset: page.offset };
}

export async function getActivity(db: Queryable, id: string): Promise<ActivityView | null> {
  const rows = await activityQuery(db, eq(activities.id, id));
  return (await toViews(db, rows))[0] ?? null;
}

/** The caller's latest check-in on the request and the latest by anyone. */
export async function checkedInState(db: Queryable, requestId: string, userId: string): Promise<CheckedInView> {
  const visits = (type: 'Check In' | 'Check Out') => and(eq(activities.requestId, requestId), eq(activities.activityType, type), isNull(activities.deletedAt));
  const latest = (type: 'Check In' | 'Check Out') =>
    db
      .select({ at: activities.createdAt, details: activities.details, by: { id: author.id, name: author.name } })
      .from(activities)
      .leftJoin(author, eq(author.id, activities.createdByUserId))
      .where(visits(type))
      .orderBy(desc(activities.createdAt), desc(activities.seq))
      .limit(1);
  const mineLatest = (type: 'Check In' | 'Check Out') =>
    db
      .select({ at: activities.createdAt })
      .from(activities)
      .where(and(visits(type), eq(activities.createdByUserId, userId)))
      .orderBy(desc(activities.createdAt), desc(activities.seq))
      .limit(1);
  const [[lastIn], [lastOut], [myIn], [myOut]] = await Promise.all([latest('Check In'), latest('Check Out'), mineLatest('Check In'), mineLatest('Check Out')]);
  // On site: my latest check-in is later than my latest check-out.
  const onSite = !!myIn && (!myOut || myOut.at < myIn.at);
  const visitMinutes = lastOut?.details.visitMinutes;
  return {
    checkedIn: onSite,
    checkedInAt: onSite ? myIn.at.toISOString() : null,
    lastCheckIn: lastIn ? { at: lastIn.at.toISOString(), by: lastIn.by } : null,
    lastCheckOut: lastOut ? { at: lastOut.at.toISOString(), by: lastOut.by, visitMinutes: typeof visitMinutes === 'number' ? visitMinutes : null } : null,
  };
}

/**
 * People a note on the request may mention: active users of the request's customer who see its
 * location, and users of the vendor it is dispatched to.
 */
function taggableCondition(db: Queryable, request: { customerId: string; locationId: string; assignedToVendorId: string | null }): SQL {
  const customerSide = db
    .select({ id: customerMemberships.userId })
    .from(customerMemberships)
    .where(
      and(
        eq(customerMemberships.customerId, request.customerId),
        or(
          eq(customerMemberships.allLocations, true),
          inArray(
            customerMemberships.userId,
            db.select({ id: userLocations.userId }).from(userLocations).where(eq(userLocations.locationId, request.locationId)),
          ),
        ),
      ),
    );
  const vendorSide = request.assignedToVendorId
    ? inArray(users.id, db.select({ id: vendorMemberships.userId }).from(vendorMemberships).where(eq(vendorMemberships.vendorId, request.assignedToVendorId)))
    : undefined;
  return and(isNull(users.deletedAt), or(inArray(users.id, customerSide), vendorSide))!;
}

function vendorUsers(db: Queryable, vendorId: string | null) {
  return vendorId ? db.select({ id: vendorMemberships.userId }).from(vendorMemberships).where(eq(vendorMemberships.vendorId, vendorId)) : null;
}

export async function listTaggableUsers(
  db: Queryable,
  request: { customerId: string; locationId: string; assignedToVendorId: string | null },
  query: PageQuery & { search?: string },
): Promise<Page<TaggableUser>> {
  const where = and(taggableCondition(db, request), query.search ? ilike(users.name, containsPattern(query.search)) : undefined);
  const vendorSide = vendorUsers(db, request.assignedToVendorId);
  const kind = vendorSide
    ? sql<'customer' | 'vendor'>`case when ${inArray(users.id, vendorSide)} then 'vendor' else 'customer' end`
    : sql<'customer'>`'customer'`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, kind })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows, total: total?.n ?? 0, limit: query.limit, offset: query.offset };
}

/** 400 unless every mentioned id is a taggable user of the request. */
export async function assertTaggable(
  db: Queryable,
  request: { customerId: string; locationId: string; assignedToVendorId: string | null },
  userIds: readonly string[],
): Promise<void> {
  const wanted = [...new Set(userIds)];
  if (!wanted.length) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(taggableCondition(db, request), inArray(users.id, wanted)));
  if (found.length !== wanted.length) throw badRequest("mentions: only people from the request's taggable users may be mentioned.");
}
