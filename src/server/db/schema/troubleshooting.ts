import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ATTEMPT_OUTCOMES } from '../../../domain/troubleshooting/troubleshooting-api';
import { assets } from './assets';
import { assetTypes } from './catalog';
import { createdAt } from './columns';
import { requests } from './requests';
import { customers, locations } from './tenancy';
import { users } from './users';

/** A troubleshooting guide for a type of equipment, or for one asset when assetId is set. */
export const troubleshootingGuides = pgTable(
  'troubleshooting_guides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetTypeId: uuid('asset_type_id').references(() => assetTypes.id),
    assetId: uuid('asset_id').references(() => assets.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('troubleshooting_guides_asset_type').on(t.assetTypeId), index('troubleshooting_guides_asset').on(t.assetId)],
);

export const troubleshootingGuideSteps = pgTable(
  'troubleshooting_guide_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guideId: uuid('guide_id')
      .notNull()
      .references(() => troubleshootingGuides.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    /** Storage key of an illustration, opened through the files calls. */
    imageKey: text('image_key'),
  },
  (t) => [index('troubleshooting_guide_steps_guide').on(t.guideId, t.position)],
);

/** A user working through a guide on an asset, and whether it fixed the problem. */
export const troubleshootingAttempts = pgTable(
  'troubleshooting_attempts',
  {
    /** Client-chosen, so a replayed attempt is recorded once. */
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id),
    guideId: uuid('guide_id')
      .notNull()
      .references(() => troubleshootingGuides.id),
    requestId: uuid('request_id').references(() => requests.id),
    outcome: text('outcome', { enum: ATTEMPT_OUTCOMES }).notNull(),
    stepsTried: uuid('steps_tried').array().notNull(),
    notes: text('notes'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('troubleshooting_attempts_customer_created').on(t.customerId, t.createdAt.desc()), index('troubleshooting_attempts_asset').on(t.assetId)],
);
