import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * A requested change of the email or phone a person signs in with, waiting for the confirmation
 * link sent to the new address. Only the token's hash is kept.
 */
export const identifierChanges = pgTable(
  'identifier_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['email', 'phone'] }).notNull(),
    newValue: text('new_value').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    requestedByUserId: uuid('requested_by_user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('identifier_changes_user').on(t.userId)],
);
