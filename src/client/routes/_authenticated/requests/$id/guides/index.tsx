import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../../../components/planned-screen';

export const Route = createFileRoute('/_authenticated/requests/$id/guides/')({
  component: RequestGuidesPage,
});

function RequestGuidesPage() {
  const { id } = Route.useParams();
  return (
    <PlannedScreen
      title="Troubleshooting guides"
      description={`Request ${id}`}
      icon="wrench"
      emptyTitle="Guides for this equipment will appear here"
      emptyText="Step-by-step checks that often fix the problem without a vendor visit."
    />
  );
}
