import { createFileRoute } from '@tanstack/react-router';
import { loadRequest } from '@/features/requests/api/request-loaders';
import { RequestPage } from './-request-page';
import { useSession } from '@/session/session-context';

export const Route = createFileRoute('/_authenticated/requests/$id/')({
  loader: ({ context, params }) => loadRequest(context.queryClient, params.id, context.session.customer?.isSelfService ?? false, context.session.ability),
  component: RequestRoute,
});

function RequestRoute() {
  const { id } = Route.useParams();
  const { customer } = useSession();
  return <RequestPage key={id} requestId={id} selfService={customer?.isSelfService ?? false} />;
}
