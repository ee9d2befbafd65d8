import { z } from 'zod';
import { ACTIVITY_TYPES } from './activity-types';
import { REQUEST_PRIORITIES, REQUEST_STATUSES, REQUEST_SUB_STATUSES, REQUEST_TYPES } from './request-enums';

/**
 * What the requests API answers (SPEC §3), as zod schemas the client may parse with. Timestamps
 * are ISO strings. Every write answer carries `opId`: the Idempotency-Key it was sent with, or null.
 */

const timestamp = z.iso.datetime({ offset: true });
const named = z.object({ id: z.string(), name: z.string() });

export const opIdField = { opId: z.string().nullable() };

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
  incidentDescription: z.string(),
  customerId: z.string(),
  location: z.object({ id: z.string(), name: z.string(), storeNumber: z.string().nullable() }),
  asset: z.object({ id: z.string(), name: z.string(), modelNumber: z.string().nullable() }).nullable(),
  assignedToVendor: named.nullable(),
  escalateThroughEep: z.boolean(),
  eta: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  completedAt: timestamp.nullable(),
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;

export const requestContactSchema = z.object({ id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() });
export type RequestContact = z.infer<typeof requestContactSchema>;

export const requestDetailSchema = requestSummarySchema.extend({
  serviceCategory: named.nullable(),
  symptoms: z.array(z.string()),
  troubleshootingStatus: z.string().nullable(),
  troubleshootingNotes: z.string().nullable(),
  troubleshootingGuideAvailable: z.boolean(),
  troubleshootingGuideViewedAt: timestamp.nullable(),
  isOtApproved: z.boolean(),
  otApprovedBy: z.string().nullable(),
  emergencyCallbackPhoneNumber: z.string().nullable(),
  startDispatchAutomationsImmediately: z.boolean(),
  escalationReasons: z.array(z.string()),
  serviceWindow: z.object({ start: timestamp, end: timestamp }).nullable(),
  resolutionStatement: z.string().nullable(),
  /** Preventative requests of one recurring series share it (SPEC §3 pmThreadId). */
  pmThreadId: z.string().nullable(),
  createdBy: named.nullable(),
  contacts: z.array(requestContactSchema),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

export const requestWriteResultSchema = requestDetailSchema.extend(opIdField);
export type RequestWriteResult = z.infer<typeof requestWriteResultSchema>;

export const requestTypeViewSchema = z.object({ id: z.string(), requestType: z.enum(REQUEST_TYPES) });
export const subStatusViewSchema = z.object({ id: z.string(), subStatus: z.enum(REQUEST_SUB_STATUSES).nullable() });
export type RequestTypeView = z.infer<typeof requestTypeViewSchema>;
export type SubStatusView = z.infer<typeof subStatusViewSchema>;

/** GET requests/{id}/checkedIn: whether the caller has checked in, and the latest check-in by anyone. */
export const checkedInViewSchema = z.object({
  checkedIn: z.boolean(),
  checkedInAt: timestamp.nullable(),
  lastCheckIn: z.object({ at: timestamp, by: named.nullable() }).nullable(),
});
export type CheckedInView = z.infer<typeof checkedInViewSchema>;

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
  mentions: z.array(named),
  createdBy: named.nullable(),
  task: z.object({ id: z.string(), title: z.string(), completedAt: timestamp.nullable() }).nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ActivityView = z.infer<typeof activityViewSchema>;

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

export const vendorOptionSchema = z.object({ id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() });
export type VendorOption = z.infer<typeof vendorOptionSchema>;

/** GET self-service/requests/{id}: the request with its timeline, tasks and attachments (SPEC §3). */
export const selfServiceRequestDetailSchema = requestDetailSchema.extend({
  selfServiceTroubleshootingStatus: z.string().nullable(),
  pmAssets: z.array(z.object({ id: z.string(), name: z.string(), locationId: z.string() })),
  pmLocations: z.array(named),
  activities: z.array(activityViewSchema),
  tasks: z.array(z.object({ id: z.string(), title: z.string(), dueAt: timestamp.nullable(), completedAt: timestamp.nullable() })),
  /** Filled by the attachments module; an empty list until then. */
  attachments: z.array(z.unknown()),
});
export type SelfServiceRequestDetail = z.infer<typeof selfServiceRequestDetailSchema>;
