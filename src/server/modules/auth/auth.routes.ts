import { registerSharedRateLimits } from '../../plugins/rate-limit-store';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { COOKIES } from '../../../domain/api/cookies';
import {
  AUTH_PATHS,
  BOT_CHECK_HEADER,
  botCheckChallengeSchema,
  linkAccountAnswerSchema,
  linkVerifyBodySchema,
  linkVerifyQuerySchema,
  magicLinkRequestAnswerSchema,
  magicLinkRequestSchema,
  otpEmailRequestSchema,
  otpPhoneRequestSchema,
  otpRequestAnswerSchema,
  otpVerifyQuerySchema,
  revokeAnswerSchema,
  sessionAnswerSchema,
  sessionInfoSchema,
  tokenRequestSchema,
} from '../../../domain/auth/auth-api';
import { IDENTIFIER_CHANGE_PATHS, identifierChangeConfirmedSchema, identifierChangeConfirmSchema } from '../../../domain/auth/identifier-change-api';
import { INVALID_EMAIL_MESSAGE, normalizeEmail, parseLoginIdentifier, type LoginIdentifier } from '../../../domain/auth/login-identifier';
import { badRequest } from '../../http-error';
import { auditedRequest } from '../../plugins/actor';
import { requireAuth } from '../../plugins/authentication';
import { redeemBotCheck, createBotCheckChallenge } from './bot-check';
import { requestLoginCode, verifyLoginCode } from './login-code.service';
import { loginLinkAccount, redeemLoginLink, requestMagicLink, type LoginLinkKind } from './login-link.service';
import { refuseCrossSiteSignIn } from './sign-in-origin';
import { clearSessionCookies, issueSession, revokeSession, rotateSession, sessionOfRefreshToken } from './session.service';
import { confirmIdentifierChange } from '../users/identifier-changes.service';
import type { ServerModule } from '../module';

function identifierOf(raw: string, expected?: 'email' | 'phone'): LoginIdentifier {
  const parsed = parseLoginIdentifier(raw);
  if (!parsed.ok) throw badRequest(parsed.message);
  if (expected && parsed.kind !== expected) throw badRequest(expected === 'email' ? INVALID_EMAIL_MESSAGE : 'Enter a phone number, not an email address.');
  return { kind: parsed.kind, value: parsed.value };
}

/**
 * The login and session calls of docs/product/README.md#api (auth.module.ts registers them under AUTH_PREFIX). Each route is limited per client address
 * (AUTH_RATE_LIMIT_PER_MINUTE); code and link requests are also limited per email or phone.
 */
