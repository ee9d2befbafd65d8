import { z } from 'zod';
import { isoTimestamp, namedRefSchema, opIdField, pageOf } from '../api/contract';
import { csatRatingSchema } from '../public-links/public-links-api';
import { REQUEST_PRIORITIES } from '../requests/request-enums';
import { EEP_LINK_PURPOSES, ESCALATION_STATUSES, ESCALATION_UPDATE_AUTHORS, MANUFACTURER_STATUSES, USER_UPDATE_STATUSES } from './escalation-constants';

export * from './escalation-constants';

const text = (field: string, max: number) => z.string(`${field} must be text`).trim().max(max, `${field} must be at most ${max} characters`);
const requiredText = (field: string, max: number) => text(field, max).min(1, `${field} must not be empty`);
const tokenSchema = z.string('token must be text').min(1, 'token must not be empty').max(200, 'token must be at most 200 characters');

export const escalationReasonsSchema = z
  .array(requiredText('reasons', 200), 'reasons must be a list of text')
  .min(1, 'reasons: give at least one reason to escalate')
  .max(10, 'reasons: give at most 10');

export const escalationCreateSchema = z
  .object({
    /** Client-generated: sending the same escalation twice creates it once. */
    id: z.guid('id must be an id'),
    requestId: z.guid('requestId must be an id'),
    reasons: escalationReasonsSchema,
    notes: text('notes', 5000).optional(),
  })
  .strict();
export type EscalationCreate = z.input<typeof escalationCreateSchema>;

export const escalationResolveSchema = z.object({ note: text('note', 5000).optional() }).strict();
export type EscalationResolve = z.input<typeof escalationResolveSchema>;

/** Why a resolved escalation is open again (the problem came back): told to the manufacturer. */
export const escalationReopenSchema = z.object({ reason: requiredText('reason', 5000) }).strict();
export type EscalationReopen = z.input<typeof escalationReopenSchema>;

export const escalationUpdateCreateSchema = z
  .object({
    text: requiredText('text', 5000),
    status: z.enum(USER_UPDATE_STATUSES, `status must be ${USER_UPDATE_STATUSES.join(', ')} (resolve with the resolve call)`).optional(),
  })
  .strict();
export type EscalationUpdateCreate = z.input<typeof escalationUpdateCreateSchema>;

export const escalationListQuerySchema = z
  .object({
    status: z.enum(ESCALATION_STATUSES, `status must be one of ${ESCALATION_STATUSES.join(', ')}`).optional(),
    requestId: z.guid('requestId must be an id').optional(),
    locationId: z.guid('locationId must be an id').optional(),
    /** Request number, equipment, location, customer or manufacturer. */
    search: text('search', 100).optional(),
    limit: z.coerce
      .number('limit must be a number')
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 to 100')
      .max(100, 'limit must be 1 to 100')
      .default(25),
    offset: z.coerce.number('offset must be a number').int('offset must be a whole number').min(0, 'offset must be 0 or more').default(0),
  })
  .strict();
export type EscalationListQuery = z.input<typeof escalationListQuerySchema>;

export const escalationAssetSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The manufacturer's name (the brand owner), when known. */
  make: z.string().nullable(),
  modelNumber: z.string().nullable(),
  serialNumber: z.string().nullable(),
});

export const escalationSummarySchema = z.object({
  id: z.string(),
  requestId: z.string(),
  requestNumber: z.number().int(),
  customerId: z.string(),
  customerName: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  asset: escalationAssetSchema.nullable(),
  brandOwner: z.object({ id: z.string(), name: z.string() }).nullable(),
  reasons: z.array(z.string()),
  notes: z.string().nullable(),
  status: z.enum(ESCALATION_STATUSES),
  createdByName: z.string().nullable(),
  createdAt: isoTimestamp,
  resolvedAt: isoTimestamp.nullable(),
  /** The latest update, for the list. */
  lastUpdate: z.object({ authorName: z.string(), text: z.string(), createdAt: isoTimestamp }).nullable(),
});
export type EscalationSummary = z.infer<typeof escalationSummarySchema>;
export const escalationPageSchema = pageOf(escalationSummarySchema);
export type EscalationPage = z.infer<typeof escalationPageSchema>;

export const escalationUpdateSchema = z.object({
  id: z.string(),
  /** The manufacturer's contact (through the link) or a portal user. */
  authorKind: z.enum(ESCALATION_UPDATE_AUTHORS),
  authorName: z.string(),
  text: z.string(),
  /** The status the update moved the escalation to, if it did. */
  status: z.enum(ESCALATION_STATUSES).nullable(),
  createdAt: isoTimestamp,
});
export type EscalationUpdate = z.infer<typeof escalationUpdateSchema>;

