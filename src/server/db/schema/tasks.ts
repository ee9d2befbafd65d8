import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TASK_TYPES } from '../../../domain/tasks/task-api';
import { assets } from './assets';
import { createdAt } from './columns';
import { pmSchedules } from './pm';
import { requests } from './requests';
import { customers, locations } from './tenancy';
import { users } from './users';

/** Work for customer staff, usually tied to a request (docs/product/tasks.md). Open until completedAt is set. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    requestId: uuid('request_id').references(() => requests.id),
    /** Where the task comes from (docs/product/tasks.md#kinds). */
    taskType: text('task_type', { enum: TASK_TYPES }).notNull().default('General'),
    /** The equipment the task is about (its troubleshooting guides are offered). */
    assetId: uuid('asset_id').references(() => assets.id),
    /** Preventative tasks: the schedule whose next occurrence the task is. */
    pmScheduleId: uuid('pm_schedule_id').references(() => pmSchedules.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Higher first in the task list (docs/product/constants.md default sort: score descending). */
    score: integer('score').notNull().default(0),
    assignedToUserId: uuid('assigned_to_user_id').references(() => users.id),
    dueAt: timestamp('due_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedByUserId: uuid('completed_by_user_id').references(() => users.id),
    /** Who made a task by hand (docs/product/tasks.md#by-hand); null for the generated and seeded ones. */
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('tasks_customer_open_score').on(t.customerId, t.completedAt, t.score.desc()),
    // The default list (open, score, then soonest due, then id) read in order: a page without sorting every open task.
    index('tasks_open_order')
      .on(t.customerId, t.score.desc().nullsFirst(), t.dueAt.asc().nullsLast(), t.id)
      .where(sql`${t.completedAt} is null`),
    index('tasks_location_score').on(t.locationId, t.score.desc(), t.id),
    index('tasks_request').on(t.requestId),
    index('tasks_assigned_due').on(t.assignedToUserId, t.dueAt),
  ],
);

/** Each message a task was shared by (docs/product/tasks.md#share): who, to whom, how, when. */
export const taskShares = pgTable(
  'task_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id),
    sharedByUserId: uuid('shared_by_user_id')
      .notNull()
      .references(() => users.id),
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => users.id),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** The address the message went to. */
    sentTo: text('sent_to').notNull(),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [index('task_shares_task').on(t.taskId, t.createdAt)],
);
