import { createFileRoute } from '@tanstack/react-router';
import { loadRequest } from '@/features/requests/api/request-loaders';
import { RequestPage } from './-request-page';
import { useSession } from '@/session/session-context';

/** docs/product/routing.md: /requests/{id}/detail is the same request detail. */
export const Route = createFileRoute('/_authenticated/requests/$id/detail')({
  loader: ({ context, params }) => loadRequest(context.queryClient, params.id, context.session.customer?.isSelfService ?? false, context.session.ability),
  component: RequestDetailPage,
});

function RequestDetailPage() {
  const { id } = Route.useParams();
  const { customer } = useSession();
  return <RequestPage key={id} requestId={id} selfService={customer?.isSelfService ?? false} />;
}
