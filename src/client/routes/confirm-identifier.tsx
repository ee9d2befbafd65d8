import { Button, Text } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { IDENTIFIER_CHANGE_PATHS, type IdentifierChangeConfirmed } from '../../domain/auth/identifier-change-api';
import { formatPhoneForDisplay } from '../../domain/users/phone-display';
import { PublicPage } from '../components/public-page';
import { PEOPLE_MESSAGES } from '../features/users/api/people-calls';
import { authApi } from '../lib/api-client';
import { apiErrorMessage } from '../lib/api-error';
import { requireLinkParams } from '../lib/link-guard';
import { queryText } from '../lib/search-params';
import { ErrorNotice } from '../components/error-notice';

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
  const [state, setState] = useState<{ done?: IdentifierChangeConfirmed; error?: string; busy?: boolean }>({});

  const confirm = async () => {
    setState({ busy: true });
    try {
      const done = await authApi<IdentifierChangeConfirmed>(IDENTIFIER_CHANGE_PATHS.confirm, { method: 'POST', body: { token } });
      setState({ done });
    } catch (e) {
      setState({ error: apiErrorMessage(e, PEOPLE_MESSAGES.save) });
    }
  };

  if (state.done) {
    const { kind, value } = state.done;
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
      {state.error && <ErrorNotice message={state.error} />}
      <Button colorPalette="brand" alignSelf="flex-start" loading={state.busy} onClick={() => void confirm()}>
        Confirm the change
      </Button>
    </PublicPage>
  );
}
