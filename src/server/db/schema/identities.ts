import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOGIN_PROVIDERS } from '../../../domain/auth/login-providers';
import { users } from './users';

/**
 * External sign-in accounts (Google, Microsoft...) linked to a user: the provider's subject is the
 * stable key; the email is what the provider reported when it was linked, for display only.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: LOGIN_PROVIDERS }).notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject').on(t.provider, t.subject),
    // One account per provider and user (unlink names only the provider); also serves lookups by user.
    uniqueIndex('user_identities_user_provider').on(t.userId, t.provider),
  ],
);
