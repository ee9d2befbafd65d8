import { Button } from '@chakra-ui/react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { loadRequestList } from '@/features/requests/api/request-loaders';
import { RequestList } from '@/features/requests/request-list';
import { reopenRememberedFilters } from '@/features/requests/request-list-route';
import { requestListMemory, requestListSearchSchema } from '@/features/requests/request-list-search';
import { useSession } from '@/session/session-context';
import type { Session } from '@/session/session-store';

export const Route = createFileRoute('/_authenticated/requests/')({
  validateSearch: requestListSearchSchema,
  beforeLoad: reopenRememberedFilters,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadRequestList(context.queryClient, deps, context.session.customer?.isSelfService ?? false),
  component: RequestsPage,
});

/** What the list is, in the user's own terms: a vendor's jobs, a brand's equipment, a customer's locations. */
function listDescription({ user }: Session): string {
  if (user.isVendorOnly) return 'The jobs your company is dispatched to, across the customers you serve.';
  if (user.mode === 'brandOwner') return 'Service requests on your equipment, across the customers that use it.';
  return 'Service requests to vendors across your locations.';
}

function RequestsPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const session = useSession();
  const { customer } = session;
  return (
    <>
      <PageHeader
        title="Requests"
        description={listDescription(session)}
        actions={
          // Only those who may file one (a customer's people): a vendor or a brand has no New request.
          session.ability.can('create', 'Request') && (
            <Button asChild colorPalette="brand">
              <Link to="/requests/new">New request</Link>
            </Button>
          )
        }
      />
      <RequestList
        search={search}
        selfService={customer?.isSelfService ?? false}
        onSearch={(next) => {
          // Remember first: a list opened without filters would otherwise reopen the old ones.
          requestListMemory.remember(next);
          void navigate({ search: next });
        }}
      />
    </>
  );
}
