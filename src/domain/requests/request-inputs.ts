import { z } from 'zod';
import { pageQuerySchema } from '../api/paging';
import { commaList, idSchema, instantSchema, rangeEndSchema } from './query-lists';
import { FULL_SERVICE_REQUEST_TYPES, REQUEST_PRIORITIES, REQUEST_STATUSES, REQUEST_SUB_STATUSES, REQUEST_TYPES } from './request-enums';

/**
 * Bodies and queries of the full-service requests API (docs/product/requests.md request create payload, §7 calls).
 * Creates carry a client-generated `id` and are upserts by it, so an outbox replay applies once.
 */

const text = (field: string, max: number) => z.string(`${field} must be text`).trim().max(max, `${field} must be at most ${max} characters`);
const requiredText = (field: string, max: number) => text(field, max).min(1, `${field} must not be empty`);
const phone = z.string().regex(/^\+[1-9]\d{9,14}$/, 'emergencyCallbackPhoneNumber must be an international number such as +15551234567');
const dateTime = (field: string) => z.iso.datetime({ offset: true, message: `${field} must be an ISO date-time` });

export const symptomsSchema = z.array(requiredText('symptoms', 200)).max(20, 'symptoms: give at most 20');
const contactIdsSchema = z.array(idSchema('contactIds')).max(20, 'contactIds: give at most 20');
const escalationReasonsSchema = z.array(requiredText('escalationReasons', 200)).max(10, 'escalationReasons: give at most 10');
/** Not to exceed (docs/product/requests.md#not-to-exceed): what the vendor may spend without a quote, in whole cents. */
const nteCentsSchema = z
  .number('nteCents must be a number of cents')
  .int('nteCents must be a whole number of cents')
  .min(100, 'nteCents must be at least 100 ($1)')
  .max(10_000_000, 'nteCents must be at most 10000000 ($100,000)');

const troubleshootingFields = {
  troubleshootingStatus: text('troubleshootingStatus', 100).nullable(),
  troubleshootingNotes: text('troubleshootingNotes', 5000).nullable(),
  troubleshootingGuideAvailable: z.boolean('troubleshootingGuideAvailable must be true or false'),
  troubleshootingGuideViewedAt: dateTime('troubleshootingGuideViewedAt').nullable(),
};

export const requestCreateSchema = z
  .object({
    /** Client-generated id (the outbox's entity id). */
    id: idSchema('id'),
    /** The equipment; the request's location is the asset's. */
    assetId: idSchema('assetId').optional(),
    /** For requests not about one asset; when given with assetId it must be the asset's location. */
    locationId: idSchema('locationId').optional(),
    requestType: z.enum(FULL_SERVICE_REQUEST_TYPES, 'requestType must be Incident, Preventative or Equipment Certification').default('Incident'),
    requestPriority: z.enum(REQUEST_PRIORITIES, 'requestPriority must be Low, Medium, High or Emergency').default('Medium'),
    ticketName: requiredText('ticketName', 200).optional(),
    incidentDescription: requiredText('incidentDescription', 5000),
    symptoms: symptomsSchema.default([]),
    contactIds: contactIdsSchema.default([]),
    assignedToVendorId: idSchema('assignedToVendorId').nullable().optional(),
    troubleshootingStatus: troubleshootingFields.troubleshootingStatus.optional(),
    troubleshootingNotes: troubleshootingFields.troubleshootingNotes.optional(),
    troubleshootingGuideAvailable: troubleshootingFields.troubleshootingGuideAvailable.default(false),
    troubleshootingGuideViewedAt: troubleshootingFields.troubleshootingGuideViewedAt.optional(),
    /** Id of the troubleshooting attempt made before asking for service; kept on the timeline. */
    troubleshootingGuideAttempt: idSchema('troubleshootingGuideAttempt').nullable().optional(),
    isOtApproved: z.boolean('isOtApproved must be true or false').default(false),
    otApprovedBy: requiredText('otApprovedBy', 200).nullable().optional(),
    emergencyCallbackPhoneNumber: phone.nullable().optional(),
    startDispatchAutomationsImmediately: z.boolean('startDispatchAutomationsImmediately must be true or false').default(false),
    nteCents: nteCentsSchema.nullable().optional(),
    escalateThroughEep: z.boolean('escalateThroughEep must be true or false').default(false),
    escalationReasons: escalationReasonsSchema.default([]),
    /** When the user filed it, if before it reached the server (filed offline): see domain/requests/reported-at.ts. */
    reportedAt: dateTime('reportedAt').optional(),
  })
  .strict()
  .refine((v) => v.assetId || v.locationId, { message: 'give the asset (or at least the location) the request is about', path: ['assetId'] })
  .refine((v) => !v.isOtApproved || !!v.otApprovedBy, { message: 'say who approved overtime', path: ['otApprovedBy'] })
  .refine((v) => !v.escalateThroughEep || v.escalationReasons.length > 0, {
    message: 'give at least one reason to escalate',
    path: ['escalationReasons'],
  });
export type RequestCreate = z.input<typeof requestCreateSchema>;
export type RequestCreateParsed = z.output<typeof requestCreateSchema>;

