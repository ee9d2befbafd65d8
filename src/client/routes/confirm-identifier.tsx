import { Button, Text } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { IDENTIFIER_CHANGE_PATHS, type IdentifierChangeConfirmed } from '@domain/auth/identifier-change-api';
import { formatPhoneForDisplay } from '@domain/users/phone-display';
import { PublicPage } from '../components/public-page';
import { PEOPLE_MESSAGES } from '../features/users/api/people-calls';
import { authApi } from '../lib/api-client';
import { requireLinkParams } from '../lib/link-guard';
import { queryText } from '../lib/search-params';
import { SaveStatus, useSave } from '../components/use-save';

/**
 * The link sent to a new login email or phone. Nothing changes until the holder presses Confirm
 * (a mail scanner that opens links confirms nothing).
 */
export const Route = createFileRoute('/confirm-identifier')({
  validateSearch: z.object({ token: queryText }),
  beforeLoad: ({ search }) => requireLinkParams(search.token),
  component: ConfirmIdentifierPage,
});

function ConfirmIdentifierPage() {
  const { token } = Route.useSearch();
  const [done, setDone] = useState<IdentifierChangeConfirmed>();
  const save = useSave();

  const confirm = async () => {
    const confirmed = await save.run(
      () => authApi<IdentifierChangeConfirmed>(IDENTIFIER_CHANGE_PATHS.confirm, { method: 'POST', body: { token } }),
      PEOPLE_MESSAGES.save,
      // The page that replaces this one is titled "Change confirmed": the snackbar would only repeat it.
      '',
    );
    if (confirmed) setDone(confirmed);
  };

  if (done) {
    const { kind, value } = done;
    return (
      <PublicPage title="Change confirmed" icon="user">
        <Text>
          From now on you log in with {kind === 'email' ? 'the email' : 'the phone'} <strong>{kind === 'phone' ? formatPhoneForDisplay(value) : value}</strong>.
        </Text>
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <Link to="/login">Log in</Link>
        </Button>
      </PublicPage>
    );
  }
  return (
    <PublicPage title="Confirm your new login" icon="user">
      <Text color="fg.muted">
        Someone asked to make this email address or phone the one you log in to the portal with. Confirm only if you expected it; until then nothing changes.
      </Text>
      <SaveStatus save={save} />
      <Button colorPalette="brand" alignSelf="flex-start" loading={save.busy} onClick={() => void confirm()}>
        Confirm the change
      </Button>
    </PublicPage>
  );
}
