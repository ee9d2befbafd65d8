import { createFileRoute } from '@tanstack/react-router';
import { SectionEmptyState } from '../../../components/section-empty-state';

export const Route = createFileRoute('/_authenticated/reporting/requests')({
  component: RequestsReportPage,
});

function RequestsReportPage() {
  return (
    <SectionEmptyState
      icon="reporting"
      title="The requests report will appear here"
      text="Request volume, response times and costs by location and category."
    />
  );
}
