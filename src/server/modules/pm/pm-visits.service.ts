import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, isNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, occurrenceOnOrAfter } from '../../../domain/pm/pm-recurrence';
import { isoDate } from '../../../domain/users/out-of-office';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { assetTypes } from '../../db/schema/catalog';
import { pmChecklistItems, pmRequestDetailAssets, pmRequestDetails, pmSchedules, pmTemplates } from '../../db/schema/pm';
import { requests } from '../../db/schema/requests';
import { customers, locations } from '../../db/schema/tenancy';

/**
 * The visits of PM schedules (docs/product/maintenance-and-guides.md#visits): each occurrence of a
 * schedule becomes one preventative request, generated ahead of its day by the hourly job, when a
 * schedule is set up or changed, or by hand (generate-next).
 */

export type ScheduleRow = typeof pmSchedules.$inferSelect;

/** The scheduled PM generation creates a schedule's next visit when its occurrence is less than this many days ahead. */
export const PM_GENERATE_AHEAD_DAYS = 7;

/** The schedule's first occurrence on or after `day`: null when it has ended by then. */
export const occurrenceFrom = (schedule: Pick<ScheduleRow, 'recurrence' | 'startDate' | 'endDate'>, day: string): string | null =>
  occurrenceOnOrAfter(schedule.recurrence, { start: schedule.startDate, end: schedule.endDate }, day);

/** Today at the location, as its visits' due dates are written. */
export const todayAt = (timeZone: string, now: Date = new Date()): string => isoDate(now, timeZone);

/** The visit a schedule's next occurrence becomes: copied from the thread's latest request (`sourceId`), or made from the schedule alone. */
interface VisitSource {
  newId: string;
  createdByUserId: string | null;
  sourceId: string | null;
}

/**
 * Writes the request of the schedule's next occurrence: at its location, for its equipment, due that
 * day, with its vendor, a copy of its template's steps (or, without a template, of the source's
 * checklist) and the PM assets it covers; the schedule moves on to the following occurrence. One
 * transaction. False when the schedule had moved on from the occurrence read (another run generated
 * it): nothing is written.
 */
export async function createVisit(db: Queryable, schedule: ScheduleRow, visit: VisitSource): Promise<boolean> {
  const due = schedule.nextOccurrenceDate;
  if (!due) return false;
  const [source] = visit.sourceId ? await db.select().from(requests).where(eq(requests.id, visit.sourceId)) : [];
  const [customer] = await db.select({ isSelfService: customers.isSelfService }).from(customers).where(eq(customers.id, schedule.customerId));
  const [asset] = schedule.assetId
    ? await db
        .select({ serviceCategoryId: assetTypes.serviceCategoryId })
        .from(assets)
        .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
        .where(eq(assets.id, schedule.assetId))
    : [];
  const [template] = schedule.pmTemplateId
    ? await db.select({ steps: pmTemplates.steps }).from(pmTemplates).where(eq(pmTemplates.id, schedule.pmTemplateId))
    : [];
  const vendorId = schedule.assignedToVendorId ?? source?.assignedToVendorId ?? null;
  const isSelfService = customer?.isSelfService ?? false;

  return db.transaction(async (tx) => {
    // The schedule moves on first, only from the occurrence read: a run that read it before another
    // generated that occurrence finds it moved and generates nothing (false).
    const moved = await tx
      .update(pmSchedules)
      .set({ nextOccurrenceDate: occurrenceFrom(schedule, addDays(due, 1)), updatedAt: new Date() })
      .where(and(eq(pmSchedules.id, schedule.id), eq(pmSchedules.nextOccurrenceDate, due)))
      .returning({ id: pmSchedules.id });
    if (!moved.length) return false;
    await tx.insert(requests).values({
      id: visit.newId,
      customerId: schedule.customerId,
      locationId: schedule.locationId,
      assetId: schedule.assetId ?? source?.assetId ?? null,
      serviceCategoryId: asset?.serviceCategoryId ?? source?.serviceCategoryId ?? null,
      requestType: source?.requestType ?? (isSelfService ? 'Self Service Preventative' : 'Preventative'),
      requestPriority: source?.requestPriority ?? 'Medium',
      subStatus: vendorId ? 'Vendor Dispatched' : 'Awaiting Dispatch',
      isSelfService: source?.isSelfService ?? isSelfService,
      ticketName: schedule.name,
      incidentDescription: schedule.description || source?.incidentDescription || schedule.name,
      assignedToVendorId: vendorId,
      pmThreadId: schedule.pmThreadId,
      createdByUserId: visit.createdByUserId,
    });
    await tx.insert(pmRequestDetails).values({
      requestId: visit.newId,
      pmScheduleId: schedule.id,
      dueDate: due,
      generatedFromRequestId: visit.sourceId,
      pmTemplateId: schedule.pmTemplateId,
    });

    const sourceAssets = visit.sourceId ? await tx.select().from(pmRequestDetailAssets).where(eq(pmRequestDetailAssets.requestId, visit.sourceId)) : [];
    const covered = schedule.assetId ? [{ id: null, assetId: schedule.assetId }] : sourceAssets.map((a) => ({ id: a.id, assetId: a.assetId }));
    const newAssetIds = new Map(covered.map((a) => [a.id, randomUUID()]));
    if (covered.length)
      await tx.insert(pmRequestDetailAssets).values(covered.map((a) => ({ id: newAssetIds.get(a.id)!, requestId: visit.newId, assetId: a.assetId })));

    if (template) {
      // The template's steps are about the schedule's equipment when it has one, else about the whole visit.
      const onAsset = schedule.assetId ? newAssetIds.get(null)! : null;
      if (template.steps.length)
        await tx
          .insert(pmChecklistItems)
          .values(template.steps.map((step, position) => ({ requestId: visit.newId, pmRequestDetailAssetId: onAsset, position, ...step })));
      return true;
    }
    const items = visit.sourceId
      ? await tx.select().from(pmChecklistItems).where(eq(pmChecklistItems.requestId, visit.sourceId)).orderBy(asc(pmChecklistItems.position))
      : [];
    // The source's items about its one piece of equipment stay about the schedule's.
    const sameAsset = (id: string | null) => (id === null ? null : (newAssetIds.get(id) ?? (schedule.assetId ? newAssetIds.get(null)! : null)));
    if (items.length)
      await tx.insert(pmChecklistItems).values(
        items.map((item) => ({
          requestId: visit.newId,
          pmRequestDetailAssetId: sameAsset(item.pmRequestDetailAssetId),
          position: item.position,
          title: item.title,
          description: item.description,
        })),
      );
    return true;
  });
}

