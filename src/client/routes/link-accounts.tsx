import { Button, Text } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PublicPage } from '../components/public-page';
import { requireSession } from '../lib/auth-guard';

/** After a first sign-in without a linked identity: offer to link Google, Microsoft and others (SPEC §2). */
export const Route = createFileRoute('/link-accounts')({
  beforeLoad: requireSession,
  component: LinkAccountsPage,
});

function LinkAccountsPage() {
  return (
    <PublicPage title="Link your accounts" icon="link">
      <Text color="fg.muted">
        Link a Google, Microsoft, Apple, LinkedIn or Facebook account to sign in with one tap next time.
      </Text>
      <Button asChild colorPalette="brand" alignSelf="flex-start">
        <Link to="/home">Continue to home</Link>
      </Button>
    </PublicPage>
  );
}
