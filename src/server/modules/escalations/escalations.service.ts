import { subject } from '@casl/ability';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  EepLinkAnswer,
  EepLinkView,
  EscalationDetail,
  EscalationPage,
  EscalationStatus,
  EscalationSummary,
  eepCsatAnswerSchema,
  eepUpdateAnswerSchema,
  escalationCreateSchema,
  escalationListQuerySchema,
  escalationReopenSchema,
  escalationResolveSchema,
  escalationUpdateCreateSchema,
} from '../../../domain/escalations/escalations-api';
import { ESCALATION_MESSAGES } from '../../../domain/escalations/escalations-api';
import { mayActOnEscalation, mayResolveEscalation, maySpeakForManufacturer } from '../../../domain/escalations/escalation-rights';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { escalationRatings, escalationUpdates } from '../../db/schema/escalation-updates';
import { escalations } from '../../db/schema/escalations';
import { requests } from '../../db/schema/requests';
import { brandOwners, customers, locations } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../db/search-pattern';
import { visibleTo } from '../../db/tenant-scope';
import { badRequest, conflict, forbidden, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { recordActivity } from '../requests/activities.service';
import { noteExcerpt, queueNotification } from '../notifications/notification-events.service';
import type { Author } from '../requests/request-writes.service';
import { ratingContact, requestFacts, sendLink } from '../public-links/link-notices.service';
import { invalidLink, spendLink, type UsableLink } from '../public-links/public-links.service';
import { requestVisibleTo } from '../requests/request-access';
import { escalationAttachmentsOf } from './escalation-attachments.service';
import { recordAudit } from '../audit/audit.service';

const notFoundEscalation = () => notFound('Escalation');

/** The escalations a caller sees: at their locations, or on their brand's equipment (any customer). */
const escalationVisibleTo = (actor: Actor) =>
  visibleTo(actor.scope, { customerId: escalations.customerId, locationId: escalations.locationId, brandOwnerId: escalations.brandOwnerId });

const summaryColumns = {
  id: escalations.id,
  requestId: escalations.requestId,
  requestNumber: requests.number,
  customerId: escalations.customerId,
  customerName: customers.name,
  locationId: escalations.locationId,
  locationName: locations.name,
  assetId: assets.id,
  assetName: assets.name,
  modelNumber: assets.modelNumber,
  serialNumber: assets.serialNumber,
  brandOwnerId: brandOwners.id,
  brandOwnerName: brandOwners.name,
  reasons: escalations.reasons,
  notes: escalations.notes,
  status: escalations.status,
  createdByName: users.name,
  createdAt: escalations.createdAt,
  resolvedAt: escalations.resolvedAt,
  /** The rows the WHERE matched, before limit and offset. */
  total: sql<number>`count(*) over()`.mapWith(Number),
};

/** Escalations with their request, customer, location, equipment, manufacturer and creator. */
const summaryQuery = (db: Queryable) =>
  db
    .select(summaryColumns)
    .from(escalations)
    .innerJoin(requests, eq(requests.id, escalations.requestId))
    .innerJoin(customers, eq(customers.id, escalations.customerId))
    .innerJoin(locations, eq(locations.id, escalations.locationId))
    .leftJoin(assets, eq(assets.id, escalations.assetId))
    .leftJoin(brandOwners, eq(brandOwners.id, escalations.brandOwnerId))
    .leftJoin(users, eq(users.id, escalations.createdByUserId));

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];
type LastUpdate = EscalationSummary['lastUpdate'];

function toSummary(row: SummaryRow, lastUpdate: LastUpdate): EscalationSummary {
  return {
    id: row.id,
    requestId: row.requestId,
    requestNumber: row.requestNumber,
    customerId: row.customerId,
    customerName: row.customerName,
    locationId: row.locationId,
    locationName: row.locationName,
    asset: row.assetId
      ? { id: row.assetId, name: row.assetName!, make: row.brandOwnerName, modelNumber: row.modelNumber, serialNumber: row.serialNumber }
      : null,
    brandOwner: row.brandOwnerId ? { id: row.brandOwnerId, name: row.brandOwnerName! } : null,
    reasons: row.reasons,
    notes: row.notes,
    status: row.status,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    lastUpdate,
  };
}

