import { Badge, Button, Card, Checkbox, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { AssetStatus } from '@domain/assets/asset-enums';
import type { AssetSummary } from '@domain/assets/asset-api';
import { formatDate } from '@domain/format/date-format';
import { LABEL_SHEET_LAYOUTS, type LabelSheetLayout } from '@domain/qr/qr-api';
import { apiErrorMessage } from '@/lib/api-error';
import { ASSET_MESSAGES, fetchLabelSheet } from './api/asset-calls';
import { assetListQuery, assetLocationsQuery, assetTypesQuery } from './api/asset-queries';
import { AssetFilters } from './asset-filters';
import { customerNamer } from '@/components/location-groups';
import { locationLabel } from '@/components/location-label';
import { CustomerLine } from '@/components/customer-line';
import { assetListParams, assetPageSize, compactAssetSearch, hasAssetFilters, type AssetListSearch } from './asset-list-search';
import { PagedResults } from '@/components/paged-results';

const STATUS_PALETTE: Record<AssetStatus, string> = { Live: 'green', Replacing: 'orange', Pending: 'blue', Retired: 'gray' };

export function AssetStatusBadge({ status }: { status: AssetStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle">
      {status}
    </Badge>
  );
}

export interface AssetListProps {
  search: AssetListSearch;
  onSearch: (search: AssetListSearch) => void;
}

/**
 * The asset list (docs/product/routing.md, docs/product/assets-and-locations.md, docs/product/constants.md): 50 a page (100 for infrastructure), Live and Replacing unless
 * the user picks otherwise, every filter in the address; cards on a phone, a table on wider screens.
 * Assets can be ticked to print their QR labels.
 */
export function AssetList({ search, onSearch }: AssetListProps) {
  const list = useQuery({ ...assetListQuery(assetListParams(search)), placeholderData: keepPreviousData });
  const locations = useQuery(assetLocationsQuery());
  // A list across customers (a brand's equipment) names each row's customer.
  const customerOf = customerNamer(locations.data?.items ?? []);
  const types = useQuery(assetTypesQuery());
  const categories = useMemo(() => {
    const byId = new Map((types.data?.items ?? []).map((t) => [t.serviceCategory.id, t.serviceCategory.name]));
    return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [types.data]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const pageSize = assetPageSize(search);
  const set = (changes: Partial<AssetListSearch>) => onSearch(compactAssetSearch({ ...search, page: undefined, ...changes }));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack gap="4">
      <AssetFilters search={search} set={set} onClear={() => onSearch({})} locations={locations.data?.items ?? []} categories={categories} />
      <PagedResults
        list={list}
        noun="assets"
        empty={{
          icon: 'assets',
          title: 'No assets found',
          text: hasAssetFilters(search)
            ? 'No asset matches these filters. Change or clear them to see more.'
            : 'Equipment at your locations will be listed here.',
        }}
        card={(a) => <AssetCard asset={a} customer={customerOf(a.location.id)} selected={selected.has(a.id)} onSelect={(on) => toggle(a.id, on)} />}
        table={(items) => (
          <AssetTable
            items={items}
            customerOf={customerOf}
            selected={selected}
            onSelect={toggle}
            onSelectAll={(on) => setSelected(on ? new Set([...selected, ...items.map((a) => a.id)]) : new Set())}
          />
        )}
        cardsTestId="asset-cards"
        pageSize={pageSize}
        currentPage={search.page}
        onPage={(page) => onSearch(compactAssetSearch({ ...search, page }))}
        rangeTestId="asset-range"
      >
        {selected.size > 0 && <LabelBar assetIds={[...selected]} onClear={() => setSelected(new Set())} />}
      </PagedResults>
    </Stack>
  );
}

/** Prints the ticked assets' QR labels: the server makes the PDF sheet, the browser downloads it. */
function LabelBar({ assetIds, onClear }: { assetIds: string[]; onClear: () => void }) {
  const [layout, setLayout] = useState<LabelSheetLayout>('3x10');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const print = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const pdf = await fetchLabelSheet({ assetIds, layout });
      const href = URL.createObjectURL(pdf);
      const a = document.createElement('a');
      a.href = href;
      a.download = `asset-labels-${assetIds.length}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch (e) {
      setError(apiErrorMessage(e, ASSET_MESSAGES.labels));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root variant="subtle" size="sm" bg="brand.subtle" role="region" aria-label="Selected assets">
      <Card.Body>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text fontWeight="medium">{assetIds.length === 1 ? '1 asset selected' : `${assetIds.length} assets selected`}</Text>
          <HStack gap="2" wrap="wrap">
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field aria-label="Label sheet" value={layout} onChange={(e) => setLayout(e.target.value as LabelSheetLayout)} bg="bg">
                {LABEL_SHEET_LAYOUTS.map((l) => (
                  <option key={l} value={l}>
                    {l === '3x10' ? '30 per sheet (Avery 5160)' : '14 per sheet (Avery 5162)'}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void print()}>
              Print labels
            </Button>
            <Button size="sm" variant="ghost" onClick={onClear}>
              Clear selection
            </Button>
          </HStack>
        </HStack>
        {error && (
          <Text color="fg.error" fontSize="sm" mt="2" role="alert">
            {error}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function SelectBox({ label, checked, onChange }: { label: string; checked: boolean | 'indeterminate'; onChange: (on: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(d) => onChange(d.checked === true)} aria-label={label}>
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

function AssetCard({
  asset: a,
  customer,
  selected,
  onSelect,
}: {
  asset: AssetSummary;
  customer: string | null;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  return (
    <Card.Root variant="elevated" shadow="xs" size="sm" _hover={{ shadow: 'md' }}>
      <Card.Body gap="2">
        <HStack justify="space-between" gap="2" align="flex-start">
          <Link to="/assets/$id" params={{ id: a.id }} style={{ flex: 1, minWidth: 0 }}>
            <Text fontWeight="semibold" lineClamp={2}>
              {a.name}
            </Text>
            <Text fontSize="sm" color="fg.muted" lineClamp={1}>
              {a.assetType.name}
              {a.modelNumber ? ` · ${a.modelNumber}` : ''}
            </Text>
          </Link>
          <SelectBox label={`Select ${a.name}`} checked={selected} onChange={onSelect} />
        </HStack>
        <Text fontSize="sm" color="fg.muted" lineClamp={1}>
          {customer ? `${customer} · ` : ''}
          {locationLabel(a.location)}
        </Text>
        <HStack gap="1" wrap="wrap">
          <AssetStatusBadge status={a.status} />
          {a.warrantyEligible && <Badge variant="outline">Under warranty</Badge>}
          {a.qrLabelId && <Badge variant="outline">QR</Badge>}
          {a.isInfrastructure && <Badge variant="outline">Infrastructure</Badge>}
          <Text fontSize="xs" color="fg.muted" ms="auto">
            {a.percentOfSpend.toFixed(0)}% of spend
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function AssetTable({
  items,
  customerOf,
  selected,
  onSelect,
  onSelectAll,
}: {
  items: AssetSummary[];
  customerOf: (locationId: string) => string | null;
  selected: Set<string>;
  onSelect: (id: string, on: boolean) => void;
  onSelectAll: (on: boolean) => void;
}) {
  const ticked = items.filter((a) => selected.has(a.id)).length;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="8">
              <SelectBox
                label="Select all on this page"
                checked={ticked === 0 ? false : ticked === items.length ? true : 'indeterminate'}
                onChange={onSelectAll}
              />
            </Table.ColumnHeader>
            <Table.ColumnHeader>Asset</Table.ColumnHeader>
            <Table.ColumnHeader>Location</Table.ColumnHeader>
            <Table.ColumnHeader>Category</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Warranty</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">% of spend</Table.ColumnHeader>
            <Table.ColumnHeader>QR</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((a) => (
            <Table.Row key={a.id} data-selected={selected.has(a.id) ? '' : undefined}>
              <Table.Cell>
                <SelectBox label={`Select ${a.name}`} checked={selected.has(a.id)} onChange={(on) => onSelect(a.id, on)} />
              </Table.Cell>
              <Table.Cell maxW="xs">
                <Link to="/assets/$id" params={{ id: a.id }}>
                  <Text fontWeight="medium" color="brand.fg" lineClamp={1}>
                    {a.name}
                  </Text>
                </Link>
                <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                  {a.assetType.name}
                  {a.modelNumber ? ` · ${a.modelNumber}` : ''}
                  {a.serialNumber ? ` · SN ${a.serialNumber}` : ''}
                </Text>
              </Table.Cell>
              <Table.Cell>
                {locationLabel(a.location)}
                <CustomerLine name={customerOf(a.location.id)} />
              </Table.Cell>
              <Table.Cell>{a.serviceCategory.name}</Table.Cell>
              <Table.Cell>
                <AssetStatusBadge status={a.status} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {a.warrantyExpiresOn ? `${a.warrantyEligible ? 'Until' : 'Ended'} ${formatDate(a.warrantyExpiresOn)}` : <Text color="fg.muted">None</Text>}
              </Table.Cell>
              <Table.Cell textAlign="end">{a.percentOfSpend.toFixed(0)}%</Table.Cell>
              <Table.Cell>{a.qrLabelId ? <Badge variant="outline">Linked</Badge> : <Text color="fg.muted">—</Text>}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
