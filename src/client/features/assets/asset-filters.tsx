import { Box, Button, Card, Checkbox, Field, Fieldset, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ASSET_STATUSES, type AssetStatus } from '../../../domain/assets/asset-enums';
import { ASSET_ORDER_BY, type AssetOrderBy } from '../../../domain/assets/asset-filters';
import type { AssetLocation } from '../../../domain/locations/location-api';
import { activeFilterCount, hasAssetFilters, statusesOf, type AssetListSearch } from './asset-list-search';
import { ChoiceField, FLAG_CHOICES, flagFrom, flagValue, type Choice } from './choice-field';

const ORDER_LABELS: Record<AssetOrderBy, string> = {
  name: 'Name',
  modelNumber: 'Model number',
  serialNumber: 'Serial number',
  status: 'Status',
  percentOfSpend: 'Percent of spend',
  warrantyExpiresOn: 'Warranty end',
  installedOn: 'Installed',
  locationName: 'Location',
  assetTypeName: 'Asset type',
  serviceCategoryName: 'Service category',
  createdAt: 'Added',
  updatedAt: 'Last changed',
};

export const locationLabel = (l: { name: string; storeNumber: string | null }) => (l.storeNumber ? `${l.storeNumber} · ${l.name}` : l.name);

export interface AssetFiltersProps {
  search: AssetListSearch;
  set: (changes: Partial<AssetListSearch>) => void;
  onClear: () => void;
  locations: readonly AssetLocation[];
  categories: readonly Choice[];
}

/**
 * The docs/product/assets-and-locations.md asset filters: text, status (Live and Replacing unless changed), location, service
 * category, percent of spend range, warranty, QR label, equipment certification, infrastructure and
 * the order. On a phone they fold behind a "Filters" button.
 */
export function AssetFilters({ search, set, onClear, locations, categories }: AssetFiltersProps) {
  const [text, setText] = useState(search.filterText ?? '');
  const [shown, setShown] = useState(false);
  const count = activeFilterCount(search);
  const statuses = statusesOf(search);
  const toggleStatus = (status: AssetStatus, on: boolean) => {
    const next = on ? [...statuses, status] : statuses.filter((s) => s !== status);
    // Unticking the last one goes back to the default rather than showing nothing.
    set({ assetStatus: next.length ? ASSET_STATUSES.filter((s) => next.includes(s)) : undefined });
  };
  const percent = (value: string) => (value === '' ? undefined : Math.min(100, Math.max(0, Number(value))));

  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap="3">
        <HStack gap="2" align="flex-end">
          <form
            role="search"
            style={{ flex: 1 }}
            onSubmit={(e) => {
              e.preventDefault();
              set({ filterText: text.trim() || undefined });
            }}
          >
            <Input aria-label="Search assets" placeholder="Search by name, model, serial, type or location" value={text} onChange={(e) => setText(e.target.value)} />
          </form>
          <Button variant="outline" hideFrom="md" onClick={() => setShown((s) => !s)} aria-expanded={shown}>
            Filters{count > 0 ? ` (${count})` : ''}
          </Button>
        </HStack>
        <Stack gap="3" display={{ base: shown ? 'flex' : 'none', md: 'flex' }}>
          <Fieldset.Root>
            <Fieldset.Legend fontSize="sm" fontWeight="medium">
              Status
            </Fieldset.Legend>
            <HStack gap="4" wrap="wrap" mt="1">
              {ASSET_STATUSES.map((status) => (
                <Checkbox.Root key={status} size="sm" checked={statuses.includes(status)} onCheckedChange={(d) => toggleStatus(status, d.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{status}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
          </Fieldset.Root>
          <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
            <ChoiceField
              size="sm"
              label="Location"
              value={search.locations?.[0] ?? search.locationId ?? ''}
              empty="All locations"
              choices={locations.map((l) => ({ value: l.id, label: `${locationLabel(l)} (${l.assetCount})` }))}
              onChange={(v) => set({ locations: v ? [v] : undefined, locationId: undefined })}
            />
            <ChoiceField
              size="sm"
              label="Service category"
              value={search.serviceCategoryIds?.[0] ?? ''}
              empty="All categories"
              choices={categories}
              onChange={(v) => set({ serviceCategoryIds: v ? [v] : undefined })}
            />
            <Field.Root>
              <Field.Label>Percent of spend</Field.Label>
              <HStack gap="2">
                <Input size="sm" type="number" min={0} max={100} aria-label="Percent of spend from" placeholder="From" value={search.percentOfSpendStart ?? ''} onChange={(e) => set({ percentOfSpendStart: percent(e.target.value) })} />
                <Input size="sm" type="number" min={0} max={100} aria-label="Percent of spend to" placeholder="To" value={search.percentOfSpendEnd ?? ''} onChange={(e) => set({ percentOfSpendEnd: percent(e.target.value) })} />
              </HStack>
            </Field.Root>
            <ChoiceField size="sm" label="Under warranty" value={flagValue(search.warrantyEligible)} empty="Any" choices={FLAG_CHOICES} onChange={(v) => set({ warrantyEligible: flagFrom(v) })} />
            <ChoiceField size="sm" label="QR label linked" value={flagValue(search.hasQrCodeLinked)} empty="Any" choices={FLAG_CHOICES} onChange={(v) => set({ hasQrCodeLinked: flagFrom(v) })} />
            <ChoiceField
              size="sm"
              label="Certification eligible"
              value={flagValue(search.isEquipmentCertificationEligible)}
              empty="Any"
              choices={FLAG_CHOICES}
              onChange={(v) => set({ isEquipmentCertificationEligible: flagFrom(v) })}
            />
            <ChoiceField size="sm" label="Infrastructure" value={flagValue(search.isInfrastructure)} empty="Any" choices={FLAG_CHOICES} onChange={(v) => set({ isInfrastructure: flagFrom(v) })} />
            <HStack gap="2" align="flex-end">
              <ChoiceField
                size="sm"
                label="Order by"
                value={search.orderBy ?? 'name'}
                choices={ASSET_ORDER_BY.map((o) => ({ value: o, label: ORDER_LABELS[o] }))}
                onChange={(v) => set({ orderBy: v as AssetOrderBy })}
              />
              <Button
                size="sm"
                variant="outline"
                aria-label={search.orderDirection === 'desc' ? 'Descending, change to ascending' : 'Ascending, change to descending'}
                onClick={() => set({ orderDirection: search.orderDirection === 'desc' ? 'asc' : 'desc' })}
              >
                {search.orderDirection === 'desc' ? '↓' : '↑'}
              </Button>
            </HStack>
          </SimpleGrid>
          <Box>
            <Button
              size="sm"
              variant="ghost"
              disabled={!hasAssetFilters(search)}
              onClick={() => {
                setText('');
                onClear();
              }}
            >
              Clear filters
            </Button>
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
