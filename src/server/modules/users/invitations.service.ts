import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { INVITATION_MESSAGES, INVITATION_TTL_DAYS, type Invitation } from '../../../domain/users/invitations-api';
import type { Queryable } from '../../db/client';
import { joinedRef } from '../../db/joined-ref';
import { loginLinks } from '../../db/schema/auth';
import { invitations } from '../../db/schema/invitations';
import { users } from '../../db/schema/users';
import { badRequest, conflict } from '../../http-error';
import { sendAfterCommit } from '../../mail/after-commit';
import type { Actor } from '../../plugins/actor';
import { createLoginLink, magicLinkUrl } from '../auth/login-link.service';
import { PRODUCT } from './person-notices';

/**
 * Invitations (docs/product/sessions-and-tenancy.md#invitations): a person a manager adds to a
 * customer, or someone adds to a vendor (docs/product/vendors.md#vendor-people), gets a one-time
 * sign-in link, by email or else by text, that works INVITATION_TTL_DAYS. Sending a new one ends
 * the pending one; withdrawing ends it without a new one.
 */

const TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60_000;
const inviter = alias(users, 'inviter');

interface Invitee {
  id: string;
  email: string | null;
  phone: string | null;
}

/** What a person is invited to: a customer or a vendor. */
export type InvitedTo = { customerId: string; vendorId?: never } | { vendorId: string; customerId?: never };

const invitationsTo = (userId: string, to: InvitedTo) =>
  and(eq(invitations.userId, userId), to.customerId ? eq(invitations.customerId, to.customerId) : eq(invitations.vendorId, to.vendorId!));

/** The latest invitation of a person to a customer or vendor, or null. */
export async function invitationOf(db: Queryable, userId: string, to: InvitedTo): Promise<Invitation | null> {
  const [row] = await db
    .select({
      channel: invitations.channel,
      sentTo: invitations.sentTo,
      sentAt: invitations.createdAt,
      withdrawnAt: invitations.withdrawnAt,
      expiresAt: loginLinks.expiresAt,
      usedAt: loginLinks.usedAt,
      inviterId: inviter.id,
      inviterName: inviter.name,
    })
    .from(invitations)
    .innerJoin(loginLinks, eq(loginLinks.id, invitations.loginLinkId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedByUserId))
    .where(invitationsTo(userId, to))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(1);
  if (!row) return null;
  const state = row.usedAt ? 'Accepted' : row.withdrawnAt ? 'Withdrawn' : row.expiresAt <= new Date() ? 'Expired' : 'Pending';
  return {
    state,
    channel: row.channel,
    sentTo: row.sentTo,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    invitedBy: joinedRef(row.inviterId, row.inviterName),
  };
}

/** Ends the person's pending invitation links to the customer or vendor; answers whether there was one. */
async function endPending(db: Queryable, userId: string, to: InvitedTo, withdrawn: boolean): Promise<boolean> {
  const pending = await db
    .select({ id: invitations.id, linkId: invitations.loginLinkId })
    .from(invitations)
    .innerJoin(loginLinks, eq(loginLinks.id, invitations.loginLinkId))
    .where(and(invitationsTo(userId, to), isNull(invitations.withdrawnAt), isNull(loginLinks.usedAt), gt(loginLinks.expiresAt, new Date())));
  for (const p of pending) {
    await db.update(loginLinks).set({ expiresAt: new Date() }).where(eq(loginLinks.id, p.linkId));
    if (withdrawn) await db.update(invitations).set({ withdrawnAt: new Date() }).where(eq(invitations.id, p.id));
  }
  return pending.length > 0;
}

/**
 * Sends a person an invitation to a customer or vendor (`place.to`, named `place.name`), ending any
 * pending one: a sign-in link in an email, or in a text for someone with only a phone. The message
 * goes once the caller's transaction commits.
 */
export async function sendInvitation(db: Queryable, actor: Actor, person: Invitee, place: { to: InvitedTo; name: string; role: string }): Promise<Invitation> {
  const channel = person.email ? 'email' : person.phone ? 'sms' : null;
  if (!channel) throw badRequest(INVITATION_MESSAGES.noAddress);
  const sentTo = (person.email ?? person.phone)!;
  const accepted = await invitationOf(db, person.id, place.to);
  if (accepted?.state === 'Accepted') throw conflict(INVITATION_MESSAGES.accepted);
  await endPending(db, person.id, place.to, false);
  const link = await createLoginLink(db, { userId: person.id, kind: 'magic', ttlMs: TTL_MS });
  await db.insert(invitations).values({
    userId: person.id,
    customerId: place.to.customerId ?? null,
    vendorId: place.to.vendorId ?? null,
    invitedByUserId: actor.realUser.id,
    loginLinkId: link.id,
    channel,
    sentTo,
  });
  const by = actor.realUser.name;
  sendAfterCommit((publicUrl) => {
    const url = magicLinkUrl(publicUrl, link.token);
    const text = `${by} invited you to ${place.name} in the ${PRODUCT}, as ${place.role}. Sign in with this link within ${INVITATION_TTL_DAYS} days: ${url}`;
    return channel === 'email'
      ? { channel, to: sentTo, subject: `${by} invited you to the ${PRODUCT}`, text, link: url }
      : { channel, to: sentTo, text, link: url };
  });
  return (await invitationOf(db, person.id, place.to))!;
}

/** Withdraws a pending invitation: its link stops working. 409 when none is pending. */
export async function withdrawInvitation(db: Queryable, userId: string, to: InvitedTo): Promise<Invitation> {
  if (!(await endPending(db, userId, to, true))) throw conflict(INVITATION_MESSAGES.noneToWithdraw);
  return (await invitationOf(db, userId, to))!;
}
