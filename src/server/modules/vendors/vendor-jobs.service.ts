import { and, asc, count, desc, eq, exists, gt, inArray, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { PublicLinkPurpose } from '../../../domain/public-links/public-links-api';
import { VENDOR_JOB_MESSAGES, type VendorJob } from '../../../domain/vendors/vendor-jobs-api';
import type { Queryable } from '../../db/client';
import { assets } from '../../db/schema/assets';
import { publicLinks } from '../../db/schema/public-links';
import { requests } from '../../db/schema/requests';
import { customers, locations, vendors } from '../../db/schema/tenancy';
import { vendorDispatches } from '../../db/schema/vendors';
import { conflict, HttpError } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import {
  LINK_LOCATION_COLUMNS,
  LINK_REQUEST_COLUMNS,
  latestQuoteAsk,
  linkLocationView,
  linkRequestView,
  type VendorAnswerer,
} from '../public-links/link-answers.service';

/**
 * My jobs (docs/product/vendors.md#my-jobs): the open requests a user's vendor companies work on or
 * are asked about, and the answers of their links given signed in. A job is a (request, vendor) pair:
 * the request assigned to the vendor, offered to it and not answered, or with an open ask for its quote.
 */

/** The vendor company a job is for (`vendors` is joined already as the request's assigned vendor). */
const jobCompany = alias(vendors, 'job_company');

/** The user's vendor companies: none for anyone else (My jobs is a vendor's). */
export const vendorIdsOf = (actor: Actor): string[] => actor.memberships.vendors.map((v) => v.vendorId);

/** Whose jobs, and who answers on them: a signed-in user of the vendors, or a vendor-jobs link of one. */
export interface JobWorker {
  vendorIds: readonly string[];
  userId: string | null;
  linkId: string | null;
}

/** A signed-in user as the one working the jobs of their vendor companies. */
export const workerOf = (actor: Actor): JobWorker => ({ vendorIds: vendorIdsOf(actor), userId: actor.user.id, linkId: null });

/** The (request, vendor) pairs that are jobs of `vendorIds`, open requests only. */
function jobPairs(db: Queryable, vendorIds: readonly string[]) {
  const ids = [...vendorIds];
  const open = eq(requests.requestStatus, 'Request Open');
  const assigned = db
    .select({ requestId: requests.id, vendorId: sql<string>`${requests.assignedToVendorId}`.as('vendor_id') })
    .from(requests)
    .where(and(open, inArray(requests.assignedToVendorId, ids)));
  // An offer not answered yet, unless the request went to another vendor meanwhile.
  const offered = db
    .select({ requestId: vendorDispatches.requestId, vendorId: sql<string>`${vendorDispatches.vendorId}`.as('vendor_id') })
    .from(vendorDispatches)
    .innerJoin(requests, eq(requests.id, vendorDispatches.requestId))
    .where(
      and(
        open,
        inArray(vendorDispatches.vendorId, ids),
        pendingDispatch(vendorDispatches.requestId, vendorDispatches.vendorId),
        or(isNull(requests.assignedToVendorId), eq(requests.assignedToVendorId, vendorDispatches.vendorId)),
      ),
    );
  // An ask for a quote is open while its request-quote link is neither spent nor expired.
  const asked = db
    .select({ requestId: sql<string>`${publicLinks.requestId}`.as('request_id'), vendorId: sql<string>`${publicLinks.vendorId}`.as('vendor_id') })
    .from(publicLinks)
    .innerJoin(requests, eq(requests.id, publicLinks.requestId))
    .where(and(open, inArray(publicLinks.vendorId, ids), openQuoteAsk(publicLinks.requestId, publicLinks.vendorId)));
  return union(assigned, offered, asked).as('job_pairs');
}

type Ref = string | SQLWrapper;

/** A dispatch of the request to the vendor that waits for the vendor's answer. */
const pendingDispatch = (requestId: Ref, vendorId: Ref) =>
  and(eq(vendorDispatches.requestId, requestId), eq(vendorDispatches.vendorId, vendorId), eq(vendorDispatches.response, 'Pending'));

/** An open ask of the vendor for a quote on the request: its request-quote link neither spent nor expired. */
const openQuoteAsk = (requestId: Ref, vendorId: Ref) =>
  and(
    eq(publicLinks.requestId, requestId),
    eq(publicLinks.vendorId, vendorId),
    eq(publicLinks.purpose, 'request-quote'),
    isNull(publicLinks.usedAt),
    gt(publicLinks.expiresAt, new Date()),
  );

/** The two as columns of the job list (one query for the page, not two per job). */
const pendingDispatchOf = (db: Queryable, requestId: Ref, vendorId: Ref) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(vendorDispatches)
      .where(pendingDispatch(requestId, vendorId)),
  );
const openQuoteAskOf = (db: Queryable, requestId: Ref, vendorId: Ref) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(publicLinks)
      .where(openQuoteAsk(requestId, vendorId)),
  );

/** Whether the vendor's dispatch of the request waits for its answer. */
async function awaitsAnswer(db: Queryable, requestId: string, vendorId: string): Promise<boolean> {
  const [pending] = await db.select({ id: vendorDispatches.id }).from(vendorDispatches).where(pendingDispatch(requestId, vendorId)).limit(1);
  return !!pending;
}

