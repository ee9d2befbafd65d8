import { aliasedTable, and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Page, PageQuery } from '../../../domain/api/paging';
import { formatUsdExact } from '../../../domain/format/money-format';
import { OTHER_QUOTE_APPROVED, QUOTE_MESSAGES, type Quote } from '../../../domain/requests/quotes-api';
import type { RequestSubStatus } from '../../../domain/requests/request-enums';
import type { Queryable } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { requestAttachments, storedFiles } from '../../db/schema/attachments';
import { requestQuotes } from '../../db/schema/public-links';
import { requests } from '../../db/schema/requests';
import { vendors } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { canSeeLocation } from '../../db/tenant-scope';
import { conflict, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { sendVendorNotice } from '../public-links/link-notices.service';
import { queueNotification } from '../notifications/notification-events.service';
import { recordActivity } from './activities.service';
import { assertMayChangeFields, requireReadablePart, requireWritableRequest, type AccessibleRequest } from './request-access';
import { applySubStatus, assignVendor, authorOf, vendorName } from './request-writes.service';

const decider = aliasedTable(users, 'decider');

const quoteColumns = {
  id: requestQuotes.id,
  requestId: requestQuotes.requestId,
  vendorId: requestQuotes.vendorId,
  vendorName: vendors.name,
  amountCents: requestQuotes.amountCents,
  description: requestQuotes.description,
  attachmentId: requestAttachments.id,
  attachmentName: requestAttachments.name,
  attachmentFileKey: storedFiles.key,
  status: requestQuotes.status,
  createdAt: requestQuotes.createdAt,
  decidedAt: requestQuotes.decidedAt,
  decidedById: decider.id,
  decidedByName: decider.name,
  reason: requestQuotes.decisionReason,
};

const quoteQuery = (db: Queryable, where: SQL | undefined) =>
  db
    .select(quoteColumns)
    .from(requestQuotes)
    .leftJoin(vendors, eq(vendors.id, requestQuotes.vendorId))
    .leftJoin(requestAttachments, eq(requestAttachments.id, requestQuotes.attachmentId))
    .leftJoin(storedFiles, eq(storedFiles.id, requestAttachments.fileId))
    .leftJoin(decider, eq(decider.id, requestQuotes.decidedByUserId))
    .where(where);

type QuoteRow = Awaited<ReturnType<typeof quoteQuery>>[number];

function toQuote(row: QuoteRow): Quote {
  return {
    id: row.id,
    requestId: row.requestId,
    vendor: row.vendorId ? { id: row.vendorId, name: row.vendorName ?? 'Vendor' } : null,
    amountCents: row.amountCents,
    description: row.description,
    attachment: row.attachmentId ? { id: row.attachmentId, name: row.attachmentName!, fileKey: row.attachmentFileKey! } : null,
    status: row.status,
    submittedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedById ? { id: row.decidedById, name: row.decidedByName! } : null,
    reason: row.reason,
  };
}

/**
 * Which of a request's quotes the caller reads: the customer's side (and internal staff) all of
 * them, a vendor's people only their own vendor's (a brand owner reads no quotes: the 'quotes'
 * part is not theirs, src/domain/requests/request-read-parts.ts).
 */
function readableQuotes(actor: Actor, request: AccessibleRequest): SQL {
  const ofRequest = eq(requestQuotes.requestId, request.id);
  if (canSeeLocation(actor.scope, request)) return ofRequest;
  return and(ofRequest, inArray(requestQuotes.vendorId, [...actor.scope.vendorIds]))!;
}

/** The request's quotes the caller may read, newest first. */
export async function listQuotes(db: Queryable, actor: Actor, requestId: string, page: PageQuery): Promise<Page<Quote>> {
  const request = await requireReadablePart(db, actor, requestId, 'quotes');
  const where = readableQuotes(actor, request);
  const [rows, [total]] = await Promise.all([
    quoteQuery(db, where).orderBy(desc(requestQuotes.createdAt), desc(requestQuotes.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(requestQuotes).where(where),
  ]);
  return { items: rows.map(toQuote), total: total?.n ?? 0, limit: page.limit, offset: page.offset };
}

/**
 * A decision needs the right to choose the request's vendor and its not-to-exceed amount, an open
 * request, and a quote still waiting. The request and its quotes are locked for the decision, so
 * that two people deciding at once cannot both approve.
 */
async function decidableQuote(db: Queryable, actor: Actor, requestId: string, quoteId: string) {
  const request = await requireWritableRequest(db, actor, requestId, { closedMessage: 'This request is closed; its quotes can no longer be decided.' });
  assertMayChangeFields(actor, request, ['assignedToVendorId', 'nteCents']);
  const [state] = await db.select({ number: requests.number, subStatus: requests.subStatus }).from(requests).where(eq(requests.id, request.id)).for('update');
  const quotes = await db
    .select({ id: requestQuotes.id, vendorId: requestQuotes.vendorId, amountCents: requestQuotes.amountCents, status: requestQuotes.status })
    .from(requestQuotes)
    .where(eq(requestQuotes.requestId, request.id))
    .for('update');
  const quote = quotes.find((q) => q.id === quoteId);
  if (!quote) throw notFound('Quote');
  if (quote.status !== 'Submitted') throw conflict(QUOTE_MESSAGES.decided);
  return { request: { ...request, ...state! }, quote, othersWaiting: quotes.filter((q) => q.id !== quoteId && q.status === 'Submitted') };
}

async function readQuote(db: Queryable, quoteId: string): Promise<Quote> {
  const [row] = await quoteQuery(db, eq(requestQuotes.id, quoteId));
  return toQuote(row!);
}

const vendorNameOf = (db: Queryable, vendorId: string | null) => (vendorId ? vendorName(db, vendorId) : Promise.resolve('the vendor'));

async function markDecided(db: Queryable, actor: Actor, ids: string[], status: 'Approved' | 'Rejected', reason: string | null): Promise<void> {
  if (!ids.length) return;
  await db
    .update(requestQuotes)
    .set({ status, decidedAt: sql`now()`, decidedByUserId: actor.user.id, decisionReason: reason })
    .where(inArray(requestQuotes.id, ids));
}

/** Tells a vendor its quote was not chosen, with why. */
async function tellRejected(
  db: Queryable,
  request: { id: string; number: number },
  vendorId: string | null,
  amountCents: number,
  reason: string,
): Promise<void> {
  if (!vendorId) return;
  const { number } = request;
  await sendVendorNotice(db, request.id, vendorId, {
    subject: `Request #${number}: your quote was not approved`,
    text: `Your quote of ${formatUsdExact(amountCents)} on request #${number} was not approved. Reason: ${reason}`,
  });
}

/**
 * Approves a quote (docs/product/requests.md#quotes): the request's not-to-exceed becomes the
 * quote's amount, the other waiting quotes are declined (their vendors told), the quote's vendor is
 * told and, when it is not the request's vendor yet, dispatched (with its dispatch link). A request
 * awaiting the approval goes back to the sub-status it had before the quote when its own vendor
 * quoted (the technician on site goes on), else to Vendor Dispatched.
 */
export async function approveQuote(db: Queryable, actor: Actor, requestId: string, quoteId: string): Promise<Quote> {
  const { request, quote, othersWaiting } = await decidableQuote(db, actor, requestId, quoteId);
  const vendor = await vendorNameOf(db, quote.vendorId);
  await markDecided(db, actor, [quote.id], 'Approved', null);
  await markDecided(
    db,
    actor,
    othersWaiting.map((q) => q.id),
    'Rejected',
    OTHER_QUOTE_APPROVED,
  );
  await db.update(requests).set({ nteCents: quote.amountCents }).where(eq(requests.id, request.id));
  await recordActivity(db, {
    requestId: request.id,
    activityType: 'Quote Approved',
    description: `Approved ${vendor}'s quote of ${formatUsdExact(quote.amountCents)}; not to exceed ${formatUsdExact(quote.amountCents)}.`,
    details: { quoteId: quote.id, vendorId: quote.vendorId, amountCents: quote.amountCents, declinedQuotes: othersWaiting.length },
    createdByUserId: actor.user.id,
  });
  for (const other of othersWaiting) await tellRejected(db, request, other.vendorId, other.amountCents, OTHER_QUOTE_APPROVED);
  await queueNotification(db, {
    event: 'quote-approved',
    requestId: request.id,
    actorUserId: actor.user.id,
    data: { ...(quote.vendorId ? { vendorId: quote.vendorId } : {}), body: `${vendor}: ${formatUsdExact(quote.amountCents)}` },
  });
  if (quote.vendorId) {
    const { number } = request;
    await sendVendorNotice(db, request.id, quote.vendorId, {
      subject: `Request #${number}: your quote was approved`,
      text: `Your quote of ${formatUsdExact(quote.amountCents)} on request #${number} was approved. Not to exceed: ${formatUsdExact(quote.amountCents)}.`,
    });
    await assignVendor(db, actor, request, quote.vendorId);
  }
  if (request.subStatus === 'Awaiting Quote Approval') {
    // The request's own vendor goes on with the work it quoted (back to where it was, on site say);
    // another vendor has just been dispatched.
    const sameVendor = quote.vendorId !== null && quote.vendorId === request.assignedToVendorId;
    const next = (sameVendor ? await subStatusBeforeQuote(db, request.id) : null) ?? 'Vendor Dispatched';
    await applySubStatus(db, authorOf(actor), request.id, next);
  }
  return readQuote(db, quote.id);
}

/** The sub-status the request had before its first waiting quote moved it to Awaiting Quote Approval. */
async function subStatusBeforeQuote(db: Queryable, requestId: string): Promise<RequestSubStatus | null> {
  const [entry] = await db
    .select({ from: sql<RequestSubStatus | null>`${activities.details}->>'from'` })
    .from(activities)
    .where(
      and(
        eq(activities.requestId, requestId),
        eq(activities.activityType, 'Sub-Status Changed'),
        sql`${activities.details}->>'to' = 'Awaiting Quote Approval'`,
        ne(sql`coalesce(${activities.details}->>'from', '')`, 'Awaiting Quote Approval'),
      ),
    )
    .orderBy(desc(activities.createdAt), desc(activities.seq))
    .limit(1);
  return entry?.from ?? null;
}

/**
 * Rejects a quote with a reason: the vendor is told why; once no quote waits, a request awaiting
 * the approval goes back to the sub-status it had before the quote.
 */
export async function rejectQuote(db: Queryable, actor: Actor, requestId: string, quoteId: string, reason: string): Promise<Quote> {
  const { request, quote, othersWaiting } = await decidableQuote(db, actor, requestId, quoteId);
  const vendor = await vendorNameOf(db, quote.vendorId);
  await markDecided(db, actor, [quote.id], 'Rejected', reason);
  await recordActivity(db, {
    requestId: request.id,
    activityType: 'Quote Rejected',
    description: `Rejected ${vendor}'s quote of ${formatUsdExact(quote.amountCents)}: ${reason}`,
    details: { quoteId: quote.id, vendorId: quote.vendorId, amountCents: quote.amountCents, reason },
    createdByUserId: actor.user.id,
  });
  await tellRejected(db, request, quote.vendorId, quote.amountCents, reason);
  await queueNotification(db, {
    event: 'quote-rejected',
    requestId: request.id,
    actorUserId: actor.user.id,
    data: { ...(quote.vendorId ? { vendorId: quote.vendorId } : {}), body: `${vendor}: ${formatUsdExact(quote.amountCents)}. ${reason}` },
  });
  if (!othersWaiting.length && request.subStatus === 'Awaiting Quote Approval') {
    await applySubStatus(db, authorOf(actor), request.id, await subStatusBeforeQuote(db, request.id));
  }
  return readQuote(db, quote.id);
}
