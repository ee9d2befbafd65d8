import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { invoiceSummariesQuery } from '@/features/reporting/api/reporting-queries';
import { InvoicesReport } from '@/features/reporting/invoices-report';
import { invoiceListQuery } from '@/features/reporting/report-filter';

/** /reporting/invoices (docs/product/reporting.md#invoices): the list's read starts with the page, not awaited. */
export const Route = createFileRoute('/_authenticated/reporting/invoices/')({
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(invoiceSummariesQuery(invoiceListQuery(deps))),
  component: InvoicesReportPage,
});

function InvoicesReportPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <InvoicesReport search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
