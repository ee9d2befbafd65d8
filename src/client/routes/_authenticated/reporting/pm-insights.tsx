import { createFileRoute } from '@tanstack/react-router';
import { pmInsightsQuery } from '@/features/reporting/api/reporting-queries';
import { reportFilter } from '@/features/reporting/report-filter';
import { PmInsightsReport } from '@/features/reporting/pm-insights-report';

/** /reporting/pm-insights (docs/product/reporting.md#pm-insights): the report's read starts with the page, not awaited. */
export const Route = createFileRoute('/_authenticated/reporting/pm-insights')({
  // Inline, with no import: loaderDeps stays in the entry's route tree (the loader is split off).
  loaderDeps: ({ search: { page: _page, status: _status, ...filter } }) => filter,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(pmInsightsQuery(reportFilter(deps))),
  component: PmInsightsPage,
});

function PmInsightsPage() {
  return <PmInsightsReport search={Route.useSearch()} />;
}
