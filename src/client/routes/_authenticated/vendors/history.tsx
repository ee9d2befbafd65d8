import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { locationListQuery } from '../../../features/locations/api/location-queries';
import { ssoHistoryQuery } from '../../../features/vendors/api/vendor-queries';
import { VendorHistory } from '../../../features/vendors/vendor-history';
import { ssoHistoryQueryOf, vendorHistorySearchSchema } from '../../../features/vendors/vendor-history-search';

export const Route = createFileRoute('/_authenticated/vendors/history')({
  validateSearch: vendorHistorySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(ssoHistoryQuery(ssoHistoryQueryOf(deps)));
    void context.queryClient.prefetchQuery(locationListQuery('', 0));
  },
  component: VendorHistoryPage,
});

function VendorHistoryPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const locations = useQuery(locationListQuery('', 0));
  const options = (locations.data?.items ?? []).map((l) => ({ value: l.id, label: l.storeNumber ? `${l.storeNumber} · ${l.name}` : l.name }));
  return <VendorHistory search={search} locations={options} onSearch={(next) => void navigate({ search: next })} />;
}
