import { createFileRoute } from '@tanstack/react-router';
import { vendorInsightsQuery } from '@/features/reporting/api/reporting-queries';
import { reportFilter } from '@/features/reporting/report-filter';
import { VendorInsightsReport } from '@/features/reporting/vendor-insights-report';

/** /reporting/vendor-insights (docs/product/reporting.md#vendor-insights): the report's read starts with the page, not awaited. */
export const Route = createFileRoute('/_authenticated/reporting/vendor-insights')({
  // Inline, with no import: loaderDeps stays in the entry's route tree (the loader is split off).
  loaderDeps: ({ search: { page: _page, status: _status, ...filter } }) => filter,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(vendorInsightsQuery(reportFilter(deps))),
  component: VendorInsightsPage,
});

function VendorInsightsPage() {
  return <VendorInsightsReport search={Route.useSearch()} />;
}
