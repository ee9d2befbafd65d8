import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-case; unique among all users, archived ones included. */
    email: text('email'),
    /** E.164, for example +15551234567. */
    phone: text('phone'),
    /** Portal staff: administrators and internal staff (docs/product/README.md). */
    isInternalStaff: boolean('is_internal_staff').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Back-of-house users: analytics is off for them (docs/product/roles-and-permissions.md). */
    isBohUser: boolean('is_boh_user').notNull().default(false),
    oooStartDate: text('ooo_start_date'),
    oooEndDate: text('ooo_end_date'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Goes up whenever what the user may reach changes (a membership, a location, a customer's
     * status): database triggers keep it (migration 0011), so every write path and every node
     * agrees. Servers keep the user's memberships keyed by it (plugins/actor.ts).
     */
    accessVersion: integer('access_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email')
      .on(t.email)
      .where(sql`${t.email} is not null`),
    uniqueIndex('users_phone')
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
  ],
);
