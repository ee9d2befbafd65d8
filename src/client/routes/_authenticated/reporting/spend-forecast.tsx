import { createFileRoute } from '@tanstack/react-router';
import { spendForecastQuery } from '@/features/reporting/api/reporting-queries';
import { reportFilter } from '@/features/reporting/report-filter';
import { SpendForecastReport } from '@/features/reporting/spend-forecast-report';

/** /reporting/spend-forecast (docs/product/reporting.md#spend-forecast): the report's read starts with the page, not awaited. */
export const Route = createFileRoute('/_authenticated/reporting/spend-forecast')({
  // Inline, with no import: loaderDeps stays in the entry's route tree (the loader is split off).
  loaderDeps: ({ search: { page: _page, status: _status, ...filter } }) => filter,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(spendForecastQuery(reportFilter(deps))),
  component: SpendForecastPage,
});

function SpendForecastPage() {
  return <SpendForecastReport search={Route.useSearch()} />;
}
