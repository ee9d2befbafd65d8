import { z } from 'zod';
import { isoTimestamp, namedRefSchema, opIdField, pageOf, cappedPageOf } from '../api/contract';
import { ACTIVITY_TYPES } from './activity-types';
import { REQUEST_PRIORITIES, REQUEST_STATUSES, REQUEST_SUB_STATUSES, REQUEST_TYPES } from './request-enums';

/**
 * What the requests API answers (docs/product/requests.md): the response schemas its routes declare and the client
 * takes its types from. Timestamps are ISO strings. Every write answer carries `opId`: the
 * Idempotency-Key it was sent with, or null.
 */

export const requestSummarySchema = z.object({
  id: z.string(),
  /** Human-facing request number. */
  number: z.number().int(),
  requestType: z.enum(REQUEST_TYPES),
  requestStatus: z.enum(REQUEST_STATUSES),
  subStatus: z.enum(REQUEST_SUB_STATUSES).nullable(),
  requestPriority: z.enum(REQUEST_PRIORITIES),
  isSelfService: z.boolean(),
  ticketName: z.string().nullable(),
  /** In a list, an excerpt: the first 200 characters, ending in "…" when cut. The detail has it whole. */
  incidentDescription: z.string(),
  customerId: z.string(),
  location: z.object({ id: z.string(), name: z.string(), storeNumber: z.string().nullable() }),
  asset: z.object({ id: z.string(), name: z.string(), modelNumber: z.string().nullable() }).nullable(),
  assignedToVendor: namedRefSchema.nullable(),
  escalateThroughEep: z.boolean(),
  eta: isoTimestamp.nullable(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  completedAt: isoTimestamp.nullable(),
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;

/** GET requests/summaries and requests/search (and the self-service summaries). */
export const requestSummaryPageSchema = cappedPageOf(requestSummarySchema);
export type RequestSummaryPage = z.infer<typeof requestSummaryPageSchema>;

export const requestContactSchema = z.object({ id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() });
export type RequestContact = z.infer<typeof requestContactSchema>;

export const requestDetailSchema = requestSummarySchema.extend({
  serviceCategory: namedRefSchema.nullable(),
  symptoms: z.array(z.string()),
  troubleshootingStatus: z.string().nullable(),
  troubleshootingNotes: z.string().nullable(),
  troubleshootingGuideAvailable: z.boolean(),
  troubleshootingGuideViewedAt: isoTimestamp.nullable(),
  /** The request's equipment has a troubleshooting guide now (its own, or its type's): links to guides show only then. */
  assetHasGuide: z.boolean(),
  isOtApproved: z.boolean(),
  otApprovedBy: z.string().nullable(),
  emergencyCallbackPhoneNumber: z.string().nullable(),
  startDispatchAutomationsImmediately: z.boolean(),
  /** Not to exceed, in cents; null when the customer set none. */
  nteCents: z.number().int().nullable(),
  escalationReasons: z.array(z.string()),
  serviceWindow: z.object({ start: isoTimestamp, end: isoTimestamp }).nullable(),
  resolutionStatement: z.string().nullable(),
  /** Preventative requests of one recurring series share it (docs/product/requests.md pmThreadId). */
  pmThreadId: z.string().nullable(),
  createdBy: namedRefSchema.nullable(),
  /** When the user filed it: before createdAt (when the server received it) for a request filed offline. */
  reportedAt: isoTimestamp,
  contacts: z.array(requestContactSchema),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

export const requestWriteResultSchema = requestDetailSchema.extend(opIdField);
export type RequestWriteResult = z.infer<typeof requestWriteResultSchema>;

/** GET requests/{id}/requestType and requests/{id}/sub-status: one field of the request. */
export const requestTypeViewSchema = requestSummarySchema.pick({ id: true, requestType: true });
export const subStatusViewSchema = requestSummarySchema.pick({ id: true, subStatus: true });
export type RequestTypeView = z.infer<typeof requestTypeViewSchema>;
export type SubStatusView = z.infer<typeof subStatusViewSchema>;

/**
 * GET requests/{id}/checkedIn: whether the caller is on site now (checked in and not out since),
 * and the latest check-in and check-out by anyone (a check-out with the visit's length in minutes).
 */
export const checkedInViewSchema = z.object({
  checkedIn: z.boolean(),
  /** The caller's check-in of the visit under way; null when not on site. */
  checkedInAt: isoTimestamp.nullable(),
  lastCheckIn: z.object({ at: isoTimestamp, by: namedRefSchema.nullable() }).nullable(),
  lastCheckOut: z.object({ at: isoTimestamp, by: namedRefSchema.nullable(), visitMinutes: z.number().int().nullable() }).nullable(),
});
export type CheckedInView = z.infer<typeof checkedInViewSchema>;

/** POST requests/{id}/checkin answers the check-in state as it now is. */
export const checkedInWriteResultSchema = checkedInViewSchema.extend(opIdField);
export type CheckedInWriteResult = z.infer<typeof checkedInWriteResultSchema>;

export const requestStatsSchema = z.object({
  total: z.number().int(),
  byStatus: z.record(z.enum(REQUEST_STATUSES), z.number().int()),
  byPriority: z.record(z.enum(REQUEST_PRIORITIES), z.number().int()),
  /** Open requests only. */
  openByPriority: z.record(z.enum(REQUEST_PRIORITIES), z.number().int()),
  openBySubStatus: z.record(z.string(), z.number().int()),
});
export type RequestStats = z.infer<typeof requestStatsSchema>;

export const activityViewSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  activityType: z.enum(ACTIVITY_TYPES),
  description: z.string(),
  actionRequired: z.boolean(),
  /** What changed, for state changes: e.g. { from: 'Low', to: 'High' }. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  mentions: z.array(namedRefSchema),
  createdBy: namedRefSchema.nullable(),
  task: z.object({ id: z.string(), title: z.string(), completedAt: isoTimestamp.nullable() }).nullable(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type ActivityView = z.infer<typeof activityViewSchema>;

export const activityPageSchema = pageOf(activityViewSchema);
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const activityWriteResultSchema = activityViewSchema.extend(opIdField);
export type ActivityWriteResult = z.infer<typeof activityWriteResultSchema>;

export const activityDeleteResultSchema = z.object({ id: z.string(), deleted: z.literal(true), ...opIdField });
export type ActivityDeleteResult = z.infer<typeof activityDeleteResultSchema>;

/** People a note may mention: the request location's customer users and the assigned vendor's users. */
export const taggableUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  kind: z.enum(['customer', 'vendor']),
});
export type TaggableUser = z.infer<typeof taggableUserSchema>;

export const taggableUserPageSchema = pageOf(taggableUserSchema);
export type TaggableUserPage = z.infer<typeof taggableUserPageSchema>;

export const vendorOptionSchema = z.object({ id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() });
export type VendorOption = z.infer<typeof vendorOptionSchema>;

/** GET self-service/requests/{id}: the request with its timeline, tasks and attachments (docs/product/requests.md). */
export const selfServiceRequestDetailSchema = requestDetailSchema.extend({
  selfServiceTroubleshootingStatus: z.string().nullable(),
  pmAssets: z.array(z.object({ id: z.string(), name: z.string(), locationId: z.string() })),
  pmLocations: z.array(namedRefSchema),
  activities: z.array(activityViewSchema),
  tasks: z.array(z.object({ id: z.string(), title: z.string(), dueAt: isoTimestamp.nullable(), completedAt: isoTimestamp.nullable() })),
  /** Filled by the attachments module; an empty list until then. */
  attachments: z.array(z.unknown()),
});
export type SelfServiceRequestDetail = z.infer<typeof selfServiceRequestDetailSchema>;
