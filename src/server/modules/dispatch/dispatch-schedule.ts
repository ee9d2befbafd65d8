import { and, eq, inArray } from 'drizzle-orm';
import type { AutomationStatus } from '../../../domain/guidance/guidance-api';
import type { Queryable } from '../../db/client';
import { requestAutomations } from '../../db/schema/guidance';
import { afterCommit } from '../../mail/after-commit';

/**
 * The dispatch automation's state (docs/product/requests.md#dispatch-automation), kept on the
 * request's `dispatch-vendor` automation row: its status, and `scheduledAt`, when its next step runs.
 * That time is also the step's token: a step runs only while the row still holds it, so a job sent
 * twice (two servers, a retry, the minute's sweep) does its work once.
 */
export const DISPATCH_KIND = 'dispatch-vendor';

/** Without "start immediately", dispatch waits this long for the user to pick a vendor themselves. */
export const DISPATCH_DELAY_MS = 15 * 60_000;

/** One step of a request's dispatch automation, as a job carries it. */
export interface DispatchStep {
  requestId: string;
  /** The row's scheduledAt when the step was due (ISO). */
  at: string;
}

/** Statuses in which the automation still has a step to run. */
export const DISPATCH_RUNNING: AutomationStatus[] = ['Scheduled', 'Sent'];

type DueListener = (step: DispatchStep) => Promise<void>;
const listeners = new Set<DueListener>();

/** A running job queue hears of each step as it is scheduled (jobs/dispatch-jobs.ts); returns the unsubscribe. */
export function onDispatchStepScheduled(listener: DueListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands a step to the job queue once the write that scheduled it commits. */
export function announceStep(step: DispatchStep): void {
  afterCommit(async () => {
    for (const listener of listeners) await listener(step);
  });
}

/** Sets the automation's next step (status and time) and announces it. */
export async function setDispatchStep(db: Queryable, requestId: string, status: AutomationStatus, at: Date, description: string): Promise<void> {
  const now = new Date();
  await db
    .insert(requestAutomations)
    .values({ requestId, kind: DISPATCH_KIND, status, scheduledAt: at, description })
    .onConflictDoUpdate({ target: [requestAutomations.requestId, requestAutomations.kind], set: { status, scheduledAt: at, description, updatedAt: now } });
  announceStep({ requestId, at: at.toISOString() });
}

/** A new request with no vendor: the automation starts after the delay, or at once. */
export async function startDispatchAutomation(db: Queryable, requestId: string, immediately: boolean): Promise<void> {
  const at = new Date(Date.now() + (immediately ? 0 : DISPATCH_DELAY_MS));
  await setDispatchStep(db, requestId, 'Scheduled', at, "Offer the request to the location's roster vendors in order.");
}

/**
 * Ends a running automation (a vendor assigned by hand or the request closed: Cancelled; a vendor
 * accepted its offer: Answered). Nothing happens when none is running.
 */
export async function endDispatchAutomation(db: Queryable, requestId: string, status: 'Cancelled' | 'Answered', description: string): Promise<void> {
  await db
    .update(requestAutomations)
    .set({ status, description, updatedAt: new Date() })
    .where(and(eq(requestAutomations.requestId, requestId), eq(requestAutomations.kind, DISPATCH_KIND), inArray(requestAutomations.status, DISPATCH_RUNNING)));
}

/** The offered vendor declined through its link: the next one is offered now, if the automation is waiting on an offer. */
export async function offerNextAfterDecline(db: Queryable, requestId: string, vendorName: string): Promise<void> {
  const [row] = await db
    .select({ status: requestAutomations.status })
    .from(requestAutomations)
    .where(and(eq(requestAutomations.requestId, requestId), eq(requestAutomations.kind, DISPATCH_KIND)));
  if (row?.status !== 'Sent') return;
  await setDispatchStep(db, requestId, 'Sent', new Date(), `${vendorName} declined; the next roster vendor is offered.`);
}
