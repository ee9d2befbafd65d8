import { randomUUID } from 'node:crypto';
import { subject } from '@casl/ability';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, max, type SQL } from 'drizzle-orm';
import type { Page, PageQuery } from '../../../domain/api/paging';
import { addDays, describeRecurrence } from '../../../domain/pm/pm-recurrence';
import { LOCATION_SETUP_MESSAGES } from '../../../domain/locations/location-setup';
import { PM_SCHEDULE_MESSAGES, pmScheduleStatus } from '../../../domain/pm/pm-setup-constants';
import {
  type PmScheduleCreate,
  type PmScheduleListQuery,
  type PmSchedulePatch,
  type PmScheduleView,
  type PmVisitView,
} from '../../../domain/pm/pm-schedules-api';
import type { Queryable } from '../../db/client';
import { joinedRef } from '../../db/joined-ref';
import { containsPattern } from '../../db/search-pattern';
import { assets } from '../../db/schema/assets';
import { assetTypes } from '../../db/schema/catalog';
import { pmRequestDetails, pmSchedules, pmTemplates } from '../../db/schema/pm';
import { requests } from '../../db/schema/requests';
import { customers, locations, vendors } from '../../db/schema/tenancy';
import { vendorEightySixes } from '../../db/schema/vendors';
import { visibleTo } from '../../db/tenant-scope';
import { badRequest, conflict, forbidden, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { changedFields, recordAudit } from '../audit/audit.service';
import { generateDueVisit, occurrenceFrom, todayAt, type ScheduleRow } from './pm-visits.service';

/** PM schedules set up and changed by people (docs/product/maintenance-and-guides.md#schedules). */

const scheduleScope = (actor: Actor): SQL =>
  visibleTo(actor.scope, { customerId: pmSchedules.customerId, locationId: pmSchedules.locationId, vendorId: pmSchedules.assignedToVendorId });

const visitColumns = {
  id: requests.id,
  number: requests.number,
  requestStatus: requests.requestStatus,
  dueDate: pmRequestDetails.dueDate,
  createdAt: requests.createdAt,
  completedAt: requests.completedAt,
};
type VisitRow = { [K in keyof typeof visitColumns]: (typeof visitColumns)[K]['_']['data'] | null };

const visitView = (v: VisitRow): PmVisitView => ({
  id: v.id!,
  number: v.number!,
  requestStatus: v.requestStatus!,
  dueDate: v.dueDate,
  createdAt: v.createdAt!.toISOString(),
  completedAt: v.completedAt?.toISOString() ?? null,
});

/** The newest visit of each schedule, by due date. */
async function latestVisits(db: Queryable, scheduleIds: string[]): Promise<Map<string, PmVisitView>> {
  if (!scheduleIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([pmRequestDetails.pmScheduleId], { scheduleId: pmRequestDetails.pmScheduleId, ...visitColumns })
    .from(pmRequestDetails)
    .innerJoin(requests, eq(requests.id, pmRequestDetails.requestId))
    .where(inArray(pmRequestDetails.pmScheduleId, scheduleIds))
    .orderBy(pmRequestDetails.pmScheduleId, desc(pmRequestDetails.dueDate), desc(requests.createdAt));
  return new Map(rows.map(({ scheduleId, ...visit }) => [scheduleId, visitView(visit)]));
}

async function scheduleViews(db: Queryable, where: SQL | undefined, page?: PageQuery): Promise<PmScheduleView[]> {
  const query = db
    .select({
      schedule: pmSchedules,
      locationName: locations.name,
      assetName: assets.name,
      vendorName: vendors.name,
      templateName: pmTemplates.name,
    })
    .from(pmSchedules)
    .innerJoin(locations, eq(locations.id, pmSchedules.locationId))
    .leftJoin(assets, eq(assets.id, pmSchedules.assetId))
    .leftJoin(vendors, eq(vendors.id, pmSchedules.assignedToVendorId))
    .leftJoin(pmTemplates, eq(pmTemplates.id, pmSchedules.pmTemplateId))
    .where(where)
    // Soonest visit first; ended ones (no next visit) last.
    .orderBy(asc(pmSchedules.nextOccurrenceDate), asc(pmSchedules.name), asc(pmSchedules.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const latest = await latestVisits(
    db,
    rows.map((r) => r.schedule.id),
  );
  return rows.map(({ schedule: s, locationName, assetName, vendorName, templateName }) => ({
    id: s.id,
    customerId: s.customerId,
    locationId: s.locationId,
    location: { id: s.locationId, name: locationName },
    assetId: s.assetId,
    asset: joinedRef(s.assetId, assetName),
    name: s.name,
    description: s.description,
    recurrence: s.recurrence,
    repeats: describeRecurrence(s.recurrence),
    startDate: s.startDate,
    endDate: s.endDate,
    nextOccurrenceDate: s.nextOccurrenceDate,
    pmThreadId: s.pmThreadId,
    assignedToVendorId: s.assignedToVendorId,
    vendor: joinedRef(s.assignedToVendorId, vendorName),
    pmTemplateId: s.pmTemplateId,
    template: joinedRef(s.pmTemplateId, templateName),
    active: s.active,
    status: pmScheduleStatus(s),
    latestVisit: latest.get(s.id) ?? null,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  }));
}

/** A schedule as the API shows it, read without a scope check: for answers about a schedule the caller was already allowed. */
export async function scheduleViewById(db: Queryable, id: string): Promise<PmScheduleView> {
  const [view] = await scheduleViews(db, eq(pmSchedules.id, id));
  if (!view) throw notFound('PM schedule');
  return view;
}

export async function getSchedule(db: Queryable, actor: Actor, id: string): Promise<PmScheduleView> {
  const [view] = await scheduleViews(db, and(eq(pmSchedules.id, id), scheduleScope(actor)));
  if (!view) throw notFound('PM schedule');
  return view;
}

const STATUS_CONDITIONS: Record<NonNullable<PmScheduleListQuery['status']>, SQL | undefined> = {
  current: isNotNull(pmSchedules.nextOccurrenceDate),
  active: and(isNotNull(pmSchedules.nextOccurrenceDate), eq(pmSchedules.active, true)),
  paused: and(isNotNull(pmSchedules.nextOccurrenceDate), eq(pmSchedules.active, false)),
  ended: isNull(pmSchedules.nextOccurrenceDate),
  all: undefined,
};

/** GET pm-schedules: the schedules the caller sees, soonest next visit first. */
export async function listSchedules(
  db: Queryable,
  actor: Actor,
  q: PageQuery & { locationId?: string; assetId?: string; status: NonNullable<PmScheduleListQuery['status']>; search?: string },
): Promise<Page<PmScheduleView>> {
  const where = and(
    scheduleScope(actor),
    q.locationId ? eq(pmSchedules.locationId, q.locationId) : undefined,
    q.assetId ? eq(pmSchedules.assetId, q.assetId) : undefined,
    STATUS_CONDITIONS[q.status],
    q.search ? ilike(pmSchedules.name, containsPattern(q.search)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(pmSchedules).where(where);
  return { items: await scheduleViews(db, where, q), total: total?.n ?? 0, limit: q.limit, offset: q.offset };
}

/** GET pm-schedules/{id}/visits: the requests the schedule generated, the latest due first. */
export async function listScheduleVisits(db: Queryable, actor: Actor, id: string, page: PageQuery): Promise<Page<PmVisitView>> {
  await getScheduleRow(db, actor, id);
  const where = eq(pmRequestDetails.pmScheduleId, id);
  const rows = await db
    .select(visitColumns)
    .from(pmRequestDetails)
    .innerJoin(requests, eq(requests.id, pmRequestDetails.requestId))
    .where(where)
    .orderBy(desc(pmRequestDetails.dueDate), desc(requests.createdAt), desc(requests.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(pmRequestDetails).where(where);
  return { items: rows.map(visitView), total: total?.n ?? 0, limit: page.limit, offset: page.offset };
}

async function getScheduleRow(db: Queryable, actor: Actor, id: string): Promise<ScheduleRow> {
  const [row] = await db
    .select()
    .from(pmSchedules)
    .where(and(eq(pmSchedules.id, id), scheduleScope(actor)));
  if (!row) throw notFound('PM schedule');
  return row;
}

// ---- Writes

interface Place {
  customerId: string;
  locationId: string;
  timeZone: string;
}

/**
 * Where a schedule may be set up or changed: a location the caller manages PM at, on a plan with PM,
 * and, for what makes visits (`generates`), PM on and not archived. Pausing or ending a schedule is
 * always allowed, also where PM was turned off since.
 */
async function schedulablePlace(db: Queryable, actor: Actor, locationId: string, action: 'create' | 'update', generates: boolean): Promise<Place> {
  const [place] = await db
    .select({
      customerId: locations.customerId,
      locationId: locations.id,
      timeZone: locations.timezone,
      pmEnabled: locations.pmEnabled,
      archivedAt: locations.archivedAt,
      isSelfService: customers.isSelfService,
      fullPm: customers.selfServiceIncludesFullPm,
    })
    .from(locations)
    .innerJoin(customers, eq(customers.id, locations.customerId))
    .where(and(eq(locations.id, locationId), visibleTo(actor.scope, { customerId: locations.customerId, locationId: locations.id })));
  if (!place) throw badRequest('locationId: no such location.');
  if (!actor.ability.can(action, subject('PmSchedule', { customerId: place.customerId, locationId: place.locationId })))
    throw forbidden(PM_SCHEDULE_MESSAGES.forbidden);
  if (place.isSelfService && !place.fullPm) throw forbidden(PM_SCHEDULE_MESSAGES.planWithoutPm);
  if (generates && place.archivedAt) throw badRequest(LOCATION_SETUP_MESSAGES.archived);
  if (generates && !place.pmEnabled) throw badRequest(PM_SCHEDULE_MESSAGES.pmOff);
  return place;
}

/** The equipment must stand at the schedule's location; answers its kind, which a template may be written for. */
async function assetTypeAt(db: Queryable, assetId: string, place: Place): Promise<{ id: string; name: string }> {
  const [asset] = await db
    .select({ id: assetTypes.id, name: assetTypes.name })
    .from(assets)
    .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
    .where(and(eq(assets.id, assetId), eq(assets.locationId, place.locationId), eq(assets.customerId, place.customerId)));
  if (!asset) throw badRequest(PM_SCHEDULE_MESSAGES.assetElsewhere);
  return asset;
}

async function assertVendorChoosable(db: Queryable, vendorId: string | null | undefined, customerId: string): Promise<void> {
  if (!vendorId) return;
  const [vendor] = await db
    .select({ id: vendors.id, dropped: vendorEightySixes.reason })
    .from(vendors)
    .leftJoin(vendorEightySixes, and(eq(vendorEightySixes.vendorId, vendors.id), eq(vendorEightySixes.customerId, customerId)))
    .where(eq(vendors.id, vendorId));
  if (!vendor) throw badRequest('assignedToVendorId: no such vendor.');
  if (vendor.dropped !== null) throw conflict(`assignedToVendorId: your company eighty-sixed this vendor (${vendor.dropped}); choose another.`);
}

async function assertTemplateChoosable(
  db: Queryable,
  templateId: string | null | undefined,
  customerId: string,
  assetType: { id: string; name: string } | null,
): Promise<void> {
  if (!templateId) return;
  const [template] = await db
    .select({ assetTypeId: pmTemplates.assetTypeId, archivedAt: pmTemplates.archivedAt, typeName: assetTypes.name })
    .from(pmTemplates)
    .leftJoin(assetTypes, eq(assetTypes.id, pmTemplates.assetTypeId))
    .where(and(eq(pmTemplates.id, templateId), eq(pmTemplates.customerId, customerId)));
  if (!template) throw badRequest('pmTemplateId: no such template.');
  if (template.archivedAt) throw badRequest('pmTemplateId: that template is archived.');
  if (template.assetTypeId && template.assetTypeId !== assetType?.id)
    throw badRequest(PM_SCHEDULE_MESSAGES.templateForOtherEquipment(template.typeName ?? 'other equipment'));
}

/** What the audit trail keeps of a schedule. */
const auditedFields = (v: PmScheduleView) => ({
  name: v.name,
  description: v.description,
  location: v.location.name,
  asset: v.asset?.name ?? null,
  repeats: v.repeats,
  startDate: v.startDate,
  endDate: v.endDate,
  vendor: v.vendor?.name ?? null,
  template: v.template?.name ?? null,
  active: v.active,
});

/**
 * The first occurrence not generated yet: from today at the location, and never on or before the
 * latest visit's due date (a changed rule does not generate a day twice).
 */
async function firstOpenOccurrence(db: Queryable, schedule: ScheduleRow, today: string): Promise<string | null> {
  const [latest] = await db
    .select({ due: max(pmRequestDetails.dueDate) })
    .from(pmRequestDetails)
    .where(eq(pmRequestDetails.pmScheduleId, schedule.id));
  const afterLatest = latest?.due ? addDays(latest.due, 1) : schedule.startDate;
  return occurrenceFrom(schedule, afterLatest > today ? afterLatest : today);
}

/**
 * POST pm-schedules: a new schedule with a thread of its own; its next visit is the first occurrence
 * from today on, generated at once when it falls within the generation window. The same id again
 * answers the stored schedule (created false).
 */
export async function createSchedule(db: Queryable, actor: Actor, body: PmScheduleCreate): Promise<{ created: boolean; schedule: PmScheduleView }> {
  const [existing] = await db.select({ id: pmSchedules.id }).from(pmSchedules).where(eq(pmSchedules.id, body.id));
  if (existing) {
    const [mine] = await scheduleViews(db, and(eq(pmSchedules.id, body.id), scheduleScope(actor)));
    if (!mine) throw conflict('A PM schedule with this id exists already.');
    return { created: false, schedule: mine };
  }
  const place = await schedulablePlace(db, actor, body.locationId, 'create', true);
  const assetType = body.assetId ? await assetTypeAt(db, body.assetId, place) : null;
  await assertVendorChoosable(db, body.assignedToVendorId, place.customerId);
  await assertTemplateChoosable(db, body.pmTemplateId, place.customerId, assetType);

  const today = todayAt(place.timeZone);
  const fields = { recurrence: body.recurrence, startDate: body.startDate, endDate: body.endDate };
  const [row] = await db
    .insert(pmSchedules)
    .values({
      id: body.id,
      customerId: place.customerId,
      locationId: place.locationId,
      assetId: body.assetId,
      name: body.name,
      description: body.description,
      ...fields,
      nextOccurrenceDate: occurrenceFrom(fields, body.startDate > today ? body.startDate : today),
      pmThreadId: randomUUID(),
      assignedToVendorId: body.assignedToVendorId,
      pmTemplateId: body.pmTemplateId,
      active: body.active,
      createdByUserId: actor.user.id,
    })
    .returning();
  await recordAudit(db, actor, {
    customerId: place.customerId,
    action: 'pmSchedule.create',
    subject: { type: 'PmSchedule', id: body.id },
    after: auditedFields(await scheduleViewById(db, body.id)),
  });
  await generateDueVisit(db, row!, place.timeZone);
  return { created: true, schedule: await scheduleViewById(db, body.id) };
}

/** PATCH pm-schedules/{id}: see pmSchedulePatchSchema for what a change does to the next visit. */
export async function updateSchedule(db: Queryable, actor: Actor, id: string, patch: PmSchedulePatch): Promise<PmScheduleView> {
  const row = await getScheduleRow(db, actor, id);
  // Only pausing or ending it (an end date, nothing else) stops a schedule; anything else may make visits.
  const onlyStops = Object.keys(patch).every((field) => field === 'active' || field === 'endDate') && patch.active !== true;
  const place = await schedulablePlace(db, actor, row.locationId, 'update', !onlyStops);
  const assetType = row.assetId ? await assetTypeAt(db, row.assetId, place) : null;
  if (patch.assignedToVendorId !== row.assignedToVendorId) await assertVendorChoosable(db, patch.assignedToVendorId, place.customerId);
  if (patch.pmTemplateId !== row.pmTemplateId) await assertTemplateChoosable(db, patch.pmTemplateId, place.customerId, assetType);
  // An end date alone before the start ends a schedule that has not started: it never has a visit.
  const next: ScheduleRow = { ...row, ...patch };

  const timing = patch.recurrence !== undefined || patch.startDate !== undefined || patch.endDate !== undefined;
  const resumed = patch.active === true && !row.active;
  if (timing || resumed) next.nextOccurrenceDate = await firstOpenOccurrence(db, next, todayAt(place.timeZone));

  const before = auditedFields(await scheduleViewById(db, id));
  const [updated] = await db
    .update(pmSchedules)
    .set({ ...patch, nextOccurrenceDate: next.nextOccurrenceDate, updatedAt: new Date() })
    .where(eq(pmSchedules.id, id))
    .returning();
  const change = changedFields(before, auditedFields(await scheduleViewById(db, id)));
  if (Object.keys(change.after).length) {
    await recordAudit(db, actor, { customerId: row.customerId, action: 'pmSchedule.update', subject: { type: 'PmSchedule', id }, ...change });
  }
  if (!onlyStops) await generateDueVisit(db, updated!, place.timeZone);
  return scheduleViewById(db, id);
}
