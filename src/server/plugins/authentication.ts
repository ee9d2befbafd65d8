import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIES } from '../../domain/api/cookies';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { HttpError } from '../http-error';
import { verifyAccessToken } from '../modules/auth/access-token';
import type { AuthContext } from '../modules/auth/auth-context';
import { deriveKey } from '../derive-key';
import { resolveSessionSecret } from '../modules/auth/secrets';
import { sessionUser, type SessionUser } from '../modules/auth/session-check';
import { ACCESS_CHANGED_CHANNEL, SessionCache } from '../modules/auth/session-cache';

/** Who signed in: set on every request by the authentication hook, null when nobody (validly) did. */
export interface RequestAuth {
  userId: string;
  sessionId: string;
  /** The signed-in user, read with the session check. */
  user: SessionUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

type Failure = 'expired' | 'invalid' | 'ended';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const failures = new WeakMap<FastifyRequest, Failure>();

const FAILURE_MESSAGES: Record<Failure | 'missing', string> = {
  missing: 'Please log in to continue.',
  expired: 'Your session has expired. Please log in again.',
  invalid: 'Your login token is not valid. Please log in again.',
  ended: 'Your session has ended. Please log in again.',
};

/** The bearer header wins over the cookie: a client that sends both means the header. */
function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] ?? '';
  }
  return request.cookies[COOKIES.accessToken] || undefined;
}

/**
 * Registers cookie parsing and the hook that authenticates every request from the access token
 * (bearer header or access-token cookie). Routes that need a user call `requireAuth(request)`.
 */
export async function registerAuthentication(app: FastifyInstance, config: Config, database: DatabaseHandle): Promise<void> {
  const secret = resolveSessionSecret(config);
  const context: AuthContext = {
    db: database.db,
    config,
    accessTokenKey: deriveKey(secret, 'access-token'),
    botCheckKey: deriveKey(secret, 'bot-check'),
  };
  app.decorate('authContext', context);
  const sessions = new SessionCache();
  const stopListening = await database.listen(ACCESS_CHANGED_CHANNEL, sessions);
  app.addHook('onClose', stopListening);
  await app.register(fastifyCookie);
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const token = presentedToken(request);
    if (token === undefined) return;
    const check = verifyAccessToken(token, context.accessTokenKey);
    if (!check.ok) {
      failures.set(request, check.reason === 'expired' ? 'expired' : 'invalid');
      return;
    }
    const { userId, sessionId } = check.claims;
    const kept = sessions.get(sessionId, userId);
    const mark = sessions.mark();
    const user = kept ?? (await sessionUser(context, sessionId, userId));
    if (!user) {
      failures.set(request, 'ended');
      return;
    }
    if (!kept) sessions.set(sessionId, user, mark);
    request.auth = { userId, sessionId, user };
  });

  // A write may have ended a session or changed a user: this server's next request reads them
  // again. Before the answer is sent, so the client's next request cannot overtake it.
  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method)) sessions.forgetAll();
  });
}

/** The signed-in caller, or a 401 whose message says why (no token, expired, ended session). */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (request.auth) return request.auth;
  throw new HttpError(401, FAILURE_MESSAGES[failures.get(request) ?? 'missing']);
}
