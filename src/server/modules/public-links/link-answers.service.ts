import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatZonedDateTime } from '../../../domain/format/date-format';
import { formatUsdExact } from '../../../domain/format/money-format';
import { FOLLOW_UP_LABELS, type FollowUpStatus } from '../../../domain/public-links/follow-up-report';
import { LOCATION_SETUP_MESSAGES } from '../../../domain/locations/location-setup';
import {
  type csatAnswerSchema,
  type dispatchAnswerSchema,
  type followUpReportSchema,
  type intakeRequestSchema,
  type LinkAnswer,
  type PublicLinkView,
  type quoteAnswerSchema,
} from '../../../domain/public-links/public-links-api';
import type { RequestSubStatus } from '../../../domain/requests/request-enums';
import type { Queryable } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { assets } from '../../db/schema/assets';
import { requestAttachments } from '../../db/schema/attachments';
import { assetTypes } from '../../db/schema/catalog';
import { requestQuotes, requestRatings } from '../../db/schema/public-links';
import { requests } from '../../db/schema/requests';
import { customers, locations, vendors } from '../../db/schema/tenancy';
import { vendorDispatches } from '../../db/schema/vendors';
import { badRequest, conflict } from '../../http-error';
import type { NotificationEvent } from '../../../domain/notifications/notification-api';
import { recordActivity } from '../requests/activities.service';
import {
  applyCheckIn,
  applyEta,
  applySubStatus,
  applyVendorAssignment,
  existingIdConflict,
  insertRequestBy,
  type Author,
} from '../requests/request-writes.service';
import { endDispatchAutomation, markAnswered, offerNextAfterDecline, recordAutomation } from '../dispatch/automation-steps.service';
import { noteExcerpt, queueNotification } from '../notifications/notification-events.service';
import { sendFollowUpLink } from './link-notices.service';
import { invalidLink, type UsableLink } from './public-links.service';

/**
 * Who answers for a vendor on a request: a link of the request (by its token), or My jobs
 * (vendor-jobs.service.ts), signed in or by its vendor-jobs link. The caller has checked the link or the user, and spent the link,
 * inside the answer's transaction.
 */
export interface VendorAnswerer {
  requestId: string;
  customerId: string;
  vendorId: string | null;
  /** The link answered through; null for a signed-in user. */
  linkId: string | null;
  /** The signed-in user answering; null for a link. */
  userId: string | null;
  /** A request's dispatch link: accepting sends the follow-up link to report by (My jobs reports where it is). */
  followUpByLink: boolean;
}

/** A request's link as the one answering. */
export const answererOfLink = (link: UsableLink): VendorAnswerer => ({
  requestId: link.requestId ?? '',
  customerId: link.customerId,
  vendorId: link.vendorId,
  linkId: link.id,
  userId: null,
  followUpByLink: true,
});

const answer = (message: string, extra: Partial<LinkAnswer> = {}): LinkAnswer => ({ message, followUpUrl: null, requestNumber: null, ...extra });

const oneLine = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ') || null;

/** The columns of a request a link's page (and My jobs) shows, with what the answers check. */
export const LINK_REQUEST_COLUMNS = {
  id: requests.id,
  number: requests.number,
  ticketName: requests.ticketName,
  problem: requests.incidentDescription,
  requestPriority: requests.requestPriority,
  requestStatus: requests.requestStatus,
  subStatus: requests.subStatus,
  eta: requests.eta,
  nteCents: requests.nteCents,
  windowStart: requests.serviceWindowStart,
  windowEnd: requests.serviceWindowEnd,
  completedAt: requests.completedAt,
  assignedToVendorId: requests.assignedToVendorId,
  locationId: requests.locationId,
  assetName: assets.name,
  modelNumber: assets.modelNumber,
  vendorName: vendors.name,
};

/** The columns of a location a link's page shows (join locations and customers). */
export const LINK_LOCATION_COLUMNS = {
  name: locations.name,
  storeNumber: locations.storeNumber,
  address: locations.address,
  city: locations.city,
  state: locations.state,
  postalCode: locations.postalCode,
  phone: locations.phone,
  siteContactName: locations.siteContactName,
  siteContactPhone: locations.siteContactPhone,
  accessNotes: locations.accessNotes,
  timezone: locations.timezone,
  customerName: customers.name,
};

