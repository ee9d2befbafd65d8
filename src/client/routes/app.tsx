import { Alert, Button, Card, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AppIcon, type IconName } from '../components/icons';
import { PublicPage } from '../components/public-page';
import { useBrand } from '../lib/brand-context';
import { isRunningInstalled, useInstallPrompt } from '../lib/install-prompt';

export const Route = createFileRoute('/app')({
  component: AppDownloadPage,
});

const GUIDES: { title: string; icon: IconName; steps: string[] }[] = [
  {
    title: 'iPhone and iPad',
    icon: 'phone',
    steps: ['Open this page in Safari.', 'Tap the Share button.', 'Choose "Add to Home Screen", then "Add".'],
  },
  {
    title: 'Android',
    icon: 'phone',
    steps: ['Open this page in Chrome.', 'Tap the ⋮ menu.', 'Choose "Install app" (or "Add to Home screen").'],
  },
  {
    title: 'Computer',
    icon: 'desktop',
    steps: ['Open this page in Chrome or Edge.', 'Click the install icon at the right of the address bar.', 'Confirm with "Install".'],
  },
];

/** App download (docs/product/routing.md): the portal is an installable web app, so this explains how to install it. */
function AppDownloadPage() {
  const brand = useBrand();
  const { available, install } = useInstallPrompt();
  const [installed, setInstalled] = useState(isRunningInstalled);

  return (
    <PublicPage title={`Get the ${brand.title} app`} icon="download" maxW="3xl">
      <Text color="fg.muted">
        Install the app on your phone or computer: it opens from your home screen, works with a poor connection, and scans the QR labels on your equipment.
        There is nothing to download from an app store.
      </Text>
      {installed ? (
        <Alert.Root status="success" rounded="md">
          <Alert.Indicator />
          <Alert.Title>The app is installed on this device.</Alert.Title>
        </Alert.Root>
      ) : (
        available && (
          <Button colorPalette="brand" size="lg" alignSelf="flex-start" onClick={() => void install().then((outcome) => setInstalled(outcome === 'accepted'))}>
            <AppIcon name="download" />
            Install the app
          </Button>
        )
      )}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {GUIDES.map((guide) => (
          <Card.Root key={guide.title} variant="outline" size="sm">
            <Card.Body gap="3">
              <HStack gap="2" color="brand.fg">
                <AppIcon name={guide.icon} />
                <Heading as="h2" size="sm" color="fg">
                  {guide.title}
                </Heading>
              </HStack>
              <List.Root as="ol" gap="1.5" ps="4" fontSize="sm" color="fg.muted">
                {guide.steps.map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'center' }} pt="2">
        <Text color="fg.muted">Already set up, or using a browser?</Text>
        <Button asChild variant="outline" colorPalette="brand" alignSelf={{ base: 'flex-start', sm: 'auto' }}>
          <Link to="/login">Sign in</Link>
        </Button>
      </Stack>
    </PublicPage>
  );
}
