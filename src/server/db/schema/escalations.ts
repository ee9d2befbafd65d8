import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ESCALATION_STATUSES } from '../../../domain/escalations/escalations-api';
import { assets } from './assets';
import { createdAt, updatedAt } from './columns';
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
