import { createFileRoute } from '@tanstack/react-router';
import { vendorInsightsQuery } from '../../../features/reporting/api/reporting-queries';
import { reportFilter } from '../../../features/reporting/report-filter';
import { VendorInsightsReport } from '../../../features/reporting/vendor-insights-report';

/** /reporting/vendor-insights (docs/product/reporting.md#vendor-insights): the report's read starts with the page, not awaited. */
export const Route = createFileRoute('/_authenticated/reporting/vendor-insights')({
  loaderDeps: ({ search }) => reportFilter(search),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(vendorInsightsQuery(deps)),
  component: VendorInsightsPage,
});

function VendorInsightsPage() {
  return <VendorInsightsReport search={Route.useSearch()} />;
}
