import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { PmThreadRequestView } from '../../../domain/pm/pm-api';
import type { GenerateNextAnswer } from '../../../domain/pm/pm-schedules-api';
import { PM_SCHEDULE_MESSAGES } from '../../../domain/pm/pm-setup-constants';
import type { Queryable } from '../../db/client';
import { pmRequestDetails, pmSchedules } from '../../db/schema/pm';
import { requests } from '../../db/schema/requests';
import { conflict } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { assertMayChangeFields, assertMayUpdate, requireRequestContext } from '../requests/request-access';
import { scheduleViewById } from './pm-schedules.service';
import { createVisit } from './pm-visits.service';

const threadColumns = {
  id: requests.id,
  number: requests.number,
  ticketName: requests.ticketName,
  requestType: requests.requestType,
  requestStatus: requests.requestStatus,
  pmThreadId: requests.pmThreadId,
  dueDate: pmRequestDetails.dueDate,
  createdAt: requests.createdAt,
  completedAt: requests.completedAt,
  resolutionStatement: requests.resolutionStatement,
};

async function threadRequest(db: Queryable, id: string): Promise<PmThreadRequestView> {
  const [row] = await db
    .select(threadColumns)
    .from(requests)
    .leftJoin(pmRequestDetails, eq(pmRequestDetails.requestId, requests.id))
    .where(eq(requests.id, id));
  return toThreadView(row!);
}

function toThreadView(
  row: { pmThreadId: string | null; createdAt: Date; completedAt: Date | null } & Omit<PmThreadRequestView, 'pmThreadId' | 'createdAt' | 'completedAt'>,
): PmThreadRequestView {
  return { ...row, pmThreadId: row.pmThreadId!, createdAt: row.createdAt.toISOString(), completedAt: row.completedAt?.toISOString() ?? null };
}

const NOT_RECURRING = 'Only a preventative request of a PM schedule can generate the next one.';

/**
 * Creates the next request of a PM thread from its schedule (createVisit): due on the schedule's next
 * occurrence, with its template's checklist or a fresh copy of this one's; the schedule moves one step on.
 * Idempotent: a request generates at most one successor, and a repeat answers it with created=false.
 */
export async function generateNext(db: Queryable, actor: Actor, sourceId: string, clientId: string | undefined): Promise<GenerateNextAnswer> {
  const source = await requireRequestContext(db, actor, sourceId);
  assertMayUpdate(actor, source);
  assertMayChangeFields(actor, source, ['pmSchedule']);
  if (!source.pmThreadId) throw conflict(NOT_RECURRING);
  const [schedule] = await db.select().from(pmSchedules).where(eq(pmSchedules.pmThreadId, source.pmThreadId));
  if (!schedule) throw conflict(NOT_RECURRING);

  const existing = async () => {
    const [done] = await db
      .select({ requestId: pmRequestDetails.requestId })
      .from(pmRequestDetails)
      .where(eq(pmRequestDetails.generatedFromRequestId, sourceId));
    return done
      ? {
          created: false,
          request: await threadRequest(db, done.requestId),
          schedule: await scheduleViewById(db, schedule.id),
        }
      : null;
  };
  const earlier = await existing();
  if (earlier) return earlier;
  if (!schedule.active) throw conflict(PM_SCHEDULE_MESSAGES.paused);
  if (!schedule.nextOccurrenceDate) throw conflict(PM_SCHEDULE_MESSAGES.ended);

  const newId = clientId ?? randomUUID();
  const [taken] = await db.select({ id: requests.id }).from(requests).where(eq(requests.id, newId));
  if (taken) throw conflict('A request with this id already exists.');

  try {
    if (!(await createVisit(db, schedule, { newId, createdByUserId: actor.user.id, sourceId }))) throw conflict('The schedule moved on meanwhile; try again.');
  } catch (error) {
    // The same call delivered twice at once: the other delivery created the request.
    const raced = await existing();
    if (raced) return raced;
    throw error;
  }
  return {
    created: true,
    request: await threadRequest(db, newId),
    schedule: await scheduleViewById(db, schedule.id),
  };
}

/** The other requests of the request's PM thread, newest first (docs/product/maintenance-and-guides.md PM history). */
export async function pmHistory(db: Queryable, actor: Actor, requestId: string, page: PageQuery): Promise<Page<PmThreadRequestView>> {
  const request = await requireRequestContext(db, actor, requestId);
  if (!request.pmThreadId) return { items: [], total: 0, limit: page.limit, offset: page.offset };
  // The thread shares the request's customer and location, so what the caller sees of it is the same.
  const where = and(eq(requests.pmThreadId, request.pmThreadId), ne(requests.id, requestId), eq(requests.customerId, request.customerId));
  const rows = await db
    .select(threadColumns)
    .from(requests)
    .leftJoin(pmRequestDetails, eq(pmRequestDetails.requestId, requests.id))
    .where(where)
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(requests).where(where);
  return { items: rows.map(toThreadView), total: total?.n ?? 0, limit: page.limit, offset: page.offset };
}
