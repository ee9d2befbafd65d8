import { Button, Text } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { z } from 'zod';
import { PublicPage } from '../components/public-page';
import { linkedIdentitiesQuery, loginProvidersQuery } from '../features/auth/api/auth-queries';
import { LinkedAccounts } from '../features/auth/linked-accounts';
import { LoginError } from '../features/auth/login-card';
import { requireSession } from '../lib/auth-guard';
import { queryText } from '../lib/search-params';
import { loginPageErrorText } from '@domain/auth/login-page-errors';

/** After a first sign-in without a linked identity: offer to link Google, Microsoft and others (docs/product/routing.md). */
export const Route = createFileRoute('/link-accounts')({
  validateSearch: z.object({ errorMessage: queryText }),
  beforeLoad: requireSession,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(loginProvidersQuery());
    void queryClient.prefetchQuery(linkedIdentitiesQuery());
  },
  component: LinkAccountsPage,
});

function LinkAccountsPage() {
  const errorMessage = loginPageErrorText(Route.useSearch().errorMessage);
  return (
    <PublicPage title="Link your accounts" icon="link">
      <Text color="fg.muted">Link a sign-in account to log in with one tap next time.</Text>
      {errorMessage && <LoginError message={errorMessage} />}
      <LinkedAccounts returnTo="/link-accounts" />
      <Button asChild colorPalette="brand" alignSelf="flex-start">
        <Link to="/home">Continue</Link>
      </Button>
    </PublicPage>
  );
}
