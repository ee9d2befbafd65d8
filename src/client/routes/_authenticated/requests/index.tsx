import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../components/planned-screen';

export const Route = createFileRoute('/_authenticated/requests/')({
  component: RequestsPage,
});

function RequestsPage() {
  return (
    <PlannedScreen
      title="Requests"
      description="Service requests to vendors across your locations."
      icon="requests"
      emptyTitle="No requests to show yet"
      emptyText="Open requests will be listed here, newest first, with filters by status, location and priority."
    />
  );
}
