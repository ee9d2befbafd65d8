import type { FollowUpStatus } from '@domain/public-links/follow-up-report';
import type { VendorJobDispatch, VendorJobQuote } from '@domain/vendors/vendor-jobs-api';

/**
 * What a job's card does with the vendor's answers: signed in (My jobs' own calls, a report queued
 * in the outbox) or by a vendor-jobs link (the link's calls, sent at once: a signed-out page has no
 * outbox, which belongs to a signed-in user).
 */
export interface JobActions {
  dispatch: (requestId: string, answer: VendorJobDispatch) => Promise<{ message: string }>;
  quote: (requestId: string, quote: VendorJobQuote) => Promise<{ message: string }>;
  report:
    | { queued: true; queue: (requestId: string, status: FollowUpStatus) => Promise<unknown> }
    | { queued: false; send: (requestId: string, status: FollowUpStatus) => Promise<{ message: string }> };
  /** The request's own page opens (for a signed-in user of the vendor it is assigned to). */
  opensRequest: boolean;
}
