import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  CONFIRM_IDENTIFIER_PAGE,
  IDENTIFIER_CHANGE_MESSAGES,
  IDENTIFIER_CHANGE_TTL_HOURS,
  type IdentifierChangeConfirmed,
  type IdentifierKind,
  type PendingIdentifierChange,
} from '../../../domain/auth/identifier-change-api';
import { formatPhoneForDisplay } from '../../../domain/users/phone-display';
import type { Database } from '../../db/client';
import { identifierChanges } from '../../db/schema/identifier-changes';
import { users } from '../../db/schema/users';
import { badRequest } from '../../http-error';
import type { MessageSender, OutboundMessage } from '../../mail/outbound-message';
import { hashSecret, newOpaqueToken } from '../../opaque-token';
import { assertIdentifiersFree } from './people-changes.service';

const PRODUCT = 'Service Portal';
const identifierOf = (kind: IdentifierKind, value: string) => (kind === 'email' ? { email: value } : { phone: value });
const shown = (kind: IdentifierKind, value: string) => (kind === 'phone' ? formatPhoneForDisplay(value) : value);
const noun = (kind: IdentifierKind) => (kind === 'email' ? 'email address' : 'mobile phone number');

function confirmationMessage(kind: IdentifierKind, to: string, link: string, requestedBy: string): OutboundMessage {
  const what = `${requestedBy} asked to make this the ${noun(kind)} you log in to the ${PRODUCT} with.`;
  const text = `${what} Open this link to confirm:\n\n${link}\n\nIt expires in ${IDENTIFIER_CHANGE_TTL_HOURS} hours. If you did not expect this, ignore it: nothing changes.`;
  return kind === 'email' ? { channel: 'email', to, link, subject: `Confirm your new ${PRODUCT} login email`, text } : { channel: 'sms', to, link, text };
}

function noticeToOldAddress(kind: IdentifierKind, to: string, newValue: string, requestedBy: string): OutboundMessage {
  const text = `${requestedBy} asked to change the ${noun(kind)} you log in to the ${PRODUCT} with to ${shown(kind, newValue)}. It changes only when that is confirmed from the new ${noun(kind)}; until then you keep logging in as before. If you did not expect this, tell your manager or our support.`;
  return kind === 'email' ? { channel: 'email', to, subject: `A change of your ${PRODUCT} login email was requested`, text } : { channel: 'sms', to, text };
}

export interface IdentifierChangeRequest {
  userId: string;
  kind: IdentifierKind;
  value: string;
  /** The identifier it replaces, which is told of the request. */
  previous: string | null;
  requestedBy: { id: string; name: string };
}

/**
 * Records a change of a person's login email or phone and sends the confirmation link to the new
 * address and a notice to the old one. A newer request for the same kind replaces an older one.
 */
export async function requestIdentifierChange(
  db: Database,
  sender: MessageSender,
  publicUrl: string,
  change: IdentifierChangeRequest,
): Promise<PendingIdentifierChange> {
  await assertIdentifiersFree(db, identifierOf(change.kind, change.value), change.userId);
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
  });
  const link = new URL(CONFIRM_IDENTIFIER_PAGE, publicUrl);
  link.searchParams.set('token', token);
  await sender.send(confirmationMessage(change.kind, change.value, link.href, change.requestedBy.name));
  if (change.previous) await sender.send(noticeToOldAddress(change.kind, change.previous, change.value, change.requestedBy.name));
  return { kind: change.kind, value: change.value, expiresAt: expiresAt.toISOString() };
}

/** Applies the change a confirmation link stands for, once, if it has not expired and the address is still free. */
export async function confirmIdentifierChange(db: Database, token: string): Promise<IdentifierChangeConfirmed> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(identifierChanges)
      .where(and(eq(identifierChanges.tokenHash, hashSecret(token)), isNull(identifierChanges.confirmedAt), gt(identifierChanges.expiresAt, new Date())))
      .for('update');
    if (!row) throw badRequest(IDENTIFIER_CHANGE_MESSAGES.invalid);
    await assertIdentifiersFree(tx, identifierOf(row.kind, row.newValue), row.userId);
    await tx.update(users).set(identifierOf(row.kind, row.newValue)).where(eq(users.id, row.userId));
    await tx.update(identifierChanges).set({ confirmedAt: new Date() }).where(eq(identifierChanges.id, row.id));
    return { kind: row.kind, value: row.newValue };
  });
}
