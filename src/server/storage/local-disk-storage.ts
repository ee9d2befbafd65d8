import { copyFile, mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_PREFIX } from '../../domain/api/paths';
import { FILES_PATHS } from '../../domain/files/files-api';
import { signDownload } from './download-signature';
import { assertSafeKey, type ObjectStorage } from './object-storage';

/** Files under a directory; downloads go through the signed download route of the files module. */
export function localDiskStorage(root: string, secret: string): ObjectStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename would survive a crash mid-write better; a partial file is replaced on retry anyway.
      // An upload is copied, not moved: its temporary file may be on another file system, and is removed after.
      await (Buffer.isBuffer(body) ? writeFile(file, body) : copyFile(body.path, file));
    },
    async get(key) {
      try {
        // Opened here, so a missing file is null rather than an error on the stream.
        return (await open(fileOf(key))).createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async signedGetUrl(key, { expiresAt, downloadName, contentType }) {
      const claims = { key, expires: Math.floor(expiresAt.getTime() / 1000), name: downloadName, type: contentType };
      const query = new URLSearchParams({
        key,
        expires: String(claims.expires),
        name: downloadName,
        type: contentType,
        signature: signDownload(secret, claims),
      });
      return `${API_PREFIX}${FILES_PATHS.download}?${query.toString()}`;
    },
  };
}