/** A row of LINK_REQUEST_COLUMNS (its left joins may be null). */
interface LinkRequestRow {
  id: string;
  number: number;
  ticketName: string | null;
  problem: string;
  requestPriority: NonNullable<PublicLinkView['request']>['requestPriority'];
  requestStatus: NonNullable<PublicLinkView['request']>['requestStatus'];
  subStatus: RequestSubStatus | null;
  eta: Date | null;
  nteCents: number | null;
  windowStart: Date | null;
  windowEnd: Date | null;
  completedAt: Date | null;
  assetName: string | null;
  modelNumber: string | null;
  vendorName: string | null;
}

/** A row of LINK_LOCATION_COLUMNS. */
interface LinkLocationRow {
  name: string;
  storeNumber: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  phone: string | null;
  siteContactName: string | null;
  siteContactPhone: string | null;
  accessNotes: string | null;
  timezone: string;
}

/** The request as the wire carries it to a link's page or My jobs. */
export const linkRequestView = (request: LinkRequestRow): NonNullable<PublicLinkView['request']> => ({
  id: request.id,
  number: request.number,
  ticketName: request.ticketName,
  problem: request.problem,
  requestPriority: request.requestPriority,
  requestStatus: request.requestStatus,
  subStatus: request.subStatus,
  eta: request.eta?.toISOString() ?? null,
  nteCents: request.nteCents,
  serviceWindow: request.windowStart ? { start: request.windowStart.toISOString(), end: request.windowEnd?.toISOString() ?? null } : null,
  asset: request.assetName ? { name: request.assetName, modelNumber: request.modelNumber } : null,
  vendorName: request.vendorName,
  completedAt: request.completedAt?.toISOString() ?? null,
});

/** The location as the wire carries it: one address line, the store's phone. */
export const linkLocationView = (place: LinkLocationRow): PublicLinkView['location'] => ({
  name: place.name,
  storeNumber: place.storeNumber,
  address: oneLine(place.address, place.city, oneLine(place.state, place.postalCode)?.replace(', ', ' ') ?? null),
  phone: place.phone,
  siteContact: place.siteContactName || place.siteContactPhone ? { name: place.siteContactName, phone: place.siteContactPhone } : null,
  accessNotes: place.accessNotes,
  timezone: place.timezone,
});

async function linkRequest(db: Queryable, link: { requestId: string | null; customerId: string }) {
  const [row] = await db
    .select(LINK_REQUEST_COLUMNS)
    .from(requests)
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .leftJoin(vendors, eq(vendors.id, requests.assignedToVendorId))
    .where(and(eq(requests.id, link.requestId ?? ''), eq(requests.customerId, link.customerId)));
  if (!row) throw invalidLink();
  return row;
}

async function linkLocation(db: Queryable, locationId: string) {
  const [row] = await db
    .select(LINK_LOCATION_COLUMNS)
    .from(locations)
    .innerJoin(customers, eq(customers.id, locations.customerId))
    .where(eq(locations.id, locationId));
  if (!row) throw invalidLink();
  return row;
}

/** The customer's latest ask of a vendor for a quote on a request, with what it should cover when they said. */
export async function latestQuoteAsk(db: Queryable, requestId: string, vendorId: string): Promise<PublicLinkView['quoteAsk']> {
  const [ask] = await db
    .select({ details: activities.details, createdAt: activities.createdAt })
    .from(activities)
    .where(and(eq(activities.requestId, requestId), eq(activities.activityType, 'Quote Requested'), sql`${activities.details}->>'vendorId' = ${vendorId}`))
    .orderBy(desc(activities.createdAt))
    .limit(1);
  if (!ask) return null;
  return { note: typeof ask.details.note === 'string' ? ask.details.note : null, askedAt: ask.createdAt.toISOString() };
}

/** What a link's page shows: the request (or, for intake, the location's equipment), never the customer's people. */
export async function linkView(db: Queryable, link: UsableLink): Promise<PublicLinkView> {
  const request = link.requestId ? await linkRequest(db, link) : null;
  const locationId = request?.locationId ?? link.locationId;
  if (!locationId) throw invalidLink();
  const place = await linkLocation(db, locationId);
  const equipment =
    link.purpose === 'request-intake'
      ? await db.select({ id: assets.id, name: assets.name }).from(assets).where(eq(assets.locationId, locationId)).orderBy(asc(assets.name)).limit(200)
      : [];
  return {
    purpose: link.purpose,
    expiresAt: link.expiresAt.toISOString(),
    customerName: place.customerName,
    location: linkLocationView(place),
    request: request && linkRequestView(request),
    assets: equipment,
    // A request-quote link's page shows what the customer asked to be quoted.
    quoteAsk: request && link.purpose === 'request-quote' && link.vendorId ? await latestQuoteAsk(db, request.id, link.vendorId) : null,
  };
}

