import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PM_CHECKLIST_STATUSES } from '../../../domain/pm/pm-enums';
import type { Recurrence } from '../../../domain/pm/pm-recurrence';
import type { PmTemplateStep } from '../../../domain/pm/pm-templates-api';
import { assets } from './assets';
import { assetTypes } from './catalog';
import { createdAt, updatedAt } from './columns';
import { requests } from './requests';
import { customers, locations, vendors } from './tenancy';
import { users } from './users';

/**
 * A customer's checklist and chores for a kind of visit (docs/product/maintenance-and-guides.md#templates):
 * a schedule's visits are generated with a copy of its steps and its chores.
 */
export const pmTemplates = pgTable(
  'pm_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    /** The kind of equipment it is written for; null for any. */
    assetTypeId: uuid('asset_type_id').references(() => assetTypes.id),
    /** The checklist's steps in order, copied onto each visit. */
    steps: jsonb('steps').$type<PmTemplateStep[]>().notNull().default([]),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pm_templates_customer_name').on(t.customerId, sql`lower(${t.name})`)],
);

/** A recurring preventative visit (docs/product/maintenance-and-guides.md PM schedule): its requests share `pmThreadId`. */
export const pmSchedules = pgTable(
  'pm_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    assetId: uuid('asset_id').references(() => assets.id),
    name: text('name').notNull(),
    /** What the visit is for, written on each generated request. */
    description: text('description').notNull().default(''),
    /** When visits fall (src/domain/pm/pm-recurrence.ts), counted from `startDate`, up to `endDate`. */
    recurrence: jsonb('recurrence').$type<Recurrence>().notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    /** When the next request of the thread falls due: the first occurrence not generated yet; null once the schedule has ended. */
    nextOccurrenceDate: date('next_occurrence_date'),
    pmThreadId: uuid('pm_thread_id').notNull().unique(),
    /** A vendor, or the vendor standing for the portal's own technicians. */
    assignedToVendorId: uuid('assigned_to_vendor_id').references(() => vendors.id),
    pmTemplateId: uuid('pm_template_id').references(() => pmTemplates.id),
    /** False while paused. */
    active: boolean('active').notNull().default(true),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pm_schedules_customer_location').on(t.customerId, t.locationId)],
);

/** The PM side of one preventative request: its schedule, due date, and what generated it. */
export const pmRequestDetails = pgTable('pm_request_details', {
  requestId: uuid('request_id')
    .primaryKey()
    .references(() => requests.id),
  pmScheduleId: uuid('pm_schedule_id')
    .notNull()
    .references(() => pmSchedules.id),
  dueDate: date('due_date'),
  /** The template the visit's checklist and chores came from (its chores are the visit's); null for a visit without one. */
  pmTemplateId: uuid('pm_template_id').references(() => pmTemplates.id),
  /** The request generate-next was called on; unique, so generating twice creates one request. */
  generatedFromRequestId: uuid('generated_from_request_id')
    .unique()
    .references(() => requests.id),
  createdAt: createdAt(),
});

/** An asset a preventative visit covers (docs/product/maintenance-and-guides.md pmAssets); chores are completed per row. */
export const pmRequestDetailAssets = pgTable(
  'pm_request_detail_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id),
  },
  (t) => [unique('pm_request_detail_assets_request_asset').on(t.requestId, t.assetId)],
);

/** A step of a preventative visit's checklist (docs/product/maintenance-and-guides.md PM checklist item). */
export const pmChecklistItems = pgTable(
  'pm_checklist_items',
  {
    /** Client-chosen for items added offline, so a replayed edit is an upsert. */
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id),
    pmRequestDetailAssetId: uuid('pm_request_detail_asset_id').references(() => pmRequestDetailAssets.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: PM_CHECKLIST_STATUSES }).notNull().default('Not Started'),
    note: text('note'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedByUserId: uuid('completed_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pm_checklist_items_request').on(t.requestId, t.position)],
);

/**
 * Routine chores done on PM visits: the portal's, per asset type (or for any asset when the type is
 * null), and a customer's own, named in its templates (`customerId` set).
 */
export const choreTypes = pgTable(
  'chore_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetTypeId: uuid('asset_type_id').references(() => assetTypes.id),
    customerId: uuid('customer_id').references(() => customers.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('chore_types_asset_type').on(t.assetTypeId, t.position),
    // A customer's chore is found again by its name when another template names it.
    uniqueIndex('chore_types_customer_name')
      .on(t.customerId, sql`lower(${t.name})`)
      .where(sql`${t.customerId} is not null`),
  ],
);

/** docs/product/maintenance-and-guides.md chore completion: one row per PM asset and chore type, upserted. */
export const choreCompletions = pgTable(
  'chore_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pmRequestDetailAssetId: uuid('pm_request_detail_asset_id')
      .notNull()
      .references(() => pmRequestDetailAssets.id, { onDelete: 'cascade' }),
    choreTypeId: uuid('chore_type_id')
      .notNull()
      .references(() => choreTypes.id),
    completed: boolean('completed').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedByUserId: uuid('completed_by_user_id').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [unique('chore_completions_asset_chore').on(t.pmRequestDetailAssetId, t.choreTypeId)],
);

/** The chores of a template, in order: each visit made from it has these chores for each of its PM assets. */
export const pmTemplateChores = pgTable(
  'pm_template_chores',
  {
    pmTemplateId: uuid('pm_template_id')
      .notNull()
      .references(() => pmTemplates.id, { onDelete: 'cascade' }),
    choreTypeId: uuid('chore_type_id')
      .notNull()
      .references(() => choreTypes.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pmTemplateId, t.choreTypeId] })],
);
