import { and, asc, desc, eq, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Page } from '../../../domain/api/paging';
import type { TaskDetail, TaskListQuery, TaskSavings, TaskSummary } from '../../../domain/tasks/task-api';
import { taskSavings } from '../../../domain/tasks/task-savings';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { pmRequestDetails } from '../../db/schema/pm';
import { requests } from '../../db/schema/requests';
import { tasks } from '../../db/schema/tasks';
import { locations } from '../../db/schema/tenancy';
import { troubleshootingGuides } from '../../db/schema/troubleshooting';
import { users } from '../../db/schema/users';
import { countedRow, pageWithTotal, type CappedTotal } from '../../db/capped-count';
import { visibleTo, type TenantScope } from '../../db/tenant-scope';
import { notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { joinedRef } from '../../db/joined-ref';

/** Tasks the caller may see: at their locations (docs/product/roles-and-permissions.md#rules, Task in scope). */
export const taskVisibleTo = (scope: TenantScope) => visibleTo(scope, { customerId: tasks.customerId, locationId: tasks.locationId });

const assignee = alias(users, 'task_assignee');
const completer = alias(users, 'task_completer');
const creator = alias(users, 'task_creator');

const iso = (d: Date | null) => d?.toISOString() ?? null;

const summaryColumns = {
  id: tasks.id,
  title: tasks.title,
  taskType: tasks.taskType,
  score: tasks.score,
  dueAt: tasks.dueAt,
  completedAt: tasks.completedAt,
  locationId: tasks.locationId,
  locationName: locations.name,
  assigneeId: assignee.id,
  assigneeName: assignee.name,
  requestId: requests.id,
  requestNumber: requests.number,
};
interface SummaryRow {
  id: string;
  title: string;
  taskType: TaskSummary['taskType'];
  score: number;
  dueAt: Date | null;
  completedAt: Date | null;
  locationId: string;
  locationName: string;
  assigneeId: string | null;
  assigneeName: string | null;
  requestId: string | null;
  requestNumber: number | null;
}

function summaryView(r: SummaryRow): TaskSummary {
  return {
    id: r.id,
    title: r.title,
    taskType: r.taskType,
    score: r.score,
    dueAt: iso(r.dueAt),
    completedAt: iso(r.completedAt),
    location: { id: r.locationId, name: r.locationName },
    assignedTo: joinedRef(r.assigneeId, r.assigneeName),
    request: r.requestId && r.requestNumber !== null ? { id: r.requestId, number: r.requestNumber } : null,
  };
}

function listConditions(scope: TenantScope, query: TaskListQuery): SQL {
  const parts: (SQL | undefined)[] = [taskVisibleTo(scope)];
  if (query.status === 'open') parts.push(isNull(tasks.completedAt));
  if (query.status === 'completed') parts.push(isNotNull(tasks.completedAt));
  if (query.locationId) parts.push(eq(tasks.locationId, query.locationId));
  if (query.type) parts.push(eq(tasks.taskType, query.type));
  if (query.dueFrom) parts.push(gte(tasks.dueAt, new Date(query.dueFrom)));
  if (query.dueTo) parts.push(lt(tasks.dueAt, new Date(query.dueTo)));
  return and(...parts)!;
}

/**
 * GET tasks/self: score descending (docs/product/constants.md), then soonest due, then id, so pages
 * never overlap. The total is counted up to the cap, as the other long lists (db/capped-count.ts).
 */
export async function listTasks(db: Queryable, scope: TenantScope, query: TaskListQuery): Promise<Page<TaskSummary> & CappedTotal> {
  const where = listConditions(scope, query);
  const page = await pageWithTotal(db, {
    name: 'tasks',
    scope,
    filter: query,
    rows: (limit) =>
      db
        .select(summaryColumns)
        .from(tasks)
        .innerJoin(locations, eq(locations.id, tasks.locationId))
        .leftJoin(assignee, eq(assignee.id, tasks.assignedToUserId))
        .leftJoin(requests, eq(requests.id, tasks.requestId))
        .where(where)
        .orderBy(desc(tasks.score), sql`${tasks.dueAt} asc nulls last`, asc(tasks.id))
        .limit(limit)
        .offset(query.offset),
    countRows: () => db.select(countedRow).from(tasks).where(where).$dynamic(),
  });
  return { items: page.rows.map(summaryView), total: page.total, totalCapped: page.totalCapped, limit: query.limit, offset: query.offset };
}

const detailColumns = {
  ...summaryColumns,
  customerId: tasks.customerId,
  locationTimezone: locations.timezone,
  completedByUserId: tasks.completedByUserId,
  description: tasks.description,
  createdAt: tasks.createdAt,
  pmScheduleId: tasks.pmScheduleId,
  completerId: completer.id,
  completerName: completer.name,
  creatorId: creator.id,
  creatorName: creator.name,
  requestTicketName: requests.ticketName,
  requestType: requests.requestType,
  requestStatus: requests.requestStatus,
  requestPriority: requests.requestPriority,
  requestVendorId: requests.assignedToVendorId,
  requestPmScheduleId: pmRequestDetails.pmScheduleId,
  assetId: assets.id,
  assetName: assets.name,
  assetTypeId: assets.assetTypeId,
};

/** The task with what its screen and its checks need, if the caller may see it; null otherwise. */
async function findTask(db: Queryable, actor: Actor, id: string) {
  const [row] = await db
    .select(detailColumns)
    .from(tasks)
    .innerJoin(locations, eq(locations.id, tasks.locationId))
    .leftJoin(assignee, eq(assignee.id, tasks.assignedToUserId))
    .leftJoin(completer, eq(completer.id, tasks.completedByUserId))
    .leftJoin(creator, eq(creator.id, tasks.createdByUserId))
    .leftJoin(requests, eq(requests.id, tasks.requestId))
    .leftJoin(pmRequestDetails, eq(pmRequestDetails.requestId, tasks.requestId))
    // The task's own asset, else its request's.
    .leftJoin(assets, eq(assets.id, sql`coalesce(${tasks.assetId}, ${requests.assetId})`))
    .where(and(eq(tasks.id, id), taskVisibleTo(actor.scope)));
  return row ?? null;
}
export type TaskRow = NonNullable<Awaited<ReturnType<typeof findTask>>>;

/** The task if the caller may see it; 404 otherwise (another tenant's id looks like a missing one). */
export async function requireTask(db: Queryable, actor: Actor, id: string): Promise<TaskRow> {
  const row = await findTask(db, actor, id);
  if (!row) throw notFound('Task');
  return row;
}

async function assetHasGuide(db: Queryable, row: TaskRow): Promise<boolean> {
  if (!row.assetId) return false;
  const [guide] = await db
    .select({ id: troubleshootingGuides.id })
    .from(troubleshootingGuides)
    .where(or(eq(troubleshootingGuides.assetId, row.assetId), row.assetTypeId ? eq(troubleshootingGuides.assetTypeId, row.assetTypeId) : undefined))
    .limit(1);
  return !!guide;
}

export async function taskDetailView(db: Queryable, row: TaskRow): Promise<TaskDetail> {
  return {
    ...summaryView(row),
    customerId: row.customerId,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    completedBy: joinedRef(row.completerId, row.completerName),
    createdBy: joinedRef(row.creatorId, row.creatorName),
    request:
      row.requestId && row.requestNumber !== null && row.requestType && row.requestStatus
        ? {
            id: row.requestId,
            number: row.requestNumber,
            ticketName: row.requestTicketName,
            requestType: row.requestType,
            requestStatus: row.requestStatus,
            pm: row.requestPmScheduleId ? { pmScheduleId: row.requestPmScheduleId } : null,
          }
        : null,
    pmScheduleId: row.pmScheduleId ?? row.requestPmScheduleId,
    asset: joinedRef(row.assetId, row.assetName),
    assetHasGuide: await assetHasGuide(db, row),
  };
}

/** GET tasks/{id}. */
export async function getTask(db: Queryable, actor: Actor, id: string): Promise<TaskDetail> {
  return taskDetailView(db, await requireTask(db, actor, id));
}

/** GET tasks/{id}/savings (docs/product/tasks.md#savings). */
export async function getTaskSavings(db: Queryable, actor: Actor, id: string): Promise<TaskSavings> {
  const row = await requireTask(db, actor, id);
  const priced = taskSavings(row.taskType, row.requestPriority);
  return { taskId: row.id, taskType: row.taskType, projectedSavingsUsd: priced.usd, basis: priced.basis, realized: row.completedAt !== null };
}
