import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../components/planned-screen';

export const Route = createFileRoute('/_authenticated/escalations/$id')({
  component: EscalationPage,
});

function EscalationPage() {
  const { id } = Route.useParams();
  return (
    <PlannedScreen
      title={`Escalation ${id}`}
      icon="escalations"
      emptyTitle="Escalation details will appear here"
      emptyText="The equipment, the reasons for escalating, and every update from the manufacturer and vendor."
    />
  );
}
