import { Button, Text } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PublicPage } from '../components/public-page';

export const Route = createFileRoute('/maintenance')({
  component: MaintenancePage,
});

function MaintenancePage() {
  return (
    <PublicPage title="Down for maintenance" icon="wrench">
      <Text color="fg.muted">We are updating the portal. It will be back in a few minutes; anything you saved is safe.</Text>
      <Button asChild colorPalette="brand" alignSelf="flex-start">
        <Link to="/" reloadDocument>
          Try again
        </Link>
      </Button>
    </PublicPage>
  );
}
