import { subject } from '@casl/ability';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatZonedDateTime } from '../../../domain/format/date-format';
import { visitLength } from '../../../domain/format/visit-length';
import type { requestCreateSchema, requestPatchSchema } from '../../../domain/requests/request-inputs';
import type { RequestPriority, RequestStatus, RequestSubStatus, RequestType } from '../../../domain/requests/request-enums';
import { REQUEST_FIELD_LABELS, type RequestField } from '../../../domain/requests/request-fields';
import { reportedAtProblem } from '../../../domain/requests/reported-at';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { assetTypes } from '../../db/schema/catalog';
import { requestContacts } from '../../db/schema/request-contacts';
import { requests } from '../../db/schema/requests';
import { customerMemberships, customers, locations, userLocations, vendors } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { badRequest, conflict, forbidden, type HttpError } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { LOCATION_SETUP_MESSAGES } from '../../../domain/locations/location-setup';
import { INTERNAL_TECHNICIAN_ROLES } from '../../../domain/tenancy/roles';
import { canSeeLocation } from '../../db/tenant-scope';
import { endAutomations, endDispatchAutomation, JOB_KINDS, startDispatchAutomation } from '../dispatch/automation-steps.service';
import { etaChanged, scheduleEtaReminder } from '../dispatch/vendor-reminders.service';
import { sendCsatLink, sendDispatchLink } from '../public-links/link-notices.service';
import { linkAttemptToRequest } from '../troubleshooting/troubleshooting.service';
import { noteExcerpt, queueNotification } from '../notifications/notification-events.service';
import { checkedInState, recordActivity } from './activities.service';
import { assertMayChangeFields, assertOpen, type RequestAccessRow } from './request-access';

type RequestCreateInput = z.output<typeof requestCreateSchema>;
type RequestPatchInput = z.output<typeof requestPatchSchema>;

/** Sub-statuses before anyone is on site: dispatching or checking in moves the request on. */
const BEFORE_DISPATCH: readonly (RequestSubStatus | null)[] = [null, 'Awaiting Dispatch', 'Dispatch Escalated'];
const BEFORE_ARRIVAL: readonly (RequestSubStatus | null)[] = [null, 'Awaiting Dispatch', 'Vendor Dispatched', 'Vendor En Route'];

/** Who a change is by: a signed-in user, or someone acting through a public link (no user). */
export interface Author {
  userId: string | null;
  name: string;
}
export const authorOf = (actor: Actor): Author => ({ userId: actor.user.id, name: actor.user.name });

export interface RequestPlacement {
  customerId: string;
  locationId: string;
  assetId: string | null;
  serviceCategoryId: string | null;
  isSelfServiceCustomer: boolean;
}

/**
 * Where a new request goes: the asset's location (or the location given), both visible to the
 * caller. Bad references are the body's fault: 400 naming the field.
 */
export async function resolvePlacement(db: Queryable, actor: Actor, input: { assetId?: string; locationId?: string }): Promise<RequestPlacement> {
  let assetRow: { id: string; customerId: string; locationId: string; serviceCategoryId: string } | undefined;
  if (input.assetId) {
    [assetRow] = await db
      .select({ id: assets.id, customerId: assets.customerId, locationId: assets.locationId, serviceCategoryId: assetTypes.serviceCategoryId })
      .from(assets)
      .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
      .where(eq(assets.id, input.assetId));
    if (!assetRow || !canSeeLocation(actor.scope, assetRow)) throw badRequest('assetId: no such asset at your locations.');
    if (input.locationId && input.locationId !== assetRow.locationId) throw conflict(await movedAssetMessage(db, assetRow.locationId));
  }
  const locationId = assetRow?.locationId ?? input.locationId!;
  const [location] = await db
    .select({ id: locations.id, customerId: locations.customerId, isSelfService: customers.isSelfService, archivedAt: locations.archivedAt })
    .from(locations)
    .innerJoin(customers, eq(customers.id, locations.customerId))
    .where(eq(locations.id, locationId));
  if (!location || !canSeeLocation(actor.scope, { customerId: location.customerId, locationId })) throw badRequest('locationId: no such location among yours.');
  if (!actor.ability.can('create', subject('Request', { customerId: location.customerId, locationId }))) {
    throw forbidden('You do not have permission to create requests at this location.');
  }
  if (location.archivedAt) throw badRequest(LOCATION_SETUP_MESSAGES.archived);
  return {
    customerId: location.customerId,
    locationId,
    assetId: assetRow?.id ?? null,
    serviceCategoryId: assetRow?.serviceCategoryId ?? null,
    isSelfServiceCustomer: location.isSelfService,
  };
}