/** The latest update of each escalation given. */
async function lastUpdatesOf(db: Queryable, ids: string[]): Promise<Map<string, NonNullable<LastUpdate>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([escalationUpdates.escalationId], {
      escalationId: escalationUpdates.escalationId,
      authorName: escalationUpdates.authorName,
      text: escalationUpdates.text,
      createdAt: escalationUpdates.createdAt,
    })
    .from(escalationUpdates)
    .where(inArray(escalationUpdates.escalationId, ids))
    .orderBy(escalationUpdates.escalationId, desc(escalationUpdates.createdAt), desc(escalationUpdates.id));
  return new Map(rows.map((r) => [r.escalationId, { authorName: r.authorName, text: r.text, createdAt: r.createdAt.toISOString() }]));
}

/** The total a windowed count gave; a page past the end asks for the first row to learn it. */
export async function totalOf(
  rows: { total: number }[],
  page: (limit: number, offset: number) => Promise<{ total: number }[]>,
  offset: number,
): Promise<number> {
  if (rows[0]) return rows[0].total;
  return offset > 0 ? ((await page(1, 0))[0]?.total ?? 0) : 0;
}

/** A search that is a request number ("1234" or "#1234"), as a number; else null. */
export const requestNumberIn = (search: string): number | null => (/^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null);

/** A list search: the request number, or text in the equipment, location, customer or manufacturer name. */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const number = requestNumberIn(search);
  return or(
    number !== null ? eq(requests.number, number) : undefined,
    ilike(assets.name, pattern),
    ilike(locations.name, pattern),
    ilike(customers.name, pattern),
    ilike(brandOwners.name, pattern),
  );
}

function assertMayRead(actor: Actor): void {
  if (!actor.ability.can('read', 'Escalation')) throw forbidden('You do not have permission to see escalations.');
}

export async function listEscalations(db: Queryable, actor: Actor, query: z.output<typeof escalationListQuerySchema>): Promise<EscalationPage> {
  assertMayRead(actor);
  const conditions: (SQL | undefined)[] = [
    escalationVisibleTo(actor),
    query.status ? eq(escalations.status, query.status) : undefined,
    query.requestId ? eq(escalations.requestId, query.requestId) : undefined,
    query.locationId ? eq(escalations.locationId, query.locationId) : undefined,
    searchCondition(query.search),
  ];
  const where = and(...conditions);
  const page = (limit: number, offset: number) =>
    summaryQuery(db).where(where).orderBy(desc(escalations.createdAt), desc(escalations.id)).limit(limit).offset(offset);
  const rows = await page(query.limit, query.offset);
  const last = await lastUpdatesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => toSummary(r, last.get(r.id) ?? null)),
    total: await totalOf(rows, page, query.offset),
    limit: query.limit,
    offset: query.offset,
  };
}

async function escalationUpdatesOf(db: Queryable, escalationId: string) {
  return db
    .select({
      id: escalationUpdates.id,
      authorKind: escalationUpdates.authorKind,
      authorName: escalationUpdates.authorName,
      text: escalationUpdates.text,
      status: escalationUpdates.status,
      createdAt: escalationUpdates.createdAt,
    })
    .from(escalationUpdates)
    .where(eq(escalationUpdates.escalationId, escalationId))
    .orderBy(asc(escalationUpdates.createdAt), asc(escalationUpdates.id));
}

async function detailOf(db: Queryable, row: SummaryRow): Promise<EscalationDetail> {
  const updates = await escalationUpdatesOf(db, row.id);
  const last = updates.at(-1);
  const [rating] = await db
    .select({ rating: escalationRatings.rating, comment: escalationRatings.comment, createdAt: escalationRatings.createdAt })
    .from(escalationRatings)
    .where(eq(escalationRatings.escalationId, row.id));
  return {
    ...toSummary(row, last ? { authorName: last.authorName, text: last.text, createdAt: last.createdAt.toISOString() } : null),
    updates: updates.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
    attachments: await escalationAttachmentsOf(db, row.id),
    manufacturerRating: rating ? { rating: rating.rating, comment: rating.comment, createdAt: rating.createdAt.toISOString() } : null,
  };
}

