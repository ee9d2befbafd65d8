import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PUBLIC_LINK_PURPOSES } from '../../../domain/public-links/public-links-api';
import { QUOTE_STATUSES } from '../../../domain/requests/quotes-api';
import { requestAttachments } from './attachments';
import { createdAt } from './columns';
import { escalations } from './escalations';
import { requests } from './requests';
import { customers, locations, vendors } from './tenancy';
import { users } from './users';

/**
 * Links that let someone without an account act on one thing (docs/product/public-links.md): a vendor
 * answering a dispatch or a quote request, reporting progress, a location filing requests, a contact
 * rating a visit. Only the SHA-256 of the token is kept; a token never grants a session.
 */
export const publicLinks = pgTable(
  'public_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: PUBLIC_LINK_PURPOSES }).notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    requestId: uuid('request_id').references(() => requests.id),
    vendorId: uuid('vendor_id').references(() => vendors.id),
    locationId: uuid('location_id').references(() => locations.id),
    /** Escalation links (EEP updates, manufacturer CSAT): the escalation they act on. */
    escalationId: uuid('escalation_id').references(() => escalations.id),
    /** Answered once (dispatch, quote, CSAT): the first answer sets usedAt and the link is spent. */
    singleUse: boolean('single_use').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Who handed it out from the portal (intake links); null for the links the portal sends itself. */
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    /** A revoked link is refused like an expired one (docs/product/public-links.md#handing-out-links). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: uuid('revoked_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('public_links_request').on(t.requestId), index('public_links_location_purpose').on(t.locationId, t.purpose, t.createdAt.desc())],
);

/** A vendor's quote for a request, sent from a request-quote link or signed in, and the customer's decision on it. */
export const requestQuotes = pgTable(
  'request_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    vendorId: uuid('vendor_id').references(() => vendors.id),
    /** The request-quote link it came through; null when one of the vendor's people sent it signed in (My jobs). */
    linkId: uuid('link_id').references(() => publicLinks.id),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    attachmentId: uuid('attachment_id').references(() => requestAttachments.id, { onDelete: 'set null' }),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('Submitted'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id),
    /** Why it was rejected. */
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('request_quotes_request').on(t.requestId)],
);

/** The customer's rating of a completed request (CSAT), one per request. */
export const requestRatings = pgTable(
  'request_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    linkId: uuid('link_id')
      .notNull()
      .references(() => publicLinks.id),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('request_ratings_request').on(t.requestId)],
);
