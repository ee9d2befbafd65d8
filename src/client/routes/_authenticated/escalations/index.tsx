import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../components/planned-screen';

export const Route = createFileRoute('/_authenticated/escalations/')({
  component: EscalationsPage,
});

function EscalationsPage() {
  return (
    <PlannedScreen
      title="Escalations"
      description="Equipment issues escalated to manufacturers."
      icon="escalations"
      emptyTitle="No escalations to show yet"
      emptyText="Escalations will be listed here with their status and the manufacturer's latest update."
    />
  );
}
