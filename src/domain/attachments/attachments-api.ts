import { z } from 'zod';

/**
 * Request attachments (SPEC §7 Requests and Self-service attachment calls). Uploads are multipart
 * with the fields below and one `file`; a re-sent upload (same id, or same content on the request)
 * answers 202 "already uploaded" (SPEC §4).
 */
export const ATTACHMENTS_PATHS = {
  requestAttachments: (requestId: string) => `/requests/${requestId}/attachments`,
  requestAttachment: (requestId: string, attachmentId: string) => `/requests/${requestId}/attachments/${attachmentId}`,
  selfServiceList: (requestId: string) => `/self-service/attachments/request/${requestId}`,
  selfServiceDelete: (requestId: string, attachmentId: string) => `/self-service/attachments/${requestId}/attachments/${attachmentId}`,
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
    name: z.string().trim().min(1, 'name must not be empty').max(255, 'name must be at most 255 characters'),
    attachmentType: attachmentTypeSchema,
    typeMetadata: typeMetadataSchema.nullable(),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'give name, attachmentType or typeMetadata to change');
export type AttachmentPatch = z.infer<typeof attachmentPatchSchema>;

export const attachmentDeleteQuerySchema = z.object({ attachmentType: attachmentTypeSchema.optional() });

export interface AttachmentView {
  id: string;
  requestId: string;
  taskId: string | null;
  name: string;
  attachmentType: AttachmentType;
  typeMetadata: Record<string, unknown> | null;
  contentType: string;
  size: number;
  /** Storage key: open with the files calls (s3?follow=true&url=<fileKey>). */
  fileKey: string;
  createdByUser: { id: string; name: string } | null;
  createdAt: string;
}

/** The 202 answer to an upload that was already stored. */
export interface AlreadyUploaded {
  alreadyUploaded: true;
  message: string;
  attachment: AttachmentView;
}