/**
 * The refusal of a request filed for equipment at the location it was at when the user chose it, which
 * is now at another of the caller's locations (moved meanwhile; docs/product/offline-writes.md).
 */
async function movedAssetMessage(db: Queryable, locationId: string): Promise<string> {
  const [now] = await db.select({ name: locations.name }).from(locations).where(eq(locations.id, locationId));
  return `This equipment is now at ${now?.name ?? 'another location'}, not at the location chosen for the request, so the request was not created. File it again from the equipment's page.`;
}

export async function assertVendorExists(db: Queryable, vendorId: string): Promise<void> {
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
  if (!vendor) throw badRequest('assignedToVendorId: no such vendor.');
}

/** Contacts must be active people of the customer who see the location. */
async function assertContacts(db: Queryable, placement: { customerId: string; locationId: string }, contactIds: readonly string[]): Promise<void> {
  const wanted = [...new Set(contactIds)];
  if (!wanted.length) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(customerMemberships, and(eq(customerMemberships.userId, users.id), eq(customerMemberships.customerId, placement.customerId)))
    .where(
      and(
        inArray(users.id, wanted),
        isNull(users.deletedAt),
        or(
          eq(customerMemberships.allLocations, true),
          inArray(users.id, db.select({ id: userLocations.userId }).from(userLocations).where(eq(userLocations.locationId, placement.locationId))),
        ),
      ),
    );
  if (found.length !== wanted.length) throw badRequest("contactIds: every contact must be a person at the request's location.");
}

async function replaceContacts(db: Queryable, requestId: string, contactIds: readonly string[]): Promise<void> {
  await db.delete(requestContacts).where(eq(requestContacts.requestId, requestId));
  const unique = [...new Set(contactIds)];
  if (unique.length) await db.insert(requestContacts).values(unique.map((userId) => ({ requestId, userId })));
}

/** A vendor's name as the timeline writes it ('the vendor' for an unknown id). */
export async function vendorName(db: Queryable, vendorId: string): Promise<string> {
  const [row] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, vendorId));
  return row?.name ?? 'the vendor';
}

export interface NewRequest {
  id: string;
  placement: RequestPlacement;
  requestType: RequestType;
  requestPriority: RequestPriority;
  isSelfService: boolean;
  ticketName: string | null;
  incidentDescription: string;
  symptoms: string[];
  assignedToVendorId: string | null;
  contactIds: string[];
  troubleshootingStatus: string | null;
  troubleshootingGuideAttempt: string | null;
  pmThreadId: string | null;
  /** When the user filed it (filed offline): reportedAtOf's answer; null for now. */
  reportedAt?: Date | null;
  extra?: Partial<typeof requests.$inferInsert>;
}

/**
 * The reported time a create carries (a request filed offline), checked against the server's
 * clock (domain/requests/reported-at.ts): a 400 when out of bounds, null when not given.
 */
export function reportedAtOf(reportedAt: string | undefined, now = new Date()): Date | null {
  if (reportedAt === undefined) return null;
  const at = new Date(reportedAt);
  const problem = reportedAtProblem(at, now);
  if (problem) throw badRequest(problem);
  return at;
}

/**
 * Inserts a request under its client id with its contacts and first timeline entries, and sends a
 * dispatched vendor its link. Returns false when the id exists already (a replay): nothing is written then.
 */
