import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  CONFIRM_IDENTIFIER_PAGE,
  IDENTIFIER_CHANGE_MESSAGES,
  IDENTIFIER_CHANGE_TTL_HOURS,
  type IdentifierChangeConfirmed,
  type IdentifierKind,
  type PendingIdentifierChange,
} from '../../../domain/auth/identifier-change-api';
import type { Database } from '../../db/client';
import { identifierChanges } from '../../db/schema/identifier-changes';
import { users } from '../../db/schema/users';
import { badRequest } from '../../http-error';
import type { MessageSender, OutboundMessage } from '../../mail/outbound-message';
import { hashSecret, newOpaqueToken } from '../../opaque-token';
import type { Actor, AuditedRequest } from '../../plugins/actor';
import type { IdentifierEdits } from './identifier-edits';
import { recordIdentifierMove } from './identifier-audit';
import { assertIdentifiersFree } from './people-changes.service';
import { identifierNoun, PRODUCT, tellIdentifierChangeRequested, tellIdentifierMoved } from './person-notices';

const identifierOf = (kind: IdentifierKind, value: string) => (kind === 'email' ? { email: value } : { phone: value });

function confirmationMessage(kind: IdentifierKind, to: string, link: string, requestedBy: string): OutboundMessage {
  const what = `${requestedBy} asked to make this the ${identifierNoun(kind)} you log in to the ${PRODUCT} with.`;
  const text = `${what} Open this link to confirm:\n\n${link}\n\nIt expires in ${IDENTIFIER_CHANGE_TTL_HOURS} hours. If you did not expect this, ignore it: nothing changes.`;
  return kind === 'email' ? { channel: 'email', to, link, subject: `Confirm your new ${PRODUCT} login email`, text } : { channel: 'sms', to, link, text };
}

export interface IdentifierChangeRequest {
  userId: string;
  kind: IdentifierKind;
  value: string;
  /** The identifier it replaces, which is told of the request. */
  previous: string | null;
  requestedBy: { id: string; name: string };
  /**
   * Whose logins the requester may learn of: an address held at another customer is not refused
   * here (that would say it exists) but when the link is used. Absent: everyone's.
   */
  withinCustomerIds?: readonly string[];
}

/**
 * Records a change of a person's login email or phone (and, in the audit trail, who asked for it),
 * sends the confirmation link to the new address and a notice on every channel the person has now.
 * A newer request for the same kind replaces an older one.
 */
export async function requestIdentifierChange(
  db: Database,
  sender: MessageSender,
  publicUrl: string,
  change: IdentifierChangeRequest,
  request: AuditedRequest,
): Promise<PendingIdentifierChange> {
  await assertIdentifiersFree(db, identifierOf(change.kind, change.value), change.userId, change.withinCustomerIds);
  const [person] = await db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, change.userId));
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + IDENTIFIER_CHANGE_TTL_HOURS * 3_600_000);
  await db.transaction(async (tx) => {
    await tx
      .delete(identifierChanges)
      .where(and(eq(identifierChanges.userId, change.userId), eq(identifierChanges.kind, change.kind), isNull(identifierChanges.confirmedAt)));
    await tx.insert(identifierChanges).values({
      userId: change.userId,
      kind: change.kind,
      newValue: change.value,
      tokenHash: hashSecret(token),
      requestedByUserId: change.requestedBy.id,
      expiresAt,
    });
    const move = { byUserId: change.requestedBy.id, userId: change.userId, kind: change.kind, oldValue: change.previous, newValue: change.value };
    await recordIdentifierMove(tx, { action: 'identifier-change-requested', ...move }, request);
  });
  const link = new URL(CONFIRM_IDENTIFIER_PAGE, publicUrl);
  link.searchParams.set('token', token);
  await sender.send(confirmationMessage(change.kind, change.value, link.href, change.requestedBy.name));
  await tellIdentifierChangeRequested(sender, person!, { kind: change.kind, newValue: change.value, by: change.requestedBy.name });
  return { kind: change.kind, value: change.value, expiresAt: expiresAt.toISOString() };
}

/**
 * Requests each change an edit asks of a person's login (identifierEdits), as asked by the actor:
 * PATCH user-profiles/{id}, and the people import once it commits. Only the actor's customers'
 * people count when the new address is checked (docs/adr/0004-security-boundaries.md).
 */
export function requestIdentifierChangesBy(
  db: Database,
  delivery: { sender: MessageSender; publicUrl: string },
  actor: Actor,
  userId: string,
  changes: IdentifierEdits['changes'],
  request: AuditedRequest,
): Promise<PendingIdentifierChange[]> {
  const requestedBy = { id: actor.realUser.id, name: actor.realUser.name };
  const withinCustomerIds = actor.scope.all ? undefined : actor.scope.customerIds;
  return Promise.all(
    changes.map((c) => requestIdentifierChange(db, delivery.sender, delivery.publicUrl, { userId, ...c, requestedBy, withinCustomerIds }, request)),
  );
}

/**
 * Applies the change a confirmation link stands for, once, if it has not expired and the address is
 * still free; the audit trail keeps it, and a move asked for by someone else is told to the person
 * on every channel they had.
 */
export async function confirmIdentifierChange(db: Database, sender: MessageSender, token: string, request: AuditedRequest): Promise<IdentifierChangeConfirmed> {
  const { confirmed, before, by } = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(identifierChanges)
      .where(and(eq(identifierChanges.tokenHash, hashSecret(token)), isNull(identifierChanges.confirmedAt), gt(identifierChanges.expiresAt, new Date())))
      .for('update');
    if (!row) throw badRequest(IDENTIFIER_CHANGE_MESSAGES.invalid);
    await assertIdentifiersFree(tx, identifierOf(row.kind, row.newValue), row.userId);
    const [person] = await tx.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, row.userId));
    const [mover] = await tx.select({ name: users.name }).from(users).where(eq(users.id, row.requestedByUserId));
    await tx.update(users).set(identifierOf(row.kind, row.newValue)).where(eq(users.id, row.userId));
    await tx.update(identifierChanges).set({ confirmedAt: new Date() }).where(eq(identifierChanges.id, row.id));
    const move = { byUserId: row.requestedByUserId, userId: row.userId, kind: row.kind, oldValue: person![row.kind], newValue: row.newValue };
    await recordIdentifierMove(tx, { action: 'identifier-change-confirmed', ...move }, request);
    return { confirmed: move, before: person!, by: row.requestedByUserId === row.userId ? null : mover!.name };
  });
  if (by) await tellIdentifierMoved(sender, before, { ...confirmed, by });
  return { kind: confirmed.kind, value: confirmed.newValue };
}