export const requestPatchSchema = z
  .object({
    requestType: z.enum(REQUEST_TYPES, 'requestType must be one of the request types'),
    ticketName: requiredText('ticketName', 200).nullable(),
    incidentDescription: requiredText('incidentDescription', 5000),
    symptoms: symptomsSchema,
    contactIds: contactIdsSchema,
    /** Dispatching (or re-dispatching) writes a 'Dispatch Confirmation' activity. */
    assignedToVendorId: idSchema('assignedToVendorId').nullable(),
    ...troubleshootingFields,
    isOtApproved: z.boolean('isOtApproved must be true or false'),
    otApprovedBy: requiredText('otApprovedBy', 200).nullable(),
    emergencyCallbackPhoneNumber: phone.nullable(),
    nteCents: nteCentsSchema.nullable(),
    escalateThroughEep: z.boolean('escalateThroughEep must be true or false'),
    escalationReasons: escalationReasonsSchema,
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'give at least one field to change' });
export type RequestPatch = z.input<typeof requestPatchSchema>;

export const REQUEST_ORDER_FIELDS = ['createdAt', 'updatedAt', 'eta', 'number'] as const;

/**
 * Filters of the request lists. Without `status` the list shows open requests, newest first
 * (docs/product/constants.md); `status=Request Open,Request Closed` shows both. Lists are comma-separated.
 */
export const requestListQuerySchema = pageQuerySchema.extend({
  status: commaList(z.enum(REQUEST_STATUSES, 'status must be Request Open or Request Closed')).optional(),
  priority: commaList(z.enum(REQUEST_PRIORITIES, 'priority must be Low, Medium, High or Emergency')).optional(),
  requestType: commaList(z.enum(REQUEST_TYPES, 'requestType must be one of the request types')).optional(),
  subStatus: commaList(z.enum(REQUEST_SUB_STATUSES, 'subStatus must be one of the sub-statuses')).optional(),
  locationId: commaList(idSchema('locationId')).optional(),
  vendorId: commaList(idSchema('vendorId')).optional(),
  assetId: idSchema('assetId').optional(),
  createdFrom: instantSchema('createdFrom').optional(),
  /** Inclusive: a date means the whole day. Parsed to the exclusive end of the range. */
  createdTo: rangeEndSchema('createdTo').optional(),
  /** Matches the request number, ticket name, description, asset and location names. */
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  orderBy: z.enum(REQUEST_ORDER_FIELDS, 'orderBy must be createdAt, updatedAt, eta or number').default('createdAt'),
  orderDirection: z.enum(['asc', 'desc'], 'orderDirection must be asc or desc').default('desc'),
});
export type RequestListQuery = z.input<typeof requestListQuerySchema>;
export type RequestListFilter = z.output<typeof requestListQuerySchema>;

/** GET requests/search: every status, text required. */
export const requestSearchQuerySchema = requestListQuerySchema.extend({
  search: z.string().trim().min(1, 'search must not be empty').max(200, 'search must be at most 200 characters'),
});

export const requestStatsQuerySchema = z.object({
  locationId: commaList(idSchema('locationId')).optional(),
  createdFrom: instantSchema('createdFrom').optional(),
  createdTo: rangeEndSchema('createdTo').optional(),
});

export const subStatusBodySchema = z.object({ subStatus: z.enum(REQUEST_SUB_STATUSES, 'subStatus must be one of the sub-statuses').nullable() }).strict();
export const priorityBodySchema = z.object({ requestPriority: z.enum(REQUEST_PRIORITIES, 'requestPriority must be Low, Medium, High or Emergency') }).strict();
/** null clears the ETA. */
export const etaBodySchema = z.object({ eta: dateTime('eta').nullable() }).strict();
export const serviceWindowBodySchema = z
  .object({ start: dateTime('start'), end: dateTime('end') })
  .strict()
  .refine((v) => Date.parse(v.end) > Date.parse(v.start), { message: 'must be after start', path: ['end'] });
/** `checkedInAt` is when the technician arrived (an offline device sends it later); default now. */
export const checkInBodySchema = z.object({ checkedInAt: dateTime('checkedInAt').optional() }).strict();
/** `checkedOutAt` is when the technician left (an offline device sends it later); default now. */
export const checkOutBodySchema = z.object({ checkedOutAt: dateTime('checkedOutAt').optional() }).strict();
export const completeBodySchema = z
  .object({ resolutionStatement: requiredText('resolutionStatement', 5000), completedAt: dateTime('completedAt').optional() })
  .strict();
export const noteBodySchema = z
  .object({
    /** Client-generated id of the note (an activity). */
    id: idSchema('id'),
    text: requiredText('text', 5000),
    actionRequired: z.boolean('actionRequired must be true or false').default(false),
    /** Ids from GET requests/{id}/taggableUsers. */
    mentions: z.array(idSchema('mentions')).max(20, 'mentions: give at most 20').default([]),
  })
  .strict();
export type SubStatusBody = z.input<typeof subStatusBodySchema>;
export type PriorityBody = z.input<typeof priorityBodySchema>;
export type EtaBody = z.input<typeof etaBodySchema>;
export type ServiceWindowBody = z.input<typeof serviceWindowBodySchema>;
export type CheckInBody = z.input<typeof checkInBodySchema>;
export type CheckOutBody = z.input<typeof checkOutBodySchema>;
export type CompleteBody = z.input<typeof completeBodySchema>;
export type NoteBody = z.input<typeof noteBodySchema>;

export const activitiesQuerySchema = pageQuerySchema.extend({
  /** Timeline order; oldest first by default. */
  order: z.enum(['asc', 'desc'], 'order must be asc or desc').default('asc'),
});

export const taggableUsersQuerySchema = pageQuerySchema.extend({ search: z.string().trim().max(200).optional() });

export const proofOfValueQuerySchema = z.object({ locationIds: commaList(idSchema('locationIds')).optional() });
