import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES } from '../../../domain/api/cookies';
import { cookieDomainForHost } from '../../../domain/brand/brand-settings';
import { brandIdForHost } from '../../../domain/brand/resolve-brand';
import type { Config } from '../../config';
import { authSessions, refreshTokens } from '../../db/schema/auth';
import { HttpError } from '../../http-error';
import { secureCookies } from '../../plugins/security-headers';
import { signAccessToken } from './access-token';
import type { AuthContext } from './auth-context';
import { hashSecret, newOpaqueToken } from '../../opaque-token';
import { sessionStands } from './session-check';

/** How the user proved who they are; OIDC logins pass `oidc:<provider>`. */
export type LoginMethod = 'otp-email' | 'otp-phone' | 'magic-link' | 'legacy-magic-link' | `oidc:${string}`;

export interface IssuedSession {
  accessToken: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const CONCURRENT_REFRESH_GRACE_MS = 10_000;

/**
 * Where the session cookies live: path /, Secure when served over https, and the cookie domain of the
 * brand of the request's host (VITE_BRAND_SETTINGS) when the host is inside it, so the brand's
 * sub-domains share one session; host-only otherwise (a local host, an unconfigured brand).
 */
function cookieScope(config: Config, request: FastifyRequest) {
  const domain = cookieDomainForHost(request.hostname, config.VITE_BRAND_SETTINGS[brandIdForHost(request.hostname, config.VITE_BRAND_HOSTS)]?.cookieDomain);
  return { path: '/', sameSite: 'lax', secure: secureCookies(config, request), ...(domain ? { domain } : {}) } as const;
}

function setSessionCookies(reply: FastifyReply, ctx: AuthContext, accessToken: string, refreshToken: string): void {
  const maxAge = ctx.config.REFRESH_TOKEN_DAYS * 24 * 60 * 60;
  // The access cookie outlives the token inside it: its presence means "signed in" to the client
  // (docs/product/sessions-and-tenancy.md), and an expired token gets a 401 that the client answers with a refresh.
  const scope = cookieScope(ctx.config, reply.request);
  reply.setCookie(COOKIES.accessToken, accessToken, { ...scope, httpOnly: false, maxAge });
  reply.setCookie(COOKIES.refreshToken, refreshToken, { ...scope, httpOnly: true, maxAge });
}

/** Expires both session cookies in the browser, with the domain they were set with. */
export function clearSessionCookies(reply: FastifyReply): void {
  const scope = cookieScope(reply.server.authContext.config, reply.request);
  reply.clearCookie(COOKIES.accessToken, scope);
  reply.clearCookie(COOKIES.refreshToken, { ...scope, httpOnly: true });
}

function accessTokenFor(ctx: AuthContext, userId: string, sessionId: string): string {
  const expiresAt = Math.floor(Date.now() / 1000) + ctx.config.ACCESS_TOKEN_MINUTES * 60;
  return signAccessToken({ userId, sessionId, expiresAt }, ctx.accessTokenKey);
}

async function newRefreshToken(ctx: AuthContext, sessionId: string): Promise<string> {
  const token = newOpaqueToken();
  await ctx.db.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + ctx.config.REFRESH_TOKEN_DAYS * DAY_MS),
  });
  return token;
}

/** How much of a User-Agent a session keeps: enough to name the device. */
const USER_AGENT_MAX = 300;

/**
 * Signs the user in on this device: a new session (refresh-token family), the access and refresh
 * cookies set on the reply, and the access token returned for the response body. The caller has
 * already proved the user's identity and checked that the user is not archived.
 *
 *   return issueSession(reply, { userId, method: 'oidc:google' });
 */
export async function issueSession(reply: FastifyReply, login: { userId: string; method: LoginMethod }): Promise<IssuedSession> {
  const ctx = reply.server.authContext;
  const userAgent = reply.request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null;
  const [session] = await ctx.db
    .insert(authSessions)
    .values({ userId: login.userId, method: login.method, userAgent, lastSeenAt: new Date() })
    .returning({ id: authSessions.id });
  const refreshToken = await newRefreshToken(ctx, session!.id);
  const accessToken = accessTokenFor(ctx, login.userId, session!.id);
  setSessionCookies(reply, ctx, accessToken, refreshToken);
  return { accessToken };
}

const sessionEnded = () => new HttpError(401, 'Your session has ended. Please log in again.');

/**
 * Trades a refresh token for a new access token and a new refresh token. The presented token is used
 * up; presenting a used token again (after a few seconds' grace for concurrent tabs) means it was
 * copied, so the whole session is revoked.
 */
export async function rotateSession(reply: FastifyReply, presented: string | undefined): Promise<IssuedSession> {
  const ctx = reply.server.authContext;
  if (!presented) throw sessionEnded();
  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        sessionId: refreshTokens.sessionId,
        expiresAt: refreshTokens.expiresAt,
        usedAt: refreshTokens.usedAt,
        userId: authSessions.userId,
        revokedAt: authSessions.revokedAt,
      })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashSecret(presented)))
      .for('update', { of: refreshTokens });
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
    // Two tabs of one browser refreshing at once both present the same cookie: a token used a
    // moment ago is such a race, not a stolen copy, so the latecomer gets its own new pair.
    if (row.usedAt && Date.now() - row.usedAt.getTime() <= CONCURRENT_REFRESH_GRACE_MS) {
      return { sessionId: row.sessionId, userId: row.userId };
    }
    if (row.usedAt) {
      await tx
        .update(authSessions)
        .set({ revokedAt: new Date(), revokedReason: 'refresh-token-reuse' })
        .where(and(eq(authSessions.id, row.sessionId), isNull(authSessions.revokedAt)));
      return 'reused' as const;
    }
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    await tx.update(authSessions).set({ lastSeenAt: new Date() }).where(eq(authSessions.id, row.sessionId));
    return { sessionId: row.sessionId, userId: row.userId };
  });
  if (result === 'reused') {
    clearSessionCookies(reply);
    throw new HttpError(401, 'This session was ended because its refresh token was used twice. Please log in again.');
  }
  if (!result || !(await sessionStands(ctx, result.sessionId, result.userId))) {
    clearSessionCookies(reply);
    throw sessionEnded();
  }
  const refreshToken = await newRefreshToken(ctx, result.sessionId);
  const accessToken = accessTokenFor(ctx, result.userId, result.sessionId);
  setSessionCookies(reply, ctx, accessToken, refreshToken);
  return { accessToken };
}

/** Ends the session (every token of its family) and clears the cookies. */
export async function revokeSession(reply: FastifyReply, sessionId: string): Promise<void> {
  const ctx = reply.server.authContext;
  await ctx.db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: 'logout' })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  clearSessionCookies(reply);
}

/** The session of a refresh token found by its hash, whichever state it is in (logout by cookie). */
export async function sessionOfRefreshToken(ctx: AuthContext, presented: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecret(presented)));
  return row?.sessionId ?? null;
}
