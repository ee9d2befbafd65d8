import { subject } from '@casl/ability';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { TaskCreate, TaskDetail, TaskPatch, TaskReopenResult } from '../../../domain/tasks/task-api';
import { MANUAL_TASK_SCORES, MANUAL_TASK_TYPES, TASK_BY_HAND_MESSAGES } from '../../../domain/tasks/task-api';
import type { Queryable } from '../../db/client';
import { requests } from '../../db/schema/requests';
import { tasks } from '../../db/schema/tasks';
import { customerMemberships, locations } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { visibleTo } from '../../db/tenant-scope';
import { badRequest, forbidden } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { requestVisibleTo } from '../requests/request-access';
import { worksAt } from '../users/people.service';
import { changedFields, recordAudit } from '../audit/audit.service';
import { noteExcerpt, queueNotification } from '../notifications/notification-events.service';
import { requireTask, taskDetailView } from './task-queries.service';
import { assertMayUpdate } from './task-writes.service';

/** Tasks made, changed and reopened by people (docs/product/tasks.md#by-hand). */

interface Place {
  customerId: string;
  locationId: string;
  requestId: string | null;
}

/** Where a new task goes: the request's location, or the location named; 400 for one the caller does not see. */
async function placeOf(db: Queryable, actor: Actor, body: TaskCreate): Promise<Place> {
  if (body.requestId) {
    const [request] = await db
      .select({ customerId: requests.customerId, locationId: requests.locationId })
      .from(requests)
      .where(and(eq(requests.id, body.requestId), requestVisibleTo(actor.scope)));
    if (!request) throw badRequest('requestId: no such request.');
    if (body.locationId && body.locationId !== request.locationId) throw badRequest(TASK_BY_HAND_MESSAGES.locationOfRequest);
    return { ...request, requestId: body.requestId };
  }
  const [location] = await db
    .select({ customerId: locations.customerId, locationId: locations.id })
    .from(locations)
    .where(and(eq(locations.id, body.locationId!), visibleTo(actor.scope, { customerId: locations.customerId, locationId: locations.id })));
  if (!location) throw badRequest('locationId: no such location.');
  return { ...location, requestId: null };
}

/** A task is given to someone who works at its location (or at all of its customer's). */
async function assertAssignable(db: Queryable, userId: string, place: Omit<Place, 'requestId'>): Promise<void> {
  const [person] = await db
    .select({ id: users.id })
    .from(customerMemberships)
    .innerJoin(users, eq(users.id, customerMemberships.userId))
    .where(and(eq(users.id, userId), worksAt(db, place)));
  if (!person) throw badRequest(TASK_BY_HAND_MESSAGES.assigneeElsewhere);
}

/** What the trail keeps of a task: what people set by hand. */
const auditedFields = (t: TaskDetail) => ({
  title: t.title,
  description: t.description,
  score: t.score,
  assignedTo: t.assignedTo?.name ?? null,
  dueAt: t.dueAt,
  location: t.location.name,
});

const dueOf = (at: string | null | undefined) => (at ? new Date(at) : null);

/**
 * The person a task is given to is told once the write commits (task-assigned,
 * docs/product/notifications.md#events), if they may still read its request or its location then;
 * giving it to oneself tells nobody.
 */
async function tellAssignee(db: Queryable, actor: Actor, task: TaskDetail, place: Omit<Place, 'requestId'>, userId: string): Promise<void> {
  await queueNotification(db, {
    event: 'task-assigned',
    requestId: task.request?.id ?? null,
    actorUserId: actor.user.id,
    data: { userIds: [userId], body: noteExcerpt(task.title), path: `/tasks/${task.id}`, customerId: place.customerId, locationId: place.locationId },
  });
}

