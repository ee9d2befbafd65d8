import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUTH_PREFIX } from '../../src/domain/api/paths';
import { AUTH_PATHS, BOT_CHECK_HEADER } from '../../src/domain/auth/auth-api';
import { outboundMessages } from '../../src/server/db/schema/auth';
import type { App } from '../../src/server/app';

/** Fetches a bot-check challenge and solves it as the login page's widget does. */
export async function solveBotCheck(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `${AUTH_PREFIX}${AUTH_PATHS.botCheckChallenge}` });
  if (res.statusCode !== 200) throw new Error(`bot-check challenge failed: ${res.statusCode} ${res.body}`);
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the bot-check challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * The code in the newest message recorded for this address (the dev mailbox), or for one login
 * request (`sid`) when given: logins of one person running side by side each get their own code.
 */
export async function latestCodeFor(app: App, to: string, sid?: string): Promise<string> {
  const [message] = await app.database.db
    .select({ code: outboundMessages.code })
    .from(outboundMessages)
    .where(and(eq(outboundMessages.to, to), sid ? eq(outboundMessages.loginSessionId, sid) : undefined))
    .orderBy(desc(outboundMessages.createdAt))
    .limit(1);
  if (!message?.code) throw new Error(`no login code was sent to ${to}`);
  return message.code;
}

export interface LoggedIn {
  accessToken: string;
  /** Spread into `app.inject({ headers })` to act as the user. */
  headers: { authorization: string };
}

/**
 * Logs a user in through the real email one-time-code flow: solves the bot check, requests a code,
 * reads it from the recorded messages and verifies it, from the browser `userAgent` names (if any).
 */
export async function loginAs(app: App, email: string, userAgent?: string): Promise<LoggedIn> {
  const requested = await app.inject({
    method: 'POST',
    url: `${AUTH_PREFIX}${AUTH_PATHS.otpRequestEmail}`,
    headers: { [BOT_CHECK_HEADER]: await solveBotCheck(app) },
    payload: { email },
  });
  const sid = requested.json<{ sid?: string }>().sid;
  if (requested.statusCode !== 200 || !sid) throw new Error(`cannot log in as ${email}: ${requested.statusCode} ${requested.body}`);
  const code = await latestCodeFor(app, email.trim().toLowerCase(), sid);
  const verified = await app.inject({
    method: 'GET',
    url: `${AUTH_PREFIX}${AUTH_PATHS.otpVerify}`,
    query: { user: email, sid, code },
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });
  if (verified.statusCode !== 200) throw new Error(`login code for ${email} refused: ${verified.statusCode} ${verified.body}`);
  const { accessToken } = verified.json<{ accessToken: string }>();
  return { accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}
