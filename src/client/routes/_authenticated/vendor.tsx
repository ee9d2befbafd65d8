import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../components/planned-screen';

export const Route = createFileRoute('/_authenticated/vendor')({
  component: VendorProfilePage,
});

function VendorProfilePage() {
  return (
    <PlannedScreen
      title="Vendor profile"
      description="How customers see your company."
      icon="vendors"
      emptyTitle="Your vendor profile will appear here"
      emptyText="Company details, service areas, contacts and contracted rates."
    />
  );
}
