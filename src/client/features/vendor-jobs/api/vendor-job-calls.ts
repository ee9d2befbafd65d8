import { pathWith } from '@domain/api/paths';
import type { FollowUpStatus } from '@domain/public-links/follow-up-report';
import { VENDOR_JOB_PATHS, type VendorJobAnswer, type VendorJobDispatch, type VendorJobQuote } from '@domain/vendors/vendor-jobs-api';
import { api } from '@/lib/api-client';
import { enqueueWrite } from '@/offline/enqueue-write';
import type { JobActions } from '../job-actions';

/**
 * My jobs' writes (docs/product/vendors.md#my-jobs). Accepting, declining and quoting need the
 * customer's current state, so they are sent online; a progress report is queued (a technician in a
 * plant room has no signal) with the moment it was made.
 */

export const answerJobDispatch = (requestId: string, answer: VendorJobDispatch) =>
  api<VendorJobAnswer>(pathWith(VENDOR_JOB_PATHS.dispatch, { id: requestId }), { method: 'POST', body: answer });

export const sendJobQuote = (requestId: string, quote: VendorJobQuote) =>
  api<VendorJobAnswer>(pathWith(VENDOR_JOB_PATHS.quote, { id: requestId }), { method: 'POST', body: quote });

export const queueJobReport = (requestId: string, status: FollowUpStatus, now: Date = new Date()) =>
  enqueueWrite({
    kind: 'vendorJob.report',
    method: 'POST',
    url: pathWith(VENDOR_JOB_PATHS.report, { id: requestId }),
    body: { status, reportedAt: now.toISOString() },
    entityId: requestId,
  });

/** My jobs signed in: its own calls, a report queued. */
export const SIGNED_IN_JOB_ACTIONS: JobActions = {
  dispatch: answerJobDispatch,
  quote: sendJobQuote,
  report: { queued: true, queue: (requestId, status) => queueJobReport(requestId, status) },
  opensRequest: true,
};
