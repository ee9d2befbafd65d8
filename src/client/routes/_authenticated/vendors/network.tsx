import { subject } from '@casl/ability';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { sessionLocationSource } from '@/features/locations/location-source';
import { rosterViewQuery } from '@/features/vendors/api/vendor-queries';
import { VendorNetwork } from '@/features/vendors/vendor-network';
import { useSession } from '@/session/session-context';

// Loaded after the network draws: what a leader adds and added, beside what the locations use.
const AddVendor = lazy(() => import('@/features/vendors/add-vendor').then(({ AddVendor }) => ({ default: AddVendor })));
const AddedVendors = lazy(() => import('@/features/vendors/added-vendors').then(({ AddedVendors }) => ({ default: AddedVendors })));

export const Route = createFileRoute('/_authenticated/vendors/network')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(rosterViewQuery());
  },
  component: VendorNetworkPage,
});

function VendorNetworkPage() {
  const session = useSession();
  const { ability, customer } = session;
  const customerId = customer?.id ?? null;
  const canEditRates = customerId !== null && ability.can('create', subject('ContractedRate', { customerId }));
  // docs/product/vendors.md#directory-vendors: the customer's managers add vendors to the directory.
  const mayAdd = customerId !== null && ability.can('create', subject('DirectoryVendor', { customerId }));
  return (
    <Stack gap="6">
      {mayAdd && (
        <HStack justify="flex-end">
          <Suspense
            fallback={
              <Button colorPalette="brand" disabled>
                Add vendor
              </Button>
            }
          >
            <AddVendor customerId={customerId} locationSource={sessionLocationSource(session)} />
          </Suspense>
        </HStack>
      )}
      <VendorNetwork customerId={customerId} canEditRates={canEditRates} />
      {customerId && (
        <Suspense fallback={null}>
          <AddedVendors customerId={customerId} />
        </Suspense>
      )}
    </Stack>
  );
}
