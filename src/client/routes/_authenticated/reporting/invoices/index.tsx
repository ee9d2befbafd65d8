import { createFileRoute } from '@tanstack/react-router';
import { SectionEmptyState } from '../../../../components/section-empty-state';

export const Route = createFileRoute('/_authenticated/reporting/invoices/')({
  component: InvoicesReportPage,
});

function InvoicesReportPage() {
  return (
    <SectionEmptyState
      icon="reporting"
      title="The invoices report will appear here"
      text="Vendor invoices by request, with downloads as CSV or a zip of documents."
    />
  );
}
