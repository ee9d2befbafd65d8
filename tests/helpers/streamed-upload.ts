import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { TEMP_UPLOAD_PREFIX } from '../../src/server/storage/temp-upload';

/** A PNG signature and `megabytes` of random bytes: large enough that buffering it would show. */
export function largePng(megabytes: number): Buffer {
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(megabytes * 1024 * 1024)]);
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The upload temporary files that exist now. */
export const tempUploads = () => readdirSync(tmpdir()).filter((name) => name.startsWith(TEMP_UPLOAD_PREFIX));
