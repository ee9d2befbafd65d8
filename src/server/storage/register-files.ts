import multipart from '@fastify/multipart';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FILES_MESSAGES, MAX_UPLOAD_BYTES } from '../../domain/files/files-api';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { HttpError } from '../http-error';
import { deriveKey } from '../derive-key';
import { resolveSessionSecret } from '../modules/auth/secrets';
import { FileStore } from './file-store';
import { localDiskStorage } from './local-disk-storage';
import type { ObjectStorage } from './object-storage';
import { s3Storage } from './s3-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** File storage for every module: see FileStore. */
    files: FileStore;
  }
}

const FIELDS = 20;
const FIELD_BYTES = 16 * 1024;
/** The file, every text field at its limit, and room for the parts' headers. */
const MAX_MULTIPART_BYTES = MAX_UPLOAD_BYTES + FIELDS * FIELD_BYTES + 64 * 1024;

function storageFor(config: Config, downloadSecret: string): ObjectStorage {
  if (config.S3_BUCKET) {
    return s3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    });
  }
  return localDiskStorage(path.resolve(config.DATA_DIR, 'files'), downloadSecret);
}

/**
 * Registers multipart uploads (once, for every module: one file of at most MAX_UPLOAD_BYTES per
 * request) and the file store as `app.files`. Returns the secret local download links are signed with.
 */
export async function registerFiles(app: FastifyInstance, config: Config, db: Database): Promise<string> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: FIELDS, fieldSize: FIELD_BYTES, parts: FIELDS + 2 } });
  // A declared length no upload within the limits can reach is refused before a byte of it is read.
  app.addHook('onRequest', async (request) => {
    if (Number(request.headers['content-length']) > MAX_MULTIPART_BYTES && request.headers['content-type']?.startsWith('multipart/')) {
      throw new HttpError(413, FILES_MESSAGES.tooLarge);
    }
  });
  const secret = deriveKey(resolveSessionSecret(config), 'file-download');
  app.decorate('files', new FileStore(db, storageFor(config, secret), config.FILE_URL_TTL_SECONDS));
  return secret;
}
