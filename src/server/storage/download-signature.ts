import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed download links for the local-disk adapter: HMAC-SHA256 over key, expiry, name and type with
 * a server secret, so a link cannot be altered, reused for another file or used after it expires.
 */
export interface DownloadClaims {
  key: string;
  /** Unix seconds. */
  expires: number;
  name: string;
  type: string;
}

const payload = (c: DownloadClaims) => [c.key, c.expires, c.name, c.type].join('\n');

export function signDownload(secret: string, claims: DownloadClaims): string {
  return createHmac('sha256', secret).update(payload(claims)).digest('base64url');
}

export type DownloadCheck = 'ok' | 'expired' | 'invalid';

export function verifyDownload(secret: string, claims: DownloadClaims, signature: string, now: Date = new Date()): DownloadCheck {
  const expected = Buffer.from(signDownload(secret, claims));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return claims.expires * 1000 < now.getTime() ? 'expired' : 'ok';
}
