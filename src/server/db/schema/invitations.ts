import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { loginLinks } from './auth';
import { createdAt } from './columns';
import { customers, vendors } from './tenancy';
import { users } from './users';

/**
 * An invitation to the portal (docs/product/sessions-and-tenancy.md#invitations): a manager added a
 * person to a customer, or someone added a person to a vendor (docs/product/vendors.md#vendor-people),
 * and the person got a sign-in link. Exactly one of customer and vendor is set. Pending while its link is unused and
 * unexpired; accepted once used; a withdrawn one's link no longer works.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    customerId: uuid('customer_id').references(() => customers.id),
    vendorId: uuid('vendor_id').references(() => vendors.id),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id),
    loginLinkId: uuid('login_link_id')
      .notNull()
      .references(() => loginLinks.id),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    sentTo: text('sent_to').notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invitations_user_customer').on(t.userId, t.customerId, t.createdAt.desc()),
    index('invitations_user_vendor').on(t.userId, t.vendorId, t.createdAt.desc()),
    check('invitations_one_place', sql`(${t.customerId} is null) <> (${t.vendorId} is null)`),
  ],
);
