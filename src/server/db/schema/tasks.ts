import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { requests } from './requests';
import { customers, locations } from './tenancy';
import { users } from './users';

/** Work for customer staff, usually tied to a request (docs/product/requests.md Task). Open until completedAt is set. */
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
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Higher first in the task list (docs/product/constants.md default sort: score descending). */
    score: integer('score').notNull().default(0),
    assignedToUserId: uuid('assigned_to_user_id').references(() => users.id),
    dueAt: timestamp('due_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('tasks_customer_open_score').on(t.customerId, t.completedAt, t.score.desc())],
);
