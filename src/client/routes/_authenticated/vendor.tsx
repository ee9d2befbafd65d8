import { Grid, Skeleton, Stack } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/page-header';
import { SectionEmptyState } from '@/components/section-empty-state';
import { TitledCard } from '@/components/titled-card';
import { assetTypesQuery } from '@/features/assets/api/asset-queries';
import { ownVendorsQuery } from '@/features/vendors/api/vendor-queries';
import { VendorCustomers } from '@/features/vendors/vendor-customers';

// Loaded as the page draws: the form shares its fields with a customer's vendor dialog, and as a
// chunk of its own named in every page's first load it would cost each page.
const VendorProfileForm = lazy(() => import('@/features/vendors/vendor-profile-form').then(({ VendorProfileForm }) => ({ default: VendorProfileForm })));
// Loaded after the page draws: the profile comes first.
const VendorPeople = lazy(() => import('@/features/vendors/vendor-people').then(({ VendorPeople }) => ({ default: VendorPeople })));

/** The vendor profile (docs/product/vendors.md Vendor profile); the route needs update permission on a vendor (docs/product/roles-and-permissions.md). */
export const Route = createFileRoute('/_authenticated/vendor')({
  loader: async ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(assetTypesQuery());
    await queryClient.ensureQueryData(ownVendorsQuery());
  },
  component: VendorProfilePage,
});

function VendorProfilePage() {
  const own = useSuspenseQuery(ownVendorsQuery());
  const vendor = own.data.items.find((v) => v.canEdit) ?? own.data.items[0];
  if (!vendor) {
    return (
      <>
        <PageHeader title="Vendor profile" description="How customers see your company." />
        <SectionEmptyState icon="vendors" title="No vendor company" text="Your account does not belong to a vendor." />
      </>
    );
  }
  return (
    <>
      <PageHeader title={vendor.name} description="Your vendor profile: how customers see your company." />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="4" alignItems="start">
        <Suspense fallback={<Skeleton h="96" />}>
          <VendorProfileForm key={vendor.id} vendor={vendor} />
        </Suspense>
        <Stack gap="4" minW="0">
          {vendor.canEdit && (
            <TitledCard title="People" description="Who works for your company in the portal. Each new person is invited to sign in." bodyGap="3">
              <Suspense fallback={null}>
                <VendorPeople vendorId={vendor.id} />
              </Suspense>
            </TitledCard>
          )}
          <VendorCustomers vendorId={vendor.id} />
        </Stack>
      </Grid>
    </>
  );
}
