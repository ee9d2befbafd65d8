import { eq } from 'drizzle-orm';
import type { IdentifierKind } from '../../../domain/auth/identifier-change-api';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema/users';

export interface IdentifierEdits {
  /** New values, each to be confirmed from the new address before it counts; `previous` is told. */
  changes: { kind: IdentifierKind; value: string; previous: string | null }[];
  /** Identifiers asked to be removed. */
  removes: IdentifierKind[];
  /** How many identifiers the person keeps after the removals. */
  remaining: number;
}

/**
 * What an edit asks of a person's login email and phone, compared with what they are now: a field
 * sent unchanged (as an edit form does) asks nothing.
 */
export async function identifierEdits(db: Queryable, userId: string, asked: { email?: string | null; phone?: string | null }): Promise<IdentifierEdits> {
  const [current] = await db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
  const edits: IdentifierEdits = { changes: [], removes: [], remaining: 0 };
  for (const kind of ['email', 'phone'] as const) {
    const now = current?.[kind] ?? null;
    const wanted = asked[kind];
    if (wanted === undefined || wanted === now) {
      if (now) edits.remaining += 1;
      continue;
    }
    if (wanted === null) {
      edits.removes.push(kind);
    } else {
      edits.changes.push({ kind, value: wanted, previous: now });
      if (now) edits.remaining += 1;
    }
  }
  return edits;
}
