import { Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { formatDate } from '@domain/format/date-format';
import type { VendorProfile } from '@domain/vendors/vendor-profile-api';
import { ErrorNotice } from '@/components/error-notice';
import { PageNavigator } from '@/components/page-navigator';
import { addedVendorsQuery } from './api/directory-calls';
import { VENDOR_PAGE_SIZE } from './api/vendor-calls';
import { vendorKeys } from './api/vendor-queries';
import { VendorCard } from './vendor-card';

// Loaded when opened: most visits to the network change no vendor.
const VendorFormDialog = lazy(() => import('./vendor-form-dialog').then(({ VendorFormDialog }) => ({ default: VendorFormDialog })));
const VendorPeopleDialog = lazy(() => import('./vendor-people-dialog').then(({ VendorPeopleDialog }) => ({ default: VendorPeopleDialog })));

/** Where a vendor works, in one line: "CA, NV · 94103 · 40 miles around its address". */
function serviceAreaText(v: VendorProfile): string {
  const { states, postalCodes, radiusMiles } = v.serviceArea;
  const parts = [states.join(', '), postalCodes.join(', '), radiusMiles ? `${radiusMiles} miles around its address` : ''].filter(Boolean);
  return parts.length ? `Serves ${parts.join(' · ')}` : 'No service area given';
}

function AddedVendorCard({ vendor, onEdit, onPeople }: { vendor: VendorProfile; onEdit: () => void; onPeople: () => void }) {
  return (
    <VendorCard vendor={vendor} categories={vendor.serviceCategories}>
      <Text fontSize="xs" color="fg.muted">
        {serviceAreaText(vendor)}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {vendor.insuranceExpiresOn ? `Insurance until ${formatDate(vendor.insuranceExpiresOn)}` : 'Insurance expiry not given'}
        {vendor.contacts.length > 0 && ` · ${vendor.contacts.length === 1 ? '1 contact' : `${vendor.contacts.length} contacts`}`}
      </Text>
      {vendor.canEdit ? (
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" aria-label={`Edit ${vendor.name}`} onClick={onEdit}>
            Edit
          </Button>
          <Button size="xs" variant="outline" aria-label={`People of ${vendor.name}`} onClick={onPeople}>
            People
          </Button>
        </HStack>
      ) : (
        <Text fontSize="xs" color="fg.muted">
          {vendor.selfManaged ? 'The vendor keeps its own profile and people now.' : 'Its own people and administrators keep it now.'}
        </Text>
      )}
    </VendorCard>
  );
}

/**
 * The vendors the current customer added to the directory (docs/product/vendors.md#directory-vendors),
 * under the network: what they do, where, their insurance; Edit and People while the customer keeps
 * them. Shown when there are some.
 */
export function AddedVendors({ customerId }: { customerId: string }) {
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<{ kind: 'edit' | 'people'; vendor: VendorProfile }>();
  const list = useQuery({ ...addedVendorsQuery(customerId, offset), placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  if (list.error) return <ErrorNotice message={list.error.message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton h="24" />;
  if (list.data.total === 0) return null;
  const close = () => setOpen(undefined);
  return (
    <Stack as="section" gap="3" aria-labelledby="added-vendors" opacity={list.isPlaceholderData ? 0.6 : 1}>
      <Heading as="h2" size="md" id="added-vendors">
        Vendors your company added
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {list.data.items.map((v) => (
          <AddedVendorCard key={v.id} vendor={v} onEdit={() => setOpen({ kind: 'edit', vendor: v })} onPeople={() => setOpen({ kind: 'people', vendor: v })} />
        ))}
      </SimpleGrid>
      {list.data.total > VENDOR_PAGE_SIZE && (
        <PageNavigator
          page={list.data}
          onPrevious={() => setOffset(Math.max(0, offset - VENDOR_PAGE_SIZE))}
          onNext={() => setOffset(offset + VENDOR_PAGE_SIZE)}
        />
      )}
      <Suspense fallback={null}>
        {open?.kind === 'edit' && (
          <VendorFormDialog
            mode="edit"
            vendor={open.vendor}
            onClose={close}
            onSaved={() => {
              close();
              void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
            }}
          />
        )}
        {open?.kind === 'people' && <VendorPeopleDialog vendor={open.vendor} onClose={close} />}
      </Suspense>
    </Stack>
  );
}
