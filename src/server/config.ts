import { z } from 'zod';
import { parseBrandHostMap } from '../domain/brand/brand-host-map';
import { parseBrandSettings } from '../domain/brand/brand-settings';
import { defaultPublicUrl } from './public-url';

/** A build-time JSON setting the server reads too, checked by the same parser as the build's. */
const brandJson = <T>(parse: (json: string | undefined) => T) =>
  z
    .string()
    .optional()
    .transform((json, ctx) => {
      try {
        return parse(json);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'], { message: 'must be 1 or 0 (or true/false)' })
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** A Sentry-protocol DSN, as the SDK parses it: http(s)://<public key>@<host>[:port]/[path/]<numeric project id>. */
const sentryDsn = z
  .string()
  .regex(
    /^https?:\/\/\w+(:\w+)?@[\w.-]+(:\d+)?\/([^?#]+\/)?\d+$/,
    'must be a DSN such as https://key@errors.example.com/1 (with the public key and a numeric project id)',
  );

const sampleRate = z.coerce.number({ message: 'must be a number from 0 to 1' }).min(0, 'must be from 0 to 1').max(1, 'must be from 0 to 1');

/** Every environment variable the server reads. The README's configuration table mirrors this. */
const variables = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Defaults to loopback (this machine only), and to every address in production. */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be 0 to 65535')
    .max(65535, 'must be 0 to 65535')
    .default(8080),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo data when the database has no customers yet. */
  SEED_DEMO: booleanFlag.default(true),
  /** Where the built web app is; served with an SPA fallback when it exists. */
  STATIC_DIR: z.string().min(1).default('./dist/client'),
  /** Marks this deployment as a joint-brand instance (docs/product/README.md response header). */
  JOINT_BRAND: booleanFlag.default(false),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits use it). */
  TRUST_PROXY: booleanFlag.default(false),
  /** Milliseconds a shutdown waits for in-flight requests before it closes them. */
  SHUTDOWN_GRACE_MS: z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(0).default(10_000),
  // --- Background jobs (src/server/jobs, docs/adr/0009-background-jobs.md) ---
  /** Run the job queue on this server (scheduled purges). Defaults to on, and off when NODE_ENV=test. */
  JOBS: booleanFlag.optional(),
  /** When the purges run: a five-field cron expression in UTC. */
  PURGE_CRON: z
    .string()
    .trim()
    .regex(/^\S+( +\S+){4}$/, 'must be a five-field cron expression such as "*/10 * * * *"')
    .default('*/10 * * * *'),
  /** Minutes a roster vendor has to answer a dispatch offer before the next one is offered. */
  DISPATCH_OFFER_TIMEOUT_MINUTES: z.coerce.number({ message: 'must be a number of minutes' }).positive().default(30),
  // --- Authentication (src/server/modules/auth) ---
  /**
   * Signs access tokens and bot-check challenges; at least 32 characters. Required in production;
   * elsewhere one is generated and kept in DATA_DIR/session-secret so restarts keep sessions.
   */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The address users open the portal at: links in emails point here. Defaults to http://localhost:PORT (see public-url.ts). */
  PUBLIC_URL: z.url({ message: 'must be a URL such as https://portal.example.com' }).optional(),
  /** Minutes an access token lives; the client refreshes it with the refresh-token cookie. */
  ACCESS_TOKEN_MINUTES: z.coerce.number({ message: 'must be a number of minutes' }).int().min(1).default(15),
  /** Days a refresh token (and so an idle session) lives. */
  REFRESH_TOKEN_DAYS: z.coerce.number({ message: 'must be a number of days' }).int().min(1).default(30),
  /** Days a legacy magic link stays valid (one use). */
  LEGACY_LINK_DAYS: z.coerce.number({ message: 'must be a number of days' }).int().min(1).default(90),
  /** Require a solved ALTCHA proof of work on code requests. Only tests should turn this off. */
  BOT_CHECK: booleanFlag.default(true),
  /** ALTCHA difficulty: the solver tries up to about this many SHA-256 rounds (half on average). */
  BOT_CHECK_MAX_NUMBER: z.coerce.number({ message: 'must be a whole number' }).int().min(1).default(50_000),
  /** Requests per minute one address may make to each auth route. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number({ message: 'must be a whole number' }).int().min(1).default(30),
  /** Login code or link requests one email or phone may make per LOGIN_REQUEST_WINDOW_MINUTES. */
  LOGIN_REQUESTS_PER_WINDOW: z.coerce.number({ message: 'must be a whole number' }).int().min(1).default(10),
  LOGIN_REQUEST_WINDOW_MINUTES: z.coerce.number({ message: 'must be a number of minutes' }).int().min(1).default(15),
  /** Open requests at most in a user's offline set (a leader's newest; docs/adr/0010-offline-set.md). */
  OFFLINE_SET_REQUESTS: z.coerce.number({ message: 'must be a whole number' }).int().min(1).default(100),
  /** Assets at most in a user's offline set. */
  OFFLINE_SET_ASSETS: z.coerce.number({ message: 'must be a whole number' }).int().min(1).default(1000),
  // --- Outbound messages (src/server/mail) ---
  /** smtp:// or smtps:// URL; without it emails are only recorded for the dev mailbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(1).default('Service Portal <no-reply@localhost>'),
  /** SMS provider; without it text messages are only recorded for the dev mailbox. */
  SMS_PROVIDER: z.enum(['twilio'], { message: 'must be twilio (or unset)' }).optional(),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The Twilio number (E.164) or messaging service SID texts come from. */
  TWILIO_FROM: z.string().min(1).optional(),
  /** Twilio's API base; only tests point it elsewhere. */
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  /**
   * Serve recorded messages (login codes!) at /dev/mailbox. Defaults to on only while the server
   * listens on a loopback address; never on in production.
   */
  DEV_MAILBOX: booleanFlag.optional(),
  // --- Sign-in with external providers (src/server/modules/auth/oidc-providers.ts) ---
  // A provider is offered when its client id and secret are both set. The issuer overrides point a
  // provider at another OpenID issuer (tests, self-hosted or regional identity providers).
  OIDC_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_GOOGLE_ISSUER: z.url({ message: 'must be an issuer URL' }).default('https://accounts.google.com'),
  OIDC_MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  OIDC_MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  /** The multi-tenant endpoint by default; a tenant's own issuer limits sign-in to that tenant. */
  OIDC_MICROSOFT_ISSUER: z.url({ message: 'must be an issuer URL' }).default('https://login.microsoftonline.com/common/v2.0'),
  /** The Services ID. */
  OIDC_APPLE_CLIENT_ID: z.string().min(1).optional(),
  /** Apple's client secret is a JWT signed with the team's key (valid up to six months), used as given. */
  OIDC_APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_APPLE_ISSUER: z.url({ message: 'must be an issuer URL' }).default('https://appleid.apple.com'),
  OIDC_LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  OIDC_LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_LINKEDIN_ISSUER: z.url({ message: 'must be an issuer URL' }).default('https://www.linkedin.com/oauth'),
  /** The Facebook app id and secret: Facebook Login (OAuth 2) with the Graph API for the email. */
  OIDC_FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  OIDC_FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  /** Facebook Login's dialog and Graph API, versioned. */
  OIDC_FACEBOOK_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must be a Graph API version such as v21.0')
    .default('v21.0'),
  /** Set to use an OpenID issuer for the Facebook button instead of the Graph API (tests, brokers). */
  OIDC_FACEBOOK_ISSUER: z.url({ message: 'must be an issuer URL' }).optional(),
  // --- Authorization (src/server/plugins/actor.ts, modules/permissions) ---
  /** Comma-separated ids of the customers that see PM insights reporting (docs/product/roles-and-permissions.md fixed list). */
  PM_INSIGHTS_CUSTOMER_IDS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.guid({ message: 'must be a comma-separated list of customer ids' })))
    .default([]),
  /** Shared with the chat-support widget: it signs user ids (HMAC-SHA256). Without it no hash is sent. */
  CHAT_SUPPORT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // --- File storage (src/server/storage) ---
  /** Set to keep files in S3-compatible object storage; unset keeps them under DATA_DIR/files. */
  S3_BUCKET: z.string().min(1).optional(),
  /** An S3-compatible endpoint (path-style URLs, e.g. MinIO); unset means AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url({ message: 'must be a URL such as https://minio.example.com' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Seconds a signed file URL stays valid. */
  FILE_URL_TTL_SECONDS: z.coerce.number({ message: 'must be a number of seconds' }).int().min(10).max(604_800).default(300),
  // --- Error reporting (src/server/error-reporting, docs/product/error-reporting.md) ---
  /** Where the server reports unexpected errors (a Sentry-protocol DSN); unset turns server reporting off. */
  SENTRY_DSN: sentryDsn.optional(),
  /** The page's DSN, handed to the page at run time; unset keeps the Sentry SDK off the page. */
  SENTRY_PAGE_DSN: sentryDsn.optional(),
  /** Share of errors reported, 0 to 1; docs/product/error-reporting.md: 0.01 in production, everything elsewhere. */
  SENTRY_ERROR_SAMPLE_RATE: sampleRate.optional(),
  /** Share of requests and page loads traced, 0 to 1; docs/product/error-reporting.md: 0.1 in production, everything elsewhere. */
  SENTRY_TRACES_SAMPLE_RATE: sampleRate.optional(),
  /** Registers a route that always fails (GET /v3/ssp/error-reporting/test-failure) for the error-reporting test; refused in production. */
  ERROR_REPORTING_TEST_ROUTE: booleanFlag.default(false),
  // --- Build-time settings of the web app, read here for the Content-Security-Policy's origins ---
  VITE_ANALYTICS_URL: z.url({ message: 'must be a URL' }).optional(),
  VITE_CHAT_WIDGET_URL: z.url({ message: 'must be a URL' }).optional(),
  // --- Brands (src/domain/brand): build-time settings, read here for the cookie domain of a request's host ---
  /** JSON of host name to brand id; unset means the defaults (src/domain/brand/brand-host-map.ts). */
  VITE_BRAND_HOSTS: brandJson(parseBrandHostMap),
  /** JSON of brand id to { cookieDomain, apiBaseUrl } (src/domain/brand/brand-settings.ts); unset means none. */
  VITE_BRAND_SETTINGS: brandJson(parseBrandSettings),
  /**
   * Comma-separated page origins allowed to call this API from another origin with cookies (CORS),
   * for a brand whose apiBaseUrl is not the page's origin. Unset: same origin only.
   */
  CORS_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ message: 'must be a comma-separated list of origins such as https://portal.example.com' }).transform((url) => new URL(url).origin)))
    .default([]),
});

