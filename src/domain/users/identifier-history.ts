import { formatDate } from '../format/date-format';
import { formatPhoneForDisplay } from './phone-display';
import type { IdentifierMove } from './users-api';

/** A line of a person's login history: "Email changed from a to b by X on 03/04/2026". */
export function identifierMoveLine(move: IdentifierMove): string {
  const shown = (value: string) => (move.kind === 'phone' ? formatPhoneForDisplay(value) : value);
  const from = move.oldValue ? ` from ${shown(move.oldValue)}` : '';
  return `${move.kind === 'email' ? 'Email' : 'Phone'} changed${from} to ${shown(move.newValue)} by ${move.by} on ${formatDate(move.at)}`;
}
