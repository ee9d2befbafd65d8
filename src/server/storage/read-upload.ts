import type { FastifyRequest } from 'fastify';
import { CONTROL_CHARACTER_MESSAGE, fieldWithControlCharacters, stripControlCharacters } from '../../domain/api/control-characters';
import { FILES_MESSAGES, isAllowedUploadType } from '../../domain/files/files-api';
import { HttpError } from '../http-error';
import { sha256Hex } from './file-store';

export interface UploadedFile {
  bytes: Buffer;
  name: string;
  contentType: string;
  sha256: string;
}

export interface Upload {
  /** The text fields, whatever their order relative to the file. */
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/**
 * Reads a multipart upload (one `file` part and text fields) within the limits of the multipart
 * plugin: too large is a 413, a type outside ALLOWED_UPLOAD_TYPES a 415, each with a clear message.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the upload as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (file || part.fieldname !== 'file') {
      part.file.resume();
      throw new HttpError(400, 'Send one file, in the field named file.');
    }
    const contentType = part.mimetype.split(';')[0]!.trim().toLowerCase();
    if (!isAllowedUploadType(contentType)) {
      part.file.resume();
      throw new HttpError(415, FILES_MESSAGES.wrongType);
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, FILES_MESSAGES.tooLarge);
      throw error;
    }
    if (bytes.length === 0) throw new HttpError(400, 'The file is empty.');
    file = { bytes, name: stripControlCharacters(part.filename) || 'upload', contentType, sha256: sha256Hex(bytes) };
  }
  const badField = fieldWithControlCharacters(fields);
  if (badField !== null) throw new HttpError(400, `${badField}: ${CONTROL_CHARACTER_MESSAGE}`);
  return { fields, file };
}
