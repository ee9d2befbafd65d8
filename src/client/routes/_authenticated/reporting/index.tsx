import { createFileRoute } from '@tanstack/react-router';
import { SectionEmptyState } from '../../../components/section-empty-state';

export const Route = createFileRoute('/_authenticated/reporting/')({
  component: ReportingOverviewPage,
});

function ReportingOverviewPage() {
  return <SectionEmptyState icon="reporting" title="Choose a report" text="Pick a report above: requests, invoices, spend forecast or insights." />;
}
