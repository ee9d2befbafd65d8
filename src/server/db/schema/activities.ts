import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACTIVITY_TYPES } from '../../../domain/requests/activity-types';
import { createdAt, updatedAt } from './columns';
import { requests } from './requests';
import { tasks } from './tasks';
import { users } from './users';

/**
 * A request's timeline (docs/product/requests.md Activity): every state change writes one, and people add notes
 * and self-service activities. Ids of authored entries are chosen by the client (outbox upserts).
 * Deleting an authored entry marks it, so a replayed create cannot bring it back.
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: breaks ties between entries written in the same instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    activityType: text('activity_type', { enum: ACTIVITY_TYPES }).notNull(),
    description: text('description').notNull().default(''),
    actionRequired: boolean('action_required').notNull().default(false),
    /** What changed, e.g. { from, to } for a priority change. */
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** Users a note mentions (ids from the request's taggable users). */
    mentionedUserIds: uuid('mentioned_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    taskId: uuid('task_id').references(() => tasks.id),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The timeline of one request, in order; also finds its check-ins.
    index('activities_request_created').on(t.requestId, t.createdAt),
  ],
);