/** The vendor answering, as activities name it (the company, also when one of its people is signed in). */
async function vendorAuthor(db: Queryable, link: VendorAnswerer): Promise<Author> {
  if (!link.vendorId) return { userId: link.userId, name: 'The vendor' };
  const [vendor] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, link.vendorId));
  return { userId: link.userId, name: vendor?.name ?? 'The vendor' };
}

/** The link's request, still open. */
async function openLinkRequest(db: Queryable, link: VendorAnswerer) {
  const request = await linkRequest(db, link);
  if (request.requestStatus !== 'Request Open') throw conflict('This request is closed, so it cannot be changed.');
  return request;
}

/** An open request still dispatched to the link's vendor (a re-dispatched job's old link is spent). */
async function openRequestOfVendor(db: Queryable, link: VendorAnswerer) {
  const request = await openLinkRequest(db, link);
  if (request.assignedToVendorId && link.vendorId && request.assignedToVendorId !== link.vendorId) throw invalidLink();
  return request;
}

/** The vendor's answer goes on its dispatch record (docs/product/vendors.md dispatch history). */
async function recordDispatchResponse(db: Queryable, link: VendorAnswerer, response: 'Accepted' | 'Declined'): Promise<void> {
  if (!link.vendorId) return;
  await db
    .update(vendorDispatches)
    .set({ response, respondedAt: new Date() })
    .where(and(eq(vendorDispatches.requestId, link.requestId), eq(vendorDispatches.vendorId, link.vendorId), eq(vendorDispatches.response, 'Pending')));
}

/**
 * A dispatch answered (docs/product/public-links.md): accepting assigns the vendor if it is not yet,
 * sets the ETA like the ETA call does and writes a Dispatch Confirmation, then sends the follow-up
 * link; declining writes why, and a request dispatched (offered or assigned) to this vendor goes back to Awaiting Dispatch.
 */
export async function answerDispatch(
  db: Queryable,
  link: VendorAnswerer,
  body: Pick<z.output<typeof dispatchAnswerSchema>, 'response' | 'eta' | 'reason'>,
): Promise<LinkAnswer> {
  const request = await openRequestOfVendor(db, link);
  const author = await vendorAuthor(db, link);
  if (body.response === 'decline') {
    if (request.assignedToVendorId) await db.update(requests).set({ assignedToVendorId: null }).where(eq(requests.id, request.id));
    // The vendor it was dispatched (offered or assigned) to said no: the request waits for another.
    if (request.assignedToVendorId || request.subStatus === 'Vendor Dispatched') await applySubStatus(db, author, request.id, 'Awaiting Dispatch');
    await recordActivity(db, {
      requestId: request.id,
      activityType: 'Dispatch Declined',
      description: `${author.name} declined the job: ${body.reason!}`,
      details: { vendorId: link.vendorId, reason: body.reason! },
      createdByUserId: link.userId,
    });
    await recordDispatchResponse(db, link, 'Declined');
    await tellRequestPeople(db, 'dispatch-declined', request.id, link, author.name, body.reason!);
    await offerNextAfterDecline(db, request.id, author.name);
    return answer('Thanks — the customer knows you cannot take this job.');
  }
  if (link.vendorId) await applyVendorAssignment(db, author, request.id, link.vendorId);
  await applyEta(db, author, request.id, body.eta!);
  const place = await linkLocation(db, request.locationId);
  const arriving = `Arriving ${formatZonedDateTime(new Date(body.eta!), place.timezone)}.`;
  await tellRequestPeople(db, 'dispatch-accepted', request.id, link, author.name, arriving);
  await recordActivity(db, {
    requestId: request.id,
    activityType: 'Dispatch Confirmation',
    description: `${author.name} accepted the job, arriving ${formatZonedDateTime(new Date(body.eta!), place.timezone)}.`,
    details: { vendorId: link.vendorId, eta: body.eta!, accepted: true },
    createdByUserId: link.userId,
  });
  await recordDispatchResponse(db, link, 'Accepted');
  await endDispatchAutomation(db, request.id, 'Answered', `${author.name} accepted the offer.`);
  // A link's vendor reports by the next link; one signed in reports from My jobs.
  if (!link.followUpByLink) return answer('Thanks — you have the job.');
  const followUpUrl = link.vendorId ? await sendFollowUpLink(db, request.id, link.vendorId) : null;
  return answer('Thanks — you have the job. We sent you a link to report your progress.', { followUpUrl });
}

