import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import type { VendorSuggestionReason } from '@domain/vendors/vendor-preferences-api';
import { formatDay } from '@domain/format/date-format';
import { useQuery } from '@tanstack/react-query';
import { assetSuggestionsQuery } from './api/vendor-preference-queries';

const REASON: Record<VendorSuggestionReason, string> = {
  assetRoster: 'Asset roster',
  categoryRoster: 'Category roster',
  servedAsset: 'Served it before',
};

/** Who to call for this asset: its roster, then its category's roster here, then vendors that served it. */
export function VendorSuggestions({ assetId }: { assetId: string }) {
  const list = useQuery(assetSuggestionsQuery(assetId));
  return (
    <TitledCard title="Suggested vendors" size="sm">
      {list.error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {list.error.message}
        </Text>
      )}
      {list.data && list.data.items.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No vendor to suggest yet: add vendors to this location's rosters.
        </Text>
      )}
      <Stack as="ol" gap="2" listStyleType="none">
        {list.data?.items.map((s) => (
          <HStack as="li" key={s.vendor.id} justify="space-between" gap="2">
            <Stack gap="0" minW="0">
              <Text fontSize="sm" fontWeight="medium" truncate>
                {s.vendor.name}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {[s.vendor.phone, s.lastServedAt ? `last here ${formatDay(s.lastServedAt)}` : null].filter(Boolean).join(' · ') || s.vendor.email}
              </Text>
            </Stack>
            <Badge variant="subtle" flexShrink={0}>
              {REASON[s.reason]}
            </Badge>
          </HStack>
        ))}
      </Stack>
    </TitledCard>
  );
}
