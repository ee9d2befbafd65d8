import { and, asc, count, eq, notInArray } from 'drizzle-orm';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { AutomationKind, AutomationStatus, AutomationView } from '../../../domain/guidance/guidance-api';
import type { Database } from '../../db/client';
import { pmRequestDetails } from '../../db/schema/pm';
import { requestAutomations } from '../../db/schema/guidance';
import { DISPATCH_DELAY_MS, WRITTEN_KINDS } from '../dispatch/automation-steps.service';
import { ETA_REMINDER_AFTER_MS, VENDOR_FOLLOW_UP_AFTER_ETA_MS } from '../dispatch/vendor-reminders.service';
import type { RequestContext } from '../requests/request-access';

interface Derived {
  kind: AutomationKind;
  description: string;
  status: AutomationStatus;
  scheduledAt: Date;
}

const statusAt = (at: Date, now: Date): AutomationStatus => (at.getTime() <= now.getTime() ? 'Completed' : 'Scheduled');

/** The automations a request's data calls for, with where each stands at `now`. */
export function deriveAutomations(r: RequestContext, generatedNext: boolean, now: Date): Derived[] {
  const open = r.requestStatus === 'Request Open';
  const created = r.createdAt.getTime();
  const result: Derived[] = [];
  const dispatchAt = new Date(created + (r.startDispatchAutomationsImmediately ? 0 : DISPATCH_DELAY_MS));
  result.push({
    kind: 'dispatch-vendor',
    description: r.assignedToVendorId ? 'Send the request to the assigned vendor.' : 'Dispatch to a vendor from the location roster.',
    status: r.assignedToVendorId ? 'Completed' : open ? 'Scheduled' : 'Cancelled',
    scheduledAt: dispatchAt,
  });
  if (r.assignedToVendorId) {
    result.push({
      kind: 'eta-reminder',
      description: 'Ask the vendor for an ETA.',
      status: r.eta ? 'Completed' : open ? 'Scheduled' : 'Cancelled',
      scheduledAt: new Date(created + ETA_REMINDER_AFTER_MS),
    });
  }
  if (r.eta) {
    const at = new Date(r.eta.getTime() + VENDOR_FOLLOW_UP_AFTER_ETA_MS);
    const closedBefore = !open && r.completedAt !== null && r.completedAt < at;
    result.push({
      kind: 'vendor-follow-up',
      description: 'Check that the vendor arrived as promised.',
      status: closedBefore ? 'Cancelled' : statusAt(at, now),
      scheduledAt: at,
    });
  }
  if (!open && r.completedAt) {
    // Written when the rating link goes out (and when it is answered); this stands in for a request completed before that.
    result.push({ kind: 'completion-survey', description: 'Rating link sent at completion.', status: 'Sent', scheduledAt: r.completedAt });
  }
  if (r.pmThreadId) {
    result.push({
      kind: 'pm-generate-next',
      description: 'Create the next preventative visit of the schedule.',
      status: generatedNext ? 'Completed' : 'Scheduled',
      scheduledAt: r.completedAt ?? r.createdAt,
    });
  }
  return result;
}

/**
 * Brings the stored automations of a request in line with its data and answers them: one row per
 * kind, updated in place; kinds the request no longer calls for are kept as Cancelled. The rows of
 * the automations that run as jobs (dispatch, ETA reminder, vendor follow-up) and of the completion
 * survey are written by the jobs and write paths (WRITTEN_KINDS, modules/dispatch): derived only for
 * a request that has none (one from before they were written, or a kind not scheduled yet), never
 * overwritten.
 */
export async function syncAutomations(db: Database, request: RequestContext, page: PageQuery, now: Date = new Date()): Promise<Page<AutomationView>> {
  const [generated] = await db.select({ id: pmRequestDetails.requestId }).from(pmRequestDetails).where(eq(pmRequestDetails.generatedFromRequestId, request.id));
  const derived = deriveAutomations(request, Boolean(generated), now);
  await db.transaction(async (tx) => {
    for (const d of derived) {
      const insert = tx.insert(requestAutomations).values({ requestId: request.id, ...d });
      if (WRITTEN_KINDS.includes(d.kind)) await insert.onConflictDoNothing();
      else await insert.onConflictDoUpdate({ target: [requestAutomations.requestId, requestAutomations.kind], set: { ...d, updatedAt: now } });
    }
    await tx
      .update(requestAutomations)
      .set({ status: 'Cancelled', updatedAt: now })
      .where(
        and(
          eq(requestAutomations.requestId, request.id),
          notInArray(
            requestAutomations.kind,
            derived.map((d) => d.kind),
          ),
        ),
      );
  });
  const where = eq(requestAutomations.requestId, request.id);
  const rows = await db
    .select()
    .from(requestAutomations)
    .where(where)
    .orderBy(asc(requestAutomations.scheduledAt), asc(requestAutomations.kind))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(requestAutomations).where(where);
  return {
    items: rows.map((r) => ({
      id: r.id,
      requestId: r.requestId,
      kind: r.kind,
      description: r.description,
      status: r.status,
      scheduledAt: r.scheduledAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    limit: page.limit,
    offset: page.offset,
  };
}
