import { PUBLIC_LINK_PATHS, type LinkAnswer } from '@domain/public-links/public-links-api';
import { MY_JOBS_PAGE_LIMIT, VENDOR_JOB_MESSAGES, type VendorJobPage } from '@domain/vendors/vendor-jobs-api';
import { linkApi } from '@/features/public-links/api/public-link-calls';
import { apiQuery } from '@/lib/api-query';
import type { JobActions } from '../job-actions';

/** A vendor-jobs link's calls (docs/product/vendors.md#my-jobs): its jobs, and its answers on each, by its token. */

/** The link's first page of jobs; a link that cannot be used fails with its FetchError as the cause (isBadLinkRead). */
export const jobsLinkQuery = (token: string) => ({
  ...apiQuery({
    queryKey: ['vendor-jobs-link', token],
    read: (signal) => linkApi<VendorJobPage>(PUBLIC_LINK_PATHS.jobs, { query: { token, limit: MY_JOBS_PAGE_LIMIT, offset: 0 }, signal }),
    failure: VENDOR_JOB_MESSAGES.list,
  }),
  retry: false,
});

const post = (path: string, token: string) => (requestId: string, body: object) =>
  linkApi<LinkAnswer>(path, { method: 'POST', body: { token, requestId, ...body } });

/** The answers through the link: sent at once (a signed-out page has no outbox). */
export const jobsLinkActions = (token: string): JobActions => ({
  dispatch: post(PUBLIC_LINK_PATHS.jobDispatch, token),
  quote: post(PUBLIC_LINK_PATHS.jobQuote, token),
  report: { queued: false, send: (requestId, status) => post(PUBLIC_LINK_PATHS.jobReport, token)(requestId, { status }) },
  opensRequest: false,
});
