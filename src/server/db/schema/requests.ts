import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REQUEST_PRIORITIES, REQUEST_STATUSES, REQUEST_SUB_STATUSES, REQUEST_TYPES } from '../../../domain/requests/request-enums';
import { assets } from './assets';
import { serviceCategories } from './catalog';
import { createdAt, updatedAt } from './columns';
import { customers, locations, vendors } from './tenancy';
import { users } from './users';

export const requests = pgTable(
  'requests',
  {
    /** Chosen by the client that creates the request, so a replayed create is an upsert. */
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-facing request number shown in lists and messages. */
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    assetId: uuid('asset_id').references(() => assets.id),
    serviceCategoryId: uuid('service_category_id').references(() => serviceCategories.id),
    requestType: text('request_type', { enum: REQUEST_TYPES }).notNull().default('Incident'),
    requestStatus: text('request_status', { enum: REQUEST_STATUSES }).notNull().default('Request Open'),
    subStatus: text('sub_status', { enum: REQUEST_SUB_STATUSES }),
    requestPriority: text('request_priority', { enum: REQUEST_PRIORITIES }).notNull().default('Medium'),
    isSelfService: boolean('is_self_service').notNull().default(false),
    ticketName: text('ticket_name'),
    incidentDescription: text('incident_description').notNull().default(''),
    symptoms: text('symptoms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    assignedToVendorId: uuid('assigned_to_vendor_id').references(() => vendors.id),
    troubleshootingStatus: text('troubleshooting_status'),
    troubleshootingNotes: text('troubleshooting_notes'),
    troubleshootingGuideAvailable: boolean('troubleshooting_guide_available').notNull().default(false),
    troubleshootingGuideViewedAt: timestamp('troubleshooting_guide_viewed_at', { withTimezone: true }),
    isOtApproved: boolean('is_ot_approved').notNull().default(false),
    otApprovedBy: text('ot_approved_by'),
    emergencyCallbackPhoneNumber: text('emergency_callback_phone_number'),
    startDispatchAutomationsImmediately: boolean('start_dispatch_automations_immediately').notNull().default(false),
    escalateThroughEep: boolean('escalate_through_eep').notNull().default(false),
    /** Not to exceed: what the vendor may spend without asking (a quote above it needs approval), in cents; null when unset. */
    nteCents: integer('nte_cents'),
    escalationReasons: text('escalation_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    eta: timestamp('eta', { withTimezone: true }),
    serviceWindowStart: timestamp('service_window_start', { withTimezone: true }),
    serviceWindowEnd: timestamp('service_window_end', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // Milestones the request report measures (docs/product/reporting.md), kept by the write paths:
    // the first vendor dispatch, the first check-in, and how many visits (check-ins) it took.
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    firstCheckInAt: timestamp('first_check_in_at', { withTimezone: true }),
    checkInCount: integer('check_in_count').notNull().default(0),
    resolutionStatement: text('resolution_statement'),
    /** Preventative requests of one recurring series share a thread id (docs/product/requests.md pmThreadId). */
    pmThreadId: uuid('pm_thread_id'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    /** When the user filed it, if earlier than createdAt (filed offline, delivered later); null: when created. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The request list: tenant, status filter, newest first (docs/product/constants.md default order). The id is the
    // list's tie-breaker, so a page is read in index order without sorting the tenant's requests.
    index('requests_customer_status_created').on(t.customerId, t.requestStatus, t.createdAt.desc(), t.id.desc()),
    index('requests_location_created').on(t.locationId, t.createdAt.desc(), t.id.desc()),
    index('requests_vendor_created').on(t.assignedToVendorId, t.createdAt.desc(), t.id.desc()),
    index('requests_asset').on(t.assetId),
    index('requests_pm_thread').on(t.pmThreadId),
    // The request report: a tenant's requests by creation date (any status).
    index('requests_customer_created').on(t.customerId, t.createdAt),
    // The list's text search (contains, any case) on its own columns (pg_trgm, migration 0014).
    index('requests_ticket_name_trgm').using('gin', t.ticketName.op('gin_trgm_ops')),
    index('requests_incident_description_trgm').using('gin', t.incidentDescription.op('gin_trgm_ops')),
  ],
);
