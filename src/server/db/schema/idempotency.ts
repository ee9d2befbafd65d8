import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Idempotency keys of replayable writes (docs/adr/0003-offline-first-outbox.md): per user, the request it was used for
 * and the stored answer. Written in the same transaction as the write's effect; kept 30 days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    /** `POST /v3/ssp/requests`: a key used again for another call is refused. */
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the canonical JSON of the body. */
    bodyHash: text('body_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);
