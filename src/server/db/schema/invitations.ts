import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { loginLinks } from './auth';
import { createdAt } from './columns';
import { customers } from './tenancy';
import { users } from './users';

/**
 * An invitation to the portal (docs/product/sessions-and-tenancy.md#invitations): a manager added a
 * person to a customer and the person got a sign-in link. Pending while its link is unused and
 * unexpired; accepted once used; a withdrawn one's link no longer works.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id),
    loginLinkId: uuid('login_link_id')
      .notNull()
      .references(() => loginLinks.id),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    sentTo: text('sent_to').notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_user_customer').on(t.userId, t.customerId, t.createdAt.desc())],
);
