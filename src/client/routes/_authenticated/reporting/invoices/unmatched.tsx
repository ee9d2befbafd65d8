import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { unmatchedInvoicesQuery } from '@/features/reporting/api/reporting-queries';
import { invoiceListQuery } from '@/features/reporting/report-filter';
import { UnmatchedInvoices } from '@/features/reporting/unmatched-invoices';

/** /reporting/invoices/unmatched (docs/product/reporting.md#unmatched-invoices). */
export const Route = createFileRoute('/_authenticated/reporting/invoices/unmatched')({
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(unmatchedInvoicesQuery(invoiceListQuery({ ...deps, status: undefined }))),
  component: UnmatchedInvoicesPage,
});

function UnmatchedInvoicesPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <UnmatchedInvoices search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
