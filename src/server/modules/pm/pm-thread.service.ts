import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, isNull, lt, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Page, PageQuery } from '../../../domain/api/paging';
import { nextOccurrence } from '../../../domain/pm/pm-enums';
import type { GenerateNextAnswer, PmScheduleView, PmThreadRequestView } from '../../../domain/pm/pm-api';
import type { Queryable } from '../../db/client';
import { pmChecklistItems, pmRequestDetailAssets, pmRequestDetails, pmSchedules } from '../../db/schema/pm';
import { requests } from '../../db/schema/requests';
import { conflict, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { visibleTo } from '../../db/tenant-scope';
import { assertMayChangeFields, assertMayUpdate, requireRequestContext } from '../requests/request-access';

type ScheduleRow = typeof pmSchedules.$inferSelect;

const scheduleView = (s: ScheduleRow): PmScheduleView => ({
  id: s.id,
  customerId: s.customerId,
  locationId: s.locationId,
  assetId: s.assetId,
  name: s.name,
  frequency: s.frequency,
  nextOccurrenceDate: s.nextOccurrenceDate,
  pmThreadId: s.pmThreadId,
  assignedToVendorId: s.assignedToVendorId,
  active: s.active,
});

export async function getSchedule(db: Queryable, actor: Actor, id: string): Promise<PmScheduleView> {
  const [row] = await db
    .select()
    .from(pmSchedules)
    .where(
      and(
        eq(pmSchedules.id, id),
        visibleTo(actor.scope, { customerId: pmSchedules.customerId, locationId: pmSchedules.locationId, vendorId: pmSchedules.assignedToVendorId }),
      ),
    );
  if (!row) throw notFound('PM schedule');
  return scheduleView(row);
}

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

/**
 * Writes the next request of a PM thread after `sourceId` (its successor), due on the schedule's next
 * occurrence, with the same PM assets and a fresh copy of the checklist; the schedule moves one step
 * on. One transaction; a second successor of the same request fails on its unique key, and false
 * means the schedule had moved on from the occurrence read (nothing written).
 */
async function createNextVisit(db: Queryable, sourceId: string, schedule: ScheduleRow, newId: string, createdByUserId: string | null): Promise<boolean> {
  const [original] = await db.select().from(requests).where(eq(requests.id, sourceId));
  const dueDate = schedule.nextOccurrenceDate;
  const vendorId = schedule.assignedToVendorId ?? original!.assignedToVendorId;
  return db.transaction(async (tx) => {
    // The schedule moves on first, only from the occurrence read: a run that read it before another
    // generated that occurrence finds it moved and generates nothing (false).
    const moved = await tx
      .update(pmSchedules)
      .set({ nextOccurrenceDate: nextOccurrence(dueDate, schedule.frequency), updatedAt: new Date() })
      .where(and(eq(pmSchedules.id, schedule.id), eq(pmSchedules.nextOccurrenceDate, dueDate)))
      .returning({ id: pmSchedules.id });
    if (!moved.length) return false;
    await tx.insert(requests).values({
      id: newId,
      customerId: original!.customerId,
      locationId: original!.locationId,
      assetId: original!.assetId,
      serviceCategoryId: original!.serviceCategoryId,
      requestType: original!.requestType,
      requestPriority: original!.requestPriority,
      subStatus: vendorId ? 'Vendor Dispatched' : 'Awaiting Dispatch',
      isSelfService: original!.isSelfService,
      ticketName: original!.ticketName,
      incidentDescription: original!.incidentDescription,
      assignedToVendorId: vendorId,
      pmThreadId: original!.pmThreadId,
      createdByUserId,
    });
    await tx.insert(pmRequestDetails).values({ requestId: newId, pmScheduleId: schedule.id, dueDate, generatedFromRequestId: sourceId });
    const sourceAssets = await tx.select().from(pmRequestDetailAssets).where(eq(pmRequestDetailAssets.requestId, sourceId));
    const assetMap = new Map(sourceAssets.map((a) => [a.id, randomUUID()]));
    if (sourceAssets.length)
      await tx.insert(pmRequestDetailAssets).values(sourceAssets.map((a) => ({ id: assetMap.get(a.id)!, requestId: newId, assetId: a.assetId })));
    const items = await tx.select().from(pmChecklistItems).where(eq(pmChecklistItems.requestId, sourceId)).orderBy(asc(pmChecklistItems.position));
    if (items.length) {
      await tx.insert(pmChecklistItems).values(
        items.map((item) => ({
          requestId: newId,
          pmRequestDetailAssetId: item.pmRequestDetailAssetId ? (assetMap.get(item.pmRequestDetailAssetId) ?? null) : null,
          position: item.position,
          title: item.title,
          description: item.description,
        })),
      );
    }
    return true;
  });
}

/** The scheduled PM generation creates a schedule's next visit when its occurrence is less than this many days ahead. */
export const PM_GENERATE_AHEAD_DAYS = 7;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The scheduled PM generation (docs/product/maintenance-and-guides.md#generate-next): every active
 * schedule whose next occurrence falls from today to PM_GENERATE_AHEAD_DAYS ahead gets its next
 * request, generated from the newest request of its thread that has no successor yet, as
 * generate-next does (the schedule moves one step on, so each occurrence is generated once). An
 * overdue occurrence (before today) is left to people. Answers how many it generated.
 */
export async function generateUpcomingVisits(db: Queryable, now: Date = new Date()): Promise<{ generated: number }> {
  const until = new Date(now.getTime() + PM_GENERATE_AHEAD_DAYS * 86_400_000);
  const due = await db
    .select()
    .from(pmSchedules)
    .where(and(eq(pmSchedules.active, true), gte(pmSchedules.nextOccurrenceDate, isoDay(now)), lt(pmSchedules.nextOccurrenceDate, isoDay(until))));
  const successor = alias(pmRequestDetails, 'successor');
  let generated = 0;
  for (const schedule of due) {
    const [latest] = await db
      .select({ id: requests.id })
      .from(requests)
      .leftJoin(successor, eq(successor.generatedFromRequestId, requests.id))
      .where(and(eq(requests.pmThreadId, schedule.pmThreadId), isNull(successor.requestId)))
      .orderBy(desc(requests.createdAt))
      .limit(1);
    if (!latest) continue;
    try {
      if (await createNextVisit(db, latest.id, schedule, randomUUID(), null)) generated++;
    } catch (error) {
      // Generated meanwhile (generate-next by hand, or another server): its successor exists now.
      const [done] = await db.select({ id: pmRequestDetails.requestId }).from(pmRequestDetails).where(eq(pmRequestDetails.generatedFromRequestId, latest.id));
      if (!done) throw error;
    }
  }
  return { generated };
}

const NOT_RECURRING = 'Only a preventative request of a PM schedule can generate the next one.';

/**
 * Creates the next request of a PM thread from its schedule: due on the schedule's next occurrence,
 * with the same PM assets and a fresh copy of the checklist; the schedule moves one step on.
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
          schedule: scheduleView((await db.select().from(pmSchedules).where(eq(pmSchedules.id, schedule.id)))[0]!),
        }
      : null;
  };
  const earlier = await existing();
  if (earlier) return earlier;
  if (!schedule.active) throw conflict('This PM schedule is paused; it generates no more requests.');

  const newId = clientId ?? randomUUID();
  const [taken] = await db.select({ id: requests.id }).from(requests).where(eq(requests.id, newId));
  if (taken) throw conflict('A request with this id already exists.');

  try {
    if (!(await createNextVisit(db, sourceId, schedule, newId, actor.user.id))) throw conflict('The schedule moved on meanwhile; try again.');
  } catch (error) {
    // The same call delivered twice at once: the other delivery created the request.
    const raced = await existing();
    if (raced) return raced;
    throw error;
  }
  return {
    created: true,
    request: await threadRequest(db, newId),
    schedule: scheduleView((await db.select().from(pmSchedules).where(eq(pmSchedules.id, schedule.id)))[0]!),
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
