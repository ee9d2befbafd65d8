import { z } from 'zod';
import { isoTimestamp } from '../api/contract';
import { nextRouteSchema } from './auth-api';
import { LOGIN_PROVIDERS } from './login-provider-names';

export { LOGIN_PROVIDER_NAMES, LOGIN_PROVIDERS, type LoginProvider } from './login-provider-names';

/** What AUTH_PATHS.providerStart does once the provider has answered: sign in, or link the account to the signed-in user. */
export const LOGIN_PROVIDER_MODES = ['login', 'link'] as const;
export type LoginProviderMode = (typeof LOGIN_PROVIDER_MODES)[number];

/** The `:provider` of the provider paths. */
export const providerParamsSchema = z.object({ provider: z.enum(LOGIN_PROVIDERS, { message: `must be one of ${LOGIN_PROVIDERS.join(', ')}` }) });

export const providerStartQuerySchema = z.object({
  /** Where to go once signed in. */
  nextRoute: nextRouteSchema.optional(),
  mode: z.enum(LOGIN_PROVIDER_MODES, { message: 'must be login or link' }).default('login'),
});

/**
 * The provider's answer on AUTH_PATHS.providerCallback (query, or form body): the parts the checks
 * read; providers add others (scope, authuser...), which are ignored.
 */
export const providerCallbackSchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});
export type ProviderCallback = z.infer<typeof providerCallbackSchema>;

/** Answer of AUTH_PATHS.providers: the providers this deployment has credentials for. */
export const loginProvidersAnswerSchema = z.object({
  providers: z.array(z.object({ id: z.enum(LOGIN_PROVIDERS), name: z.string() })),
});
export type LoginProvidersResponse = z.infer<typeof loginProvidersAnswerSchema>;

/** A sign-in account linked to the user: the provider's email for it (if it gave one) and since when. */
export const linkedIdentitySchema = z.object({ provider: z.enum(LOGIN_PROVIDERS), email: z.string().nullable(), linkedAt: isoTimestamp });

/** Answer of AUTH_PATHS.identities and of an unlink: the caller's linked accounts, at most one per provider. */
export const linkedIdentitiesAnswerSchema = z.object({ identities: z.array(linkedIdentitySchema) });
export type LinkedIdentitiesResponse = z.infer<typeof linkedIdentitiesAnswerSchema>;
