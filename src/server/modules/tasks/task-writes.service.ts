import { subject } from '@casl/ability';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { ShareRecipient, ShareRecipients, TaskComplete, TaskCompleteResult, TaskShare, TaskShareResult } from '../../../domain/tasks/task-api';
import { TASK_MESSAGES } from '../../../domain/tasks/task-api';
import { isOutOfOfficeAt } from '../../../domain/users/out-of-office';
import type { Queryable } from '../../db/client';
import { tasks, taskShares } from '../../db/schema/tasks';
import { customerMemberships, userLocations, vendorMemberships } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { badRequest, conflict, forbidden } from '../../http-error';
import { sendAfterCommit } from '../../mail/after-commit';
import type { Actor } from '../../plugins/actor';
import { requireTask, taskDetailView, type TaskRow } from './task-queries.service';

/** A completion may be sent late from a device offline, never ahead of the server's clock by more than this. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export function assertMayUpdate(actor: Actor, row: TaskRow, message: string): void {
  if (!actor.ability.can('update', subject('Task', { customerId: row.customerId, locationId: row.locationId }))) throw forbidden(message);
}

/**
 * POST tasks/{id}/complete (docs/product/tasks.md#complete): records who and when. Completing a
 * complete task changes nothing and answers it as it is (`alreadyCompleted`), so a second device's
 * queued completion is not an error and the first completion stands.
 */
export async function completeTask(db: Queryable, actor: Actor, id: string, body: TaskComplete & object): Promise<Omit<TaskCompleteResult, 'opId'>> {
  const row = await requireTask(db, actor, id);
  assertMayUpdate(actor, row, 'You do not have permission to complete this task.');
  if (row.completedAt) return { ...(await taskDetailView(db, row)), alreadyCompleted: true };
  const at = body.completedAt ? new Date(body.completedAt) : new Date();
  if (at.getTime() > Date.now() + CLOCK_SKEW_MS) throw badRequest('completedAt: must not be in the future.');
  // Only an open task is completed: two completions racing leave the first one's who and when.
  const done = await db
    .update(tasks)
    .set({ completedAt: at, completedByUserId: actor.user.id })
    .where(and(eq(tasks.id, id), isNull(tasks.completedAt)))
    .returning({ id: tasks.id });
  const after = await requireTask(db, actor, id);
  return { ...(await taskDetailView(db, after)), alreadyCompleted: done.length === 0 };
}

const recipientColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  oooStartDate: users.oooStartDate,
  oooEndDate: users.oooEndDate,
};

/**
 * The people an open task may be shared with (docs/product/tasks.md#share), by name, the caller
 * left out: the location's own staff, the customer's people who see every location, and the people
 * of the vendor its request is dispatched to; each flagged out of office by the location's day.
 */
async function recipientsOf(db: Queryable, actor: Actor, row: TaskRow): Promise<ShareRecipients> {
  const active = and(isNull(users.deletedAt), ne(users.id, actor.user.id));
  const [location, customer, vendor] = await Promise.all([
    db
      .select({ ...recipientColumns, role: customerMemberships.role })
      .from(userLocations)
      .innerJoin(users, eq(users.id, userLocations.userId))
      .innerJoin(customerMemberships, and(eq(customerMemberships.userId, users.id), eq(customerMemberships.customerId, row.customerId)))
      .where(and(eq(userLocations.locationId, row.locationId), eq(customerMemberships.allLocations, false), active))
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select({ ...recipientColumns, role: customerMemberships.role })
      .from(customerMemberships)
      .innerJoin(users, eq(users.id, customerMemberships.userId))
      .where(and(eq(customerMemberships.customerId, row.customerId), eq(customerMemberships.allLocations, true), active))
      .orderBy(asc(users.name), asc(users.id)),
    row.requestVendorId
      ? db
          .select({ ...recipientColumns, role: vendorMemberships.role })
          .from(vendorMemberships)
          .innerJoin(users, eq(users.id, vendorMemberships.userId))
          .where(and(eq(vendorMemberships.vendorId, row.requestVendorId), active))
          .orderBy(asc(users.name), asc(users.id))
      : Promise.resolve([]),
  ]);
  const flag = (list: Omit<ShareRecipient, 'isOoo'>[]) => list.map((r) => ({ ...r, isOoo: isOutOfOfficeAt(r, { locationTimeZone: row.locationTimezone }) }));
  return { locationContacts: flag(location), customerContacts: flag(customer), vendorContacts: flag(vendor) };
}

/** A task that is still open, else 409: recipients are loaded only for open tasks (docs/product/tasks.md#share). */
function assertOpen(row: TaskRow): void {
  if (row.completedAt) throw conflict(TASK_MESSAGES.alreadyCompleted);
}

/** GET tasks/{id}/share/recipients. */
export async function shareRecipients(db: Queryable, actor: Actor, id: string): Promise<ShareRecipients> {
  const row = await requireTask(db, actor, id);
  assertOpen(row);
  return recipientsOf(db, actor, row);
}

/**
 * POST tasks/{id}/share: one message to each recipient (email when they have one, else a text),
 * sent once the write is committed, and one log row each.
 */
export async function shareTask(db: Queryable, actor: Actor, id: string, body: TaskShare): Promise<Omit<TaskShareResult, 'opId'>> {
  const row = await requireTask(db, actor, id);
  assertMayUpdate(actor, row, 'You do not have permission to share this task.');
  assertOpen(row);
  const groups = await recipientsOf(db, actor, row);
  const known = new Map([...groups.locationContacts, ...groups.customerContacts, ...groups.vendorContacts].map((r) => [r.id, r]));
  const wanted = [...new Set(body.recipientIds)];
  const unknown = wanted.filter((r) => !known.has(r));
  if (unknown.length) throw badRequest(`recipientIds: ${unknown.join(', ')} is not among this task's recipients.`);
  const chosen = wanted.map((r) => known.get(r)!);
  const unreachable = chosen.filter((r) => !r.email && !r.phone);
  if (unreachable.length) throw badRequest(`recipientIds: ${unreachable.map((r) => r.name).join(', ')} has no email or phone to share with.`);

  const sharedAt = new Date();
  const sent = chosen.map((r) => ({ recipient: r, channel: r.email ? ('email' as const) : ('sms' as const), to: (r.email ?? r.phone)! }));
  await db.insert(taskShares).values(
    sent.map((s) => ({
      taskId: row.id,
      sharedByUserId: actor.user.id,
      recipientUserId: s.recipient.id,
      channel: s.channel,
      sentTo: s.to,
      message: body.message || null,
      createdAt: sharedAt,
    })),
  );
  const due = row.dueAt ? ` Due ${row.dueAt.toISOString().slice(0, 10)}.` : '';
  const note = body.message ? `\n\n${actor.user.name}: ${body.message}` : '';
  for (const s of sent) {
    sendAfterCommit((publicUrl) => {
      // The task's screen (docs/product/routing.md).
      const link = `${publicUrl}/tasks/${row.id}`;
      return {
        channel: s.channel,
        to: s.to,
        subject: `Task shared with you: ${row.title}`,
        text: `${actor.user.name} shared a task at ${row.locationName} with you: ${row.title}.${due}${note}\n\n${link}`,
        link,
      };
    });
  }
  return {
    taskId: row.id,
    sharedAt: sharedAt.toISOString(),
    recipients: sent.map((s) => ({ id: s.recipient.id, name: s.recipient.name, channel: s.channel })),
  };
}