export async function insertRequest(db: Queryable, actor: Actor, input: NewRequest): Promise<boolean> {
  if (!(await insertRequestBy(db, authorOf(actor), input))) return false;
  if (input.troubleshootingGuideAttempt)
    await linkAttemptToRequest(db, actor, input.troubleshootingGuideAttempt, { id: input.id, assetId: input.placement.assetId });
  return true;
}

/** insertRequest for any author (a location's intake link files requests without a user). */
export async function insertRequestBy(db: Queryable, author: Author, input: NewRequest): Promise<boolean> {
  if (input.assignedToVendorId) await assertVendorExists(db, input.assignedToVendorId);
  await assertContacts(db, input.placement, input.contactIds);
  const inserted = await db
    .insert(requests)
    .values({
      id: input.id,
      customerId: input.placement.customerId,
      locationId: input.placement.locationId,
      assetId: input.placement.assetId,
      serviceCategoryId: input.placement.serviceCategoryId,
      requestType: input.requestType,
      requestPriority: input.requestPriority,
      subStatus: input.assignedToVendorId ? 'Vendor Dispatched' : 'Awaiting Dispatch',
      isSelfService: input.isSelfService,
      ticketName: input.ticketName,
      incidentDescription: input.incidentDescription,
      symptoms: input.symptoms,
      assignedToVendorId: input.assignedToVendorId,
      troubleshootingStatus: input.troubleshootingStatus,
      pmThreadId: input.pmThreadId,
      createdByUserId: author.userId,
      reportedAt: input.reportedAt ?? null,
      ...input.extra,
    })
    .onConflictDoNothing({ target: requests.id })
    .returning({ id: requests.id });
  if (!inserted.length) return false;
  await replaceContacts(db, input.id, input.contactIds);
  await recordActivity(db, {
    requestId: input.id,
    activityType: 'Request Created',
    description: `${author.name} created the request.`,
    details: { requestType: input.requestType, requestPriority: input.requestPriority, troubleshootingGuideAttempt: input.troubleshootingGuideAttempt },
    createdByUserId: author.userId,
  });
  if (input.assignedToVendorId) {
    await recordDispatch(db, author, input.id, input.assignedToVendorId);
    await sendDispatchLink(db, input.id, input.assignedToVendorId, author.userId);
    await tellAssignedVendor(db, author, input.id, input.assignedToVendorId);
    await scheduleEtaReminder(db, input.id);
  } else if (!input.isSelfService) {
    await startDispatchAutomation(db, input.id, Boolean(input.extra?.startDispatchAutomationsImmediately));
  }
  return true;
}

async function recordDispatch(db: Queryable, author: Author, requestId: string, vendorId: string): Promise<void> {
  // The request report's time to dispatch counts to the first one.
  await db
    .update(requests)
    .set({ dispatchedAt: sql`coalesce(${requests.dispatchedAt}, now())` })
    .where(eq(requests.id, requestId));
  await recordActivity(db, {
    requestId,
    activityType: 'Dispatch Confirmation',
    description: `Dispatched to ${await vendorName(db, vendorId)}.`,
    details: { vendorId },
    createdByUserId: author.userId,
  });
}

/**
 * What to do with a create whose id exists: the same caller's replay answers the stored request;
 * an id taken by a request the caller cannot see is a conflict (nothing is revealed).
 */
export function existingIdConflict(): HttpError {
  return conflict('A request with this id already exists. Generate a new id for a new request.');
}

