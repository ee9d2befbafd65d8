import { Button } from '@chakra-ui/react';
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PageHeader } from '../../../components/page-header';
import { RequestList } from '../../../features/requests/request-list';
import { hasFilters, requestListMemory, requestListSearchSchema } from '../../../features/requests/request-list-search';
import { useSession } from '../../../features/session/session-context';

export const Route = createFileRoute('/_authenticated/requests/')({
  validateSearch: requestListSearchSchema,
  // Back on the list without filters (the nav link, a request's back link): reopen the ones in use.
  beforeLoad: ({ search }) => {
    const recalled = hasFilters(search) ? null : requestListMemory.recall();
    if (recalled) throw redirect({ to: '/requests', search: recalled, replace: true });
  },
  component: RequestsPage,
});

function RequestsPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { customer } = useSession();
  useEffect(() => requestListMemory.remember(search), [search]);
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
      <RequestList search={search} selfService={customer?.isSelfService ?? false} onSearch={(next) => {
          // Remember first: a list without filters would otherwise reopen the old ones.
          requestListMemory.remember(next);
          void navigate({ search: next });
        }} />
    </>
  );
}
