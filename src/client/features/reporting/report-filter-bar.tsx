import { Box, Button, Card, Field, Input, Menu, Portal, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { SelectField } from '@/components/select-field';
import { assetTypesQuery } from '../assets/api/asset-queries';
import { LocationGroupField } from '@/components/location-group-field';
import { byCustomer, locationsInGroup } from '@/components/location-groups';
import { locationLabel } from '@/components/location-label';
import { requestLocationsQuery, vendorOptionsQuery } from '../requests/api/picker-queries';
import { compactReportSearch, selectedLocations, shownPeriod } from './report-filter';
import type { ReportSearch } from './report-search';

/**
 * The filters every report takes (docs/product/reporting.md#filters), kept in the address: the
 * period (the last year unless chosen), a location group, locations of it, a service category and a
 * vendor. The options come from the request filters' and the asset filters' own reads. On a phone
 * the fields fold behind a "Filters (n)" button. A change goes back to the first page.
 */
export function ReportFilterBar({ search, onSearch, selfService }: { search: ReportSearch; onSearch: (next: ReportSearch) => void; selfService: boolean }) {
  const locations = useQuery(requestLocationsQuery());
  const vendors = useQuery(vendorOptionsQuery(selfService));
  const types = useQuery(assetTypesQuery());
  const categories = useMemo(() => {
    const byId = new Map((types.data?.items ?? []).map((t) => [t.serviceCategory.id, t.serviceCategory.name]));
    return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [types.data]);
  const [shown, setShown] = useState(false);
  const all = locations.data?.items ?? [];
  const offered = locationsInGroup(all, search.group);
  const chosen = selectedLocations(search);
  const period = shownPeriod(search);
  const set = (changes: Partial<ReportSearch>) => onSearch(compactReportSearch({ ...search, page: undefined, ...changes }));
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((c) => c !== id);
    set({ locations: next.length ? next.join(',') : undefined });
  };
  const active = ['from', 'to', 'group', 'locations', 'category', 'vendor'].filter((k) => search[k as keyof ReportSearch] !== undefined).length;
  const locationsText =
    chosen.length === 0
      ? search.group
        ? 'All in the group'
        : 'All locations'
      : chosen.length === 1
        ? (all.find((l) => l.id === chosen[0])?.name ?? '1 location')
        : `${chosen.length} locations`;

  return (
    <Card.Root variant="outline" size="sm" mb="4">
      <Card.Body gap="3">
        <Button variant="outline" size="sm" hideFrom="md" alignSelf="flex-start" onClick={() => setShown((s) => !s)} aria-expanded={shown}>
          Filters{active > 0 ? ` (${active})` : ''}
        </Button>
        <Box display={{ base: shown ? 'block' : 'none', md: 'block' }}>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
            <Field.Root>
              <Field.Label>From</Field.Label>
              <Input size="sm" type="date" value={period.from} max={period.to} onChange={(e) => set({ from: e.target.value || undefined })} />
            </Field.Root>
            <Field.Root>
              <Field.Label>To</Field.Label>
              <Input size="sm" type="date" value={period.to} min={period.from} onChange={(e) => set({ to: e.target.value || undefined })} />
            </Field.Root>
            <LocationGroupField value={search.group} locations={all} onChange={(group) => set({ group, locations: undefined })} />
            <Field.Root>
              <Field.Label id="report-locations-label">Locations</Field.Label>
              <Menu.Root closeOnSelect={false} positioning={{ sameWidth: true }}>
                <Menu.Trigger asChild>
                  <Button
                    size="sm"
                    variant="outline"
                    justifyContent="space-between"
                    w="full"
                    fontWeight="normal"
                    aria-labelledby="report-locations-label report-locations-value"
                  >
                    <Text as="span" id="report-locations-value" truncate>
                      {locationsText}
                    </Text>
                  </Button>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content maxH="72" overflowY="auto">
                      {offered.length === 0 && (
                        <Menu.Item value="none" disabled>
                          No locations
                        </Menu.Item>
                      )}
                      {chosen.length > 0 && (
                        <Menu.Item value="all" onClick={() => set({ locations: undefined })}>
                          {search.group ? 'All locations in the group' : 'All locations'}
                        </Menu.Item>
                      )}
                      {byCustomer(offered).map(([customer, group]) => (
                        <Menu.ItemGroup key={customer ?? ''}>
                          {customer && <Menu.ItemGroupLabel>{customer}</Menu.ItemGroupLabel>}
                          {group.map((l) => (
                            <Menu.CheckboxItem key={l.id} value={l.id} checked={chosen.includes(l.id)} onCheckedChange={(on) => toggle(l.id, on)}>
                              {locationLabel(l)}
                              <Menu.ItemIndicator />
                            </Menu.CheckboxItem>
                          ))}
                        </Menu.ItemGroup>
                      ))}
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            </Field.Root>
            <SelectField
              size="sm"
              label="Service category"
              value={search.category ?? ''}
              empty="All categories"
              options={categories}
              onChange={(category) => set({ category: category || undefined })}
            />
            <SelectField
              size="sm"
              label="Vendor"
              value={search.vendor ?? ''}
              empty="All vendors"
              options={(vendors.data?.items ?? []).map((v) => ({ value: v.id, label: v.name }))}
              onChange={(vendor) => set({ vendor: vendor || undefined })}
            />
            <Box alignSelf="flex-end">
              <Button size="sm" variant="ghost" disabled={active === 0} onClick={() => onSearch(search.status ? { status: search.status } : {})}>
                Clear filters
              </Button>
            </Box>
          </SimpleGrid>
          {(locations.error ?? vendors.error ?? types.error) && (
            <Text textStyle="xs" color="fg.muted" mt="2">
              Some filter options could not be loaded; the reports still show.
            </Text>
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
