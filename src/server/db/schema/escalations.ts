import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ESCALATION_STATUSES, ESCALATION_UPDATE_AUTHORS } from '../../../domain/escalations/escalations-api';
import { assets } from './assets';
import { createdAt, updatedAt } from './columns';
import { publicLinks } from './public-links';
import { requests } from './requests';
import { brandOwners, customers, locations } from './tenancy';
import { users } from './users';

/**
 * An escalation (EEP, docs/product/escalations.md): a request's equipment problem taken to the
 * equipment's manufacturer (the asset's brand owner), whose users see it across customers.
 */
export const escalations = pgTable(
  'escalations',
  {
    /** Chosen by the client that creates it (or the request's id + a fresh id for a request created escalated). */
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    assetId: uuid('asset_id').references(() => assets.id),
    /** The manufacturer: the asset's brand owner when the escalation was made. */
    brandOwnerId: uuid('brand_owner_id').references(() => brandOwners.id),
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes'),
    status: text('status', { enum: ESCALATION_STATUSES }).notNull().default('Open'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('escalations_customer_created').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    index('escalations_brand_owner_created').on(t.brandOwnerId, t.createdAt.desc(), t.id.desc()),
    index('escalations_request').on(t.requestId),
  ],
);

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
