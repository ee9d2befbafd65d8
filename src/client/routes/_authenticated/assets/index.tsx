import { Button, HStack } from '@chakra-ui/react';
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { AssetFormDialog } from '@/features/assets/asset-form-dialog';
import { loadAssetList } from '@/features/assets/api/asset-loaders';
import { AssetList } from '@/features/assets/asset-list';
import { assetListMemory, assetListParams, assetListSearchSchema, hasAssetFilters } from '@/features/assets/asset-list-search';
import { useSession } from '@/session/session-context';

// Loaded when opened: the spreadsheet round trip is set-up work, not the daily list.
const AssetCsvDialog = lazy(() => import('@/features/assets/asset-csv-dialog').then(({ AssetCsvDialog }) => ({ default: AssetCsvDialog })));

export const Route = createFileRoute('/_authenticated/assets/')({
  validateSearch: assetListSearchSchema,
  // Back on the list without filters (the nav link, an asset's back link): reopen the ones in use.
  beforeLoad: ({ search }) => {
    const recalled = hasAssetFilters(search) ? null : assetListMemory.recall();
    if (recalled) throw redirect({ to: '/assets', search: recalled, replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAssetList(context.queryClient, deps),
  component: AssetsPage,
});

function AssetsPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { ability, user } = useSession();
  const [adding, setAdding] = useState(false);
  const [spreadsheet, setSpreadsheet] = useState(false);
  useEffect(() => assetListMemory.remember(search), [search]);
  return (
    <>
      <PageHeader
        title="Assets"
        // A brand's people see its equipment wherever it stands, listed with each row's customer.
        description={user.mode === 'brandOwner' ? 'Your equipment, across the customers that use it.' : 'Equipment at your locations.'}
        actions={
          <HStack gap="2">
            <Button asChild variant="outline" hideBelow="md">
              <Link to="/assets/scan">Scan a label</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/assets/locations">Locations</Link>
            </Button>
            {user.mode !== 'brandOwner' && (
              <Button asChild variant="outline">
                <Link to="/assets/pm-schedules">PM</Link>
              </Button>
            )}
            <Button variant="outline" hideBelow="md" onClick={() => setSpreadsheet(true)}>
              CSV
            </Button>
            {ability.can('create', 'Asset') && (
              <Button colorPalette="brand" onClick={() => setAdding(true)}>
                Add asset
              </Button>
            )}
          </HStack>
        }
      />
      <AssetList search={search} onSearch={(next) => void navigate({ search: next })} />
      {spreadsheet && (
        <Suspense fallback={null}>
          <AssetCsvDialog
            query={assetListParams(search)}
            mayImport={user.mode !== 'brandOwner' && (ability.can('create', 'Asset') || ability.can('update', 'Asset'))}
            onClose={() => setSpreadsheet(false)}
          />
        </Suspense>
      )}
      {adding && (
        <AssetFormDialog
          open
          asset={null}
          locationId={search.locationId ?? search.locations?.[0]}
          onClose={() => setAdding(false)}
          onSaved={(view) => void navigate({ to: '/assets/$id', params: { id: view.asset.id } })}
        />
      )}
    </>
  );
}
