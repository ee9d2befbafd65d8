import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { AUTOMATION_KINDS, AUTOMATION_STATUSES, FOLLOW_UP_KINDS } from '../../../domain/guidance/guidance-api';
import { createdAt, updatedAt } from './columns';
import { requests } from './requests';
import { users } from './users';

/** Follow-ups a user sets on a request: a due time and a note (docs/product/README.md#api follow-up). */
export const requestFollowUps = pgTable(
  'request_follow_ups',
  {
    /** Client-chosen, so a replayed create is an upsert. */
    id: uuid('id').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    kind: text('kind', { enum: FOLLOW_UP_KINDS }).notNull().default('general'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    note: text('note').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('request_follow_ups_request').on(t.requestId, t.dueAt)],
);

/**
 * Dispatch automations of a request (docs/product/README.md#api automations): derived from the request's data and kept
 * here, one row per kind, so their status and history survive changes to the request.
 */
export const requestAutomations = pgTable(
  'request_automations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    kind: text('kind', { enum: AUTOMATION_KINDS }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: AUTOMATION_STATUSES }).notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('request_automations_request_kind').on(t.requestId, t.kind)],
);
