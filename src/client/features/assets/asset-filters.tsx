import { Box, Button, Checkbox, Field, Fieldset, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { ASSET_STATUSES, type AssetStatus } from '@domain/assets/asset-enums';
import { ASSET_ORDER_BY, type AssetOrderBy } from '@domain/assets/asset-filters';
import type { AssetLocation } from '@domain/locations/location-api';
import { activeFilterCount, hasAssetFilters, statusesOf, type AssetListSearch } from './asset-list-search';
import { FilterCard } from '@/components/filter-card';
import { SelectField, type SelectOption } from '@/components/select-field';
import { locationOptions } from '@/components/location-groups';
import { locationLabel } from '@/components/location-label';

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

/** Any / Yes / No for an optional flag filter. */
const FLAG_OPTIONS: readonly SelectOption[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
const flagValue = (flag: boolean | undefined) => (flag === undefined ? '' : String(flag));
const flagFrom = (value: string) => (value === '' ? undefined : value === 'true');

export interface AssetFiltersProps {
  search: AssetListSearch;
  set: (changes: Partial<AssetListSearch>) => void;
  onClear: () => void;
  locations: readonly AssetLocation[];
  categories: readonly SelectOption[];
}

/**
 * The docs/product/assets-and-locations.md asset filters: text, status (Live and Replacing unless changed), location, service
 * category, percent of spend range, warranty, QR label, equipment certification, infrastructure and
 * the order. On a phone they fold behind a "Filters" button.
 */
export function AssetFilters({ search, set, onClear, locations, categories }: AssetFiltersProps) {
  const count = activeFilterCount(search);
  const statuses = statusesOf(search);
  const toggleStatus = (status: AssetStatus, on: boolean) => {
    const next = on ? [...statuses, status] : statuses.filter((s) => s !== status);
    // Unticking the last one goes back to the default rather than showing nothing.
    set({ assetStatus: next.length ? ASSET_STATUSES.filter((s) => next.includes(s)) : undefined });
  };
  const percent = (value: string) => (value === '' ? undefined : Math.min(100, Math.max(0, Number(value))));

  return (
    <FilterCard
      key={search.filterText ?? ''}
      searchLabel="Search assets"
      placeholder="Name, model, serial, type…"
      text={search.filterText}
      onSearch={(text) => set({ filterText: text })}
      activeCount={count}
    >
      <Stack gap="3">
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
          <SelectField
            size="sm"
            label="Location"
            value={search.locations?.[0] ?? search.locationId ?? ''}
            empty="All locations"
            options={locationOptions(locations, (l) => `${locationLabel(l)} (${l.assetCount})`)}
            onChange={(v) => set({ locations: v ? [v] : undefined, locationId: undefined })}
          />
          <SelectField
            size="sm"
            label="Service category"
            value={search.serviceCategoryIds?.[0] ?? ''}
            empty="All categories"
            options={categories}
            onChange={(v) => set({ serviceCategoryIds: v ? [v] : undefined })}
          />
          <Field.Root>
            <Field.Label>Percent of spend</Field.Label>
            <HStack gap="2">
              <Input
                size="sm"
                type="number"
                min={0}
                max={100}
                aria-label="Percent of spend from"
                placeholder="From"
                value={search.percentOfSpendStart ?? ''}
                onChange={(e) => set({ percentOfSpendStart: percent(e.target.value) })}
              />
              <Input
                size="sm"
                type="number"
                min={0}
                max={100}
                aria-label="Percent of spend to"
                placeholder="To"
                value={search.percentOfSpendEnd ?? ''}
                onChange={(e) => set({ percentOfSpendEnd: percent(e.target.value) })}
              />
            </HStack>
          </Field.Root>
          <SelectField
            size="sm"
            label="Under warranty"
            value={flagValue(search.warrantyEligible)}
            empty="Any"
            options={FLAG_OPTIONS}
            onChange={(v) => set({ warrantyEligible: flagFrom(v) })}
          />
          <SelectField
            size="sm"
            label="QR label linked"
            value={flagValue(search.hasQrCodeLinked)}
            empty="Any"
            options={FLAG_OPTIONS}
            onChange={(v) => set({ hasQrCodeLinked: flagFrom(v) })}
          />
          <SelectField
            size="sm"
            label="Certification eligible"
            value={flagValue(search.isEquipmentCertificationEligible)}
            empty="Any"
            options={FLAG_OPTIONS}
            onChange={(v) => set({ isEquipmentCertificationEligible: flagFrom(v) })}
          />
          <SelectField
            size="sm"
            label="Infrastructure"
            value={flagValue(search.isInfrastructure)}
            empty="Any"
            options={FLAG_OPTIONS}
            onChange={(v) => set({ isInfrastructure: flagFrom(v) })}
          />
          <HStack gap="2" align="flex-end">
            <SelectField
              size="sm"
              label="Order by"
              value={search.orderBy ?? 'name'}
              options={ASSET_ORDER_BY.map((o) => ({ value: o, label: ORDER_LABELS[o] }))}
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
          <Button size="sm" variant="ghost" disabled={!hasAssetFilters(search)} onClick={onClear}>
            Clear filters
          </Button>
        </Box>
      </Stack>
    </FilterCard>
  );
}
