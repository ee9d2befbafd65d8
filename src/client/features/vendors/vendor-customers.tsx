import { Badge, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorNotice } from '@/components/error-notice';
import { PageNavigator } from '@/components/page-navigator';
import { VENDOR_PAGE_SIZE } from './api/vendor-calls';
import { vendorCustomersQuery } from './api/vendor-queries';

/** The customers a vendor serves (docs/product/vendors.md Vendor profile), with how many of their locations. */
export function VendorCustomers({ vendorId }: { vendorId: string }) {
  const [offset, setOffset] = useState(0);
  const list = useQuery({ ...vendorCustomersQuery(vendorId, offset), placeholderData: keepPreviousData });
  return (
    <TitledCard title="Customers you serve" bodyGap="3">
      {list.error && <ErrorNotice message={list.error.message} onRetry={() => void list.refetch()} size="sm" />}
      {!list.data && !list.error && <Skeleton h="20" />}
      {list.data && (
        <>
          <Stack as="ul" gap="1" listStyleType="none" aria-label="Customers served">
            {list.data.items.map((c) => (
              <HStack as="li" key={c.id} justify="space-between" gap="2" borderWidth="1px" rounded="md" px="3" py="2">
                <Text fontSize="sm" fontWeight="medium" minW="0" overflowWrap="anywhere">
                  {c.name}
                </Text>
                <Badge size="sm" variant="subtle">
                  {c.locationCount === 1 ? '1 location' : `${c.locationCount} locations`}
                </Badge>
              </HStack>
            ))}
          </Stack>
          <PageNavigator
            page={{ ...list.data, offset }}
            onPrevious={() => setOffset(Math.max(0, offset - VENDOR_PAGE_SIZE))}
            onNext={() => setOffset(offset + VENDOR_PAGE_SIZE)}
            emptyText="No customers yet"
          />
        </>
      )}
    </TitledCard>
  );
}
