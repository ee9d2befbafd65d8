import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { COMMUNICATION_DIRECTIONS, COMMUNICATION_KINDS } from '../../../domain/requests/communications';
import { createdAt } from './columns';
import { requests } from './requests';

/**
 * Emails, calls and conferences, push notifications and chats about a request (docs/product/requests.md
 * communications). Visibility follows the request's.
 */
export const communications = pgTable(
  'communications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    kind: text('kind', { enum: COMMUNICATION_KINDS }).notNull(),
    direction: text('direction', { enum: COMMUNICATION_DIRECTIONS }).notNull(),
    /** An address, phone number or user name, as the channel knows the party. */
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject'),
    body: text('body'),
    transcript: text('transcript'),
    durationSeconds: integer('duration_seconds'),
    /** Delivery state as the channel reported it (delivered, completed, missed, read, ...). */
    status: text('status').notNull().default('delivered'),
    createdAt: createdAt(),
  },
  (t) => [
    index('communications_request_kind_created').on(t.requestId, t.kind, t.createdAt),
    index('communications_request_created').on(t.requestId, t.createdAt),
  ],
);
