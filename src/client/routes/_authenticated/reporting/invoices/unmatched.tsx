import { createFileRoute } from '@tanstack/react-router';
import { SectionEmptyState } from '../../../../components/section-empty-state';

export const Route = createFileRoute('/_authenticated/reporting/invoices/unmatched')({
  component: UnmatchedInvoicesPage,
});

function UnmatchedInvoicesPage() {
  return (
    <SectionEmptyState
      icon="reporting"
      title="Unmatched invoices will appear here"
      text="Invoices that could not be matched to a request, to review and assign."
    />
  );
}
