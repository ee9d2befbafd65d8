import { Badge, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorNotice } from '@/components/error-notice';
import { SectionEmptyState } from '@/components/section-empty-state';
import { rosterViewQuery } from './api/vendor-queries';
import { ContractedRates } from './contracted-rates';
import { VendorCard } from './vendor-card';

const ordinal = (n: number) => (n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`);

/**
 * The network tab (docs/product/vendors.md Network): per service category, the vendors on the
 * rosters of the user's locations, first choices first, each with its contracted rates in force.
 */
export function VendorNetwork({ customerId, canEditRates }: { customerId: string | null; canEditRates: boolean }) {
  const view = useQuery(rosterViewQuery());
  if (view.error) return <ErrorNotice message={view.error.message} onRetry={() => void view.refetch()} />;
  if (!view.data) return <Skeleton h="48" />;
  if (view.data.items.length === 0) {
    return <SectionEmptyState icon="vendors" title="No vendor network yet" text="Vendors appear here once your locations rank them for a service category." />;
  }
  return (
    <Stack gap="6">
      {view.data.items.map((category) => (
        <Stack as="section" key={category.serviceCategory.id} gap="3" aria-labelledby={`category-${category.serviceCategory.id}`}>
          <Heading as="h2" size="md" id={`category-${category.serviceCategory.id}`}>
            {category.serviceCategory.name}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
            {category.vendors.map((v) => (
              <VendorCard
                key={v.vendor.id}
                vendor={v.vendor}
                badge={
                  <Badge colorPalette={v.bestPosition === 1 ? 'brand' : 'gray'} variant="subtle" size="sm">
                    {ordinal(v.bestPosition)} choice
                  </Badge>
                }
              >
                <Text fontSize="xs" color="fg.muted">
                  On the roster at {v.locationCount === 1 ? '1 location' : `${v.locationCount} locations`}
                </Text>
                <ContractedRates
                  rates={v.contractedRates}
                  vendor={v.vendor}
                  serviceCategory={category.serviceCategory}
                  customerId={customerId}
                  canEdit={canEditRates}
                />
              </VendorCard>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
