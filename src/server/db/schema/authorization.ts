import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** Users an administrator keeps at hand to impersonate (docs/product/roles-and-permissions.md). */
export const impersonationFavorites = pgTable(
  'impersonation_favorites',
  {
    adminUserId: uuid('admin_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.adminUserId, t.targetUserId] })],
);

/** One row per API request an administrator made while impersonating someone. */
export const impersonationAudit = pgTable(
  'impersonation_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminUserId: uuid('admin_user_id')
      .notNull()
      .references(() => users.id),
    impersonatedUserId: uuid('impersonated_user_id')
      .notNull()
      .references(() => users.id),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestId: text('request_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('impersonation_audit_admin_at').on(t.adminUserId, t.at.desc()), index('impersonation_audit_target_at').on(t.impersonatedUserId, t.at.desc())],
);
