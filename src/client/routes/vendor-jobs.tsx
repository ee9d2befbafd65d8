import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { JobsLinkPage } from '../features/vendor-jobs/jobs-link-page';
import { requireLinkParams } from '../lib/link-guard';
import { queryText } from '../lib/search-params';

/** A vendor's open jobs, from its vendor-jobs link (docs/product/vendors.md#my-jobs). */
export const Route = createFileRoute('/vendor-jobs')({
  validateSearch: z.object({ token: queryText }),
  beforeLoad: ({ search }) => requireLinkParams(search.token),
  component: VendorJobsPage,
});

function VendorJobsPage() {
  const { token } = Route.useSearch();
  return <JobsLinkPage token={token!} />;
}
