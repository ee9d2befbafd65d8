import { z } from 'zod';
import { isoTimestamp } from '../api/contract';

/**
 * Stored files (docs/product/README.md#api Files). Files are never public: a client asks for a short-lived signed URL
 * for a storage key it may see (`s3/info` or `s3` with follow=false), or opens `s3?follow=true&url=`
 * (the client route /s3 does this) and is redirected to it.
 */
export const FILES_PATHS = {
  /** GET, query fileUrlQuerySchema → fileInfoSchema, or 302 to the signed URL with follow=true. */
  info: '/s3/info',
  /** GET, query fileUrlQuerySchema → signedFileUrlSchema, or 302 to the signed URL with follow=true. */
  resolve: '/s3',
  /**
   * Where local-disk signed URLs point; the signature in the query is the only credential.
   * GET, query fileDownloadQuerySchema → the file's bytes.
   */
  download: '/files/download',
} as const;

/**
 * An image's preview kept with its file: a small JPEG as a data URL (a few kilobytes), shown by the
 * cards without a signed address and kept with the lists on the device (offline); null for other
 * files and for images stored before previews were made.
 */
export const thumbnailField = z.string().nullable();

/** Uploads above this are refused with 413. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** Types an upload may have (images, PDF, common office documents and text); others get 415. */
export const ALLOWED_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
  'text/csv',
] as const;

/** A Content-Type's media type alone, lower-cased: `image/PNG; charset=x` → `image/png`. */
export const mediaTypeOf = (contentType: string): string => contentType.split(';')[0]!.trim().toLowerCase();

export const isAllowedUploadType = (contentType: string): boolean => (ALLOWED_UPLOAD_TYPES as readonly string[]).includes(mediaTypeOf(contentType));

export const FILES_MESSAGES = {
  uploadFailed: 'An error occurred while trying to upload file.',
  tooLarge: `The file is too large. Files may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  wrongType: 'This type of file cannot be uploaded. Use an image, a PDF or a common document (Word, Excel, PowerPoint, text, CSV).',
  alreadyUploaded: 'This file was already uploaded.',
  openFailed: 'The file could not be opened. It may have been removed, or you may not have access to it.',
} as const;

export const fileUrlQuerySchema = z.object({
  /** The storage key a record carries (an attachment's fileKey, a guide step's imageUrl). */
  url: z.string().trim().min(1, 'url must not be empty').max(1024, 'url is too long'),
  follow: z
    .enum(['true', 'false'], { message: 'follow must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

/** The query of a local-disk signed URL: what it grants and until when, and the signature over them. */
export const fileDownloadQuerySchema = z.object({
  key: z.string().min(1).max(1024),
  /** Unix seconds. */
  expires: z.coerce.number().int(),
  /** The download name and content type the file is sent with. */
  name: z.string().max(1024),
  type: z.string().max(200),
  signature: z.string().min(1).max(200),
});

/** A short-lived address of a stored file. */
export const signedFileUrlSchema = z.object({ url: z.string(), expiresAt: isoTimestamp });
export type SignedFileUrl = z.infer<typeof signedFileUrlSchema>;

/** The signed address with what is stored: key, file name, content type and size in bytes. */
export const fileInfoSchema = signedFileUrlSchema.extend({
  key: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type FileInfo = z.infer<typeof fileInfoSchema>;
