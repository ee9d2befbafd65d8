import type { $Fetch } from 'ofetch';
import { ACCOUNT_NOT_FOUND_MESSAGE, AUTH_PATHS, BOT_CHECK_HEADER, type OtpRequestAnswer, type SessionAnswer } from '@domain/auth/auth-api';
import { parseLoginIdentifier, type LoginIdentifier } from '@domain/auth/login-identifier';
import { apiErrorMessage } from '@/lib/api-error';
import { safeNextRoute } from './after-login';

/** docs/product/messages.md login messages (the server's message wins where it sends one). */
export const LOGIN_MESSAGES = {
  requestFailed: 'Failed to send request for login code',
  verifyFailed: 'Failed to verify login code',
  accountNotFound: ACCOUNT_NOT_FOUND_MESSAGE,
  magicLinkNeedsEmail: 'Enter your email address to get a login link.',
} as const;

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

/**
 * Step one: the identifier as docs/product/messages.md#validation reads it, then a code by email or text message. The bot check
 * is solved only once the identifier is valid. No session id back means no such account.
 */
export async function requestLoginCode(
  auth: $Fetch,
  raw: string,
  solveBotCheck: () => Promise<string>,
): Promise<Outcome<{ identifier: LoginIdentifier; sid: string }>> {
  const parsed = parseLoginIdentifier(raw);
  if (!parsed.ok) return fail(parsed.message);
  const identifier: LoginIdentifier = { kind: parsed.kind, value: parsed.value };
  try {
    const proof = await solveBotCheck();
    const answer = await auth<OtpRequestAnswer>(identifier.kind === 'email' ? AUTH_PATHS.otpRequestEmail : AUTH_PATHS.otpRequestPhone, {
      method: 'POST',
      headers: { [BOT_CHECK_HEADER]: proof },
      body: identifier.kind === 'email' ? { email: identifier.value } : { phone: identifier.value },
    });
    return answer.sid ? { ok: true, value: { identifier, sid: answer.sid } } : fail(LOGIN_MESSAGES.accountNotFound);
  } catch (error) {
    return fail(apiErrorMessage(error, LOGIN_MESSAGES.requestFailed));
  }
}

/** Step two: the code from the message signs the user in (the server sets the cookies). */
export async function verifyLoginCode(auth: $Fetch, identifier: LoginIdentifier, sid: string, code: string): Promise<Outcome<SessionAnswer>> {
  try {
    const value = await auth<SessionAnswer>(AUTH_PATHS.otpVerify, { query: { user: identifier.value, sid, code: code.trim() } });
    return { ok: true, value };
  } catch (error) {
    return fail(apiErrorMessage(error, LOGIN_MESSAGES.verifyFailed));
  }
}

/** "Email me a link instead": only for an email address; an unknown one is said so. */
export async function requestMagicLink(auth: $Fetch, raw: string, nextRoute?: string): Promise<Outcome<{ email: string }>> {
  const parsed = parseLoginIdentifier(raw);
  if (parsed.kind !== 'email') return fail(LOGIN_MESSAGES.magicLinkNeedsEmail);
  if (!parsed.ok) return fail(parsed.message);
  try {
    const answer = await auth<{ sent: boolean }>(AUTH_PATHS.magicLinkRequest, {
      method: 'POST',
      body: { email: parsed.value, ...(safeNextRoute(nextRoute) ? { nextRoute } : {}) },
    });
    return answer.sent ? { ok: true, value: { email: parsed.value } } : fail(LOGIN_MESSAGES.accountNotFound);
  } catch (error) {
    return fail(apiErrorMessage(error, LOGIN_MESSAGES.requestFailed));
  }
}
