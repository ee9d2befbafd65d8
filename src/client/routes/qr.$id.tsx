import { Alert, Button, Center, Spinner, Stack } from '@chakra-ui/react';
import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { PublicPage } from '../components/public-page';
import { isSignedIn } from '../lib/session';
import { PublicLabelPage } from '../features/qr/public-label';
import { QR_MESSAGES } from '../features/qr/api/qr-calls';

/**
 * A scanned QR label (docs/product/routing.md): a signed-in user who may see the asset lands on it; a label not
 * yet linked is offered for linking; anyone else sees what the label is stuck on and can sign in
 * and come back to it.
 */
export const Route = createFileRoute('/qr/$id')({
  beforeLoad: async ({ params }) => {
    // Loaded with the visit, not with the route tree: resolving a label reaches the offline store (Dexie).
    const { labelDestination } = await import('../features/qr/label-destination');
    const destination = await labelDestination(params.id);
    if (destination.kind === 'asset') throw redirect({ to: '/assets/$id', params: { id: destination.assetId }, replace: true });
    if (destination.kind === 'link') throw redirect({ to: '/assets/labels/$labelId', params: { labelId: destination.labelId }, replace: true });
    return { destination };
  },
  pendingComponent: () => (
    <Center minH="100dvh" aria-busy="true" aria-label="Opening the label">
      <Spinner size="lg" color="brand.fg" />
    </Center>
  ),
  component: LabelPage,
});

function LabelPage() {
  const { destination } = Route.useRouteContext();
  if (destination.kind === 'public') return <PublicLabelPage labelId={destination.labelId} />;
  if (destination.kind === 'not-a-label') return <NotALabel />;
  return <OfflineLabel />;
}

/** A code that is no label of ours: the way on is another scan, signing in (signed out) or home. */
function NotALabel() {
  const signedIn = isSignedIn();
  return (
    <PublicPage title="Not an equipment label" icon="scan">
      <Stack gap="4">
        <Alert.Root status="warning" rounded="md">
          <Alert.Indicator />
          <Alert.Title>{QR_MESSAGES.notALabel}</Alert.Title>
        </Alert.Root>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="brand" w={{ base: 'full', sm: 'auto' }}>
            <Link to="/assets/scan">Scan again</Link>
          </Button>
          {!signedIn && (
            <Button asChild variant="outline" w={{ base: 'full', sm: 'auto' }}>
              <Link to="/login">Sign in</Link>
            </Button>
          )}
          <Button asChild variant="outline" w={{ base: 'full', sm: 'auto' }}>
            <Link to="/">Home</Link>
          </Button>
        </Stack>
      </Stack>
    </PublicPage>
  );
}

/** Offline, and this label's asset was never opened on this device. */
function OfflineLabel() {
  return (
    <PublicPage title="You're offline" icon="scan">
      <Stack gap="4">
        <Alert.Root status="warning" rounded="md">
          <Alert.Indicator />
          <Alert.Title>This label's equipment hasn't been opened on this device before. Connect to the internet and scan it again.</Alert.Title>
        </Alert.Root>
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <Link to="/assets/scan">Scan again</Link>
        </Button>
      </Stack>
    </PublicPage>
  );
}
