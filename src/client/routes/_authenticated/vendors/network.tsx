import { subject } from '@casl/ability';
import { createFileRoute } from '@tanstack/react-router';
import { rosterViewQuery } from '@/features/vendors/api/vendor-queries';
import { VendorNetwork } from '@/features/vendors/vendor-network';
import { useSession } from '@/session/session-context';

export const Route = createFileRoute('/_authenticated/vendors/network')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(rosterViewQuery());
  },
  component: VendorNetworkPage,
});

function VendorNetworkPage() {
  const { ability, customer } = useSession();
  const customerId = customer?.id ?? null;
  const canEditRates = customerId !== null && ability.can('create', subject('ContractedRate', { customerId }));
  return <VendorNetwork customerId={customerId} canEditRates={canEditRates} />;
}
