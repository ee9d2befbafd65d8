import type { IdentifierKind } from '../../../domain/auth/identifier-change-api';
import { formatPhoneForDisplay } from '../../../domain/users/phone-display';
import type { MessageSender, OutboundMessage } from '../../mail/outbound-message';

/** The product's name in the messages people get about their account. */
export const PRODUCT = 'Service Portal';

/** How an email or phone is written in a message. */
export const shownIdentifier = (kind: IdentifierKind, value: string) => (kind === 'phone' ? formatPhoneForDisplay(value) : value);
export const identifierNoun = (kind: IdentifierKind) => (kind === 'email' ? 'email address' : 'mobile phone number');

/** The same notice on every channel a person has: an email to their address, a text to their phone. */
async function tellEverywhere(sender: MessageSender, person: { email: string | null; phone: string | null }, subject: string, text: string) {
  const messages: OutboundMessage[] = [];
  if (person.email) messages.push({ channel: 'email', to: person.email, subject, text });
  if (person.phone) messages.push({ channel: 'sms', to: person.phone, text });
  for (const message of messages) await sender.send(message);
}

/** Someone who already has a login was added to another customer by its manager, or to a vendor. */
export function tellAddedTo(
  sender: MessageSender,
  person: { email: string | null; phone: string | null },
  added: { placeName: string; role: string; by: string; vendor: boolean },
): Promise<void> {
  const next = added.vendor ? `its jobs are now in My jobs` : `can now choose ${added.placeName}`;
  const text = `${added.by} added you to ${added.placeName} as ${added.role} in the ${PRODUCT}. You log in as before and ${next}. If you did not expect this, tell our support.`;
  return tellEverywhere(sender, person, `You were added to ${added.placeName} in the ${PRODUCT}`, text);
}

/** Someone asked to move a person's login email or phone: it moves only once confirmed from the new address. */
export function tellIdentifierChangeRequested(
  sender: MessageSender,
  person: { email: string | null; phone: string | null },
  change: { kind: IdentifierKind; newValue: string; by: string },
): Promise<void> {
  const noun = identifierNoun(change.kind);
  const text = `${change.by} asked to change the ${noun} you log in to the ${PRODUCT} with to ${shownIdentifier(change.kind, change.newValue)}. It changes only when that is confirmed from the new ${noun}; until then you keep logging in as before. If you did not expect this, tell your manager or our support.`;
  return tellEverywhere(sender, person, `A change of your ${PRODUCT} login ${change.kind} was requested`, text);
}

/** A person's login email or phone was moved by someone else (docs/product/sessions-and-tenancy.md#identifier-changes). */
export function tellIdentifierMoved(
  sender: MessageSender,
  person: { email: string | null; phone: string | null },
  move: { kind: IdentifierKind; oldValue: string | null; newValue: string; by: string },
): Promise<void> {
  const from = move.oldValue ? ` from ${shownIdentifier(move.kind, move.oldValue)}` : '';
  const text = `${move.by} changed the ${identifierNoun(move.kind)} you log in to the ${PRODUCT} with${from} to ${shownIdentifier(move.kind, move.newValue)}. If you did not expect this, tell your manager or our support.`;
  return tellEverywhere(sender, person, `Your ${PRODUCT} login ${move.kind} was changed`, text);
}
