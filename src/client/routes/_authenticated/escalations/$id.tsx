import { createFileRoute } from '@tanstack/react-router';
import { loadEscalation } from '@/features/escalations/api/escalation-loaders';
import { EscalationDetailPage } from '@/features/escalations/escalation-detail';

export const Route = createFileRoute('/_authenticated/escalations/$id')({
  loader: ({ context, params }) => loadEscalation(context.queryClient, params.id),
  component: EscalationRoute,
});

function EscalationRoute() {
  const { id } = Route.useParams();
  return <EscalationDetailPage key={id} escalationId={id} />;
}
