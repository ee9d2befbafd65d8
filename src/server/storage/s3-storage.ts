import { attachmentDisposition, assertSafeKey, type ObjectStorage } from './object-storage';
import { encodeKeyPath, presignUrl, type AwsCredentials } from './sigv4';

export interface S3Options extends AwsCredentials {
  bucket: string;
  /** An S3-compatible endpoint, addressed path-style; unset means AWS S3 (virtual-hosted). */
  endpoint?: string;
}

/** The address objects of the bucket live under: path-style on an endpoint, virtual-hosted on AWS. */
export function bucketBaseUrl(options: Pick<S3Options, 'bucket' | 'region' | 'endpoint'>): string {
  if (options.endpoint) return `${options.endpoint.replace(/\/$/, '')}/${encodeURIComponent(options.bucket)}`;
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
}

/** S3-compatible object storage through presigned URLs (the server's own calls use them too). */
export function s3Storage(options: S3Options): ObjectStorage {
  const objectUrl = (key: string) => {
    assertSafeKey(key);
    return new URL(`${bucketBaseUrl(options)}/${encodeKeyPath(key)}`);
  };
  const sign = (method: 'GET' | 'PUT' | 'DELETE', key: string, expiresInSeconds = 300, query?: Record<string, string>) =>
    presignUrl({ method, url: objectUrl(key), credentials: options, expiresInSeconds, query });

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await fetch(sign('PUT', key), { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType } });
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status} ${await response.text()}`);
    },
    async get(key) {
      const response = await fetch(sign('GET', key));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await fetch(sign('DELETE', key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${response.status}`);
    },
    signedGetUrl(key, { expiresAt, downloadName, contentType }) {
      const seconds = Math.max(1, Math.min(604_800, Math.round((expiresAt.getTime() - Date.now()) / 1000)));
      return sign('GET', key, seconds, { 'response-content-disposition': attachmentDisposition(downloadName), 'response-content-type': contentType });
    },
  };
}
