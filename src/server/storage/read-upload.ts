import type { FastifyRequest } from 'fastify';
import { CONTROL_CHARACTER_MESSAGE, cleanFileName, fieldWithControlCharacters } from '../../domain/api/control-characters';
import { FILES_MESSAGES, isAllowedUploadType, mediaTypeOf } from '../../domain/files/files-api';
import { badRequest, HttpError } from '../http-error';
import type { FileOnDisk } from './object-storage';
import { removeTempUpload, writeTempUpload } from './temp-upload';

/** The uploaded file, in a temporary file on disk (removed once the route's work with it is done). */
export interface UploadedFile extends FileOnDisk {
  name: string;
  contentType: string;
}

export interface Upload {
  /** The text fields, whatever their order relative to the file. */
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/** The route's own check of the caller and the text fields, run before a byte of the file is read. */
export type BeforeFile<Checked> = (fields: Record<string, string>) => Promise<Checked>;

function checkedFields(fields: Record<string, string>): Record<string, string> {
  const badField = fieldWithControlCharacters(fields);
  if (badField !== null) throw badRequest(`${badField}: ${CONTROL_CHARACTER_MESSAGE}`);
  return fields;
}

/**
 * What reading the parts failed with, as answered: the plugin's limits and our own refusals as they
 * are, anything else the parser throws (no boundary, a part cut off) a 400 that says so.
 */
function readingError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return error;
  return badRequest('body: the multipart form data is malformed or incomplete; send the upload again.');
}

/**
 * Reads a multipart upload (one `file` part and text fields) within the limits of the multipart
 * plugin and hands it to `use`: too large is a 413, a type outside ALLOWED_UPLOAD_TYPES a 415, a
 * malformed body a 400, each with a clear message. `beforeFile` runs once, with the fields sent
 * before the file (clients send the file last) or all of them when there is no file, before any of
 * the file is read: a caller it refuses never has the file read. What it answers comes back as
 * `checked`. The file is streamed to a temporary file, removed when `use` is done, whatever happened.
 */
export async function readUpload<Result, Checked = undefined>(
  request: FastifyRequest,
  beforeFile: BeforeFile<Checked> | null,
  use: (upload: Upload & { checked: Checked }) => Promise<Result>,
): Promise<Result> {
  const upload = await readParts(request, beforeFile);
  try {
    return await use(upload);
  } finally {
    if (upload.file) await removeTempUpload(upload.file.path);
  }
}

async function readParts<Checked>(request: FastifyRequest, beforeFile: BeforeFile<Checked> | null): Promise<Upload & { checked: Checked }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the upload as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  let checked: { value: Checked } | null = null;
  const check = async () => ({ value: beforeFile ? await beforeFile(checkedFields(fields)) : (undefined as Checked) });
  let checkFailure: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (file || part.fieldname !== 'file') throw badRequest('file: send one file, in the field named file.');
      const contentType = mediaTypeOf(part.mimetype);
      if (!isAllowedUploadType(contentType)) throw new HttpError(415, FILES_MESSAGES.wrongType);
      checked = await check().catch((error: unknown) => {
        checkFailure = error;
        throw error;
      });
      const written = await writeTempUpload(part.file);
      file = { ...written, name: cleanFileName(part.filename) || 'upload', contentType };
      // The plugin cuts a file at its size limit; what was written of it is of no use.
      if (part.file.truncated) throw new HttpError(413, FILES_MESSAGES.tooLarge);
      if (written.size === 0) throw badRequest('file: the file is empty.');
    }
  } catch (error) {
    if (file) await removeTempUpload(file.path);
    // The route's own check failed as it failed (a database error stays a 500).
    if (error === checkFailure) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, FILES_MESSAGES.tooLarge);
    throw readingError(error);
  }
  try {
    checked ??= await check();
    return { fields: checkedFields(fields), file, checked: checked.value };
  } catch (error) {
    if (file) await removeTempUpload(file.path);
    throw error;
  }
}
