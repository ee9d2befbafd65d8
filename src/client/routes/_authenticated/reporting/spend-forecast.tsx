import { createFileRoute } from '@tanstack/react-router';
import { spendForecastQuery } from '../../../features/reporting/api/reporting-queries';
import { reportFilter } from '../../../features/reporting/report-filter';
import { SpendForecastReport } from '../../../features/reporting/spend-forecast-report';

/** /reporting/spend-forecast (docs/product/reporting.md#spend-forecast): the report's read starts with the page, not awaited. */
export const Route = createFileRoute('/_authenticated/reporting/spend-forecast')({
  loaderDeps: ({ search }) => reportFilter(search),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(spendForecastQuery(deps)),
  component: SpendForecastPage,
});

function SpendForecastPage() {
  return <SpendForecastReport search={Route.useSearch()} />;
}
