import { AppDialog } from '@/components/app-dialog';
import { VendorPeople } from './vendor-people';

/** A vendor's people in a dialog (docs/product/vendors.md#vendor-people): from the vendors a customer added. */
export function VendorPeopleDialog({ vendor, onClose }: { vendor: { id: string; name: string }; onClose: () => void }) {
  return (
    <AppDialog title={`People of ${vendor.name}`} onClose={onClose} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <VendorPeople vendorId={vendor.id} />
    </AppDialog>
  );
}