export async function createFullServiceRequest(db: Queryable, actor: Actor, body: RequestCreateInput): Promise<boolean> {
  const placement = await resolvePlacement(db, actor, body);
  if (placement.isSelfServiceCustomer) throw badRequest('This customer uses self-service: create the request through self-service.');
  const { id, assetId: _a, locationId: _l, contactIds, troubleshootingGuideAttempt, ticketName, reportedAt, ...fields } = body;
  return insertRequest(db, actor, {
    id,
    reportedAt: reportedAtOf(reportedAt),
    placement,
    requestType: fields.requestType,
    requestPriority: fields.requestPriority,
    isSelfService: false,
    ticketName: ticketName ?? null,
    incidentDescription: fields.incidentDescription,
    symptoms: fields.symptoms,
    assignedToVendorId: fields.assignedToVendorId ?? null,
    contactIds,
    troubleshootingStatus: fields.troubleshootingStatus ?? null,
    troubleshootingGuideAttempt: troubleshootingGuideAttempt ?? null,
    pmThreadId: fields.requestType === 'Preventative' ? id : null,
    extra: {
      troubleshootingNotes: fields.troubleshootingNotes ?? null,
      troubleshootingGuideAvailable: fields.troubleshootingGuideAvailable,
      troubleshootingGuideViewedAt: fields.troubleshootingGuideViewedAt ? new Date(fields.troubleshootingGuideViewedAt) : null,
      isOtApproved: fields.isOtApproved,
      otApprovedBy: fields.otApprovedBy ?? null,
      emergencyCallbackPhoneNumber: fields.emergencyCallbackPhoneNumber ?? null,
      startDispatchAutomationsImmediately: fields.startDispatchAutomationsImmediately,
      nteCents: fields.nteCents ?? null,
      escalateThroughEep: fields.escalateThroughEep,
      escalationReasons: fields.escalationReasons,
    },
  });
}

async function currentRow(db: Queryable, id: string) {
  const [row] = await db.select().from(requests).where(eq(requests.id, id));
  return row!;
}

/**
 * Assigns (or changes) the vendor: a 'Dispatch Confirmation' entry, an undispatched request moves
 * on, and the vendor gets a dispatch link to accept or decline (docs/product/public-links.md).
 */
export async function assignVendor(db: Queryable, actor: Actor, row: RequestAccessRow, vendorId: string): Promise<void> {
  assertMayChangeFields(actor, row, ['assignedToVendorId']);
  assertOpen(row);
  await assertVendorExists(db, vendorId);
  if (!(await applyVendorAssignment(db, authorOf(actor), row.id, vendorId))) return;
  await sendDispatchLink(db, row.id, vendorId, actor.user.id);
  await tellAssignedVendor(db, authorOf(actor), row.id, vendorId);
  await endDispatchAutomation(db, row.id, 'Cancelled', 'Cancelled: a vendor was assigned by hand.');
}

/**
 * The assigned vendor's people are told once the write commits (request-assigned,
 * docs/product/notifications.md#events): a person assigning it or filing it assigned, not the
 * vendor accepting an offer itself.
 */
async function tellAssignedVendor(db: Queryable, author: Author, requestId: string, vendorId: string): Promise<void> {
  const [row] = await db.select({ problem: requests.incidentDescription }).from(requests).where(eq(requests.id, requestId));
  await queueNotification(db, {
    event: 'request-assigned',
    requestId,
    actorUserId: author.userId,
    data: { vendorId, by: author.name, body: noteExcerpt(row?.problem ?? '') },
  });
}

/** The effect of assignVendor, checks done; false when the vendor was assigned already. */
export async function applyVendorAssignment(db: Queryable, author: Author, requestId: string, vendorId: string): Promise<boolean> {
  const before = await currentRow(db, requestId);
  if (before.assignedToVendorId === vendorId) return false;
  await db.update(requests).set({ assignedToVendorId: vendorId }).where(eq(requests.id, requestId));
  await recordDispatch(db, author, requestId, vendorId);
  await markDispatched(db, author, requestId);
  await scheduleEtaReminder(db, requestId);
  return true;
}

