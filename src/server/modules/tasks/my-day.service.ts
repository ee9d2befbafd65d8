import { and, asc, eq, gte, inArray, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { MyDay, MyDayItem, MyDayQuery } from '../../../domain/tasks/task-api';
import type { Queryable } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { requests } from '../../db/schema/requests';
import { tasks } from '../../db/schema/tasks';
import { locations } from '../../db/schema/tenancy';
import type { Actor } from '../../plugins/actor';
import { taskVisibleTo } from './task-queries.service';

/** A day is short; more than this is cut (the list says how many it shows). */
const DAY_LIMIT = 200;

/**
 * "My day" (docs/product/tasks.md#my-day): the open visits of the caller's vendors (an internal
 * technician's vendor is the internal one) whose arrival window or ETA falls in the day, and the
 * tasks due in the day that are assigned to the caller or belong to one of those visits; by time.
 */
export async function myDay(db: Queryable, actor: Actor, query: MyDayQuery): Promise<MyDay> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  const vendorIds = actor.scope.vendorIds;
  const visitAt = sql<Date>`coalesce(${requests.serviceWindowStart}, ${requests.eta})`;
  const visits = vendorIds.length
    ? await db
        .select({
          id: requests.id,
          number: requests.number,
          ticketName: requests.ticketName,
          at: visitAt.mapWith(requests.eta),
          locationId: locations.id,
          locationName: locations.name,
          completedAt: requests.completedAt,
        })
        .from(requests)
        .innerJoin(locations, eq(locations.id, requests.locationId))
        .where(and(inArray(requests.assignedToVendorId, [...vendorIds]), eq(requests.requestStatus, 'Request Open'), gte(visitAt, from), lt(visitAt, to)))
        .orderBy(asc(visitAt), asc(requests.id))
        .limit(DAY_LIMIT)
    : [];
  const visitIds = visits.map((v) => v.id);

  const [dayTasks, marks] = await Promise.all([
    db
      .select({
        id: tasks.id,
        title: tasks.title,
        at: tasks.dueAt,
        completedAt: tasks.completedAt,
        locationId: locations.id,
        locationName: locations.name,
        requestId: requests.id,
        requestNumber: requests.number,
      })
      .from(tasks)
      .innerJoin(locations, eq(locations.id, tasks.locationId))
      .leftJoin(requests, eq(requests.id, tasks.requestId))
      .where(
        and(
          gte(tasks.dueAt, from),
          lt(tasks.dueAt, to),
          or(eq(tasks.assignedToUserId, actor.user.id), visitIds.length ? and(inArray(tasks.requestId, visitIds), taskVisibleTo(actor.scope)) : undefined),
        ),
      )
      .orderBy(asc(tasks.dueAt), asc(tasks.id))
      .limit(DAY_LIMIT),
    visitIds.length
      ? db
          .select({ requestId: activities.requestId, type: activities.activityType, at: max(activities.createdAt) })
          .from(activities)
          .where(
            and(
              inArray(activities.requestId, visitIds),
              eq(activities.createdByUserId, actor.user.id),
              inArray(activities.activityType, ['Check In', 'Check Out']),
              isNull(activities.deletedAt),
            ),
          )
          .groupBy(activities.requestId, activities.activityType)
      : Promise.resolve([]),
  ]);

  // On site: my latest check-in is later than my latest check-out (as on the request).
  const latest = (requestId: string, type: string) => marks.find((m) => m.requestId === requestId && m.type === type)?.at ?? null;
  const onSite = (requestId: string) => {
    const lastIn = latest(requestId, 'Check In');
    const lastOut = latest(requestId, 'Check Out');
    return !!lastIn && (!lastOut || new Date(lastOut) < new Date(lastIn));
  };

  const items: MyDayItem[] = [
    ...visits.map((v) => ({
      kind: 'visit' as const,
      id: v.id,
      at: new Date(v.at).toISOString(),
      title: v.ticketName ?? `Request #${v.number}`,
      location: { id: v.locationId, name: v.locationName },
      request: { id: v.id, number: v.number },
      checkedIn: onSite(v.id),
      completedAt: v.completedAt?.toISOString() ?? null,
    })),
    ...dayTasks.map((t) => ({
      kind: 'task' as const,
      id: t.id,
      at: t.at!.toISOString(),
      title: t.title,
      location: { id: t.locationId, name: t.locationName },
      request: t.requestId && t.requestNumber !== null ? { id: t.requestId, number: t.requestNumber } : null,
      checkedIn: false,
      completedAt: t.completedAt?.toISOString() ?? null,
    })),
  ];
  items.sort((a, b) => a.at.localeCompare(b.at) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id));
  return { items: items.slice(0, DAY_LIMIT) };
}
