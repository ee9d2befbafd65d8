import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { IdentifierKind } from '../../../domain/auth/identifier-change-api';
import type { IdentifierMove } from '../../../domain/users/users-api';
import type { Queryable } from '../../db/client';
import { impersonationAudit } from '../../db/schema/authorization';
import { users } from '../../db/schema/users';
import type { AuditedRequest } from '../../plugins/actor';

export interface IdentifierMoveRecord {
  action: 'identifier-change-requested' | 'identifier-change-confirmed';
  /** Who asked for the move. */
  byUserId: string;
  /** Whose login it is. */
  userId: string;
  kind: IdentifierKind;
  oldValue: string | null;
  newValue: string;
}

/** Writes a move of someone's login email or phone to the audit trail impersonation uses (docs/adr/0004-security-boundaries.md). */
export async function recordIdentifierMove(db: Queryable, move: IdentifierMoveRecord, request: AuditedRequest): Promise<void> {
  await db.insert(impersonationAudit).values({
    action: move.action,
    adminUserId: move.byUserId,
    impersonatedUserId: move.userId,
    identifierKind: move.kind,
    oldValue: move.oldValue,
    newValue: move.newValue,
    ...request,
  });
}

/** The confirmed moves of a person's login email and phone, newest first. */
export async function identifierHistory(db: Queryable, userId: string): Promise<IdentifierMove[]> {
  const mover = alias(users, 'mover');
  const rows = await db
    .select({
      kind: impersonationAudit.identifierKind,
      oldValue: impersonationAudit.oldValue,
      newValue: impersonationAudit.newValue,
      by: mover.name,
      at: impersonationAudit.at,
    })
    .from(impersonationAudit)
    .innerJoin(mover, eq(mover.id, impersonationAudit.adminUserId))
    .where(and(eq(impersonationAudit.impersonatedUserId, userId), eq(impersonationAudit.action, 'identifier-change-confirmed')))
    .orderBy(desc(impersonationAudit.at));
  return rows.map((r) => ({ kind: r.kind!, oldValue: r.oldValue, newValue: r.newValue!, by: r.by, at: r.at.toISOString() }));
}
