import { Button, Text } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PublicPage } from '../components/public-page';

export const Route = createFileRoute('/invalid-link')({
  component: InvalidLinkPage,
});

function InvalidLinkPage() {
  return (
    <PublicPage title="This link is not valid" icon="link">
      <Text color="fg.muted">
        It may have expired, been used already, or been copied incompletely. Ask the sender for a new link, or sign in to find what you were looking for.
      </Text>
      <Button asChild colorPalette="brand" alignSelf="flex-start">
        <Link to="/login">Sign in</Link>
      </Button>
    </PublicPage>
  );
}
