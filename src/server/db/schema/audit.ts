import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './tenancy';
import { users } from './users';

/**
 * The audit trail of a customer's set-up (docs/product/audit-trail.md): who changed what, from what
 * to what. Written in the change's own transaction, so a change and its record stand or fall together.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose set-up changed; every event names one. */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The user the change was made as (the impersonated one while an administrator impersonates). */
    actorUserId: uuid('actor_user_id')
      .notNull()
      .references(() => users.id),
    /** The signed-in user, when another than the actor (an administrator impersonating). */
    realUserId: uuid('real_user_id').references(() => users.id),
    /** What happened (AUDIT_ACTIONS): `task.create`, `vendor.eightySix`… */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_events_customer_at').on(t.customerId, t.createdAt.desc(), t.id), index('audit_events_subject').on(t.subjectType, t.subjectId)],
);
