import { subject } from '@casl/ability';
import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction, AuditEvent, AuditEventPage, auditEventQuerySchema, AuditSubjectType } from '../../../domain/audit/audit-api';
import { AUDIT_MESSAGES } from '../../../domain/audit/audit-api';
import type { Queryable } from '../../db/client';
import { countedRow, pageWithTotal } from '../../db/capped-count';
import { joinedRef } from '../../db/joined-ref';
import { auditEvents } from '../../db/schema/audit';
import { customers } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { UNRESTRICTED_SCOPE } from '../../db/tenant-scope';
import { forbidden } from '../../http-error';
import type { Actor } from '../../plugins/actor';

/** One change to a customer's set-up, as `recordAudit` takes it. */
export interface AuditChange {
  customerId: string;
  action: AuditAction;
  subject: { type: AuditSubjectType; id: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records a change in the audit trail (docs/product/audit-trail.md), in the caller's transaction: who
 * it was done as, and the administrator behind an impersonation.
 */
export async function recordAudit(db: Queryable, actor: Actor, change: AuditChange): Promise<void> {
  await db.insert(auditEvents).values({
    customerId: change.customerId,
    actorUserId: actor.user.id,
    realUserId: actor.impersonating ? actor.realUser.id : null,
    action: change.action,
    subjectType: change.subject.type,
    subjectId: change.subject.id,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

const actorUser = alias(users, 'audit_actor');
const realUser = alias(users, 'audit_real_user');

/** The customers whose trail the caller reads: every one for administrators, else those they lead (may change the customer record). */
function auditableCustomers(actor: Actor): string[] | 'all' {
  if (actor.ability.can('manage', 'all')) return 'all';
  const led = actor.memberships.customers.map((m) => m.customerId).filter((id) => actor.ability.can('update', subject('Customer', { id })));
  if (!led.length) throw forbidden(AUDIT_MESSAGES.forbidden);
  return led;
}

/** GET audit-events: newest first, in the customers the caller may audit (another's is 403, like none at all). */
export async function listAuditEvents(db: Queryable, actor: Actor, query: z.output<typeof auditEventQuerySchema>): Promise<AuditEventPage> {
  const allowed = auditableCustomers(actor);
  if (query.customerId && allowed !== 'all' && !allowed.includes(query.customerId)) throw forbidden(AUDIT_MESSAGES.forbidden);
  const conditions: (SQL | undefined)[] = [
    allowed === 'all' ? undefined : inArray(auditEvents.customerId, allowed),
    query.customerId ? eq(auditEvents.customerId, query.customerId) : undefined,
    query.action ? eq(auditEvents.action, query.action) : undefined,
    query.subjectType ? eq(auditEvents.subjectType, query.subjectType) : undefined,
    query.subjectId ? eq(auditEvents.subjectId, query.subjectId) : undefined,
  ];
  const where = and(...conditions);
  const page = await pageWithTotal(db, {
    name: 'audit-events',
    scope: allowed === 'all' ? UNRESTRICTED_SCOPE : { ...UNRESTRICTED_SCOPE, all: false, customerIds: allowed, fullCustomerIds: allowed },
    filter: query,
    rows: (limit) =>
      db
        .select({
          id: auditEvents.id,
          at: auditEvents.createdAt,
          customerId: customers.id,
          customerName: customers.name,
          actorId: actorUser.id,
          actorName: actorUser.name,
          realId: realUser.id,
          realName: realUser.name,
          action: auditEvents.action,
          subjectType: auditEvents.subjectType,
          subjectId: auditEvents.subjectId,
          before: auditEvents.before,
          after: auditEvents.after,
        })
        .from(auditEvents)
        .innerJoin(customers, eq(customers.id, auditEvents.customerId))
        .innerJoin(actorUser, eq(actorUser.id, auditEvents.actorUserId))
        .leftJoin(realUser, eq(realUser.id, auditEvents.realUserId))
        .where(where)
        .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
        .limit(limit)
        .offset(query.offset),
    countRows: () => db.select(countedRow).from(auditEvents).where(where).$dynamic(),
  });
  const items = page.rows.map((r): AuditEvent => ({
    id: r.id,
    at: r.at.toISOString(),
    customer: { id: r.customerId, name: r.customerName },
    actor: { id: r.actorId, name: r.actorName },
    impersonatedBy: joinedRef(r.realId, r.realName),
    action: r.action as AuditAction,
    subject: { type: r.subjectType as AuditSubjectType, id: r.subjectId },
    before: (r.before as Record<string, unknown> | null) ?? null,
    after: (r.after as Record<string, unknown> | null) ?? null,
  }));
  return { items, total: page.total, totalCapped: page.totalCapped, limit: query.limit, offset: query.offset };
}
/** Of two versions of a record, the fields that differ, as they were and as they became (the trail keeps only what changed). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const names = Object.keys({ ...before, ...after }).filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
  return { before: Object.fromEntries(names.map((n) => [n, before[n] ?? null])), after: Object.fromEntries(names.map((n) => [n, after[n] ?? null])) };
}
