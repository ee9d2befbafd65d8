import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../../components/planned-screen';

export const Route = createFileRoute('/_authenticated/requests/$id/')({
  component: RequestPage,
});

function RequestPage() {
  const { id } = Route.useParams();
  return (
    <PlannedScreen
      title={`Request ${id}`}
      icon="requests"
      emptyTitle="Request details will appear here"
      emptyText="Status, assigned vendor, ETA, activity, attachments and the checklist of this request."
    />
  );
}
