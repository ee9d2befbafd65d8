import { Card, Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A card with a second-level title and an optional action beside it (a link, a download): the
 * dashboard's tiles and the reports' cards. Root props (height, aria) pass through.
 */
export function TitledCard({
  title,
  action,
  bodyGap = '4',
  children,
  ...root
}: { title: string; action?: ReactNode; bodyGap?: string; children: ReactNode } & Omit<Card.RootProps, 'title' | 'children'>) {
  return (
    <Card.Root variant="elevated" shadow="xs" minW="0" {...root}>
      <Card.Header pb="0">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body gap={bodyGap} minW="0">
        {children}
      </Card.Body>
    </Card.Root>
  );
}