export const authRoutes: ServerModule = async (app) => {
  const ctx = app.authContext;
  await registerSharedRateLimits(app, ctx.db);
  const perAddress = { rateLimit: { max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };
  const onlyFromThePortal = refuseCrossSiteSignIn(ctx.config);

  app.get(AUTH_PATHS.botCheckChallenge, { config: perAddress, schema: { response: { 200: botCheckChallengeSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return createBotCheckChallenge(ctx);
  });

  app.post(
    AUTH_PATHS.otpRequestEmail,
    { config: perAddress, schema: { body: otpEmailRequestSchema, response: { 200: otpRequestAnswerSchema } } },
    async (request) => {
      const identifier = identifierOf(request.body.email, 'email');
      await redeemBotCheck(ctx, request.headers[BOT_CHECK_HEADER] as string | undefined);
      return requestLoginCode(ctx, app.messageSender, identifier);
    },
  );

  app.post(
    AUTH_PATHS.otpRequestPhone,
    { config: perAddress, schema: { body: otpPhoneRequestSchema, response: { 200: otpRequestAnswerSchema } } },
    async (request) => {
      const identifier = identifierOf(request.body.phone, 'phone');
      await redeemBotCheck(ctx, request.headers[BOT_CHECK_HEADER] as string | undefined);
      return requestLoginCode(ctx, app.messageSender, identifier);
    },
  );

  app.get(
    AUTH_PATHS.otpVerify,
    { config: perAddress, onRequest: onlyFromThePortal, schema: { querystring: otpVerifyQuerySchema, response: { 200: sessionAnswerSchema } } },
    async (request, reply) => {
      const identifier = identifierOf(request.query.user);
      const userId = await verifyLoginCode(ctx, identifier, request.query.sid, request.query.code);
      return issueSession(reply, { userId, method: identifier.kind === 'email' ? 'otp-email' : 'otp-phone' });
    },
  );

  app.post(
    AUTH_PATHS.magicLinkRequest,
    { config: perAddress, schema: { body: magicLinkRequestSchema, response: { 200: magicLinkRequestAnswerSchema } } },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      if (!email) throw badRequest(INVALID_EMAIL_MESSAGE);
      return requestMagicLink(ctx, app.messageSender, email, request.body.nextRoute);
    },
  );

  async function signInWithLink(reply: FastifyReply, kind: LoginLinkKind, token: string) {
    const { userId, nextRoute } = await redeemLoginLink(ctx, kind, token);
    const session = await issueSession(reply, { userId, method: kind === 'magic' ? 'magic-link' : 'legacy-magic-link' });
    return { ...session, ...(nextRoute ? { nextRoute } : {}) };
  }

  // A link opens the login page, which shows the account (GET …/account) and signs in on the user's tap (POST …/verify).
  for (const [verifyPath, accountPath, kind] of [
    [AUTH_PATHS.magicLinkVerify, AUTH_PATHS.magicLinkAccount, 'magic'],
    [AUTH_PATHS.legacyMagicLinkVerify, AUTH_PATHS.legacyMagicLinkAccount, 'legacy'],
  ] as const) {
    app.get(
      accountPath,
      { config: perAddress, schema: { querystring: linkVerifyQuerySchema, response: { 200: linkAccountAnswerSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return loginLinkAccount(ctx, kind, request.query.token);
      },
    );
    app.get(
      verifyPath,
      { config: perAddress, onRequest: onlyFromThePortal, schema: { querystring: linkVerifyQuerySchema, response: { 200: sessionAnswerSchema } } },
      async (request, reply) => signInWithLink(reply, kind, request.query.token),
    );
    app.post(
      verifyPath,
      { config: perAddress, onRequest: onlyFromThePortal, schema: { body: linkVerifyBodySchema, response: { 200: sessionAnswerSchema } } },
      async (request, reply) => signInWithLink(reply, kind, request.body.token),
    );
  }

  // The link sent to a new login email or phone: whoever holds that address confirms the change.
  app.post(
    IDENTIFIER_CHANGE_PATHS.confirm,
    { config: perAddress, schema: { body: identifierChangeConfirmSchema, response: { 200: identifierChangeConfirmedSchema } } },
    async (request) => confirmIdentifierChange(ctx.db, app.messageSender, request.body.token, auditedRequest(request)),
  );

  app.post(AUTH_PATHS.token, { config: perAddress, schema: { body: tokenRequestSchema, response: { 200: sessionAnswerSchema } } }, async (request, reply) =>
    rotateSession(reply, request.cookies[COOKIES.refreshToken]),
  );

  app.get(AUTH_PATHS.session, { config: perAddress, schema: { response: { 200: sessionInfoSchema } } }, async (request) => {
    const { userId, sessionId } = requireAuth(request);
    return { userId, sessionId };
  });

  // Logout: ends the session named by the access token, or else by the refresh cookie. Always
  // clears the cookies, so a client with a stale token still ends up signed out.
  app.post(
    AUTH_PATHS.revoke,
    { config: perAddress, schema: { body: z.unknown().optional(), response: { 200: revokeAnswerSchema } } },
    async (request, reply) => {
      const refresh = request.cookies[COOKIES.refreshToken];
      const sessionId = request.auth?.sessionId ?? (refresh ? await sessionOfRefreshToken(ctx, refresh) : null);
      if (!sessionId) {
        clearSessionCookies(reply);
        return { revoked: false };
      }
      await revokeSession(reply, sessionId);
      return { revoked: true };
    },
  );
};
