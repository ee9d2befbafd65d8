import { Badge, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDate } from '@domain/format/date-format';
import { ErrorNotice } from '@/components/error-notice';
import { PageNavigator } from '@/components/page-navigator';
import { SectionEmptyState } from '@/components/section-empty-state';
import { VENDOR_PAGE_SIZE } from './api/vendor-calls';
import { eightySixedQuery } from './api/vendor-queries';
import { VendorCard } from './vendor-card';

/** The eighty-six tab (docs/product/vendors.md Eighty-sixed vendors): dropped vendors as network cards, with why, who and when. */
export function EightySixList({ offset, onOffset }: { offset: number; onOffset: (offset: number) => void }) {
  const list = useQuery({ ...eightySixedQuery(offset), placeholderData: keepPreviousData });
  if (list.error) return <ErrorNotice message={list.error.message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton h="48" />;
  if (list.data.total === 0) return <SectionEmptyState icon="vendors" title="No eighty-sixed vendors" text="Vendors your company has dropped appear here." />;
  return (
    <Stack gap="4" opacity={list.isPlaceholderData ? 0.6 : 1}>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {list.data.items.map((d) => (
          <VendorCard
            key={`${d.customer.id}:${d.vendor.id}`}
            vendor={d.vendor}
            categories={d.serviceCategories}
            headingLevel="h2"
            badge={
              <Badge colorPalette="red" variant="subtle" size="sm">
                86’d
              </Badge>
            }
          >
            <Text fontSize="sm">{d.reason}</Text>
            <Text fontSize="xs" color="fg.muted">
              {formatDate(d.eightySixedAt)}
              {d.eightySixedBy ? ` by ${d.eightySixedBy.name}` : ''} · {d.customer.name}
            </Text>
          </VendorCard>
        ))}
      </SimpleGrid>
      <PageNavigator
        page={{ ...list.data, offset }}
        onPrevious={() => onOffset(Math.max(0, offset - VENDOR_PAGE_SIZE))}
        onNext={() => onOffset(offset + VENDOR_PAGE_SIZE)}
      />
    </Stack>
  );
}
