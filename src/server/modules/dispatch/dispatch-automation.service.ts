import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { communications } from '../../db/schema/communications';
import { publicLinks } from '../../db/schema/public-links';
import { requests } from '../../db/schema/requests';
import { vendors } from '../../db/schema/tenancy';
import { categoryRosterEntries, locationDoNotSuggest } from '../../db/schema/vendor-preferences';
import { vendorDispatches } from '../../db/schema/vendors';
import { sendAfterCommit } from '../../mail/after-commit';
import { ratingContact, sendDispatchLink } from '../public-links/link-notices.service';
import { recordActivity } from '../requests/activities.service';
import { applySubStatus, markDispatched, type Author } from '../requests/request-writes.service';
import { claimStep, DISPATCH_KIND, finishStep, setAutomationStep, type AutomationStep, type StepOutcome } from './automation-steps.service';

const AUTOMATION: Author = { userId: null, name: 'Dispatch automation' };

/** The location's roster for the category, in order, without do-not-suggest vendors (for the category or the location). */
async function eligibleRoster(db: Queryable, locationId: string, serviceCategoryId: string | null) {
  if (!serviceCategoryId) return [];
  const roster = await db
    .select({ vendorId: categoryRosterEntries.vendorId, name: vendors.name })
    .from(categoryRosterEntries)
    .innerJoin(vendors, eq(vendors.id, categoryRosterEntries.vendorId))
    .where(
      and(
        eq(categoryRosterEntries.locationId, locationId),
        eq(categoryRosterEntries.serviceCategoryId, serviceCategoryId),
        eq(categoryRosterEntries.doNotSuggest, false),
      ),
    )
    .orderBy(asc(categoryRosterEntries.position));
  const blocked = await db
    .select({ vendorId: locationDoNotSuggest.vendorId })
    .from(locationDoNotSuggest)
    .where(eq(locationDoNotSuggest.locationId, locationId));
  const excluded = new Set(blocked.map((b) => b.vendorId));
  return roster.filter((entry) => !excluded.has(entry.vendorId));
}

/** The offer's window in words: "30 minutes", "1 minute", or seconds for a window under a minute (tests shorten it). */
function answerWindow(timeoutMinutes: number): string {
  if (timeoutMinutes < 1) return `${Math.round(timeoutMinutes * 60)} seconds`;
  return timeoutMinutes === 1 ? '1 minute' : `${timeoutMinutes} minutes`;
}

/** Offers left unanswered expire, and so do their links (the offer is withdrawn). */
async function expireOpenOffers(db: Queryable, requestId: string, timeoutMinutes: number): Promise<void> {
  const now = new Date();
  const expired = await db
    .update(vendorDispatches)
    .set({ response: 'Expired', respondedAt: now })
    .where(and(eq(vendorDispatches.requestId, requestId), eq(vendorDispatches.response, 'Pending'), isNull(vendorDispatches.dispatchedByUserId)))
    .returning({ vendorId: vendorDispatches.vendorId });
  for (const { vendorId } of expired) {
    await db
      .update(publicLinks)
      .set({ expiresAt: now })
      .where(
        and(
          eq(publicLinks.requestId, requestId),
          eq(publicLinks.vendorId, vendorId),
          inArray(publicLinks.purpose, ['dispatch', 'sso-dispatch']),
          isNull(publicLinks.usedAt),
        ),
      );
    const [vendor] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, vendorId));
    await recordActivity(db, {
      requestId,
      activityType: 'Dispatch Timed Out',
      description: `${vendor?.name ?? 'The vendor'} did not answer within ${answerWindow(timeoutMinutes)}.`,
      details: { vendorId },
      createdByUserId: null,
    });
  }
}

/** The roster is exhausted: the request is escalated and its contact told. */
async function escalate(db: Queryable, request: { id: string; number: number; createdByUserId: string | null }, offered: number): Promise<void> {
  const description =
    offered === 0
      ? 'No vendor on the roster for this location and category: the request needs a vendor picked by hand.'
      : `None of the ${offered} roster vendors took the request: it needs a vendor picked by hand.`;
  await applySubStatus(db, AUTOMATION, request.id, 'Dispatch Escalated');
  await recordActivity(db, { requestId: request.id, activityType: 'Dispatch Escalated', description, details: { offered }, createdByUserId: null });
  const to = await ratingContact(db, request);
  if (to) {
    const subject = `Request #${request.number} needs a vendor`;
    await db.insert(communications).values({
      requestId: request.id,
      kind: 'email',
      direction: 'outbound',
      fromAddress: 'Service Portal',
      toAddress: to,
      subject,
      body: description,
      status: 'sent',
    });
    sendAfterCommit(() => ({ channel: 'email', to, subject, text: description }));
  }
}

/**
 * Runs one due step of a request's dispatch automation (docs/product/requests.md#dispatch-automation),
 * inside the caller's transaction: an unanswered offer expires, then the next roster vendor not yet
 * offered gets the request (a dispatch record, its link, an activity) until `timeoutMinutes` from
 * now, or, with none left, the request is escalated. A step whose time the row no longer holds was
 * run already (or superseded) and does nothing.
 */
export async function runDispatchStep(db: Queryable, step: AutomationStep, timeoutMinutes: number): Promise<StepOutcome> {
  const claimed = await claimStep(db, step);
  if (!claimed) return { outcome: 'stale' };
  const [request] = await db
    .select({
      id: requests.id,
      number: requests.number,
      requestStatus: requests.requestStatus,
      assignedToVendorId: requests.assignedToVendorId,
      locationId: requests.locationId,
      serviceCategoryId: requests.serviceCategoryId,
      createdByUserId: requests.createdByUserId,
    })
    .from(requests)
    .where(eq(requests.id, step.requestId));
  const end = async (status: 'Cancelled' | 'Answered', description: string) => {
    await finishStep(db, claimed, status, description);
    return { outcome: 'ended' as const };
  };
  if (!request || request.requestStatus !== 'Request Open') return end('Cancelled', 'Cancelled: the request was closed.');
  if (request.assignedToVendorId) return end('Cancelled', 'Cancelled: a vendor is assigned.');

  await expireOpenOffers(db, request.id, timeoutMinutes);
  const roster = await eligibleRoster(db, request.locationId, request.serviceCategoryId);
  const offered = new Set(
    (await db.select({ vendorId: vendorDispatches.vendorId }).from(vendorDispatches).where(eq(vendorDispatches.requestId, request.id))).map((d) => d.vendorId),
  );
  const index = roster.findIndex((entry) => !offered.has(entry.vendorId));
  if (index < 0) {
    await escalate(db, request, roster.length);
    await finishStep(db, claimed, 'Timed Out', 'No roster vendor took the request: escalated.');
    return { outcome: 'escalated' };
  }
  const next = roster[index]!;
  await sendDispatchLink(db, request.id, next.vendorId, null);
  await markDispatched(db, AUTOMATION, request.id);
  await recordActivity(db, {
    requestId: request.id,
    activityType: 'Dispatch Offered',
    description: `Offered to ${next.name} (${index + 1} of ${roster.length} on the roster), who has ${answerWindow(timeoutMinutes)} to answer.`,
    details: { vendorId: next.vendorId, position: index + 1 },
    createdByUserId: null,
  });
  const answerBy = new Date(Date.now() + timeoutMinutes * 60_000);
  await setAutomationStep(
    db,
    request.id,
    DISPATCH_KIND,
    'Sent',
    answerBy,
    `Offered to ${next.name} (${index + 1} of ${roster.length}); waiting for the answer.`,
  );
  return { outcome: 'offered', vendorId: next.vendorId };
}
