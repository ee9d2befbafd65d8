import { createFileRoute } from '@tanstack/react-router';
import { loadRequest } from '../../../../features/requests/api/request-loaders';
import { RequestDetail } from '../../../../features/requests/request-detail';
import { useSession } from '../../../../features/session/session-context';

export const Route = createFileRoute('/_authenticated/requests/$id/')({
  loader: ({ context, params }) => loadRequest(context.queryClient, params.id, context.session.customer?.isSelfService ?? false),
  component: RequestPage,
});

function RequestPage() {
  const { id } = Route.useParams();
  const { customer } = useSession();
  return <RequestDetail key={id} requestId={id} selfService={customer?.isSelfService ?? false} />;
}