/** Whether the caller sees the escalation (for its files). */
export async function escalationVisible(db: Queryable, actor: Actor, id: string): Promise<boolean> {
  if (!actor.ability.can('read', 'Escalation')) return false;
  const [row] = await db
    .select({ id: escalations.id })
    .from(escalations)
    .where(and(eq(escalations.id, id), escalationVisibleTo(actor)));
  return !!row;
}

/** One escalation the caller sees, with its updates; another tenant's id is 404 like an unknown one. */
export async function getEscalation(db: Queryable, actor: Actor, id: string): Promise<EscalationDetail> {
  assertMayRead(actor);
  const [row] = await summaryQuery(db).where(and(eq(escalations.id, id), escalationVisibleTo(actor)));
  if (!row) throw notFoundEscalation();
  return detailOf(db, row);
}

async function escalationRow(db: Queryable, id: string) {
  const [row] = await summaryQuery(db).where(eq(escalations.id, id));
  return row!;
}

export interface NewEscalation {
  id: string;
  requestId: string;
  reasons: string[];
  notes: string | null;
}

/**
 * Creates an escalation of a request (checks done): the manufacturer is the request's asset's brand
 * owner; an 'Escalated' activity on the request, and the manufacturer's escalation contact gets an
 * EEP updates link (many uses until resolved or expired). False when the id exists already.
 */
export async function insertEscalation(db: Queryable, author: Author, input: NewEscalation): Promise<boolean> {
  const [request] = await db
    .select({
      customerId: requests.customerId,
      locationId: requests.locationId,
      assetId: requests.assetId,
      brandOwnerId: assets.brandOwnerId,
      brandOwnerName: brandOwners.name,
      contactEmail: brandOwners.escalationContactEmail,
    })
    .from(requests)
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .leftJoin(brandOwners, eq(brandOwners.id, assets.brandOwnerId))
    .where(eq(requests.id, input.requestId));
  if (!request) throw notFound('Request');
  const inserted = await db
    .insert(escalations)
    .values({
      id: input.id,
      requestId: input.requestId,
      customerId: request.customerId,
      locationId: request.locationId,
      assetId: request.assetId,
      brandOwnerId: request.brandOwnerId,
      reasons: input.reasons,
      notes: input.notes,
      createdByUserId: author.userId,
    })
    .onConflictDoNothing({ target: escalations.id })
    .returning({ id: escalations.id });
  if (!inserted.length) return false;
  const manufacturer = request.brandOwnerName ?? 'the manufacturer';
  await recordActivity(db, {
    requestId: input.requestId,
    activityType: 'Escalated',
    description: `${author.name} escalated the request to ${manufacturer}: ${input.reasons.join(', ')}.${
      request.contactEmail ? '' : ' The manufacturer has no escalation contact, so nobody was told.'
    }`,
    details: { escalationId: input.id, brandOwnerId: request.brandOwnerId },
    createdByUserId: author.userId,
  });
  await tellManufacturer(db, { escalationId: input.id, requestId: input.requestId }, (facts) => ({
    subject: `Escalation: request #${facts.number} at ${facts.locationName}`,
    lines: [
      `Hello ${manufacturer},`,
      `Request #${facts.number} at ${facts.locationName} has been escalated to you: ${input.reasons.join(', ')}.`,
      `Problem: ${facts.problem}`,
    ],
  }));
  return true;
}

/**
 * Sends the manufacturer's escalation contact (when it has one) a message with a new EEP updates link
 * (many uses until resolved or expired): on the escalation, on its reopening, on a portal user's update.
 */
async function tellManufacturer(
  db: Queryable,
  escalation: { escalationId: string; requestId: string },
  message: (facts: Awaited<ReturnType<typeof requestFacts>>) => { subject: string; lines: string[] },
): Promise<void> {
  const [contact] = await db
    .select({ email: brandOwners.escalationContactEmail })
    .from(escalations)
    .innerJoin(brandOwners, eq(brandOwners.id, escalations.brandOwnerId))
    .where(eq(escalations.id, escalation.escalationId));
  if (!contact?.email) return;
  const facts = await requestFacts(db, escalation.requestId);
  const { subject, lines } = message(facts);
  await sendLink(db, {
    purpose: 'eep-updates',
    request: facts,
    vendorId: null,
    escalationId: escalation.escalationId,
    to: contact.email,
    subject,
    text: (link) => [...lines, `See it and post your updates here: ${link()}`].join('\n\n'),
  });
}

