import { Card, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The portal's card: a second-level title, an optional action beside it (a button, a filter, a
 * badge) and an optional line under it that says what the card is for. Root props (size, id,
 * height, aria) pass through.
 */
export function TitledCard({
  title,
  action,
  description,
  bodyGap = '4',
  children,
  ...root
}: { title: ReactNode; action?: ReactNode; description?: ReactNode; bodyGap?: string; children: ReactNode } & Omit<Card.RootProps, 'title' | 'children'>) {
  return (
    <Card.Root variant="elevated" shadow="xs" minW="0" {...root}>
      <Card.Header pb="0">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {action}
        </HStack>
        {description && (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Card.Header>
      <Card.Body gap={bodyGap} minW="0">
        {children}
      </Card.Body>
    </Card.Root>
  );
}
