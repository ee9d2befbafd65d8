import { createFileRoute } from '@tanstack/react-router';
import { SectionEmptyState } from '../../../components/section-empty-state';

export const Route = createFileRoute('/_authenticated/vendors/history')({
  component: VendorHistoryPage,
});

function VendorHistoryPage() {
  return <SectionEmptyState icon="vendors" title="Vendor history will appear here" text="Past dispatches to vendors, by location and date." />;
}
