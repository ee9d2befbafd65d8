import { Badge, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorNotice } from '@/components/error-notice';
import { SectionEmptyState } from '@/components/section-empty-state';
import { internalTechnicianVendorsQuery } from './api/vendor-queries';
import { VendorCard } from './vendor-card';

/** The external-support tab (docs/product/vendors.md Network): the portal's own technicians, outside the customer's vendors. */
export function ExternalSupport() {
  const list = useQuery(internalTechnicianVendorsQuery());
  if (list.error) return <ErrorNotice message={list.error.message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton h="32" />;
  if (list.data.total === 0)
    return <SectionEmptyState icon="vendors" title="No external support" text="Support partners outside your own vendor network appear here." />;
  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        The portal’s own field technicians, available beside your vendors.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {list.data.items.map((v) => (
          <VendorCard
            key={v.id}
            vendor={v}
            categories={v.serviceCategories}
            headingLevel="h2"
            badge={
              <Badge variant="subtle" colorPalette="brand" size="sm">
                Internal technicians
              </Badge>
            }
          >
            <Text fontSize="xs" color="fg.muted">
              {v.networkLocationCount > 0
                ? `In the network of ${v.networkLocationCount === 1 ? '1 of your locations' : `${v.networkLocationCount} of your locations`}`
                : 'Not in your locations’ networks yet'}
              {v.serviceArea.states.length > 0 ? ` · serves ${v.serviceArea.states.join(', ')}` : ''}
            </Text>
          </VendorCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
