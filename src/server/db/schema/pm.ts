import { boolean, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { PM_CHECKLIST_STATUSES, PM_FREQUENCIES } from '../../../domain/pm/pm-enums';
import { assets } from './assets';
import { assetTypes } from './catalog';
import { createdAt, updatedAt } from './columns';
import { requests } from './requests';
import { customers, locations, vendors } from './tenancy';
import { users } from './users';

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
    frequency: text('frequency', { enum: PM_FREQUENCIES }).notNull(),
    /** When the next request of the thread falls due. */
    nextOccurrenceDate: date('next_occurrence_date').notNull(),
    pmThreadId: uuid('pm_thread_id').notNull().unique(),
    assignedToVendorId: uuid('assigned_to_vendor_id').references(() => vendors.id),
    active: boolean('active').notNull().default(true),
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

/** Routine chores done on PM visits, per asset type (or for any asset when the type is null). */
export const choreTypes = pgTable(
  'chore_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assetTypeId: uuid('asset_type_id').references(() => assetTypes.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('chore_types_asset_type').on(t.assetTypeId, t.position)],
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
