import { Heading, Stack } from '@chakra-ui/react';
import { ErrorNotice } from './error-notice';

/** docs/product/messages.md: a page with no stored data and no answer within route-pending.tsx's NOT_ANSWERED_MS. */
export const NOT_AVAILABLE_YET = "This page hasn't been opened on this device, and the connection is not answering. Try again once you have a connection.";

/**
 * In place of a page's skeletons once its data is late (route-pending.tsx), with Try again. Try
 * again loads the page afresh: a read still hanging would otherwise be the one the route waits on again.
 */
export function NotAvailableYet() {
  return (
    <Stack gap="4" data-testid="not-available-offline">
      <Heading as="h1" size="xl">
        Not available offline yet
      </Heading>
      <ErrorNotice message={NOT_AVAILABLE_YET} onRetry={() => window.location.reload()} />
    </Stack>
  );
}
