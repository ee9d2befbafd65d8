import { createFileRoute } from '@tanstack/react-router';
import { requestReportQuery } from '@/features/reporting/api/reporting-queries';
import { reportFilter } from '@/features/reporting/report-filter';
import { RequestsReport } from '@/features/reporting/requests-report';

/** /reporting/requests (docs/product/reporting.md#requests): the report's read starts with the page, not awaited. */
export const Route = createFileRoute('/_authenticated/reporting/requests')({
  // Inline, with no import: loaderDeps stays in the entry's route tree (the loader is split off).
  loaderDeps: ({ search: { page: _page, status: _status, ...filter } }) => filter,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(requestReportQuery(reportFilter(deps))),
  component: RequestsReportPage,
});

function RequestsReportPage() {
  return <RequestsReport search={Route.useSearch()} />;
}
