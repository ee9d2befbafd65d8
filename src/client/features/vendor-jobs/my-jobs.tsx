import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { watchSettledWrites } from '@/offline/settled-writes';
import { SIGNED_IN_JOB_ACTIONS } from './api/vendor-job-calls';
import { myJobsQuery, vendorJobKeys } from './api/vendor-job-queries';
import { JobList } from './job-list';

/**
 * A vendor's home, signed in (docs/product/vendors.md#my-jobs): read from the offline set's copy when
 * there is no signal; a delivered progress report reads the list again.
 */
export function MyJobs() {
  const queryClient = useQueryClient();
  const jobs = useQuery(myJobsQuery());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: vendorJobKeys.all });
  useEffect(
    () => watchSettledWrites((settled) => settled.some((entry) => entry.kind === 'vendorJob.report') && refresh()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one watch for the page's life
    [],
  );
  return <JobList jobs={jobs} actions={SIGNED_IN_JOB_ACTIONS} onAnswered={refresh} />;
}
