import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileOnDisk } from './object-storage';

/** Temporary upload files are named with this prefix in the OS temporary directory. */
export const TEMP_UPLOAD_PREFIX = 'fsm-upload-';

/**
 * Pipes `source` to a new temporary file, counting its size and SHA-256 on the way, so an upload
 * is never held in memory. The file is removed when writing fails (a cut-off client, a limit);
 * once returned, removing it is the caller's (see removeTempUpload).
 */
export async function writeTempUpload(source: Readable): Promise<FileOnDisk> {
  const file = path.join(tmpdir(), `${TEMP_UPLOAD_PREFIX}${randomUUID()}`);
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, measure, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await removeTempUpload(file);
    throw error;
  }
  return { path: file, size, sha256: hash.digest('hex') };
}

export async function removeTempUpload(file: string): Promise<void> {
  await rm(file, { force: true });
}