/** POST tasks: a General task at a location, or a Follow-up on a request, ranked by its priority. */
export async function createTask(db: Queryable, actor: Actor, body: TaskCreate): Promise<TaskDetail> {
  const place = await placeOf(db, actor, body);
  if (!actor.ability.can('create', subject('Task', { customerId: place.customerId, locationId: place.locationId })))
    throw forbidden('You do not have permission to create tasks at this location.');
  if (body.assignedToUserId) await assertAssignable(db, body.assignedToUserId, place);
  const [made] = await db
    .insert(tasks)
    .values({
      customerId: place.customerId,
      locationId: place.locationId,
      requestId: place.requestId,
      taskType: body.taskType ?? (place.requestId ? 'Follow-up' : 'General'),
      title: body.title,
      description: body.description ?? '',
      score: MANUAL_TASK_SCORES[body.priority ?? 'Normal'],
      assignedToUserId: body.assignedToUserId ?? null,
      dueAt: dueOf(body.dueAt),
      createdByUserId: actor.user.id,
    })
    .returning({ id: tasks.id });
  const task = await taskDetailView(db, await requireTask(db, actor, made!.id));
  await recordAudit(db, actor, { customerId: place.customerId, action: 'task.create', subject: { type: 'Task', id: task.id }, after: auditedFields(task) });
  if (body.assignedToUserId) await tellAssignee(db, actor, task, place, body.assignedToUserId);
  return task;
}

/**
 * PATCH tasks/{id}: anyone who may update the task gives it to someone or moves its due date; what
 * it says (title, description, priority) changes only on the kinds people make, since the others
 * are written by their request or PM schedule.
 */
export async function editTask(db: Queryable, actor: Actor, id: string, patch: TaskPatch): Promise<TaskDetail> {
  const row = await requireTask(db, actor, id);
  assertMayUpdate(actor, row, 'You do not have permission to change this task.');
  const rewords = patch.title !== undefined || patch.description !== undefined || patch.priority !== undefined;
  if (rewords && !(MANUAL_TASK_TYPES as readonly string[]).includes(row.taskType)) throw badRequest(TASK_BY_HAND_MESSAGES.generatedUnchanged);
  if (patch.assignedToUserId) await assertAssignable(db, patch.assignedToUserId, row);
  await db
    .update(tasks)
    .set({
      ...(patch.title !== undefined && { title: patch.title }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.priority !== undefined && { score: MANUAL_TASK_SCORES[patch.priority] }),
      ...(patch.assignedToUserId !== undefined && { assignedToUserId: patch.assignedToUserId }),
      ...(patch.dueAt !== undefined && { dueAt: dueOf(patch.dueAt) }),
    })
    .where(eq(tasks.id, id));
  const after = await taskDetailView(db, await requireTask(db, actor, id));
  const before = auditedFields(await taskDetailView(db, row));
  await recordAudit(db, actor, {
    customerId: row.customerId,
    action: 'task.update',
    subject: { type: 'Task', id },
    ...changedFields(before, auditedFields(after)),
  });
  if (patch.assignedToUserId && patch.assignedToUserId !== row.assigneeId) await tellAssignee(db, actor, after, row, patch.assignedToUserId);
  return after;
}

/** POST tasks/{id}/reopen: a complete task is open again, its completion forgotten; an open one stays as it is. */
export async function reopenTask(db: Queryable, actor: Actor, id: string): Promise<Omit<TaskReopenResult, 'opId'>> {
  const row = await requireTask(db, actor, id);
  assertMayUpdate(actor, row, 'You do not have permission to reopen this task.');
  const reopened = await db
    .update(tasks)
    .set({ completedAt: null, completedByUserId: null })
    .where(and(eq(tasks.id, id), isNotNull(tasks.completedAt)))
    .returning({ id: tasks.id });
  if (reopened.length) {
    await recordAudit(db, actor, {
      customerId: row.customerId,
      action: 'task.reopen',
      subject: { type: 'Task', id },
      before: { completedAt: row.completedAt?.toISOString() ?? null },
      after: { completedAt: null },
    });
  }
  return { ...(await taskDetailView(db, await requireTask(db, actor, id))), alreadyOpen: reopened.length === 0 };
}