export async function patchRequest(db: Queryable, actor: Actor, row: RequestAccessRow, patch: RequestPatchInput): Promise<void> {
  assertMayChangeFields(actor, row, Object.keys(patch) as (keyof RequestPatchInput)[]);
  const { requestType, assignedToVendorId, contactIds, troubleshootingGuideViewedAt, ...fields } = patch;
  if (contactIds !== undefined) {
    await assertContacts(db, row, contactIds);
    await replaceContacts(db, row.id, contactIds);
  }
  if (assignedToVendorId !== undefined) {
    if (assignedToVendorId === null) {
      await db.update(requests).set({ assignedToVendorId: null }).where(eq(requests.id, row.id));
    } else {
      await assignVendor(db, actor, row, assignedToVendorId);
    }
  }
  if (requestType !== undefined) await setRequestType(db, actor, row, requestType);
  const viewedAt =
    troubleshootingGuideViewedAt === undefined
      ? {}
      : { troubleshootingGuideViewedAt: troubleshootingGuideViewedAt ? new Date(troubleshootingGuideViewedAt) : null };
  const set = { ...fields, ...viewedAt };
  if (Object.keys(set).length)
    await db
      .update(requests)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(requests.id, row.id));
  const changed = Object.keys({ ...set, ...(contactIds !== undefined ? { contactIds } : {}) }).map((k) => REQUEST_FIELD_LABELS[k as RequestField] ?? k);
  if (changed.length) {
    await recordActivity(db, {
      requestId: row.id,
      activityType: 'Request Updated',
      description: `${actor.user.name} updated the ${changed.join(', ')}.`,
      details: { fields: changed.join(', ') },
      createdByUserId: actor.user.id,
    });
  }
}

async function setRequestType(db: Queryable, actor: Actor, row: RequestAccessRow, requestType: RequestType): Promise<void> {
  const before = await currentRow(db, row.id);
  if (before.requestType === requestType) return;
  await db.update(requests).set({ requestType }).where(eq(requests.id, row.id));
  await recordActivity(db, {
    requestId: row.id,
    activityType: 'Request Type Changed',
    description: `Request type changed from ${before.requestType} to ${requestType}.`,
    details: { from: before.requestType, to: requestType },
    createdByUserId: actor.user.id,
  });
}

export async function setSubStatus(db: Queryable, actor: Actor, row: RequestAccessRow, subStatus: RequestSubStatus | null): Promise<void> {
  assertMayChangeFields(actor, row, ['subStatus']);
  assertOpen(row);
  await applySubStatus(db, authorOf(actor), row.id, subStatus);
}

/**
 * A request offered or assigned to a vendor before any vendor was on the way (no sub-status,
 * Awaiting Dispatch, Dispatch Escalated) moves to Vendor Dispatched, with its activity.
 */
export async function markDispatched(db: Queryable, author: Author, requestId: string): Promise<void> {
  const before = await currentRow(db, requestId);
  if (BEFORE_DISPATCH.includes(before.subStatus)) await applySubStatus(db, author, requestId, 'Vendor Dispatched');
}

/** The effect of setSubStatus, checks done. */
export async function applySubStatus(db: Queryable, author: Author, requestId: string, subStatus: RequestSubStatus | null): Promise<void> {
  const before = await currentRow(db, requestId);
  if (before.subStatus === subStatus) return;
  await db.update(requests).set({ subStatus }).where(eq(requests.id, requestId));
  await recordActivity(db, {
    requestId,
    activityType: 'Sub-Status Changed',
    description: `Sub-status changed from ${before.subStatus ?? 'none'} to ${subStatus ?? 'none'}.`,
    details: { from: before.subStatus, to: subStatus },
    createdByUserId: author.userId,
  });
}

export async function setPriority(db: Queryable, actor: Actor, row: RequestAccessRow, priority: RequestPriority): Promise<void> {
  assertMayChangeFields(actor, row, ['requestPriority']);
  assertOpen(row);
  const before = await currentRow(db, row.id);
  if (before.requestPriority === priority) return;
  await db.update(requests).set({ requestPriority: priority }).where(eq(requests.id, row.id));
  await recordActivity(db, {
    requestId: row.id,
    activityType: 'Priority Changed',
    description: `Priority changed from ${before.requestPriority} to ${priority}.`,
    details: { from: before.requestPriority, to: priority },
    createdByUserId: actor.user.id,
  });
}