/** The newest request of the schedule's thread that has no successor yet: what the next visit follows. */
export async function latestVisitWithoutSuccessor(db: Queryable, pmThreadId: string): Promise<string | null> {
  const successor = alias(pmRequestDetails, 'successor');
  const [latest] = await db
    .select({ id: requests.id })
    .from(requests)
    .leftJoin(successor, eq(successor.generatedFromRequestId, requests.id))
    .where(and(eq(requests.pmThreadId, pmThreadId), isNull(successor.requestId)))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(1);
  return latest?.id ?? null;
}

/**
 * Generates the schedule's next visit when it falls from today to PM_GENERATE_AHEAD_DAYS ahead at its
 * location and the schedule is active: after the newest request of its thread, or as the thread's
 * first. Answers whether it generated one (false also when another run did meanwhile).
 */
export async function generateDueVisit(db: Queryable, schedule: ScheduleRow, timeZone: string, now: Date = new Date()): Promise<boolean> {
  const today = todayAt(timeZone, now);
  const due = schedule.nextOccurrenceDate;
  if (!schedule.active || !due || due < today || due >= addDays(today, PM_GENERATE_AHEAD_DAYS)) return false;
  const sourceId = await latestVisitWithoutSuccessor(db, schedule.pmThreadId);
  try {
    return await createVisit(db, schedule, { newId: randomUUID(), createdByUserId: null, sourceId });
  } catch (error) {
    // Generated meanwhile (generate-next by hand, or another server): its successor exists now.
    if (sourceId) {
      const [done] = await db.select({ id: pmRequestDetails.requestId }).from(pmRequestDetails).where(eq(pmRequestDetails.generatedFromRequestId, sourceId));
      if (done) return false;
    }
    throw error;
  }
}

/**
 * The scheduled PM generation (docs/product/maintenance-and-guides.md#visits): every active schedule
 * whose next occurrence falls from today to PM_GENERATE_AHEAD_DAYS ahead gets its visit (the schedule
 * moves one step on, so each occurrence is generated once). An overdue occurrence (before today) is
 * left to people; a location with PM turned off or archived gets none. Answers how many it generated.
 */
export async function generateUpcomingVisits(db: Queryable, now: Date = new Date()): Promise<{ generated: number }> {
  // A day either side of UTC's covers every time zone; generateDueVisit checks the location's own day.
  const due = await db
    .select({ schedule: pmSchedules, timeZone: locations.timezone })
    .from(pmSchedules)
    .innerJoin(locations, eq(locations.id, pmSchedules.locationId))
    .where(
      and(
        eq(pmSchedules.active, true),
        eq(locations.pmEnabled, true),
        isNull(locations.archivedAt),
        gte(pmSchedules.nextOccurrenceDate, addDays(isoDate(now), -1)),
        lt(pmSchedules.nextOccurrenceDate, addDays(isoDate(now), PM_GENERATE_AHEAD_DAYS + 1)),
      ),
    );
  let generated = 0;
  for (const { schedule, timeZone } of due) if (await generateDueVisit(db, schedule, timeZone, now)) generated++;
  return { generated };
}
