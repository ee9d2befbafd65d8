import { createFileRoute } from '@tanstack/react-router';
import { SectionEmptyState } from '../../../components/section-empty-state';

export const Route = createFileRoute('/_authenticated/vendors/network')({
  component: VendorNetworkPage,
});

function VendorNetworkPage() {
  return (
    <SectionEmptyState
      icon="vendors"
      title="Your vendor network will appear here"
      text="The vendors each location uses by service category, and those not to suggest."
    />
  );
}
