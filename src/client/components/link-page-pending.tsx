import { Alert, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PublicPage } from './public-page';
import type { IconName } from './icons';

/** A public link page whose form arrives in a later task: what the link is for, and what it refers to. */
export function LinkPagePending({ title, icon, description, reference }: { title: string; icon: IconName; description: string; reference?: ReactNode }) {
  return (
    <PublicPage title={title} icon={icon}>
      {reference && (
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
          {reference}
        </Text>
      )}
      <Text color="fg.muted">{description}</Text>
      <Alert.Root status="info" rounded="md">
        <Alert.Indicator />
        <Alert.Title>Responding from this page is not available yet.</Alert.Title>
      </Alert.Root>
    </PublicPage>
  );
}
