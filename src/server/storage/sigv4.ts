import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4 query signing (presigned URLs) with node:crypto; no AWS SDK needed. */

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface PresignInput {
  method: 'GET' | 'PUT' | 'DELETE' | 'HEAD';
  /** The object's address, path already in its final form (for example https://bucket.host/key). */
  url: URL;
  credentials: AwsCredentials;
  expiresInSeconds: number;
  /** Signing time; now by default. */
  date?: Date;
  service?: string;
  /** Extra query parameters to sign into the URL (for example response-content-disposition). */
  query?: Record<string, string>;
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

/** RFC 3986 encoding, as SigV4 wants it: only A-Z a-z 0-9 - . _ ~ stay as they are. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Encodes an object key for a URL path: every segment encoded, slashes kept. */
export function encodeKeyPath(key: string): string {
  return key.split('/').map(uriEncode).join('/');
}

export function signingKey(secretAccessKey: string, shortDate: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, shortDate), region), service), 'aws4_request');
}

/** YYYYMMDDTHHMMSSZ */
export const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A URL anyone holding it may use for `method` on the object until it expires (at most 7 days). */
export function presignUrl(input: PresignInput): string {
  const service = input.service ?? 's3';
  const longDate = amzDate(input.date ?? new Date());
  const shortDate = longDate.slice(0, 8);
  const scope = `${shortDate}/${input.credentials.region}/${service}/aws4_request`;
  const params: Record<string, string> = {
    ...input.query,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${input.credentials.accessKeyId}/${scope}`,
    'X-Amz-Date': longDate,
    'X-Amz-Expires': String(input.expiresInSeconds),
    'X-Amz-SignedHeaders': 'host',
  };
  const canonicalQuery = Object.keys(params)
    .sort()
    .map((k) => `${uriEncode(k)}=${uriEncode(params[k]!)}`)
    .join('&');
  // The path is taken as given: it was encoded once when the URL was built (S3 does not re-encode).
  const canonicalRequest = [input.method, input.url.pathname || '/', canonicalQuery, `host:${input.url.host}\n`, 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', longDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(input.credentials.secretAccessKey, shortDate, input.credentials.region, service))
    .update(stringToSign, 'utf8')
    .digest('hex');
  return `${input.url.origin}${input.url.pathname}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
