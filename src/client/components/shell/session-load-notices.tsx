import { Stack } from '@chakra-ui/react';
import { useOptionalSession } from '@/session/session-context';
import { ErrorNotice } from '../error-notice';

/**
 * The session's loads that failed without stopping it (the current customer, the permission
 * configs; docs/product/messages.md), above every page until a retry loads them.
 */
export function SessionLoadNotices() {
  const session = useOptionalSession();
  if (!session?.loadErrors.length) return null;
  // The session is loaded once a page load (session-store.ts, which the route awaits rather than
  // imports); loading the page again is the retry.
  const retry = () => window.location.reload();
  return (
    <Stack gap="2" mb="5">
      {session.loadErrors.map((message) => (
        <ErrorNotice key={message} message={message} size="sm" onRetry={retry} />
      ))}
    </Stack>
  );
}
