import { createFileRoute } from '@tanstack/react-router';
import { SectionEmptyState } from '../../../components/section-empty-state';

export const Route = createFileRoute('/_authenticated/reporting/vendor-insights')({
  component: VendorInsightsPage,
});

function VendorInsightsPage() {
  return (
    <SectionEmptyState icon="reporting" title="Vendor insights will appear here" text="How your vendors perform: response times, first-time fixes and costs." />
  );
}
