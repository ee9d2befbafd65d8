import { Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { VendorJobPage } from '@domain/vendors/vendor-jobs-api';
import { ErrorNotice } from '@/components/error-notice';
import { SectionEmptyState } from '@/components/section-empty-state';
import type { JobActions } from './job-actions';
import { JobCard } from './job-card';

/** "3 open jobs for 2 customers". */
function summary(total: number, customers: number): string {
  const jobs = total === 1 ? '1 open job' : `${total} open jobs`;
  return customers > 1 ? `${jobs} for ${customers} customers` : jobs;
}

/**
 * A vendor's open jobs across the customers it serves, the soonest visit first, each with what can
 * be done on it now (signed in or by its vendor-jobs link: `actions`). `onAnswered` reads them again.
 */
export function JobList({ jobs, actions, onAnswered }: { jobs: UseQueryResult<VendorJobPage, Error>; actions: JobActions; onAnswered: () => void }) {
  if (jobs.isPending) {
    return (
      <Stack gap="4" aria-busy="true" aria-label="Loading your jobs">
        {[0, 1].map((n) => (
          <Skeleton key={n} h="48" rounded="md" />
        ))}
      </Stack>
    );
  }
  if (jobs.error && !jobs.data) return <ErrorNotice message={jobs.error.message} onRetry={() => void jobs.refetch()} />;
  const { items, total } = jobs.data;
  if (!items.length) {
    return <SectionEmptyState icon="tasks" title="No open jobs" text="New dispatches and quote requests from the customers you serve show here." />;
  }
  const vendorCount = new Set(items.map((job) => job.vendor.id)).size;
  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        {summary(total, new Set(items.map((job) => job.customerName)).size)}
        {total > items.length ? `, the ${items.length} soonest shown` : ''}.
      </Text>
      {/* Two columns on a wide screen: a job's card is long (the site, the facts, its answers). */}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
        {items.map((job) => (
          <JobCard key={`${job.request.id}:${job.vendor.id}`} job={job} actions={actions} showVendor={vendorCount > 1} onAnswered={onAnswered} />
        ))}
      </Grid>
    </Stack>
  );
}
