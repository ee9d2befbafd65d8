import { subject } from '@casl/ability';
import { Badge, Button, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { formatDate } from '@domain/format/date-format';
import type { EightySixedVendor } from '@domain/vendors/vendor-network-api';
import { ErrorNotice } from '@/components/error-notice';
import { PageNavigator } from '@/components/page-navigator';
import { SectionEmptyState } from '@/components/section-empty-state';
import { useSave } from '@/components/use-save';
import { useSession } from '@/session/session-context';
import { EIGHTY_SIX_MESSAGES, takeVendorBack } from './api/eighty-six-calls';
import { VENDOR_PAGE_SIZE } from './api/vendor-calls';
import { eightySixedQuery, vendorKeys } from './api/vendor-queries';
import { EightySixForm } from './eighty-six-form';
import { VendorCard } from './vendor-card';

// Loaded when asked: a statically imported dialog reshapes the shared chunks of every page.
const ConfirmDialog = lazy(() => import('@/components/confirm-dialog').then(({ ConfirmDialog }) => ({ default: ConfirmDialog })));

/**
 * The eighty-six tab (docs/product/vendors.md Eighty-sixed vendors): dropped vendors as network cards,
 * with why, who and when; level two and up drop another one and take one back.
 */
export function EightySixList({ offset, onOffset }: { offset: number; onOffset: (offset: number) => void }) {
  const { ability } = useSession();
  const mayDrop = ability.can('create', 'VendorEightySix');
  return (
    <Stack gap="4">
      {mayDrop && <EightySixForm />}
      <DroppedVendors offset={offset} onOffset={onOffset} />
    </Stack>
  );
}

function DroppedVendors({ offset, onOffset }: { offset: number; onOffset: (offset: number) => void }) {
  const list = useQuery({ ...eightySixedQuery(offset), placeholderData: keepPreviousData });
  const { ability } = useSession();
  const [takingBack, setTakingBack] = useState<EightySixedVendor | null>(null);
  const save = useSave();
  const queryClient = useQueryClient();
  if (list.error) return <ErrorNotice message={list.error.message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton h="48" />;
  if (list.data.total === 0) return <SectionEmptyState icon="vendors" title="No eighty-sixed vendors" text="Vendors your company has dropped appear here." />;
  const takeBack = async (d: EightySixedVendor) => {
    const done = await save.run(() => takeVendorBack(d.vendor.id, d.customer.id), EIGHTY_SIX_MESSAGES.takeBack, `${d.vendor.name} is taken back.`);
    setTakingBack(null);
    if (done) void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
  };
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
            {ability.can('delete', subject('VendorEightySix', { customerId: d.customer.id })) && (
              <Button alignSelf="start" size="sm" variant="outline" minH="11" onClick={() => setTakingBack(d)}>
                Take back
              </Button>
            )}
          </VendorCard>
        ))}
      </SimpleGrid>
      <PageNavigator
        page={{ ...list.data, offset }}
        onPrevious={() => onOffset(Math.max(0, offset - VENDOR_PAGE_SIZE))}
        onNext={() => onOffset(offset + VENDOR_PAGE_SIZE)}
      />
      {takingBack && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={`Take ${takingBack.vendor.name} back?`}
            message={`${takingBack.vendor.name} can be suggested for ${takingBack.customer.name}'s requests again and given contracted rates.`}
            confirmLabel="Take back"
            busy={save.busy}
            onClose={() => setTakingBack(null)}
            onConfirm={() => void takeBack(takingBack)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
