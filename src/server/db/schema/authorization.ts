import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { IDENTIFIER_KINDS } from '../../../domain/auth/identifier-change-api';
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

export const AUDITED_ACTIONS = ['request', 'identifier-change-requested', 'identifier-change-confirmed'] as const;

/**
 * The audit trail of acting on someone else's account: one row per API request an administrator
 * made while impersonating someone (`action` 'request'), and one per request and per confirmation of
 * a move of someone's login email or phone by someone else (then `adminUserId` is whoever asked for
 * the move, and the kind, old and new value are kept).
 */
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
    action: text('action', { enum: AUDITED_ACTIONS }).notNull().default('request'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestId: text('request_id').notNull(),
    identifierKind: text('identifier_kind', { enum: IDENTIFIER_KINDS }),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('impersonation_audit_admin_at').on(t.adminUserId, t.at.desc()), index('impersonation_audit_target_at').on(t.impersonatedUserId, t.at.desc())],
);
