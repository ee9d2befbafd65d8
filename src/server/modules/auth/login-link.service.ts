import { and, eq, gt, isNull } from 'drizzle-orm';
import { MAGIC_LINK_TTL_MINUTES } from '../../../domain/auth/auth-api';
import type { Queryable } from '../../db/client';
import { loginLinks } from '../../db/schema/auth';
import { HttpError } from '../../http-error';
import type { MessageSender } from '../../mail/outbound-message';
import type { AuthContext } from './auth-context';
import { magicLinkMessage } from './login-messages';
import { countLoginRequest } from './login-request-limit';
import { findLoginUser, isActiveUser, loginUserById } from './login-user';
import { hashSecret, newOpaqueToken } from '../../opaque-token';

export type LoginLinkKind = 'magic' | 'legacy';

/** A one-use login link of a user, kept as the hash of its token: the link's id and the token to put in the URL. */
export async function createLoginLink(
  db: Queryable,
  link: { userId: string; kind: LoginLinkKind; ttlMs: number; nextRoute?: string },
): Promise<{ id: string; token: string }> {
  const token = newOpaqueToken();
  const [row] = await db
    .insert(loginLinks)
    .values({
      userId: link.userId,
      kind: link.kind,
      tokenHash: hashSecret(token),
      nextRoute: link.nextRoute ?? null,
      expiresAt: new Date(Date.now() + link.ttlMs),
    })
    .returning({ id: loginLinks.id });
  return { id: row!.id, token };
}

/**
 * Creates a one-use login token for a user: magic links live MAGIC_LINK_TTL_MINUTES, legacy links
 * LEGACY_LINK_DAYS (for links sent in long-lived messages). Answers the token to put in the link.
 */
export async function createLoginLinkToken(ctx: AuthContext, userId: string, kind: LoginLinkKind, nextRoute?: string): Promise<string> {
  const ttlMs = kind === 'magic' ? MAGIC_LINK_TTL_MINUTES * 60_000 : ctx.config.LEGACY_LINK_DAYS * 24 * 60 * 60_000;
  return (await createLoginLink(ctx.db, { userId, kind, ttlMs, nextRoute })).token;
}

/** The address the emailed link opens: the client's /login route verifies the token. */
export function magicLinkUrl(publicUrl: string, token: string, nextRoute?: string): string {
  const url = new URL('/login', publicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('type', 'magic');
  if (nextRoute) url.searchParams.set('nextRoute', nextRoute);
  return url.toString();
}

/** Emails a magic link to a known, active user; `sent` is false for an unknown email. */
export async function requestMagicLink(ctx: AuthContext, sender: MessageSender, email: string, nextRoute?: string): Promise<{ sent: boolean }> {
  await countLoginRequest(ctx, email);
  const user = await findLoginUser(ctx.db, { kind: 'email', value: email });
  if (!user) return { sent: false };
  const token = await createLoginLinkToken(ctx, user.id, 'magic', nextRoute);
  await sender.send(magicLinkMessage(email, magicLinkUrl(ctx.config.PUBLIC_URL, token, nextRoute)));
  return { sent: true };
}

const LINK_UNUSABLE_MESSAGE = 'This login link has expired or was already used. Request a new one.';

/**
 * Whose account an unused link signs into (its email, else its phone), without using it up: the login page shows
 * it and signs in only when the user confirms. The same 401 as redeemLoginLink for a link that cannot be used.
 */
export async function loginLinkAccount(ctx: AuthContext, kind: LoginLinkKind, token: string): Promise<{ account: string }> {
  const [link] = await ctx.db
    .select({ userId: loginLinks.userId })
    .from(loginLinks)
    .where(and(eq(loginLinks.tokenHash, hashSecret(token)), eq(loginLinks.kind, kind), isNull(loginLinks.usedAt), gt(loginLinks.expiresAt, new Date())));
  const user = link ? await loginUserById(ctx.db, link.userId) : null;
  const account = user?.email ?? user?.phone;
  if (!account) throw new HttpError(401, LINK_UNUSABLE_MESSAGE);
  return { account };
}

/**
 * Uses up a login link token in one atomic update, so two clicks cannot both log in. A used,
 * expired or unknown token, or one of an archived user, is a 401 (the client shows /invalid-link).
 */
export async function redeemLoginLink(ctx: AuthContext, kind: LoginLinkKind, token: string): Promise<{ userId: string; nextRoute?: string }> {
  const [link] = await ctx.db
    .update(loginLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(loginLinks.tokenHash, hashSecret(token)), eq(loginLinks.kind, kind), isNull(loginLinks.usedAt), gt(loginLinks.expiresAt, new Date())))
    .returning({ userId: loginLinks.userId, nextRoute: loginLinks.nextRoute });
  if (!link || !(await isActiveUser(ctx.db, link.userId))) {
    throw new HttpError(401, LINK_UNUSABLE_MESSAGE);
  }
  return { userId: link.userId, ...(link.nextRoute ? { nextRoute: link.nextRoute } : {}) };
}
