import { and, eq, ne } from 'drizzle-orm';
import type { PromptView } from '../../../domain/guidance/guidance-api';
import type { Queryable } from '../../db/client';
import { pmChecklistItems, pmRequestDetails } from '../../db/schema/pm';
import type { RequestContext } from '../requests/request-access';
import { dueFollowUpCount } from './follow-ups.service';

/** What the user should do next on a request, most urgent first (docs/product/README.md#api prompts). */
export async function promptsFor(db: Queryable, r: RequestContext, now: Date = new Date()): Promise<PromptView[]> {
  const prompts: PromptView[] = [];
  const open = r.requestStatus === 'Request Open';
  const checklistTotal = await db.$count(pmChecklistItems, eq(pmChecklistItems.requestId, r.id));
  const openItems = await db.$count(pmChecklistItems, and(eq(pmChecklistItems.requestId, r.id), eq(pmChecklistItems.status, 'Not Started')));
  if (open) {
    if (!r.assignedToVendorId) {
      prompts.push({
        kind: 'assign-vendor',
        title: 'Assign a vendor',
        message: 'No vendor has been assigned yet. Choose one to send the request to.',
        priority: 1,
      });
    } else if (!r.eta) {
      prompts.push({ kind: 'set-eta', title: 'Set the ETA', message: 'Ask the vendor when they will arrive and record the ETA.', priority: 2 });
    }
    const due = await dueFollowUpCount(db, r.id, now);
    if (due) prompts.push({ kind: 'follow-up-due', title: 'Follow up', message: `${due} follow-up${due === 1 ? ' is' : 's are'} due.`, priority: 3 });
    if (openItems) {
      prompts.push({
        kind: 'complete-checklist',
        title: 'Complete the checklist',
        message: `${openItems} of ${checklistTotal} checklist items still need a status.`,
        priority: 4,
      });
    }
    if (r.subStatus === 'Work Complete' || (checklistTotal > 0 && openItems === 0)) {
      prompts.push({
        kind: 'close-request',
        title: 'Close the request',
        message: 'The work is done. Add a resolution statement and close the request.',
        priority: 5,
      });
    }
  } else if (r.pmThreadId) {
    const [next] = await db
      .select({ id: pmRequestDetails.requestId })
      .from(pmRequestDetails)
      .where(and(eq(pmRequestDetails.generatedFromRequestId, r.id), ne(pmRequestDetails.requestId, r.id)));
    if (!next)
      prompts.push({ kind: 'generate-next', title: 'Schedule the next visit', message: 'Create the next preventative request of this schedule.', priority: 6 });
  }
  return prompts.sort((a, b) => a.priority - b.priority);
}