export async function setEta(db: Queryable, actor: Actor, row: RequestAccessRow, eta: string | null): Promise<void> {
  assertMayChangeFields(actor, row, ['eta']);
  assertOpen(row);
  await applyEta(db, authorOf(actor), row.id, eta);
}

/** The effect of setEta, checks done. */
export async function applyEta(db: Queryable, author: Author, requestId: string, eta: string | null): Promise<void> {
  const before = await currentRow(db, requestId);
  const next = eta ? new Date(eta) : null;
  if ((before.eta?.getTime() ?? null) === (next?.getTime() ?? null)) return;
  await db.update(requests).set({ eta: next }).where(eq(requests.id, requestId));
  await etaChanged(db, requestId, next, before.assignedToVendorId);
  // The time as the location keeps it: the activity is read by people in other zones.
  const [place] = await db.select({ timezone: locations.timezone }).from(locations).where(eq(locations.id, before.locationId));
  await recordActivity(db, {
    requestId,
    activityType: 'ETA Updated',
    description: next ? `ETA set to ${formatZonedDateTime(next, place?.timezone ?? 'UTC')}.` : 'ETA cleared.',
    details: { from: before.eta?.toISOString() ?? null, to: next?.toISOString() ?? null },
    createdByUserId: author.userId,
  });
}

export async function setServiceWindow(db: Queryable, actor: Actor, row: RequestAccessRow, window: { start: string; end: string }): Promise<void> {
  assertMayChangeFields(actor, row, ['serviceWindow']);
  assertOpen(row);
  const start = new Date(window.start);
  const end = new Date(window.end);
  await db.update(requests).set({ serviceWindowStart: start, serviceWindowEnd: end }).where(eq(requests.id, row.id));
  await recordActivity(db, {
    requestId: row.id,
    activityType: 'Service Window Updated',
    description: 'Service window set.',
    details: { start: start.toISOString(), end: end.toISOString() },
    createdByUserId: actor.user.id,
  });
}

/** A check-in more than this far in the device's future is a clock error. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * Whether a check-in is the service's arrival (docs/product/requests.md sub-status): the dispatched
 * vendor's people or the customer's own technicians. Location staff checking in are on site too,
 * but the vendor is not: their check-in is recorded and moves nothing.
 */
function arrivesToServe(actor: Actor, row: RequestAccessRow): boolean {
  const { vendors, customers } = actor.memberships;
  return (
    (row.assignedToVendorId !== null && vendors.some((v) => v.vendorId === row.assignedToVendorId)) ||
    customers.some((c) => c.customerId === row.customerId && INTERNAL_TECHNICIAN_ROLES.includes(c.role))
  );
}

/** Records who checked in and when; a closed request refuses (409). */
export async function checkIn(db: Queryable, actor: Actor, row: RequestAccessRow, checkedInAt: string | undefined): Promise<void> {
  assertMayChangeFields(actor, row, ['checkIn']);
  assertOpen(row, 'This request is closed, so nobody can check in to it.');
  const at = checkedInAt ? new Date(checkedInAt) : new Date();
  if (at.getTime() > Date.now() + CLOCK_SKEW_MS) throw badRequest('checkedInAt: must not be in the future.');
  await applyCheckIn(db, authorOf(actor), row.id, at, { arrival: arrivesToServe(actor, row) });
}

/**
 * The effect of checkIn, checks done: the activity, and for the service's arrival (a vendor's
 * check-in, or its link's "on site") a request before arrival moves to Vendor On Site and the
 * request report's time to arrive and first-time fix (one visit) count it.
 */
