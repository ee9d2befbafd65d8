import { Heading, Stack } from '@chakra-ui/react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorNotice } from './error-notice';

/**
 * A route whose loader or component failed: a heading (the page's own is not drawn), the read's message
 * (docs/product/messages.md text or the server's) and a retry that reloads the route and the queries it reads. The error is reported
 * (docs/product/error-reporting.md; expected API and network failures are dropped there), through a
 * lazy import that keeps reporting out of the first load.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  useEffect(() => queryErrorReset.reset(), [queryErrorReset]);
  useEffect(() => void import('../error-reporting/error-reporting').then(({ reportError }) => reportError(error)), [error]);
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        This page could not be opened
      </Heading>
      <ErrorNotice message={error instanceof Error && error.message ? error.message : 'Something went wrong.'} onRetry={() => void router.invalidate()} />
    </Stack>
  );
}
