import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * A signed-in device: one refresh-token family. Access tokens name the session, so revoking it
 * (logout, refresh-token reuse) ends every token of the family at once.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** How the user proved who they are: otp-email, otp-phone, magic-link, legacy-magic-link, oidc:<provider>. */
    method: text('method').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it was revoked: logout, refresh-token-reuse. */
    revokedReason: text('revoked_reason'),
    /** The browser's User-Agent at sign-in (cut to 300 characters): the device the person sees in their sessions. */
    userAgent: text('user_agent'),
    /** Its last sign-in or token refresh: about when the device was last used (refreshes come every few minutes of use). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_sessions_user').on(t.userId)],
);

/** Rotating refresh tokens, stored as SHA-256 hashes; a used one presented again revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session').on(t.sessionId)],
);

/** One-time login codes (the `sid` the client echoes back is the row id); the code is stored hashed. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('login_codes_user').on(t.userId)],
);

/** One-use login links: short-lived magic links and long-lived legacy links, stored hashed. */
export const loginLinks = pgTable(
  'login_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['magic', 'legacy'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    nextRoute: text('next_route'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('login_links_user').on(t.userId)],
);

/**
 * Login requests per identifier (normalised email or phone, known or not), counted over a window
 * so that every server process sharing the database applies the same limit.
 */
export const loginRequestLog = pgTable(
  'login_request_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_request_log_identifier').on(t.identifier, t.createdAt)],
);

/**
 * Requests per client address and route in the current window (plugins/rate-limit-store.ts),
 * in the database so every server process counts together. Stale windows are overwritten in place.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  /** Route and client address. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});

/** Solved bot-check (ALTCHA) challenges already spent, kept until the challenge would expire anyway. */
export const spentBotChecks = pgTable('spent_bot_checks', {
  /** SHA-256 of the challenge signature: each signed challenge may be redeemed once. */
  challengeHash: text('challenge_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Every email and SMS the server sends through no transport (no SMTP_URL / SMS_PROVIDER): the dev
 * mailbox shows them, and tests read login codes from here.
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    link: text('link'),
    code: text('code'),
    /** Headers the email carried besides the usual (List-Unsubscribe of a notification), for the dev mailbox. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The login code's session id (sid), so a reader can pick the code of one login request. */
    loginSessionId: uuid('login_session_id'),
    createdAt: createdAt(),
  },
  (t) => [index('outbound_messages_created').on(sql`${t.createdAt} desc`)],
);
