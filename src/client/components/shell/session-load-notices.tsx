import { Stack } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useOptionalSession } from '../../session/session-context';
import { forgetSession } from '../../session/session-store';
import { ErrorNotice } from '../error-notice';

/**
 * The session's loads that failed without stopping it (the current customer, the permission
 * configs; docs/product/messages.md), above every page until a retry loads them.
 */
export function SessionLoadNotices() {
  const session = useOptionalSession();
  const router = useRouter();
  if (!session?.loadErrors.length) return null;
  const retry = () => {
    forgetSession();
    void router.invalidate();
  };
  return (
    <Stack gap="2" mb="5">
      {session.loadErrors.map((message) => (
        <ErrorNotice key={message} message={message} size="sm" onRetry={retry} />
      ))}
    </Stack>
  );
}
