import { Button } from '@chakra-ui/react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { loadRequestList } from '@/features/requests/api/request-loaders';
import { RequestList } from '@/features/requests/request-list';
import { reopenRememberedFilters } from '@/features/requests/request-list-route';
import { requestListMemory, requestListSearchSchema } from '@/features/requests/request-list-search';
import { useSession } from '@/session/session-context';

export const Route = createFileRoute('/_authenticated/requests/')({
  validateSearch: requestListSearchSchema,
  beforeLoad: reopenRememberedFilters,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadRequestList(context.queryClient, deps, context.session.customer?.isSelfService ?? false),
  component: RequestsPage,
});

function RequestsPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { customer } = useSession();
  return (
    <>
      <PageHeader
        title="Requests"
        description="Service requests to vendors across your locations."
        actions={
          <Button asChild colorPalette="brand">
            <Link to="/requests/new">New request</Link>
          </Button>
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
