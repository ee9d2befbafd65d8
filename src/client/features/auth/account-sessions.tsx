import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_SESSION_MESSAGES, type AccountSession } from '@domain/auth/account-sessions-api';
import { formatDateTime } from '@domain/format/date-format';
import { ErrorNotice } from '@/components/error-notice';
import { SaveStatus, useSave } from '@/components/use-save';
import { accountSessionsQuery, signOutDevice, signOutOtherDevices } from './api/account-session-calls';

function SessionRow({ session, onSignOut, busy }: { session: AccountSession; onSignOut: () => void; busy: boolean }) {
  return (
    <HStack justify="space-between" gap="3" borderTopWidth="1px" pt="3" wrap="wrap" data-testid="account-session">
      <Stack gap="0" minW="0">
        <HStack gap="2">
          <Text fontWeight="medium">{session.device}</Text>
          {session.current && (
            <Badge colorPalette="green" variant="subtle">
              This device
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {session.method} · signed in {formatDateTime(session.signedInAt)} · last used {formatDateTime(session.lastSeenAt)}
        </Text>
      </Stack>
      {!session.current && (
        <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={onSignOut} aria-label={`Sign out ${session.device}`}>
          Sign out
        </Button>
      )}
    </HStack>
  );
}

/**
 * Where the person is signed in (docs/product/sessions-and-tenancy.md#account-sessions): each
 * device, how and when, and signing one or every other one out (a lost phone, a shared tablet).
 */
export function AccountSessions() {
  const sessions = useQuery(accountSessionsQuery());
  const queryClient = useQueryClient();
  const save = useSave();
  const reread = () => void queryClient.invalidateQueries({ queryKey: accountSessionsQuery().queryKey });
  const signOut = async (session: AccountSession) => {
    if (await save.run(() => signOutDevice(session.id), ACCOUNT_SESSION_MESSAGES.revoke, `${session.device} is signed out.`)) reread();
  };
  const signOutOthers = async () => {
    const done = await save.run(
      signOutOtherDevices,
      ACCOUNT_SESSION_MESSAGES.revoke,
      (r) => `${r.revoked} other ${r.revoked === 1 ? 'device' : 'devices'} signed out.`,
    );
    if (done) reread();
  };
  const items = sessions.data?.items ?? [];
  return (
    <Stack gap="3">
      {sessions.error && <ErrorNotice message={sessions.error.message} onRetry={() => void sessions.refetch()} />}
      {sessions.isPending && <Skeleton h="16" />}
      {items.map((session) => (
        <SessionRow key={session.id} session={session} busy={save.busy} onSignOut={() => void signOut(session)} />
      ))}
      {items.length > 1 && (
        <Button alignSelf="start" size="sm" variant="ghost" colorPalette="red" loading={save.busy} onClick={() => void signOutOthers()}>
          Sign out every other device
        </Button>
      )}
      <SaveStatus save={save} />
    </Stack>
  );
}
