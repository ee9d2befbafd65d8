import { z } from 'zod';
import { cleanFileName } from '../api/control-characters';
import { isoTimestamp, namedRefSchema, opIdField, pageOf } from '../api/contract';
import { thumbnailField } from '../files/files-api';
import { activityDeleteResultSchema } from '../requests/request-views';

/**
 * Request attachments (docs/product/README.md#api Requests and Self-service attachment calls): paths, bodies and
 * answers. Uploads are multipart with the fields below and one `file`; a re-sent upload (same id,
 * or same content on the request) answers 202 "already uploaded" (docs/product/requests.md).
 *
 * Paths are under API_PREFIX; `:id` is the request id (fill with `pathWith` from
 * domain/requests/request-paths).
 */
export const ATTACHMENTS_PATHS = {
  /** GET → attachmentPageSchema; POST (multipart) → 201 attachmentWriteResultSchema or 202 alreadyUploadedWriteResultSchema. */
  requestAttachments: '/requests/:id/attachments',
  /** PATCH, body attachmentPatchSchema → attachmentWriteResultSchema. */
  requestAttachment: '/requests/:id/attachments/:attachmentId',
  /** GET → attachmentPageSchema (the same list, as self-service names it). */
  selfServiceList: '/self-service/attachments/request/:id',
  /** DELETE, query attachmentDeleteQuerySchema → attachmentDeleteResultSchema. */
  selfServiceDelete: '/self-service/attachments/:id/attachments/:attachmentId',
} as const;

export const ATTACHMENT_TYPES = ['Photo', 'Invoice', 'Quote', 'Work Order', 'Receipt', 'Warranty', 'Document', 'Other'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export const ATTACHMENT_MESSAGES = {
  deleteFailed: 'An error occurred while trying to delete attachment.',
} as const;

const attachmentTypeSchema = z.enum(ATTACHMENT_TYPES, { message: `attachmentType must be one of ${ATTACHMENT_TYPES.join(', ')}` });
const typeMetadataSchema = z.record(z.string(), z.unknown());

/** The text fields of the multipart upload (all strings on the wire). */
export const attachmentUploadFieldsSchema = z.object({
  /** Client-chosen attachment id: a replayed upload with it answers 202. */
  id: z.guid('id must be an id'),
  requestId: z.guid('requestId must be an id'),
  attachmentType: attachmentTypeSchema,
  taskId: z.guid('taskId must be an id').optional(),
  /** A JSON object with details for the type (for example an invoice number and amount). */
  typeMetadata: z
    .string()
    .max(10_000, 'typeMetadata is too long')
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'typeMetadata must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string(), z.unknown(), { message: 'typeMetadata must be a JSON object' }))
    .optional(),
});
export type AttachmentUploadFields = z.infer<typeof attachmentUploadFieldsSchema>;

export const attachmentPatchSchema = z
  .object({
    name: z.string().overwrite(cleanFileName).trim().min(1, 'name must not be empty').max(255, 'name must be at most 255 characters'),
    attachmentType: attachmentTypeSchema,
    typeMetadata: typeMetadataSchema.nullable(),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'give name, attachmentType or typeMetadata to change');
export type AttachmentPatch = z.infer<typeof attachmentPatchSchema>;

export const attachmentDeleteQuerySchema = z.object({ attachmentType: attachmentTypeSchema.optional() });

export const attachmentViewSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  taskId: z.string().nullable(),
  name: z.string(),
  attachmentType: z.enum(ATTACHMENT_TYPES),
  typeMetadata: typeMetadataSchema.nullable(),
  contentType: z.string(),
  /** In bytes. */
  size: z.number().int(),
  /** Storage key: open with the files calls (s3?follow=true&url=<fileKey>). */
  fileKey: z.string(),
  thumbnail: thumbnailField,
  createdByUser: namedRefSchema.nullable(),
  createdAt: isoTimestamp,
});
export type AttachmentView = z.infer<typeof attachmentViewSchema>;

export const attachmentPageSchema = pageOf(attachmentViewSchema);
export type AttachmentPage = z.infer<typeof attachmentPageSchema>;

/** The 201 answer to an upload, and the answer to a change. */
export const attachmentWriteResultSchema = attachmentViewSchema.extend(opIdField);
export type AttachmentWriteResult = z.infer<typeof attachmentWriteResultSchema>;

/** The 202 answer to an upload that was already stored: the stored attachment. */
export const alreadyUploadedSchema = z.object({ alreadyUploaded: z.literal(true), message: z.string(), attachment: attachmentViewSchema });
export type AlreadyUploaded = z.infer<typeof alreadyUploadedSchema>;
export const alreadyUploadedWriteResultSchema = alreadyUploadedSchema.extend(opIdField);

/** A delete answers 200 with the id (not 204): the outbox counts it delivered by the echoed opId. */
export const attachmentDeleteResultSchema = activityDeleteResultSchema;
export type AttachmentDeleteResult = z.infer<typeof attachmentDeleteResultSchema>;
