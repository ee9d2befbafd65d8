import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { locationListQuery } from '@/features/locations/api/location-queries';
import { sessionLocationSource } from '@/features/locations/location-source';
import { useSession } from '@/session/session-context';
import { ssoHistoryQuery } from '@/features/vendors/api/vendor-queries';
import { VendorHistory } from '@/features/vendors/vendor-history';
import { ssoHistoryQueryOf, vendorHistorySearchSchema } from '@/features/vendors/vendor-history-search';

export const Route = createFileRoute('/_authenticated/vendors/history')({
  validateSearch: vendorHistorySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(ssoHistoryQuery(ssoHistoryQueryOf(deps)));
    void context.queryClient.prefetchQuery(locationListQuery(sessionLocationSource(context.session), '', 0));
  },
  component: VendorHistoryPage,
});

function VendorHistoryPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const session = useSession();
  const locations = useQuery(locationListQuery(sessionLocationSource(session), '', 0));
  const options = (locations.data?.items ?? []).map((l) => ({ value: l.id, label: l.storeNumber ? `${l.storeNumber} · ${l.name}` : l.name }));
  return <VendorHistory search={search} locations={options} onSearch={(next) => void navigate({ search: next })} />;
}
