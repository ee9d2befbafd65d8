import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
}

const claimsSchema = z.object({ sub: z.string(), sid: z.string(), exp: z.number().int() });

const sign = (payload: string, key: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** A short-lived, stateless access token: `<base64url claims>.<base64url HMAC-SHA256>`. */
export function signAccessToken(claims: AccessTokenClaims, key: string): string {
  const payload = Buffer.from(JSON.stringify({ sub: claims.userId, sid: claims.sessionId, exp: claims.expiresAt })).toString('base64url');
  return `${payload}.${sign(payload, key)}`;
}

export type AccessTokenCheck = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'malformed' | 'expired' };

/** Checks the signature and expiry; whether the session still stands is the caller's question. */
export function verifyAccessToken(token: string, key: string, now = Date.now()): AccessTokenCheck {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(sign(payload, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'malformed' };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = claimsSchema.safeParse(decoded);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  if (parsed.data.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { userId: parsed.data.sub, sessionId: parsed.data.sid, expiresAt: parsed.data.exp } };
}