/** POST escalations: the request must be one the caller sees and may escalate (EEP create permission). */
export async function createEscalation(
  db: Queryable,
  actor: Actor,
  body: z.output<typeof escalationCreateSchema>,
): Promise<{ created: boolean; escalation: EscalationDetail }> {
  const [request] = await db
    .select({
      id: requests.id,
      customerId: requests.customerId,
      locationId: requests.locationId,
      status: requests.requestStatus,
      brandOwnerId: assets.brandOwnerId,
    })
    .from(requests)
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .where(and(eq(requests.id, body.requestId), requestVisibleTo(actor.scope)));
  if (!request) throw notFound('Request');
  const [existing] = await db.select({ id: escalations.id, requestId: escalations.requestId }).from(escalations).where(eq(escalations.id, body.id));
  if (existing) {
    if (existing.requestId !== request.id) throw conflict('An escalation with this id already exists. Generate a new id for a new escalation.');
    return { created: false, escalation: await getEscalation(db, actor, body.id) };
  }
  if (
    !actor.ability.can('create', subject('Escalation', { customerId: request.customerId, locationId: request.locationId, brandOwnerId: request.brandOwnerId }))
  ) {
    throw forbidden('You do not have permission to escalate this request.');
  }
  if (request.status !== 'Request Open') throw badRequest('requestId: this request is closed, so it cannot be escalated.');
  await insertEscalation(
    db,
    { userId: actor.user.id, name: actor.user.name },
    { id: body.id, requestId: request.id, reasons: body.reasons, notes: body.notes || null },
  );
  return { created: true, escalation: await detailOf(db, await escalationRow(db, body.id)) };
}

/**
 * Resolves an escalation (the customer's people who may escalate, or an administrator): an optional note as an update, an activity on the request,
 * and the requester gets a manufacturer-CSAT link (once).
 */
export async function resolveEscalation(db: Queryable, actor: Actor, id: string, body: z.output<typeof escalationResolveSchema>): Promise<EscalationDetail> {
  const current = await getEscalation(db, actor, id);
  if (!mayResolveEscalation(actor.ability, current)) {
    throw forbidden(
      maySpeakForManufacturer(actor.ability, current) ? ESCALATION_MESSAGES.resolveRefused : 'You do not have permission to resolve this escalation.',
    );
  }
  if (current.status === 'Resolved') return current;
  await applyStatus(db, { kind: 'user', userId: actor.user.id, name: actor.user.name, linkId: null }, id, body.note || 'Resolved.', 'Resolved');
  return detailOf(db, await escalationRow(db, id));
}

/**
 * Reopens a resolved escalation (the problem came back; the same people who resolve): an update with
 * the reason, an activity on the request, and the manufacturer gets a new updates link saying why.
 * Reopening an escalation that is not resolved changes nothing.
 */
export async function reopenEscalation(db: Queryable, actor: Actor, id: string, body: z.output<typeof escalationReopenSchema>): Promise<EscalationDetail> {
  const current = await getEscalation(db, actor, id);
  if (!mayResolveEscalation(actor.ability, current)) throw forbidden('You do not have permission to reopen this escalation.');
  if (current.status !== 'Resolved') return current;
  await applyStatus(db, { kind: 'user', userId: actor.user.id, name: actor.user.name, linkId: null }, id, `Reopened: ${body.reason}`, 'Open');
  await recordAudit(db, actor, {
    customerId: current.customerId,
    action: 'escalation.reopen',
    subject: { type: 'Escalation', id },
    before: { status: 'Resolved', resolvedAt: current.resolvedAt },
    after: { status: 'Open', resolvedAt: null, reason: body.reason },
  });
  await tellManufacturer(db, { escalationId: id, requestId: current.requestId }, (facts) => ({
    subject: `Escalation reopened: request #${facts.number} at ${facts.locationName}`,
    lines: [`${actor.user.name} reopened the escalation of request #${facts.number} at ${facts.locationName}: ${body.reason}`],
  }));
  return detailOf(db, await escalationRow(db, id));
}

