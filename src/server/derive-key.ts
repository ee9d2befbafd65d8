import { createHmac } from 'node:crypto';

/**
 * A key for one purpose derived from the session secret (or from a key derived from it), so one
 * leaked key cannot forge the others. Every module derives its keys this way.
 */
export function deriveKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url');
}
