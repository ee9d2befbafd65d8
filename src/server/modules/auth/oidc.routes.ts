import { registerSharedRateLimits } from '../../plugins/rate-limit-store';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { redirectAnswer } from '../../../domain/api/contract';
import { AUTH_PREFIX } from '../../../domain/api/paths';
import { AUTH_PATHS } from '../../../domain/auth/auth-api';
import {
  LOGIN_PROVIDER_NAMES,
  linkedIdentitiesAnswerSchema,
  loginProvidersAnswerSchema,
  providerCallbackSchema,
  providerParamsSchema,
  providerStartQuerySchema,
  type LoginProvider,
  type LoginProviderMode,
  type ProviderCallback,
} from '../../../domain/auth/login-providers';
import { pathWith } from '../../../domain/api/paths';
import { plainErrorParam, providerErrorParam } from '../../../domain/auth/login-page-errors';
import { conflict, notFound } from '../../http-error';
import { requireAuth } from '../../plugins/authentication';
import { isActiveUser } from './login-user';
import { newSignInChecks, OidcClients } from './oidc-client';
import { configuredProviders } from './oidc-providers';
import { clearPendingSignIn, readPendingSignIn, SIGN_IN_MINUTES, writePendingSignIn, type PendingSignIn } from './oidc-state';
import { linkIdentity, listIdentities, resolveLogin, unlinkIdentity } from './oidc.service';
import { deriveKey } from '../../derive-key';
import { issueSession } from './session.service';
import type { ServerModule } from '../module';

const at = (path: string) => `${AUTH_PREFIX}${path}`;

const LOGIN_PAGE = '/login';
const LINK_ACCOUNTS_PAGE = '/link-accounts';

/** The page with a failure as a code (src/domain/auth/login-page-errors.ts): the page shows its own text for it. */
function pageWithError(page: string, error: string, nextRoute?: string | null): string {
  const query = new URLSearchParams({ errorMessage: error });
  if (nextRoute) query.set('nextRoute', nextRoute);
  return `${page}?${query}`;
}

const errorPage = (mode: LoginProviderMode) => (mode === 'link' ? LINK_ACCOUNTS_PAGE : LOGIN_PAGE);

/**
 * Sign-in with Google, Microsoft, Apple, LinkedIn and Facebook (docs/product/routing.md), and the linked accounts
 * (docs/product/sessions-and-tenancy.md identities, §7 unlink). The browser navigates to `start`, the provider sends it back to
 * `callback`, and every outcome ends in a redirect to a portal page (errors as `errorMessage`).
 */