const configSchema = variables
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && c.DEV_MAILBOX) {
      ctx.addIssue({ code: 'custom', path: ['DEV_MAILBOX'], message: 'must not be on in production: it shows every login code' });
    }
    if (c.NODE_ENV === 'production' && c.ERROR_REPORTING_TEST_ROUTE) {
      ctx.addIssue({ code: 'custom', path: ['ERROR_REPORTING_TEST_ROUTE'], message: 'must not be on in production: it adds a route that always fails' });
    }
    if (c.NODE_ENV === 'production' && !c.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required when NODE_ENV=production (at least 32 random characters)' });
    }
    if (c.SMS_PROVIDER === 'twilio') {
      for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SMS_PROVIDER=twilio' });
      }
    }
    if (c.S3_BUCKET) {
      for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_BUCKET is set' });
      }
    }
    for (const p of ['GOOGLE', 'MICROSOFT', 'APPLE', 'LINKEDIN', 'FACEBOOK'] as const) {
      const [id, secret] = [`OIDC_${p}_CLIENT_ID`, `OIDC_${p}_CLIENT_SECRET`] as const;
      if (Boolean(c[id]) !== Boolean(c[secret])) {
        ctx.addIssue({ code: 'custom', path: [c[id] ? secret : id], message: `is required with ${c[id] ? id : secret}` });
      }
    }
  })
  .transform((c) => {
    const HOST = c.HOST ?? (c.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
    return {
      ...c,
      HOST,
      PUBLIC_URL: c.PUBLIC_URL ?? defaultPublicUrl(HOST, c.PORT),
      // API tests build many apps; the ones about jobs turn the queue on.
      JOBS: c.JOBS ?? c.NODE_ENV !== 'test',
      // docs/product/error-reporting.md: sampled in production; a development or test server reports everything it sees.
      SENTRY_ERROR_SAMPLE_RATE: c.SENTRY_ERROR_SAMPLE_RATE ?? (c.NODE_ENV === 'production' ? 0.01 : 1),
      SENTRY_TRACES_SAMPLE_RATE: c.SENTRY_TRACES_SAMPLE_RATE ?? (c.NODE_ENV === 'production' ? 0.1 : 1),
    };
  });

export type Config = z.output<typeof configSchema>;

/** The names of every variable the server reads (the README's table is checked against it). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(variables.shape);

export class ConfigError extends Error {}

/** Reads the configuration; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset", as a blank line in an env file does.
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(defined);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const name = String(issue.path[0]);
  const value = env[name];
  throw new ConfigError(`Invalid configuration: ${name}${value === undefined ? '' : `=${JSON.stringify(value)}`} ${issue.message}`);
}