export async function applyCheckIn(db: Queryable, author: Author, requestId: string, at: Date, { arrival }: { arrival: boolean }): Promise<void> {
  if (arrival) {
    const before = await currentRow(db, requestId);
    if (BEFORE_ARRIVAL.includes(before.subStatus)) await applySubStatus(db, author, requestId, 'Vendor On Site');
    await db
      .update(requests)
      .set({
        firstCheckInAt: sql`least(coalesce(${requests.firstCheckInAt}, ${at.toISOString()}::timestamptz), ${at.toISOString()}::timestamptz)`,
        checkInCount: sql`${requests.checkInCount} + 1`,
      })
      .where(eq(requests.id, requestId));
  }
  await recordActivity(db, {
    requestId,
    activityType: 'Check In',
    description: `${author.name} checked in.`,
    details: {},
    createdByUserId: author.userId,
    createdAt: at,
  });
}

/**
 * Records that the caller left the site, with the visit's length on the activity. Only someone on
 * site (checked in and not out since) checks out; a closed request still takes it (the work is
 * often completed before leaving).
 */
export async function checkOut(db: Queryable, actor: Actor, row: RequestAccessRow, checkedOutAt: string | undefined): Promise<void> {
  assertMayChangeFields(actor, row, ['checkIn']);
  const state = await checkedInState(db, row.id, actor.user.id);
  if (!state.checkedIn || !state.checkedInAt) throw conflict("You haven't checked in to this request, so you can't check out.");
  const at = checkedOutAt ? new Date(checkedOutAt) : new Date();
  if (at.getTime() > Date.now() + CLOCK_SKEW_MS) throw badRequest('checkedOutAt: must not be in the future.');
  const arrived = new Date(state.checkedInAt);
  if (at < arrived) throw badRequest('checkedOutAt: must not be before the check-in.');
  const visitMinutes = Math.round((at.getTime() - arrived.getTime()) / 60_000);
  await recordActivity(db, {
    requestId: row.id,
    activityType: 'Check Out',
    description: `${actor.user.name} checked out after ${visitLength(visitMinutes)} on site.`,
    details: { checkedInAt: arrived.toISOString(), visitMinutes },
    createdByUserId: actor.user.id,
    createdAt: at,
  });
}

export interface Completion {
  resolutionStatement: string;
  completedAt?: string;
}

/** Closes the request (docs/product/requests.md): status Request Closed, completion date, resolution statement. */
export async function completeRequest(db: Queryable, actor: Actor, row: RequestAccessRow, completion: Completion): Promise<void> {
  assertMayChangeFields(actor, row, ['completion']);
  assertOpen(row, 'This request is already closed.');
  const completedAt = completion.completedAt ? new Date(completion.completedAt) : new Date();
  if (completedAt.getTime() > Date.now() + CLOCK_SKEW_MS) throw badRequest('completedAt: must not be in the future.');
  const status: RequestStatus = 'Request Closed';
  await db
    .update(requests)
    .set({ requestStatus: status, completedAt, resolutionStatement: completion.resolutionStatement, subStatus: 'Work Complete' })
    .where(eq(requests.id, row.id));
  await recordActivity(db, {
    requestId: row.id,
    activityType: 'Request Completed',
    description: completion.resolutionStatement,
    details: { completedAt: completedAt.toISOString() },
    createdByUserId: actor.user.id,
  });
  await sendCsatLink(db, row.id);
  await endAutomations(db, row.id, JOB_KINDS, 'Cancelled', 'Cancelled: the request was closed.', true);
}

/** Opens a closed request again (self-service PATCH with requestStatus Request Open). */
export async function reopenRequest(db: Queryable, actor: Actor, row: RequestAccessRow): Promise<void> {
  assertMayChangeFields(actor, row, ['requestStatus']);
  if (row.requestStatus === 'Request Open') return;
  await db.update(requests).set({ requestStatus: 'Request Open', completedAt: null, resolutionStatement: null }).where(eq(requests.id, row.id));
  await recordActivity(db, {
    requestId: row.id,
    activityType: 'Request Reopened',
    description: `${actor.user.name} reopened the request.`,
    createdByUserId: actor.user.id,
  });
}
