import { z } from 'zod';
import { hasAnyControlCharacter } from '../api/control-characters';

/**
 * The login and session calls of docs/product/README.md#api (under AUTH_PREFIX): paths, bodies and answers, shared by
 * the client that calls them and the server that answers.
 */
export const AUTH_PATHS = {
  botCheckChallenge: '/altcha/challenge',
  otpRequestEmail: '/otp/request/email',
  otpRequestPhone: '/otp/request/phone',
  otpVerify: '/otp/verify',
  magicLinkRequest: '/magiclink/request',
  /** GET ?token (the SPEC's call) or POST {token} (the portal's login page): uses the link up and signs in. */
  magicLinkVerify: '/magiclink/verify',
  legacyMagicLinkVerify: '/legacymagiclink/verify',
  /** GET ?token → LinkAccountAnswer: whose account a link signs into, without using it up. */
  magicLinkAccount: '/magiclink/account',
  legacyMagicLinkAccount: '/legacymagiclink/account',
  token: '/token',
  revoke: '/revoke/ssp',
  /** Who the access token belongs to; a 401 when it is missing, expired or its session ended. */
  session: '/session',
  /** GET → LoginProvidersResponse (./login-providers): the external sign-in providers offered. */
  providers: '/providers',
  /** GET → LinkedIdentitiesResponse: the caller's linked sign-in accounts. */
  identities: '/identities',
  /** POST → LinkedIdentitiesResponse: unlinks the caller's account at `:provider`. */
  unlinkProvider: '/:provider/unlink',
  /** The browser navigates here (providerStartQuerySchema) and is redirected to the provider. */
  providerStart: '/:provider/start',
  /** The provider sends the browser back here (GET, or a form POST for Apple); it ends in a redirect to a portal page. */
  providerCallback: '/:provider/callback',
} as const;

/**
 * Answer of AUTH_PATHS.botCheckChallenge: an ALTCHA v2 challenge (altcha-lib's `Challenge`) the page
 * solves. The parameters are passed on as the library made them.
 */
export const botCheckChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    /** Seconds since the epoch. */
    expiresAt: z.number().optional(),
  }),
  /** The server's HMAC of the parameters, checked when the solution comes back. */
  signature: z.string(),
});
export type BotCheckChallenge = z.infer<typeof botCheckChallengeSchema>;

/** Request header carrying the solved ALTCHA payload (base64 JSON) on code requests. */
export const BOT_CHECK_HEADER = 'x-altcha';

/** docs/product/messages.md#validation: shown when a code request returns no session id. */
export const ACCOUNT_NOT_FOUND_MESSAGE = 'Could not find an account with this email or phone.';

/** A code or link verification another site sent the browser to (403): docs/adr/0004-security-boundaries.md#sign-in-links. */
export const CROSS_SITE_SIGN_IN_MESSAGE =
  'This sign-in came from another site and was refused. Open the link again and confirm the sign-in on the portal page.';

/** Login code facts the user is told about. */
export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_TTL_MINUTES = 10;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
export const MAGIC_LINK_TTL_MINUTES = 15;

/**
 * Where to go after login: a path inside the portal. Anything that could leave the site (another
 * origin, a protocol-relative or backslash path) is refused, so a link cannot redirect elsewhere;
 * so is any control character or white space, which browsers drop from addresses ('/\t/evil.example'
 * would open '//evil.example').
 */
export const nextRouteSchema = z
  .string()
  .max(2000)
  .refine(
    (v) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\') && !/\s/.test(v) && !hasAnyControlCharacter(v),
    'must be a path inside the portal, such as /requests',
  );

export const otpEmailRequestSchema = z.object({ email: z.string().trim().min(1, 'Enter your email address.').max(320) });
export const otpPhoneRequestSchema = z.object({ phone: z.string().trim().min(1, 'Enter your phone number.').max(40) });
/** No `sid` means no account has this email or phone. */
export const otpRequestAnswerSchema = z.object({ sid: z.string().optional() });
export type OtpRequestAnswer = z.infer<typeof otpRequestAnswerSchema>;

export const otpVerifyQuerySchema = z.object({
  /** The email or phone the code was requested for, as typed. */
  user: z.string().trim().min(1).max(320),
  sid: z.uuid('is not a login session id'),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code from the message'),
});

export const magicLinkRequestSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email address.').max(320),
  nextRoute: nextRouteSchema.optional(),
});
export const magicLinkRequestAnswerSchema = z.object({ sent: z.boolean() });

export const linkVerifyQuerySchema = z.object({ token: z.string().min(16, 'is not a login link token').max(200) });
export const linkVerifyBodySchema = linkVerifyQuerySchema;

/** The email (or phone, for a user without one) of the account a link signs into, shown before the user confirms. */
export const linkAccountAnswerSchema = z.object({ account: z.string() });
export type LinkAccountAnswer = z.infer<typeof linkAccountAnswerSchema>;

export const tokenRequestSchema = z.object({ app: z.literal('ssp'), grantType: z.literal('refresh_token') });

/** What every successful login or refresh answers (the cookies are set too). */
export const sessionAnswerSchema = z.object({ accessToken: z.string(), nextRoute: z.string().optional() });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

export const sessionInfoSchema = z.object({ userId: z.string(), sessionId: z.string() });

export const revokeAnswerSchema = z.object({ revoked: z.boolean() });
