import { Button } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { locationLabel } from '@/components/location-label';
import { locationListQuery } from '@/features/locations/api/location-queries';
import { vendorKeys } from './api/vendor-queries';

// Loaded when opened: a statically imported dialog reshapes the shared chunks of every page.
const VendorFormDialog = lazy(() => import('./vendor-form-dialog').then(({ VendorFormDialog }) => ({ default: VendorFormDialog })));

/**
 * Add vendor (docs/product/vendors.md#directory-vendors): the button, and the dialog with the
 * locations of the customer it may join straight away (the first page of the caller's list, read
 * through `locationSource` once the dialog opens).
 */
export function AddVendor({ customerId, locationSource }: { customerId: string; locationSource: Parameters<typeof locationListQuery>[0] }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const locations = useQuery({ ...locationListQuery(locationSource, '', 0), enabled: open });
  const options = (locations.data?.items ?? []).filter((l) => l.customerId === customerId).map((l) => ({ value: l.id, label: locationLabel(l) }));
  return (
    <>
      <Button colorPalette="brand" onClick={() => setOpen(true)}>
        Add vendor
      </Button>
      <Suspense fallback={null}>
        {open && (
          <VendorFormDialog
            mode="create"
            customerId={customerId}
            locations={options}
            onClose={() => setOpen(false)}
            onCreated={() => {
              setOpen(false);
              void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
            }}
          />
        )}
      </Suspense>
    </>
  );
}
