import { Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PublicPage } from '@/components/public-page';
import { isBadLinkRead } from '@/features/public-links/api/public-link-calls';
import { jobsLinkActions, jobsLinkQuery } from './api/jobs-link-calls';
import { JobList } from './job-list';

/**
 * A vendor's open jobs by its vendor-jobs link (docs/product/vendors.md#my-jobs), with no account:
 * every customer's, on one page, with the answers its other links take. A link that cannot be used
 * goes to /invalid-link, as every link page does.
 */
export function JobsLinkPage({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const query = jobsLinkQuery(token);
  const jobs = useQuery(query);
  const actions = useMemo(() => jobsLinkActions(token), [token]);
  if (jobs.error && isBadLinkRead(jobs.error.cause)) return <Navigate to="/invalid-link" replace />;
  return (
    <PublicPage title="Your open jobs" icon="tasks" maxW="5xl">
      <Text color="fg.muted">Every open job of yours, from every customer, on one page. Keep this link: it works for 30 days.</Text>
      <JobList jobs={jobs} actions={actions} onAnswered={() => void queryClient.invalidateQueries({ queryKey: query.queryKey })} />
    </PublicPage>
  );
}