export const oidcRoutes: ServerModule = async (app, { config }) => {
  const db = app.authContext.db;
  const providers = new Map(configuredProviders(config).map((p) => [p.id, p]));
  const clients = new OidcClients(config.NODE_ENV !== 'production');
  // Derived from the access-token key: the same secret, a key of its own.
  const stateKey = deriveKey(app.authContext.accessTokenKey, 'oidc-state');

  // Each start and callback costs calls to the provider: the same per-address limit as other logins.
  await registerSharedRateLimits(app, app.authContext.db);
  const perAddress = { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };

  // Apple answers with a form POST; parse such bodies for these routes only.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }

  app.get(at(AUTH_PATHS.providers), { schema: { response: { 200: loginProvidersAnswerSchema } } }, async () => ({
    providers: [...providers.keys()].map((id) => ({ id, name: LOGIN_PROVIDER_NAMES[id] })),
  }));

  app.get(at(AUTH_PATHS.identities), { schema: { response: { 200: linkedIdentitiesAnswerSchema } } }, async (request) => {
    const { userId } = requireAuth(request);
    return { identities: await listIdentities(db, userId) };
  });

  app.post(at(AUTH_PATHS.unlinkProvider), { schema: { params: providerParamsSchema, response: { 200: linkedIdentitiesAnswerSchema } } }, async (request) => {
    const { userId } = requireAuth(request);
    const { provider } = request.params;
    const name = LOGIN_PROVIDER_NAMES[provider];
    const result = await unlinkIdentity(db, userId, provider);
    if (result === 'not-linked') throw notFound(`Linked ${name} account`);
    if (result === 'last-sign-in') {
      throw conflict(`Your ${name} account is your only way to log in. Add an email or phone to your profile before unlinking it.`);
    }
    return { identities: await listIdentities(db, userId) };
  });

  const startSchema = {
    params: providerParamsSchema,
    querystring: providerStartQuerySchema,
    response: { 302: redirectAnswer("To the provider's sign-in page, or to the login or link-accounts page with errorMessage") },
  };
  app.get(at(AUTH_PATHS.providerStart), { config: perAddress, schema: startSchema }, async (request, reply) => {
    const { provider } = request.params;
    const { mode } = request.query;
    const nextRoute = request.query.nextRoute ?? null;
    const settings = providers.get(provider);
    if (!settings) return reply.redirect(pageWithError(errorPage(mode), providerErrorParam('unavailable', provider), nextRoute));

    let userId: string | null = null;
    if (mode === 'link') {
      if (!request.auth) return reply.redirect(pageWithError(LOGIN_PAGE, providerErrorParam('link-needs-login', provider), LINK_ACCOUNTS_PAGE));
      userId = request.auth.userId;
    }
    // Back to the host the user is on: each brand has its own, and the cookie lives there.
    const checks = newSignInChecks(`${request.protocol}://${request.host}${at(pathWith(AUTH_PATHS.providerCallback, { provider }))}`);
    let authorizationUrl: URL;
    try {
      authorizationUrl = await clients.authorizationUrl(settings, checks);
    } catch (err) {
      request.log.warn({ err, provider }, 'sign-in provider discovery failed');
      return reply.redirect(pageWithError(errorPage(mode), providerErrorParam('unreachable', provider), nextRoute));
    }
    const pending: PendingSignIn = { provider, mode, userId, nextRoute, ...checks, expiresAt: Date.now() + SIGN_IN_MINUTES * 60_000 };
    writePendingSignIn(reply, stateKey, pending, settings.responseMode === 'form_post');
    reply.header('cache-control', 'no-store');
    return reply.redirect(authorizationUrl.href);
  });

  async function callback(request: FastifyRequest, reply: FastifyReply, provider: LoginProvider, params: ProviderCallback) {
    const settings = providers.get(provider);
    const pending = readPendingSignIn(request, stateKey, provider);
    clearPendingSignIn(reply, provider);
    reply.header('cache-control', 'no-store');
    // 303: after Apple's POST the browser must GET the next page.
    const go = (to: string) => reply.redirect(to, 303);
    if (!pending || !settings) {
      return go(pageWithError(LOGIN_PAGE, providerErrorParam('expired', provider)));
    }
    const fail = (error: string) => go(pageWithError(errorPage(pending.mode), error, pending.nextRoute));
    if (params.error) {
      request.log.info({ provider, error: params.error, description: params.error_description }, 'sign-in provider refused');
      return fail(providerErrorParam(params.error === 'access_denied' ? 'cancelled' : 'refused', provider));
    }

    let identity;
    try {
      const response = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
      identity = await clients.identify(settings, response, pending);
    } catch (err) {
      request.log.warn({ err, provider }, 'sign-in with provider failed its checks');
      return fail(providerErrorParam('failed', provider));
    }

    if (pending.mode === 'link') {
      if (!pending.userId || !(await isActiveUser(db, pending.userId))) return go(pageWithError(LOGIN_PAGE, plainErrorParam('login-required')));
      const linked = await linkIdentity(db, pending.userId, provider, identity);
      if (linked === 'linked-to-another-user') return fail(providerErrorParam('linked-to-another-user', provider));
      return go(pending.nextRoute ?? LINK_ACCOUNTS_PAGE);
    }

    const login = await resolveLogin(db, provider, identity);
    if (!login.ok) {
      return fail(providerErrorParam(login.reason === 'unverified-email' ? 'unverified-email' : 'no-account', provider));
    }
    await issueSession(reply, { userId: login.userId, method: `oidc:${provider}` });
    return go(pending.nextRoute ?? '/');
  }

  const signedIn = { 303: redirectAnswer('To the next portal page, or to the login or link-accounts page with errorMessage') };
  app.get(
    at(AUTH_PATHS.providerCallback),
    { config: perAddress, schema: { params: providerParamsSchema, querystring: providerCallbackSchema, response: signedIn } },
    (request, reply) => callback(request, reply, request.params.provider, request.query),
  );
  app.post(
    at(AUTH_PATHS.providerCallback),
    { config: perAddress, schema: { params: providerParamsSchema, body: providerCallbackSchema, response: signedIn } },
    (request, reply) => callback(request, reply, request.params.provider, request.body),
  );
};
