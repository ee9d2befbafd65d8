import { AwsClient } from 'aws4fetch';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { attachmentDisposition, assertSafeKey, type ObjectStorage } from './object-storage';

export interface S3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible endpoint, addressed path-style; unset means AWS S3 (virtual-hosted). */
  endpoint?: string;
}

/** S3 caps a presigned URL's life at seven days. */
const MAX_PRESIGNED_SECONDS = 604_800;

/** The address objects of the bucket live under: path-style on an endpoint, virtual-hosted on AWS. */
export function bucketBaseUrl(options: Pick<S3Options, 'bucket' | 'region' | 'endpoint'>): string {
  if (options.endpoint) return `${options.endpoint.replace(/\/$/, '')}/${encodeURIComponent(options.bucket)}`;
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
}

/**
 * S3-compatible object storage, requests signed with SigV4 by aws4fetch (a maintained signer):
 * the server's own calls signed in their headers, the browser's downloads as presigned URLs.
 */
export function s3Storage(options: S3Options): ObjectStorage {
  const aws = new AwsClient({ accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, region: options.region, service: 's3' });
  const objectUrl = (key: string) => {
    assertSafeKey(key);
    // Safe keys need no escaping beyond what URL does.
    return new URL(`${bucketBaseUrl(options)}/${key}`);
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = Buffer.isBuffer(body)
        ? await aws.fetch(objectUrl(key), { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType } })
        : // A file is streamed, signed with the SHA-256 counted while it was written (S3 checks the body against it);
          // sent once, as a stream cannot be sent again on aws.fetch's retries.
          await fetch(
            await aws.sign(objectUrl(key), {
              method: 'PUT',
              body: Readable.toWeb(createReadStream(body.path)) as ReadableStream<Uint8Array>,
              headers: { 'content-type': contentType, 'content-length': String(body.size), 'x-amz-content-sha256': body.sha256 },
            }),
          );
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status} ${await response.text()}`);
    },
    async get(key) {
      const response = await aws.fetch(objectUrl(key));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status}`);
      return response.body ? Readable.fromWeb(response.body as WebReadableStream) : Readable.from([]);
    },
    async delete(key) {
      const response = await aws.fetch(objectUrl(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${response.status}`);
    },
    async signedGetUrl(key, { expiresAt, downloadName, contentType }) {
      const url = objectUrl(key);
      const seconds = Math.max(1, Math.min(MAX_PRESIGNED_SECONDS, Math.round((expiresAt.getTime() - Date.now()) / 1000)));
      url.searchParams.set('X-Amz-Expires', String(seconds));
      url.searchParams.set('response-content-disposition', attachmentDisposition(downloadName));
      url.searchParams.set('response-content-type', contentType);
      return (await aws.sign(url, { method: 'GET', aws: { signQuery: true } })).url;
    },
  };
}
