import { and, eq, inArray, lte, or } from 'drizzle-orm';
import type { AutomationKind, AutomationStatus } from '../../../domain/guidance/guidance-api';
import type { Queryable } from '../../db/client';
import { requestAutomations } from '../../db/schema/guidance';
import { afterCommit } from '../../mail/after-commit';

/**
 * The automations that run as jobs (docs/product/requests.md#dispatch-automation,
 * docs/product/maintenance-and-guides.md#automations), each kept on the request's automation row of
 * its kind: its status, and `scheduledAt`, when its next step runs. That time is also the step's
 * token: a step runs only while the row still holds it, so a job sent twice (two servers, a retry,
 * the minute's sweep) does its work once, and a step superseded (a new ETA, a decline) does nothing.
 */
export const DISPATCH_KIND = 'dispatch-vendor';
export const JOB_KINDS: AutomationKind[] = [DISPATCH_KIND, 'eta-reminder', 'vendor-follow-up'];

/** Without "start immediately", dispatch waits this long for the user to pick a vendor themselves. */
export const DISPATCH_DELAY_MS = 15 * 60_000;

/** One step of a request's automation, as a job carries it. */
export interface AutomationStep {
  requestId: string;
  kind: AutomationKind;
  /** The row's scheduledAt when the step was due (ISO). */
  at: string;
}

/** What a step did (kept as the job's output). */
export interface StepOutcome {
  outcome: 'stale' | 'ended' | 'offered' | 'escalated' | 'sent';
  vendorId?: string;
}

/** Statuses of an automation not ended yet (an answer may still come). */
export const RUNNING: AutomationStatus[] = ['Scheduled', 'Sent'];

/** Rows with a step still to run: Scheduled ones, and a dispatch waiting on an offer (its timeout is the next step). A sent reminder is done. */
const stepPending = () =>
  or(eq(requestAutomations.status, 'Scheduled'), and(eq(requestAutomations.kind, DISPATCH_KIND), eq(requestAutomations.status, 'Sent')));

type DueListener = (step: AutomationStep) => Promise<void>;
const listeners = new Set<DueListener>();

