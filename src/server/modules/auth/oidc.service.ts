import { and, eq, isNull } from 'drizzle-orm';
import { LOGIN_PROVIDERS, type LinkedIdentitiesResponse, type LoginProvider } from '../../../domain/auth/login-providers';
import type { Queryable } from '../../db/client';
import { userIdentities } from '../../db/schema/identities';
import { users } from '../../db/schema/users';
import type { ProviderIdentity } from './oidc-client';

export type LoginResolution =
  | { ok: true; userId: string }
  /** The identity is not linked and the provider does not vouch for the email. */
  | { ok: false; reason: 'unverified-email' }
  /** No active user has this identity or email. */
  | { ok: false; reason: 'unknown-user' };

/**
 * Who signs in with this provider account: the user it is linked to, or else the active user whose
 * email the provider has verified (and the identity is linked to them from now on).
 */
export async function resolveLogin(db: Queryable, provider: LoginProvider, identity: ProviderIdentity): Promise<LoginResolution> {
  const [linked] = await db
    .select({ userId: users.id, deletedAt: users.deletedAt })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, identity.subject)));
  if (linked) return linked.deletedAt ? { ok: false, reason: 'unknown-user' } : { ok: true, userId: linked.userId };

  if (!identity.email || !identity.emailVerified) return { ok: false, reason: 'unverified-email' };
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, identity.email), isNull(users.deletedAt)));
  if (!user) return { ok: false, reason: 'unknown-user' };
  // A user who already linked another account of this provider keeps that link; the email still
  // proves who they are, so they are signed in all the same.
  await db.insert(userIdentities).values({ userId: user.id, provider, subject: identity.subject, email: identity.email }).onConflictDoNothing();
  return { ok: true, userId: user.id };
}

export type LinkResult = 'linked' | 'linked-to-another-user';

/**
 * Links a provider account to a user, replacing the user's previous account of that provider. An
 * account linked to someone else stays theirs.
 */
export async function linkIdentity(db: Queryable, userId: string, provider: LoginProvider, identity: ProviderIdentity): Promise<LinkResult> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, identity.subject)));
    if (owner && owner.userId !== userId) return 'linked-to-another-user';
    await tx.delete(userIdentities).where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
    const inserted = await tx
      .insert(userIdentities)
      .values({ userId, provider, subject: identity.subject, email: identity.email })
      .onConflictDoNothing()
      .returning({ id: userIdentities.id });
    // Nothing inserted: another user linked the same account a moment ago.
    return inserted.length > 0 ? 'linked' : 'linked-to-another-user';
  });
}

export type UnlinkResult = 'unlinked' | 'not-linked' | 'last-sign-in';

/**
 * Removes the user's account of this provider, unless it is the only way they can sign in (no email
 * or phone for a login code, and no other linked account).
 */
export async function unlinkIdentity(db: Queryable, userId: string, provider: LoginProvider): Promise<UnlinkResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
    if (user && !user.email && !user.phone) {
      const linked = await tx.select({ provider: userIdentities.provider }).from(userIdentities).where(eq(userIdentities.userId, userId));
      if (linked.length === 1 && linked[0]!.provider === provider) return 'last-sign-in';
    }
    const removed = await tx
      .delete(userIdentities)
      .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
      .returning({ id: userIdentities.id });
    return removed.length > 0 ? 'unlinked' : 'not-linked';
  });
}

/**
 * The user's linked accounts. Not paged: one account per provider at most (a unique index), so the
 * list never exceeds the five providers.
 */
export async function listIdentities(db: Queryable, userId: string): Promise<LinkedIdentitiesResponse['identities']> {
  const rows = await db
    .select({ provider: userIdentities.provider, email: userIdentities.email, linkedAt: userIdentities.linkedAt })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId));
  return rows
    .sort((a, b) => LOGIN_PROVIDERS.indexOf(a.provider) - LOGIN_PROVIDERS.indexOf(b.provider))
    .map((r) => ({ provider: r.provider, email: r.email, linkedAt: r.linkedAt.toISOString() }));
}
