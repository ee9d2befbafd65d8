import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ESCALATION_STATUSES, ESCALATION_UPDATE_AUTHORS } from '../../../domain/escalations/escalations-api';
import { createdAt } from './columns';
import { escalations } from './escalations';
import { publicLinks } from './public-links';
import { users } from './users';

// Apart from escalations.ts: these point at public links, which point at escalations.

/** What was said on an escalation: by the manufacturer's contact through the link, or by a portal user. */
export const escalationUpdates = pgTable(
  'escalation_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    escalationId: uuid('escalation_id')
      .notNull()
      .references(() => escalations.id),
    authorKind: text('author_kind', { enum: ESCALATION_UPDATE_AUTHORS }).notNull(),
    userId: uuid('user_id').references(() => users.id),
    /** A user's name, or the manufacturer's as the link speaks for it. */
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    /** The status the update moved the escalation to, if any. */
    status: text('status', { enum: ESCALATION_STATUSES }),
    linkId: uuid('link_id').references(() => publicLinks.id),
    createdAt: createdAt(),
  },
  (t) => [index('escalation_updates_escalation').on(t.escalationId, t.createdAt)],
);

/** The requester's rating of the manufacturer, once per escalation (from the manufacturer-CSAT link). */
export const escalationRatings = pgTable(
  'escalation_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    escalationId: uuid('escalation_id')
      .notNull()
      .references(() => escalations.id),
    linkId: uuid('link_id')
      .notNull()
      .references(() => publicLinks.id),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('escalation_ratings_escalation').on(t.escalationId)],
);
