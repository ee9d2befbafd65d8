import { createHash, randomBytes } from 'node:crypto';

/** A random bearer secret (refresh token, link token): 256 bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes of bearer secrets are stored, so a database leak does not leak working tokens. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