/** A running job queue hears of each step as it is scheduled (jobs/automation-jobs.ts); returns the unsubscribe. */
export function onAutomationStepScheduled(listener: DueListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Kinds whose rows the write paths and jobs keep (never worked out on read): the job kinds, and the
 * completion survey, written when its link goes out and again when it is answered.
 */
export const WRITTEN_KINDS: AutomationKind[] = [...JOB_KINDS, 'completion-survey'];

/** Writes a request's automation row of a kind (one per kind), as it stands now. */
export async function recordAutomation(
  db: Queryable,
  requestId: string,
  kind: AutomationKind,
  status: AutomationStatus,
  at: Date,
  description: string,
): Promise<void> {
  await db
    .insert(requestAutomations)
    .values({ requestId, kind, status, scheduledAt: at, description })
    .onConflictDoUpdate({
      target: [requestAutomations.requestId, requestAutomations.kind],
      set: { status, scheduledAt: at, description, updatedAt: new Date() },
    });
}

/** Sets an automation's next step (status and time) and hands it to the job queue once the write commits. */
export async function setAutomationStep(
  db: Queryable,
  requestId: string,
  kind: AutomationKind,
  status: AutomationStatus,
  at: Date,
  description: string,
): Promise<void> {
  await recordAutomation(db, requestId, kind, status, at, description);
  const step: AutomationStep = { requestId, kind, at: at.toISOString() };
  afterCommit(async () => {
    for (const listener of listeners) await listener(step);
  });
}

/**
 * Ends running automations of the request (of `kinds`): Answered, Cancelled, or another final
 * status; with `onlyPending`, only those with a step still to run (a sent reminder stays Sent).
 */
export async function endAutomations(
  db: Queryable,
  requestId: string,
  kinds: AutomationKind[],
  status: AutomationStatus,
  description: string,
  onlyPending = false,
): Promise<void> {
  await db
    .update(requestAutomations)
    .set({ status, description, updatedAt: new Date() })
    .where(
      and(
        eq(requestAutomations.requestId, requestId),
        inArray(requestAutomations.kind, kinds),
        onlyPending ? stepPending() : inArray(requestAutomations.status, RUNNING),
      ),
    );
}

/** A message of the automation was sent and its answer came (a vendor's report after the follow-up asked for one): Answered. */
export async function markAnswered(db: Queryable, requestId: string, kind: AutomationKind, description: string): Promise<void> {
  await db
    .update(requestAutomations)
    .set({ status: 'Answered', description, updatedAt: new Date() })
    .where(and(eq(requestAutomations.requestId, requestId), eq(requestAutomations.kind, kind), eq(requestAutomations.status, 'Sent')));
}

/**
 * Claims a due step inside the step's transaction: answers the row's id while the row still holds
 * the step's time, else null (run already, or superseded). A concurrent claim waits for this one's
 * commit and then finds the time changed.
 */
export async function claimStep(db: Queryable, step: AutomationStep): Promise<string | null> {
  const [claimed] = await db
    .update(requestAutomations)
    .set({ updatedAt: new Date() })
    .where(
      and(
        eq(requestAutomations.requestId, step.requestId),
        eq(requestAutomations.kind, step.kind),
        stepPending(),
        eq(requestAutomations.scheduledAt, new Date(step.at)),
      ),
    )
    .returning({ id: requestAutomations.id });
  return claimed?.id ?? null;
}

/** Sets the final status of a claimed automation row. */
export async function finishStep(db: Queryable, rowId: string, status: AutomationStatus, description: string): Promise<void> {
  await db.update(requestAutomations).set({ status, description, updatedAt: new Date() }).where(eq(requestAutomations.id, rowId));
}

/** Steps due by `until` (the minute's sweep hands them to the queue, in case a server stopped before it did). */
export async function dueAutomationSteps(db: Queryable, until: Date): Promise<AutomationStep[]> {
  const rows = await db
    .select({ requestId: requestAutomations.requestId, kind: requestAutomations.kind, at: requestAutomations.scheduledAt })
    .from(requestAutomations)
    .where(and(inArray(requestAutomations.kind, JOB_KINDS), stepPending(), lte(requestAutomations.scheduledAt, until)));
  return rows.map((row) => ({ requestId: row.requestId, kind: row.kind, at: row.at.toISOString() }));
}

// --- The dispatch automation's own moves -------------------------------------------------------

/** A new request with no vendor: the automation starts after the delay, or at once. */
export async function startDispatchAutomation(db: Queryable, requestId: string, immediately: boolean): Promise<void> {
  const at = new Date(Date.now() + (immediately ? 0 : DISPATCH_DELAY_MS));
  await setAutomationStep(db, requestId, DISPATCH_KIND, 'Scheduled', at, "Offer the request to the location's roster vendors in order.");
}

/** A vendor assigned by hand (Cancelled) or a vendor accepted its offer (Answered): the dispatch automation ends. */
export const endDispatchAutomation = (db: Queryable, requestId: string, status: 'Cancelled' | 'Answered', description: string) =>
  endAutomations(db, requestId, [DISPATCH_KIND], status, description);

/** The offered vendor declined through its link: the next one is offered now, if the automation is waiting on an offer. */
export async function offerNextAfterDecline(db: Queryable, requestId: string, vendorName: string): Promise<void> {
  const [row] = await db
    .select({ status: requestAutomations.status })
    .from(requestAutomations)
    .where(and(eq(requestAutomations.requestId, requestId), eq(requestAutomations.kind, DISPATCH_KIND)));
  if (row?.status !== 'Sent') return;
  await setAutomationStep(db, requestId, DISPATCH_KIND, 'Sent', new Date(), `${vendorName} declined; the next roster vendor is offered.`);
}
