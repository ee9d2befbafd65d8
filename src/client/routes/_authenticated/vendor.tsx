import { Grid, Stack } from '@chakra-ui/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { SectionEmptyState } from '@/components/section-empty-state';
import { assetTypesQuery } from '@/features/assets/api/asset-queries';
import { ownVendorsQuery } from '@/features/vendors/api/vendor-queries';
import { VendorCustomers } from '@/features/vendors/vendor-customers';
import { VendorProfileForm } from '@/features/vendors/vendor-profile-form';

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
  const types = useQuery(assetTypesQuery());
  const vendor = own.data.items.find((v) => v.canEdit) ?? own.data.items[0];
  const categories = [...new Map((types.data?.items ?? []).map((t) => [t.serviceCategory.id, t.serviceCategory])).values()];
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
        <VendorProfileForm key={vendor.id} vendor={vendor} categories={categories} />
        <Stack gap="4" minW="0">
          <VendorCustomers vendorId={vendor.id} />
        </Stack>
      </Grid>
    </>
  );
}
