import { createFileRoute } from '@tanstack/react-router';
import { requestReportQuery } from '../../../features/reporting/api/reporting-queries';
import { reportFilter } from '../../../features/reporting/report-filter';
import { RequestsReport } from '../../../features/reporting/requests-report';

/** /reporting/requests (docs/product/reporting.md#requests): the report's read starts with the page, not awaited. */
export const Route = createFileRoute('/_authenticated/reporting/requests')({
  loaderDeps: ({ search }) => reportFilter(search),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(requestReportQuery(deps)),
  component: RequestsReportPage,
});

function RequestsReportPage() {
  return <RequestsReport search={Route.useSearch()} />;
}
