import { MY_JOBS_PAGE_LIMIT, VENDOR_JOB_MESSAGES, VENDOR_JOB_PATHS, type VendorJobPage } from '@domain/vendors/vendor-jobs-api';
import { api } from '@/lib/api-client';
import { apiQuery } from '@/lib/api-query';

/** My jobs' read (docs/product/vendors.md#my-jobs), apart from its writes so /home's loader does not pull in the outbox. */

export const vendorJobKeys = { all: ['vendor-jobs'] as const };

/** The first page of the user's jobs: the same read the offline set keeps (offline-reads.ts myJobsReadPaths). */
export const myJobsQuery = () =>
  apiQuery({
    queryKey: vendorJobKeys.all,
    read: () => api<VendorJobPage>(VENDOR_JOB_PATHS.list, { query: { limit: MY_JOBS_PAGE_LIMIT, offset: 0 } }),
    failure: VENDOR_JOB_MESSAGES.list,
  });
