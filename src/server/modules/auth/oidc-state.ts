import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AUTH_PREFIX } from '../../../domain/api/paths';
import { LOGIN_PROVIDER_MODES, LOGIN_PROVIDERS, type LoginProvider } from '../../../domain/auth/login-providers';
import { secureCookies } from '../../plugins/security-headers';

/**
 * A sign-in in progress, kept in a short-lived, signed, httpOnly cookie scoped to the provider's
 * callback path: it binds the provider's answer to the browser that asked (state), and carries the
 * PKCE verifier, the nonce and where to go afterwards.
 */
const pendingSignInSchema = z.object({
  provider: z.enum(LOGIN_PROVIDERS),
  mode: z.enum(LOGIN_PROVIDER_MODES),
  /** The signed-in user an identity is being linked to (link mode). */
  userId: z.string().nullable(),
  nextRoute: z.string().nullable(),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  callbackUrl: z.string(),
  expiresAt: z.number(),
});
export type PendingSignIn = z.infer<typeof pendingSignInSchema>;

export const OIDC_STATE_COOKIE = 'ssp_oidc_state';
/** Long enough to type a password and approve a prompt, short enough that a stale tab fails. */
export const SIGN_IN_MINUTES = 10;

const cookiePath = (provider: LoginProvider) => `${AUTH_PREFIX}/${provider}/callback`;

/**
 * `crossSitePost`: the provider answers with a cross-site POST (Apple's form_post), which carries
 * only SameSite=None cookies, and those must be Secure.
 */
export function writePendingSignIn(reply: FastifyReply, key: string, pending: PendingSignIn, crossSitePost: boolean): void {
  const value = fastifyCookie.sign(Buffer.from(JSON.stringify(pending)).toString('base64url'), key);
  reply.setCookie(OIDC_STATE_COOKIE, value, {
    path: cookiePath(pending.provider),
    httpOnly: true,
    sameSite: crossSitePost ? 'none' : 'lax',
    secure: crossSitePost || secureCookies(reply.server.authContext.config, reply.request),
    maxAge: SIGN_IN_MINUTES * 60,
  });
}

/** The sign-in this browser started with this provider, if its cookie is intact and not expired. */
export function readPendingSignIn(request: FastifyRequest, key: string, provider: LoginProvider): PendingSignIn | null {
  const raw = request.cookies[OIDC_STATE_COOKIE];
  if (!raw) return null;
  const unsigned = fastifyCookie.unsign(raw, key);
  if (!unsigned.valid || unsigned.value === null) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = pendingSignInSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.provider !== provider || parsed.data.expiresAt <= Date.now()) return null;
  return parsed.data;
}

/** A sign-in attempt is used once, whatever its outcome. */
export function clearPendingSignIn(reply: FastifyReply, provider: LoginProvider): void {
  reply.clearCookie(OIDC_STATE_COOKIE, { path: cookiePath(provider), httpOnly: true });
}