/** Files a vendor sent with its answer must be attachments of the link's request. */
async function assertAttachmentsOfRequest(db: Queryable, requestId: string, ids: readonly string[], field: string): Promise<void> {
  if (!ids.length) return;
  const found = await db
    .select({ id: requestAttachments.id })
    .from(requestAttachments)
    .where(and(eq(requestAttachments.requestId, requestId), inArray(requestAttachments.id, [...ids])));
  if (found.length !== new Set(ids).size) throw badRequest(`${field}: upload the file with this link first.`);
}

/**
 * A quote: stored on the request, an activity, and the request awaits the customer's approval. Any
 * vendor asked may quote an open request, not only its vendor: the customer compares quotes.
 */
export async function answerQuote(
  db: Queryable,
  link: VendorAnswerer,
  body: Pick<z.output<typeof quoteAnswerSchema>, 'amountUsd' | 'description' | 'attachmentId'>,
): Promise<LinkAnswer> {
  const request = await openLinkRequest(db, link);
  if (body.attachmentId) await assertAttachmentsOfRequest(db, request.id, [body.attachmentId], 'attachmentId');
  const author = await vendorAuthor(db, link);
  const amountCents = Math.round(body.amountUsd * 100);
  await db.insert(requestQuotes).values({
    requestId: request.id,
    vendorId: link.vendorId,
    linkId: link.linkId,
    amountCents,
    description: body.description,
    attachmentId: body.attachmentId ?? null,
  });
  await recordActivity(db, {
    requestId: request.id,
    activityType: 'Quote Submitted',
    description: `${author.name} quoted ${formatUsdExact(amountCents)}: ${body.description}`,
    details: { amountCents, vendorId: link.vendorId, attachmentId: body.attachmentId ?? null },
    createdByUserId: link.userId,
  });
  await applySubStatus(db, author, request.id, 'Awaiting Quote Approval');
  await tellRequestPeople(db, 'quote-received', request.id, link, author.name, `${formatUsdExact(amountCents)}: ${body.description}`);
  return answer('Thanks — your quote is with the customer.');
}

/** What the request's people are told of each progress report (docs/product/notifications.md#events). */
const FOLLOW_UP_EVENT: Record<FollowUpStatus, NotificationEvent> = {
  'on-the-way': 'vendor-en-route',
  'on-site': 'vendor-on-site',
  'work-complete': 'work-complete',
  'needs-parts': 'needs-parts',
};

/** The request's people hear of a vendor's answer once it commits (docs/product/notifications.md). */
async function tellRequestPeople(db: Queryable, event: NotificationEvent, requestId: string, link: VendorAnswerer, by: string, body: string): Promise<void> {
  await queueNotification(db, {
    event,
    requestId,
    actorUserId: link.userId,
    data: { ...(link.vendorId ? { vendorId: link.vendorId } : {}), by, body: noteExcerpt(body) },
  });
}

const FOLLOW_UP_SUB_STATUS: Record<Exclude<FollowUpStatus, 'on-site'>, RequestSubStatus> = {
  'on-the-way': 'Vendor En Route',
  'work-complete': 'Work Complete',
  'needs-parts': 'Awaiting Parts',
};

/**
 * A progress report: an activity with the notes and photos, and the request follows (on the way →
 * Vendor En Route, on site → a check-in like a technician's, done → Work Complete, parts → Awaiting Parts).
 */
