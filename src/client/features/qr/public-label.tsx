import { Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorNotice } from '../../components/error-notice';
import { PublicPage } from '../../components/public-page';
import { isSignedIn } from '../../lib/session';
import { publicLabelQuery } from './api/qr-queries';

/** The actions under the label's text: signed out, sign in and come back to the label; signed in, scan again. */
function LabelActions({ labelId, signInText }: { labelId: string; signInText: string }) {
  if (isSignedIn()) {
    return (
      <Button asChild colorPalette="brand" alignSelf="flex-start">
        <Link to="/assets/scan">Scan again</Link>
      </Button>
    );
  }
  return (
    <Stack gap="3">
      <Text color="fg.muted">{signInText}</Text>
      <HStack gap="2" wrap="wrap">
        <Button asChild colorPalette="brand">
          <Link to="/login" search={{ nextRoute: `/qr/${labelId}` }}>
            Sign in
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/app">Get the app</Link>
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * A scanned label for someone who may not open its equipment (signed out, or another organisation's
 * label): what it is stuck on, as the public label call says it, and the way on.
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
    return (
      <PublicPage title="Equipment label" icon="scan">
        <ErrorNotice message={label.error.message} onRetry={() => void label.refetch()} />
      </PublicPage>
    );
  }
  const answer = label.data;
  if (answer.status === 'not-found') {
    return (
      <PublicPage title="Label not found" icon="scan">
        <Text>This QR label isn't one of ours, or it was removed. Check that you scanned the label on the equipment.</Text>
        {isSignedIn() ? <LabelActions labelId={labelId} signInText="" /> : null}
      </PublicPage>
    );
  }
  if (answer.status === 'unlinked') {
    return (
      <PublicPage title="Label not linked yet" icon="scan">
        <Text>This label hasn't been linked to a piece of equipment yet.</Text>
        <LabelActions labelId={labelId} signInText="Sign in to link it to the equipment it's stuck on." />
      </PublicPage>
    );
  }
  return (
    <PublicPage title={answer.assetName} icon="scan">
      <Text fontSize="lg">at {answer.locationName}</Text>
      {isSignedIn() && <Text color="fg.muted">Your account can't open this equipment. Sign in with an account of its location to see it.</Text>}
      <LabelActions labelId={labelId} signInText="Sign in to see its requests, report a problem or check in." />
    </PublicPage>
  );
}
