import { Box, Button, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useRouter } from '@tanstack/react-router';
import { subject } from '@casl/ability';
import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { ErrorNotice } from '@/components/error-notice';
import type { AssetDetailView } from '@domain/assets/asset-api';
import { assetKeys } from '@/features/assets/api/asset-keys';
import { loadAsset } from '@/features/assets/api/asset-loaders';
import { assetDetailQuery } from '@/features/assets/api/asset-queries';
import { AssetAttachments } from '@/features/assets/asset-attachments';
import { AssetFacts, AssetRequests, AssetServiceVisits } from '@/features/assets/asset-detail';
import { AssetFormDialog } from '@/features/assets/asset-form-dialog';
import { AssetPhotos } from '@/features/assets/asset-photos';
import { LocationPanel } from '@/features/locations/location-panel';
import { TroubleshootingHistory } from '@/features/troubleshooting/troubleshooting-history';
import { VendorSuggestions } from '@/features/vendor-preferences/vendor-suggestions';
import { useSession } from '@/session/session-context';

// Loaded after the page draws: planned maintenance is read now and then, the page's own facts first.
const PmSchedulesCard = lazy(() => import('@/features/pm/pm-schedules-card').then(({ PmSchedulesCard }) => ({ default: PmSchedulesCard })));

export const Route = createFileRoute('/_authenticated/assets/$id')({
  loader: ({ context, params }) => loadAsset(context.queryClient, params.id),
  component: AssetPage,
});

/** One asset: its facts, photos, attachments, requests, service visits, troubleshooting history, location and suggested vendors. */
function AssetPage() {
  const { id } = Route.useParams();
  const router = useRouter();
  const { ability, user } = useSession();
  const detail = useQuery(assetDetailQuery(id));
  const queryClient = useQueryClient();
  // A save answers the asset as it now is: show it at once, and let lists read it again.
  const replace = (saved: AssetDetailView) => {
    queryClient.setQueryData(assetDetailQuery(id).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: assetKeys.lists });
  };
  const [editing, setEditing] = useState(false);
  const view = detail.data;

  if (!view) {
    return (
      <Stack gap="4">
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
          <Link to="/assets">← Assets</Link>
        </Button>
        {detail.error ? (
          <ErrorNotice message={detail.error.message} onRetry={() => void detail.refetch()} />
        ) : (
          <Stack gap="3" aria-busy="true" aria-label="Loading the asset">
            <Skeleton h="10" w="60%" />
            <Skeleton h="48" />
          </Stack>
        )}
      </Stack>
    );
  }

  const a = view.asset;
  return (
    <>
      <Button asChild variant="ghost" size="sm" mb="2" ms="-2">
        <Link to="/assets">← Assets</Link>
      </Button>
      <PageHeader
        title={a.name}
        description={[view.assetType.name, a.modelNumber, a.location.storeNumber ? `${a.location.storeNumber} · ${a.location.name}` : a.location.name]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <HStack gap="2">
            {view.canEdit && (
              <Button variant="outline" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            <Button colorPalette="brand" onClick={() => void router.navigate({ href: `/requests/new?assetId=${encodeURIComponent(a.id)}` })}>
              Start a request
            </Button>
          </HStack>
        }
      />
      {detail.error && (
        <Text color="fg.error" fontSize="sm" mb="3" role="alert">
          {detail.error.message}
        </Text>
      )}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="4" alignItems="start">
        <Stack gap="4" minW="0">
          <AssetFacts view={view} />
          <AssetPhotos
            assetId={a.id}
            photos={view.photos}
            canEdit={view.canEdit}
            onUploaded={(photo) => replace({ ...view, photos: [photo, ...view.photos] })}
          />
          <AssetRequests view={view} onStartRequest={() => void router.navigate({ href: `/requests/new?assetId=${encodeURIComponent(a.id)}` })} />
          <AssetServiceVisits assetId={a.id} />
          <TroubleshootingHistory assetId={a.id} />
          <AssetAttachments assetId={a.id} canEdit={view.canEdit} />
        </Stack>
        <Stack gap="4" minW="0">
          <LocationPanel location={view.location} />
          {view.location.pmEnabled && user.mode !== 'brandOwner' && (
            <Suspense fallback={<Skeleton h="40" rounded="md" />}>
              <PmSchedulesCard
                locationId={view.location.id}
                assetId={a.id}
                mayPlan={ability.can('create', subject('PmSchedule', { customerId: view.location.customerId, locationId: view.location.id }))}
              />
            </Suspense>
          )}
          <VendorSuggestions assetId={a.id} />
          <Box />
        </Stack>
      </Grid>
      {editing && (
        <AssetFormDialog
          open
          asset={view}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            replace(saved);
            setEditing(false);
          }}
        />
      )}
    </>
  );
}