export async function reportFollowUp(
  db: Queryable,
  link: VendorAnswerer,
  body: Pick<z.output<typeof followUpReportSchema>, 'status' | 'notes' | 'attachmentIds'>,
  reportedAt: Date = new Date(),
): Promise<LinkAnswer> {
  const request = await openRequestOfVendor(db, link);
  await assertAttachmentsOfRequest(db, request.id, body.attachmentIds, 'attachmentIds');
  const author = await vendorAuthor(db, link);
  const label = FOLLOW_UP_LABELS[body.status];
  await recordActivity(db, {
    requestId: request.id,
    activityType: 'Vendor Update',
    description: `${author.name}: ${label}.${body.notes ? ` ${body.notes}` : ''}`,
    details: { status: body.status, vendorId: link.vendorId, attachmentIds: body.attachmentIds.join(',') || null },
    createdByUserId: link.userId,
  });
  if (body.status === 'on-site') await applyCheckIn(db, author, request.id, reportedAt, { arrival: true });
  else await applySubStatus(db, author, request.id, FOLLOW_UP_SUB_STATUS[body.status]);
  await markAnswered(db, request.id, 'vendor-follow-up', `${author.name} reported: ${label}.`);
  await tellRequestPeople(db, FOLLOW_UP_EVENT[body.status], request.id, link, author.name, body.notes ?? '');
  return answer(`Thanks — the customer sees "${label}".`);
}

/** A request filed from a location's intake link, on one of its assets or the location itself. */
export async function fileIntakeRequest(db: Queryable, link: UsableLink, body: z.output<typeof intakeRequestSchema>): Promise<LinkAnswer> {
  const locationId = link.locationId;
  if (!locationId) throw invalidLink();
  const [place] = await db
    .select({ customerId: locations.customerId, isSelfService: customers.isSelfService, name: locations.name, archivedAt: locations.archivedAt })
    .from(locations)
    .innerJoin(customers, eq(customers.id, locations.customerId))
    .where(and(eq(locations.id, locationId), eq(locations.customerId, link.customerId)));
  if (!place) throw invalidLink();
  if (place.archivedAt) throw badRequest(LOCATION_SETUP_MESSAGES.archived);
  let asset: { id: string; serviceCategoryId: string } | undefined;
  if (body.assetId) {
    [asset] = await db
      .select({ id: assets.id, serviceCategoryId: assetTypes.serviceCategoryId })
      .from(assets)
      .innerJoin(assetTypes, eq(assetTypes.id, assets.assetTypeId))
      .where(and(eq(assets.id, body.assetId), eq(assets.locationId, locationId)));
    if (!asset) throw badRequest('assetId: no such equipment at this location.');
  }
  const author: Author = { userId: null, name: body.contactName ? `${body.contactName} (intake link)` : `${place.name} (intake link)` };
  const created = await insertRequestBy(db, author, {
    id: body.id,
    placement: {
      customerId: place.customerId,
      locationId,
      assetId: asset?.id ?? null,
      serviceCategoryId: asset?.serviceCategoryId ?? null,
      isSelfServiceCustomer: place.isSelfService,
    },
    requestType: place.isSelfService ? 'Self Service Incident' : 'Incident',
    requestPriority: body.requestPriority,
    isSelfService: place.isSelfService,
    ticketName: null,
    incidentDescription: body.incidentDescription,
    symptoms: [],
    assignedToVendorId: null,
    contactIds: [],
    troubleshootingStatus: null,
    troubleshootingGuideAttempt: null,
    pmThreadId: null,
  });
  const [filed] = await db.select({ number: requests.number, locationId: requests.locationId }).from(requests).where(eq(requests.id, body.id));
  // The same id sent again from this link answers the request it filed; an id taken elsewhere is a conflict.
  if (!created && filed?.locationId !== locationId) throw existingIdConflict();
  return answer(`Thanks — request #${filed!.number} is filed. The right vendor will be dispatched.`, { requestNumber: filed!.number });
}

/** A rating of a completed request, once per request: stored, and an activity on the request. */
export async function rateRequest(db: Queryable, link: UsableLink, body: z.output<typeof csatAnswerSchema>): Promise<LinkAnswer> {
  const request = await linkRequest(db, link);
  const stored = await db
    .insert(requestRatings)
    .values({ requestId: request.id, linkId: link.id, rating: body.rating, comment: body.comment || null })
    .onConflictDoNothing()
    .returning({ id: requestRatings.id });
  if (!stored.length) throw invalidLink();
  await recordAutomation(db, request.id, 'completion-survey', 'Answered', new Date(), `Rating received: ${body.rating} of 5.`);
  await recordActivity(db, {
    requestId: request.id,
    activityType: 'Customer Rating',
    description: `Rated ${body.rating} of 5.${body.comment ? ` ${body.comment}` : ''}`,
    details: { rating: body.rating },
    createdByUserId: null,
  });
  return answer('Thanks — your rating helps us serve you better.');
}
