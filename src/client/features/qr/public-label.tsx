import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorNotice } from '@/components/error-notice';
import { PublicPage } from '@/components/public-page';
import { isRunningInstalled } from '@/lib/install-prompt';
import { isSignedIn } from '@/lib/session';
import { publicLabelQuery } from './api/qr-queries';
import { QR_MESSAGES } from './api/qr-calls';
import { isOffline } from './cached-label';

/**
 * The way on under the label's text. Signed in (a label this account cannot open): scan again.
 * Signed out: Sign in, which comes back to this label (docs/product/routing.md /qr/{id}), and,
 * second, getting the app (not offered inside the installed app).
 */
function LabelActions({ labelId, signInHint }: { labelId: string; signInHint: string }) {
  if (isSignedIn()) {
    return (
      <Button asChild colorPalette="brand" alignSelf="flex-start">
        <Link to="/assets/scan">Scan again</Link>
      </Button>
    );
  }
  return (
    <Stack gap="3" pt="1">
      <Text color="fg.muted">{signInHint}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild colorPalette="brand" w={{ base: 'full', sm: 'auto' }}>
          <Link to="/login" search={{ nextRoute: `/qr/${labelId}` }}>
            Sign in
          </Link>
        </Button>
        {!isRunningInstalled() && (
          <Button asChild variant="outline" w={{ base: 'full', sm: 'auto' }}>
            <Link to="/app">Get the app</Link>
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * A scanned label for someone who may not open its equipment (signed out, or another organisation's
 * label): what it is stuck on, as the public label call says it (the equipment's name and its
 * location's name, nothing else), that it is not linked yet, or that it does not exist, and the way on.
 */
export function PublicLabelPage({ labelId }: { labelId: string }) {
  const label = useQuery(publicLabelQuery(labelId));
  if (label.isPending) {
    return (
      <Center minH="100dvh" aria-busy="true" aria-label="Opening the label">
        <Spinner size="lg" color="brand.fg" />
      </Center>
    );
  }
  if (label.error) {
    const offline = isOffline(label.error.cause);
    return (
      <PublicPage title={offline ? "You're offline" : 'Equipment label'} icon="scan">
        <ErrorNotice message={offline ? QR_MESSAGES.offline : label.error.message} onRetry={() => void label.refetch()} />
      </PublicPage>
    );
  }
  const answer = label.data;
  if (answer.status === 'not-found') {
    return (
      <PublicPage title="Label not found" icon="alert">
        <Text>This label wasn't found. Check that you scanned the QR label on the equipment.</Text>
        <LabelActions labelId={labelId} signInHint="Sign in to scan another label or find the equipment in the portal." />
      </PublicPage>
    );
  }
  if (answer.status === 'unlinked') {
    return (
      <PublicPage title="Label not linked yet" icon="link">
        <Text>This label isn't linked to equipment yet.</Text>
        <LabelActions labelId={labelId} signInHint="Sign in to link it to the equipment it's stuck on." />
      </PublicPage>
    );
  }
  return (
    <PublicPage title={answer.assetName} icon="assets">
      <Text fontSize="lg" overflowWrap="anywhere">
        at {answer.locationName}
      </Text>
      {isSignedIn() && <Text color="fg.muted">Your account can't open this equipment. Sign in with an account of its location to see it.</Text>}
      <LabelActions labelId={labelId} signInHint="Sign in to see its requests, report a problem or check in." />
    </PublicPage>
  );
}