/** A file on an escalation (a photo of the fault, a service report); open it with the files calls by fileKey. */
export const escalationAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  /** In bytes. */
  size: z.number().int(),
  fileKey: z.string(),
  createdByUser: namedRefSchema.nullable(),
  createdAt: isoTimestamp,
});
export type EscalationAttachment = z.infer<typeof escalationAttachmentSchema>;
export const escalationAttachmentWriteResultSchema = escalationAttachmentSchema.extend(opIdField);
const alreadyUploadedSchema = z.object({ alreadyUploaded: z.literal(true), message: z.string(), attachment: escalationAttachmentSchema });
export type EscalationAlreadyUploaded = z.infer<typeof alreadyUploadedSchema>;
export const escalationAlreadyUploadedSchema = alreadyUploadedSchema.extend(opIdField);

export const escalationDetailSchema = escalationSummarySchema.extend({
  updates: z.array(escalationUpdateSchema),
  /** Oldest first. */
  attachments: z.array(escalationAttachmentSchema),
  /** The requester's rating of the manufacturer, once resolved and rated. */
  manufacturerRating: z.object({ rating: z.number().int(), comment: z.string().nullable(), createdAt: isoTimestamp }).nullable(),
});
export type EscalationDetail = z.infer<typeof escalationDetailSchema>;

export const escalationWriteResultSchema = escalationDetailSchema.extend(opIdField);
export type EscalationWriteResult = z.infer<typeof escalationWriteResultSchema>;

export const escalatableQuerySchema = z
  .object({
    requestId: z.guid('requestId must be an id').optional(),
    /** Request number, ticket, equipment or location. */
    search: text('search', 100).optional(),
    limit: z.coerce
      .number('limit must be a number')
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 to 50')
      .max(50, 'limit must be 1 to 50')
      .default(20),
    offset: z.coerce.number('offset must be a number').int('offset must be a whole number').min(0, 'offset must be 0 or more').default(0),
  })
  .strict();
export type EscalatableQuery = z.input<typeof escalatableQuerySchema>;

/** An open request the caller may escalate, with the equipment's manufacturer and any escalation of it still open. */
export const escalatableRequestSchema = z.object({
  requestId: z.string(),
  requestNumber: z.number().int(),
  title: z.string(),
  locationName: z.string(),
  asset: escalationAssetSchema,
  brandOwner: namedRefSchema,
  /** An escalation of this request not yet resolved, if any (a new one is still allowed). */
  openEscalationId: z.string().nullable(),
  createdAt: isoTimestamp,
});
export type EscalatableRequest = z.infer<typeof escalatableRequestSchema>;
export const escalatablePageSchema = pageOf(escalatableRequestSchema);
export type EscalatablePage = z.infer<typeof escalatablePageSchema>;

export const eepLinkQuerySchema = z
  .object({
    token: tokenSchema,
    purpose: z.enum(EEP_LINK_PURPOSES, `purpose must be one of ${EEP_LINK_PURPOSES.join(', ')}`),
    /** The manufacturer-CSAT link names its escalation. */
    escalationId: z.guid('escalationId must be an id').optional(),
  })
  .strict();
export type EepLinkQuery = z.input<typeof eepLinkQuerySchema>;

export const eepUpdateAnswerSchema = z
  .object({
    token: tokenSchema,
    text: requiredText('text', 5000),
    status: z.enum(MANUFACTURER_STATUSES, `status must be one of ${MANUFACTURER_STATUSES.join(', ')}`).optional(),
  })
  .strict();
export type EepUpdateAnswer = z.input<typeof eepUpdateAnswerSchema>;

export const eepCsatAnswerSchema = z
  .object({
    token: tokenSchema,
    escalationId: z.guid('escalationId must be an id'),
    rating: csatRatingSchema,
    comment: text('comment', 2000).optional(),
  })
  .strict();
export type EepCsatAnswer = z.input<typeof eepCsatAnswerSchema>;

/** The escalation as its links show it: the job, where, the equipment, why, and what was said; none of the customer's people. */
export const eepLinkViewSchema = z.object({
  purpose: z.enum(EEP_LINK_PURPOSES),
  expiresAt: isoTimestamp,
  escalation: z.object({
    id: z.string(),
    status: z.enum(ESCALATION_STATUSES),
    reasons: z.array(z.string()),
    notes: z.string().nullable(),
    createdAt: isoTimestamp,
    brandOwnerName: z.string().nullable(),
  }),
  customerName: z.string(),
  location: z.object({ name: z.string(), storeNumber: z.string().nullable(), address: z.string().nullable() }),
  request: z.object({ number: z.number().int(), problem: z.string(), requestPriority: z.enum(REQUEST_PRIORITIES) }),
  asset: escalationAssetSchema.omit({ id: true }).nullable(),
  updates: z.array(escalationUpdateSchema.omit({ id: true })),
});
export type EepLinkView = z.infer<typeof eepLinkViewSchema>;

export const eepLinkAnswerSchema = z.object({ message: z.string(), status: z.enum(ESCALATION_STATUSES) });
export type EepLinkAnswer = z.infer<typeof eepLinkAnswerSchema>;
