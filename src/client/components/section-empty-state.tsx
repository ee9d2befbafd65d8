import { Card, EmptyState } from '@chakra-ui/react';
import { AppIcon, type IconName } from './icons';

/** The empty state of a sub-page inside an area that already shows the header and tabs. */
export function SectionEmptyState({ icon, title, text }: { icon: IconName; title: string; text: string }) {
  return (
    <Card.Root variant="elevated" shadow="xs">
      <Card.Body>
        <EmptyState.Root size="lg">
          <EmptyState.Content>
            <EmptyState.Indicator color="brand.fg">
              <AppIcon name={icon} boxSize="10" />
            </EmptyState.Indicator>
            <EmptyState.Title>{title}</EmptyState.Title>
            <EmptyState.Description maxW="md" textAlign="center">
              {text}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      </Card.Body>
    </Card.Root>
  );
}
