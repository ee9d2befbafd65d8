import { eq } from 'drizzle-orm';
import type { RequestSubStatus } from '../../../domain/requests/request-enums';
import type { Queryable } from '../../db/client';
import { requests } from '../../db/schema/requests';
import { requestFacts, sendLink, vendorContact } from '../public-links/link-notices.service';
import { claimStep, endAutomations, finishStep, setAutomationStep, type AutomationStep, type StepOutcome } from './automation-steps.service';

/** A vendor assigned without an ETA is asked for one this long after the assignment. */
export const ETA_REMINDER_AFTER_MS = 2 * 60 * 60_000;
/** A vendor not reported on site is asked how it goes this long after its ETA. */
export const VENDOR_FOLLOW_UP_AFTER_ETA_MS = 60 * 60_000;

/** Sub-statuses in which the vendor has not shown up yet (a follow-up is due after the ETA). */
const NOT_ARRIVED: readonly (RequestSubStatus | null)[] = [null, 'Awaiting Dispatch', 'Dispatch Escalated', 'Vendor Dispatched', 'Vendor En Route'];

/** A vendor was assigned: without an ETA by then, it is asked for one (the ETA reminder). */
export async function scheduleEtaReminder(db: Queryable, requestId: string): Promise<void> {
  const [row] = await db.select({ eta: requests.eta }).from(requests).where(eq(requests.id, requestId));
  if (row?.eta) return;
  await setAutomationStep(
    db,
    requestId,
    'eta-reminder',
    'Scheduled',
    new Date(Date.now() + ETA_REMINDER_AFTER_MS),
    'Ask the vendor for an ETA if none is set by then.',
  );
}

/**
 * The ETA changed: a reminder waiting or sent is answered, and the follow-up moves to an hour after
 * the new ETA (a cleared ETA cancels it).
 */
export async function etaChanged(db: Queryable, requestId: string, eta: Date | null, assignedToVendorId: string | null): Promise<void> {
  if (!eta) {
    await endAutomations(db, requestId, ['vendor-follow-up'], 'Cancelled', 'Cancelled: the ETA was cleared.');
    return;
  }
  await endAutomations(db, requestId, ['eta-reminder'], 'Answered', 'The ETA is set.');
  if (!assignedToVendorId) return;
  const at = new Date(eta.getTime() + VENDOR_FOLLOW_UP_AFTER_ETA_MS);
  await setAutomationStep(db, requestId, 'vendor-follow-up', 'Scheduled', at, 'Ask the vendor how it goes if it is not on site an hour after its ETA.');
}

async function stepRequest(db: Queryable, requestId: string) {
  const [row] = await db
    .select({ status: requests.requestStatus, subStatus: requests.subStatus, vendorId: requests.assignedToVendorId, eta: requests.eta })
    .from(requests)
    .where(eq(requests.id, requestId));
  return row;
}

/**
 * Runs a due ETA reminder or vendor follow-up (inside the caller's transaction): the assigned vendor
 * gets a link (a dispatch link to answer with an ETA; a follow-up link to report), and the row says
 * Sent; a request that moved on (closed, no vendor, the ETA set, the vendor on site) gets nothing and
 * the row says Cancelled. A step superseded or run already does nothing.
 */
export async function runVendorReminder(db: Queryable, step: AutomationStep): Promise<StepOutcome> {
  const claimed = await claimStep(db, step);
  if (!claimed) return { outcome: 'stale' };
  const request = await stepRequest(db, step.requestId);
  const cancel = async (why: string) => {
    await finishStep(db, claimed, 'Cancelled', `Not needed: ${why}.`);
    return { outcome: 'ended' as const };
  };
  if (!request || request.status !== 'Request Open') return cancel('the request was closed');
  if (!request.vendorId) return cancel('no vendor is assigned');
  const facts = await requestFacts(db, step.requestId);
  const vendor = await vendorContact(db, request.vendorId);
  if (step.kind === 'eta-reminder') {
    if (request.eta) return cancel('the ETA is set');
    await sendLink(db, {
      purpose: facts.isSelfService ? 'sso-dispatch' : 'dispatch',
      request: facts,
      vendorId: request.vendorId,
      to: vendor.to,
      channel: vendor.channel,
      subject: `Request #${facts.number}: when will you arrive?`,
      text: (link) =>
        [
          `Hello ${vendor.name},`,
          `Request #${facts.number} at ${facts.locationName} has no ETA yet.`,
          `Say when you will arrive: ${link({ vendorResponse: 'accept' })}`,
        ].join('\n\n'),
    });
    await finishStep(db, claimed, 'Sent', `Asked ${vendor.name} for an ETA.`);
    return { outcome: 'sent', vendorId: request.vendorId };
  }
  if (!NOT_ARRIVED.includes(request.subStatus)) return cancel('the vendor arrived');
  await sendLink(db, {
    purpose: 'follow-up',
    request: facts,
    vendorId: request.vendorId,
    to: vendor.to,
    channel: vendor.channel,
    subject: `Request #${facts.number}: how is it going?`,
    text: (link) =>
      [`Hello ${vendor.name},`, `Your ETA for request #${facts.number} at ${facts.locationName} has passed.`, `Tell the customer how it goes: ${link()}`].join(
        '\n\n',
      ),
  });
  await finishStep(db, claimed, 'Sent', `Asked ${vendor.name} how it goes.`);
  return { outcome: 'sent', vendorId: request.vendorId };
}
