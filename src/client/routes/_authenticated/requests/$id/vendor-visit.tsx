import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../../components/planned-screen';

export const Route = createFileRoute('/_authenticated/requests/$id/vendor-visit')({
  component: VendorVisitPage,
});

function VendorVisitPage() {
  const { id } = Route.useParams();
  return (
    <PlannedScreen
      title="Vendor visit"
      description={`Request ${id}`}
      icon="vendors"
      emptyTitle="The vendor follow-up will appear here"
      emptyText="Record the vendor's visit on this request: arrival, work done and what is still needed."
    />
  );
}