/** An escalation the caller sees (else 404), may act on (else 403) and that is not resolved (else 409). */
export async function requireOpenEscalation(db: Queryable, actor: Actor, id: string, refusal: string): Promise<EscalationDetail> {
  const current = await getEscalation(db, actor, id);
  if (!mayActOnEscalation(actor.ability, current)) throw forbidden(refusal);
  if (current.status === 'Resolved') throw conflict(ESCALATION_MESSAGES.resolved);
  return current;
}

/**
 * A portal user's update (POST escalations/{id}/updates): an `Escalation Update` activity on the
 * request like the manufacturer's. Only the manufacturer's own users may say it has responded.
 */
export async function postUserUpdate(db: Queryable, actor: Actor, id: string, body: z.output<typeof escalationUpdateCreateSchema>): Promise<EscalationDetail> {
  const current = await requireOpenEscalation(db, actor, id, 'You do not have permission to post updates on this escalation.');
  if (body.status && !maySpeakForManufacturer(actor.ability, current)) {
    throw forbidden(`status: only the manufacturer's users may mark an escalation ${body.status}.`);
  }
  await applyStatus(db, { kind: 'user', userId: actor.user.id, name: actor.user.name, linkId: null }, id, body.text, body.status ?? null);
  // The customer's side is forwarded to the manufacturer; the manufacturer's own users wrote it themselves.
  if (!maySpeakForManufacturer(actor.ability, current)) {
    await tellManufacturer(db, { escalationId: id, requestId: current.requestId }, (facts) => ({
      subject: `Update on the escalation of request #${facts.number}`,
      lines: [`${actor.user.name} wrote on the escalation of request #${facts.number} at ${facts.locationName}:`, body.text],
    }));
  }
  return detailOf(db, await escalationRow(db, id));
}

interface UpdateAuthor {
  kind: 'manufacturer' | 'user';
  userId: string | null;
  name: string;
  linkId: string | null;
}

/** An update (and maybe a status change); reaching Resolved sends the requester the manufacturer-CSAT link. */
async function applyStatus(db: Queryable, author: UpdateAuthor, escalationId: string, text: string, status: EscalationStatus | null): Promise<void> {
  const [escalation] = await db.select().from(escalations).where(eq(escalations.id, escalationId));
  if (!escalation) throw notFoundEscalation();
  const moves = status && status !== escalation.status ? status : null;
  await db
    .insert(escalationUpdates)
    .values({ escalationId, authorKind: author.kind, userId: author.userId, authorName: author.name, text, status: moves, linkId: author.linkId });
  if (moves) {
    await db
      .update(escalations)
      .set({ status: moves, updatedAt: new Date(), resolvedAt: moves === 'Resolved' ? new Date() : null })
      .where(eq(escalations.id, escalationId));
  }
  await recordActivity(db, {
    requestId: escalation.requestId,
    activityType: 'Escalation Update',
    description: `${author.name}${moves ? ` (${moves})` : ''}: ${text}`,
    details: { escalationId, status: moves },
    createdByUserId: author.userId,
  });
  // The request's people who may read the escalation hear of it once the write commits (docs/product/notifications.md#events).
  await queueNotification(db, {
    event: 'escalation-update',
    requestId: escalation.requestId,
    actorUserId: author.userId,
    data: { by: author.name, body: noteExcerpt(`${moves ? `${moves}: ` : ''}${text}`), path: `/escalations/${escalationId}` },
  });
  if (moves === 'Resolved') {
    const request = await requestFacts(db, escalation.requestId);
    await sendLink(db, {
      purpose: 'eep-manufacturer-csat',
      request,
      vendorId: null,
      escalationId,
      to: await ratingContact(db, request),
      subject: `How did the manufacturer do on request #${request.number}?`,
      text: (link) =>
        [
          `The escalation of request #${request.number} at ${request.locationName} to the manufacturer is resolved.`,
          `Rate the manufacturer from 1 (poor) to 5 (excellent):`,
          ...[5, 4, 3, 2, 1].map((rating) => `${rating}: ${link({ rating })}`),
        ].join('\n\n'),
    });
  }
}

const oneLine = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ') || null;