/** Whether the vendor has an open ask for a quote on the request. */
async function quoteAsked(db: Queryable, requestId: string, vendorId: string): Promise<boolean> {
  const [open] = await db.select({ id: publicLinks.id }).from(publicLinks).where(openQuoteAsk(requestId, vendorId)).limit(1);
  return !!open;
}

/**
 * The user's jobs, a page at a time: the soonest visit first (service window, else ETA), then those
 * with no time yet, newest request first.
 */
export async function listVendorJobs(db: Queryable, vendorIds: readonly string[], page: PageQuery): Promise<Page<VendorJob>> {
  if (!vendorIds.length) return { items: [], total: 0, limit: page.limit, offset: page.offset };
  const pairs = jobPairs(db, vendorIds);
  const [counted] = await db.select({ total: count() }).from(pairs);
  const rows = await db
    .select({
      request: LINK_REQUEST_COLUMNS,
      place: LINK_LOCATION_COLUMNS,
      vendorId: pairs.vendorId,
      vendorCompany: jobCompany.name,
      awaitingAnswer: sql<boolean>`${pendingDispatchOf(db, requests.id, pairs.vendorId)}`,
      quoteAsked: sql<boolean>`${openQuoteAskOf(db, requests.id, pairs.vendorId)}`,
    })
    .from(pairs)
    .innerJoin(requests, eq(requests.id, pairs.requestId))
    .innerJoin(locations, eq(locations.id, requests.locationId))
    .innerJoin(customers, eq(customers.id, requests.customerId))
    .leftJoin(assets, eq(assets.id, requests.assetId))
    .leftJoin(vendors, eq(vendors.id, requests.assignedToVendorId))
    .innerJoin(jobCompany, eq(jobCompany.id, pairs.vendorId))
    .orderBy(sql`coalesce(${requests.serviceWindowStart}, ${requests.eta}) asc nulls last`, desc(requests.number), asc(pairs.vendorId))
    .limit(page.limit)
    .offset(page.offset);
  const items = await Promise.all(
    rows.map(async (row): Promise<VendorJob> => ({
      request: linkRequestView(row.request),
      customerName: row.place.customerName,
      location: linkLocationView(row.place),
      vendor: { id: row.vendorId, name: row.vendorCompany },
      assigned: row.request.assignedToVendorId === row.vendorId,
      awaitingAnswer: row.awaitingAnswer,
      // What the customer asked to be quoted: read for the few jobs with an open ask.
      quoteAsk: row.quoteAsked ? await latestQuoteAsk(db, row.request.id, row.vendorId) : null,
    })),
  );
  return { items, total: counted!.total, limit: page.limit, offset: page.offset };
}

/** What a job answer needs to be given: the job is the user's, and what the answer asks of it holds. */
export type JobAnswerKind = 'dispatch' | 'report' | 'quote';

/** The links of the same answer that a signed-in answer spends: the emailed link cannot answer a second time. */
const SPENT_WITH: Record<JobAnswerKind, readonly PublicLinkPurpose[]> = {
  dispatch: ['dispatch', 'sso-dispatch'],
  report: [],
  quote: ['request-quote'],
};

/**
 * The worker as the one answering for its vendor on a request that is one of its jobs, checked for
 * the answer: a dispatch answer needs the dispatch to wait for one, a report needs the job to be the
 * vendor's (accepted), a quote an open ask. Anything else is 404 (not theirs) or 409 (not now).
 */
export async function jobAnswerer(db: Queryable, worker: JobWorker, requestId: string, kind: JobAnswerKind): Promise<VendorAnswerer> {
  const { vendorIds } = worker;
  const pairs = vendorIds.length ? jobPairs(db, vendorIds) : null;
  const mine = pairs ? await db.select({ vendorId: pairs.vendorId }).from(pairs).where(eq(pairs.requestId, requestId)) : [];
  if (!mine.length) throw new HttpError(404, VENDOR_JOB_MESSAGES.notYours);
  const [request] = await db
    .select({ customerId: requests.customerId, assignedToVendorId: requests.assignedToVendorId })
    .from(requests)
    .where(eq(requests.id, requestId));
  const candidates = mine.map((m) => m.vendorId);
  const vendorId = candidates.find((id) => id === request!.assignedToVendorId) ?? candidates[0]!;
  if (kind === 'dispatch' && !(await awaitsAnswer(db, requestId, vendorId))) throw conflict('This dispatch was answered already.');
  if (kind === 'report' && (request!.assignedToVendorId !== vendorId || (await awaitsAnswer(db, requestId, vendorId)))) {
    throw conflict('Accept the job before reporting on it.');
  }
  if (kind === 'quote' && !(await quoteAsked(db, requestId, vendorId))) throw conflict('No quote is asked of you on this job.');
  return { requestId, customerId: request!.customerId, vendorId, linkId: worker.linkId, userId: worker.userId, followUpByLink: false };
}

/** Spends the vendor's links of the same answer on the request (SPENT_WITH), inside the answer's transaction. */
export async function spendAnsweredLinks(db: Queryable, answerer: VendorAnswerer, kind: JobAnswerKind): Promise<void> {
  const purposes = SPENT_WITH[kind];
  if (!purposes.length || !answerer.vendorId) return;
  await db
    .update(publicLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(publicLinks.requestId, answerer.requestId),
        eq(publicLinks.vendorId, answerer.vendorId),
        inArray(publicLinks.purpose, [...purposes]),
        isNull(publicLinks.usedAt),
      ),
    );
}
