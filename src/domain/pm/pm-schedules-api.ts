import { z } from 'zod';
import { isoTimestamp, namedRefSchema, opIdField, pageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';
import { REQUEST_STATUSES } from '../requests/request-enums';
import { pmThreadRequestViewSchema } from './pm-api';
import { recurrenceSchema } from './pm-recurrence';
import { PM_SCHEDULE_STATUS_FILTERS, PM_SCHEDULE_STATUSES } from './pm-setup-constants';

/**
 * PM schedules (docs/product/maintenance-and-guides.md#schedules): what is maintained (a piece of
 * equipment or a whole location), by whom, when (a recurrence from a start, up to an end), with which
 * template; visits are generated from them ahead of their due dates. Under API_PREFIX.
 */
const day = (field: string) => z.iso.date(`${field} must be a date (YYYY-MM-DD)`);
const endAfterStart = { message: 'endDate must not be before startDate', path: ['endDate'] };

const scheduleFields = {
  name: z.string().trim().min(1, 'name must not be empty').max(200, 'name must be at most 200 characters'),
  description: z.string().trim().max(4000, 'description must be at most 4000 characters'),
  recurrence: recurrenceSchema,
  /** The first day visits may fall on: the anchor of "every N …" rules. */
  startDate: day('startDate'),
  /** The last day visits may fall on; null for none. */
  endDate: day('endDate').nullable(),
  /** A vendor of the directory, or the one standing for the portal's own technicians; null to dispatch each visit by hand. */
  assignedToVendorId: z.guid('assignedToVendorId must be an id').nullable(),
  pmTemplateId: z.guid('pmTemplateId must be an id').nullable(),
  /** False pauses the schedule: it generates nothing until resumed, and resuming skips the visits missed meanwhile. */
  active: z.boolean('active must be true or false'),
};

export const pmScheduleCreateSchema = z
  .object({
    /** Chosen by the client: sending the same id again answers the stored schedule. */
    id: z.guid('id must be an id'),
    locationId: z.guid('locationId must be an id'),
    /** The equipment maintained; null or left out for the whole location. */
    assetId: z.guid('assetId must be an id').nullable().default(null),
    ...scheduleFields,
    description: scheduleFields.description.default(''),
    endDate: scheduleFields.endDate.default(null),
    assignedToVendorId: scheduleFields.assignedToVendorId.default(null),
    pmTemplateId: scheduleFields.pmTemplateId.default(null),
    active: scheduleFields.active.default(true),
  })
  .strict()
  .refine((s) => !s.endDate || s.endDate >= s.startDate, endAfterStart);
export type PmScheduleCreate = z.infer<typeof pmScheduleCreateSchema>;

/**
 * Any of the fields (what it maintains stays: another place or equipment is another schedule). A
 * changed recurrence, start or end, or a resume, works the next visit out again from the day after
 * the latest one generated; ending is an `endDate` (today ends it after today's visit; an end alone
 * before the start ends a schedule that has not started, with no visit).
 */
export const pmSchedulePatchSchema = z
  .object(scheduleFields)
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, { message: 'change at least one field' })
  .refine((p) => !p.startDate || !p.endDate || p.endDate >= p.startDate, endAfterStart);
export type PmSchedulePatch = z.infer<typeof pmSchedulePatchSchema>;

export const pmScheduleListQuerySchema = pageQuerySchema.extend({
  locationId: z.guid('locationId must be an id').optional(),
  assetId: z.guid('assetId must be an id').optional(),
  status: z.enum(PM_SCHEDULE_STATUS_FILTERS, `status must be one of ${PM_SCHEDULE_STATUS_FILTERS.join(', ')}`).default('current'),
  /** Name contains this text. */
  search: z.string().trim().max(200).optional(),
});
export type PmScheduleListQuery = z.input<typeof pmScheduleListQuerySchema>;

/** A request a schedule generated: one visit. */
export const pmVisitViewSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  requestStatus: z.enum(REQUEST_STATUSES),
  /** YYYY-MM-DD the visit was due. */
  dueDate: z.iso.date().nullable(),
  createdAt: isoTimestamp,
  completedAt: isoTimestamp.nullable(),
});
export type PmVisitView = z.infer<typeof pmVisitViewSchema>;
export const pmVisitPageSchema = pageOf(pmVisitViewSchema);

export const pmScheduleViewSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  locationId: z.string(),
  location: namedRefSchema,
  /** The equipment the schedule is for; null for a whole-location schedule. */
  assetId: z.string().nullable(),
  asset: namedRefSchema.nullable(),
  name: z.string(),
  description: z.string(),
  recurrence: recurrenceSchema,
  /** The recurrence in words ("Every 3 months"). */
  repeats: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date().nullable(),
  /** YYYY-MM-DD: when the next request of the thread falls due; null once the schedule has ended. */
  nextOccurrenceDate: z.iso.date().nullable(),
  pmThreadId: z.string(),
  assignedToVendorId: z.string().nullable(),
  vendor: namedRefSchema.nullable(),
  pmTemplateId: z.string().nullable(),
  template: namedRefSchema.nullable(),
  active: z.boolean(),
  status: z.enum(PM_SCHEDULE_STATUSES),
  /** The newest visit generated; null before the first. */
  latestVisit: pmVisitViewSchema.nullable(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type PmScheduleView = z.infer<typeof pmScheduleViewSchema>;
export const pmSchedulePageSchema = pageOf(pmScheduleViewSchema);
export const pmScheduleWriteResultSchema = pmScheduleViewSchema.extend(opIdField);
export type PmScheduleWriteResult = z.infer<typeof pmScheduleWriteResultSchema>;

/**
 * POST self-service/requests/{id}/generate-next (./pm-api.ts PM_PATHS): 201 when the next request was
 * created, 200 when it existed already. Here, beside the schedule it answers, so that what loads the
 * checklist contracts (a request's page, the outbox) does not load the schedules'.
 */
export const generateNextAnswerSchema = z.object({
  /** False when the next request had already been generated from this one. */
  created: z.boolean(),
  request: pmThreadRequestViewSchema,
  /** The schedule, moved on to its following occurrence. */
  schedule: pmScheduleViewSchema,
});
export type GenerateNextAnswer = z.infer<typeof generateNextAnswerSchema>;
export const generateNextWriteResultSchema = generateNextAnswerSchema.extend(opIdField);
export type GenerateNextWriteResult = z.infer<typeof generateNextWriteResultSchema>;