/** What an escalation link's page shows: the job, where, the equipment, why and what was said; none of the customer's people. */
export async function eepLinkView(db: Queryable, link: UsableLink): Promise<EepLinkView> {
  const [row] = await db
    .select({
      ...summaryColumns,
      problem: requests.incidentDescription,
      requestPriority: requests.requestPriority,
      storeNumber: locations.storeNumber,
      address: locations.address,
      city: locations.city,
      state: locations.state,
      postalCode: locations.postalCode,
    })
    .from(escalations)
    .innerJoin(requests, eq(requests.id, escalations.requestId))
    .innerJoin(customers, eq(customers.id, escalations.customerId))
    .innerJoin(locations, eq(locations.id, escalations.locationId))
    .leftJoin(assets, eq(assets.id, escalations.assetId))
    .leftJoin(brandOwners, eq(brandOwners.id, escalations.brandOwnerId))
    .leftJoin(users, eq(users.id, escalations.createdByUserId))
    .where(and(eq(escalations.id, link.escalationId!), eq(escalations.customerId, link.customerId)));
  if (!row) throw invalidLink();
  const updates = await escalationUpdatesOf(db, row.id);
  return {
    purpose: link.purpose as EepLinkView['purpose'],
    expiresAt: link.expiresAt.toISOString(),
    escalation: {
      id: row.id,
      status: row.status,
      reasons: row.reasons,
      notes: row.notes,
      createdAt: row.createdAt.toISOString(),
      brandOwnerName: row.brandOwnerName,
    },
    customerName: row.customerName,
    location: {
      name: row.locationName,
      storeNumber: row.storeNumber,
      address: oneLine(row.address, row.city, oneLine(row.state, row.postalCode)?.replace(', ', ' ') ?? null),
    },
    request: { number: row.requestNumber, problem: row.problem, requestPriority: row.requestPriority },
    asset: row.assetId ? { name: row.assetName!, make: row.brandOwnerName, modelNumber: row.modelNumber, serialNumber: row.serialNumber } : null,
    updates: updates.map(({ id: _id, ...u }) => ({ ...u, createdAt: u.createdAt.toISOString() })),
  };
}

/** The manufacturer's update from its EEP link (many, until the escalation is resolved). */
export async function postManufacturerUpdate(db: Queryable, link: UsableLink, body: z.output<typeof eepUpdateAnswerSchema>): Promise<EepLinkAnswer> {
  const [escalation] = await db
    .select({ id: escalations.id, name: brandOwners.name })
    .from(escalations)
    .leftJoin(brandOwners, eq(brandOwners.id, escalations.brandOwnerId))
    .where(and(eq(escalations.id, link.escalationId!), eq(escalations.customerId, link.customerId)));
  if (!escalation) throw invalidLink();
  await spendLink(db, link);
  await applyStatus(
    db,
    { kind: 'manufacturer', userId: null, name: escalation.name ?? 'The manufacturer', linkId: link.id },
    escalation.id,
    body.text,
    body.status ?? null,
  );
  const [now] = await db.select({ status: escalations.status }).from(escalations).where(eq(escalations.id, escalation.id));
  return { message: 'Thanks — the customer sees your update.', status: now!.status };
}

/** The requester's rating of the manufacturer, once per escalation. */
export async function rateManufacturer(db: Queryable, link: UsableLink, body: z.output<typeof eepCsatAnswerSchema>): Promise<EepLinkAnswer> {
  const [escalation] = await db
    .select({ id: escalations.id, requestId: escalations.requestId, status: escalations.status, name: brandOwners.name })
    .from(escalations)
    .leftJoin(brandOwners, eq(brandOwners.id, escalations.brandOwnerId))
    .where(and(eq(escalations.id, link.escalationId!), eq(escalations.customerId, link.customerId)));
  if (!escalation) throw invalidLink();
  await spendLink(db, link);
  const stored = await db
    .insert(escalationRatings)
    .values({ escalationId: escalation.id, linkId: link.id, rating: body.rating, comment: body.comment || null })
    .onConflictDoNothing()
    .returning({ id: escalationRatings.id });
  if (!stored.length) throw invalidLink();
  await recordActivity(db, {
    requestId: escalation.requestId,
    activityType: 'Manufacturer Rating',
    description: `Rated ${escalation.name ?? 'the manufacturer'} ${body.rating} of 5.${body.comment ? ` ${body.comment}` : ''}`,
    details: { escalationId: escalation.id, rating: body.rating },
    createdByUserId: null,
  });
  return { message: 'Thanks — your rating of the manufacturer is recorded.', status: escalation.status };
}
