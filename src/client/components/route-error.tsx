import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorNotice } from './error-notice';

/**
 * A route whose loader failed: the read's message (docs/product/messages.md text or the server's)
 * and a retry that reloads the route and the queries it reads.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  useEffect(() => queryErrorReset.reset(), [queryErrorReset]);
  return <ErrorNotice message={error instanceof Error && error.message ? error.message : 'Something went wrong.'} onRetry={() => void router.invalidate()} />;
}
