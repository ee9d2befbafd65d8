import { eq } from 'drizzle-orm';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_TTL_MINUTES } from '../../../domain/auth/auth-api';
import type { LoginIdentifier } from '../../../domain/auth/login-identifier';
import { loginCodes } from '../../db/schema/auth';
import { badRequest } from '../../http-error';
import type { MessageSender } from '../../mail/outbound-message';
import type { AuthContext } from './auth-context';
import { loginCodeMessage } from './login-messages';
import { countLoginRequest } from './login-request-limit';
import { findLoginUser } from './login-user';
import { deriveKey } from '../../derive-key';

/** Keyed hash: a leaked table cannot be brute-forced back to codes without the server secret. */
const hashCode = (ctx: AuthContext, sid: string, code: string) =>
  createHmac('sha256', deriveKey(ctx.accessTokenKey, 'login-code')).update(`${sid}:${code}`).digest('hex');

/**
 * Sends a fresh 6-digit code to a known, active user and answers its session id (`sid`); an
 * unknown identifier answers no sid. Either way the request counts towards the identifier's limit.
 */
export async function requestLoginCode(ctx: AuthContext, sender: MessageSender, identifier: LoginIdentifier): Promise<{ sid?: string }> {
  await countLoginRequest(ctx, identifier.value);
  const user = await findLoginUser(ctx.db, identifier);
  if (!user) return {};
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const channel = identifier.kind === 'email' ? 'email' : 'sms';
  const sid = crypto.randomUUID();
  await ctx.db.insert(loginCodes).values({
    id: sid,
    userId: user.id,
    channel,
    codeHash: hashCode(ctx, sid, code),
    expiresAt: new Date(Date.now() + LOGIN_CODE_TTL_MINUTES * 60_000),
  });
  await sender.send(loginCodeMessage(channel, identifier.value, code, sid));
  return { sid };
}

const NOT_VALID = 'This login code is not valid. Request a new code.';

/**
 * Checks a code against its sid and the identifier it was sent to; answers the user id on success
 * and uses the code up. Wrong codes count; after LOGIN_CODE_MAX_ATTEMPTS the code is dead even when
 * the right one follows. Failures are 400s: they are mistakes on the login form, not a lost session.
 */
export async function verifyLoginCode(ctx: AuthContext, identifier: LoginIdentifier, sid: string, code: string): Promise<string> {
  const outcome = await ctx.db.transaction(async (tx): Promise<{ error: string } | { userId: string }> => {
    const [row] = await tx.select().from(loginCodes).where(eq(loginCodes.id, sid)).for('update');
    if (!row) return { error: NOT_VALID };
    const user = await findLoginUser(tx, identifier);
    if (!user || user.id !== row.userId) return { error: NOT_VALID };
    if (row.usedAt) return { error: 'This login code was already used. Request a new code.' };
    if (row.failedAttempts >= LOGIN_CODE_MAX_ATTEMPTS) return { error: 'Too many wrong codes. Request a new code.' };
    if (row.expiresAt.getTime() <= Date.now()) return { error: 'This login code has expired. Request a new code.' };
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(hashCode(ctx, sid, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const attempts = row.failedAttempts + 1;
      await tx.update(loginCodes).set({ failedAttempts: attempts }).where(eq(loginCodes.id, sid));
      const left = LOGIN_CODE_MAX_ATTEMPTS - attempts;
      return { error: left > 0 ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'That code is not right. Request a new code.' };
    }
    await tx.update(loginCodes).set({ usedAt: new Date() }).where(eq(loginCodes.id, sid));
    return { userId: row.userId };
  });
  if ('error' in outcome) throw badRequest(outcome.error);
  return outcome.userId;
}
