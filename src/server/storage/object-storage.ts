import type { Readable } from 'node:stream';

/**
 * Where file bytes live. Two adapters: local disk (default, under DATA_DIR/files) and S3-compatible
 * object storage. Nothing in storage is public: readers get a short-lived signed URL.
 *
 * Keys are relative paths made of safe segments (`requests/<id>/<fileId>`); callers choose them.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Stores bytes made on the server, or an upload as it was written to disk (copied, never read whole). */
  put(key: string, body: ObjectBody, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is no such object. */
  get(key: string): Promise<Readable | null>;
  /** Removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** A URL that downloads the object until `expiresAt`, named `downloadName` in the browser. */
  signedGetUrl(key: string, options: { expiresAt: Date; downloadName: string; contentType: string }): Promise<string>;
}

/** A file on disk with what was counted while writing it (an upload: see writeTempUpload). */
export interface FileOnDisk {
  path: string;
  size: number;
  /** Hex. */
  sha256: string;
}

export type ObjectBody = Buffer | FileOnDisk;

/** Keys are built by the server; this refuses anything that could escape the storage root. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

/** Content-Disposition for a download: the name kept readable, non-ASCII through RFC 5987. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
