import { Card, EmptyState } from '@chakra-ui/react';
import { AppIcon, type IconName } from './icons';

/** The empty state of a sub-page or a list inside an area that already shows the header. */
export function SectionEmptyState({ icon, title, text, size = 'lg' }: { icon: IconName; title: string; text: string; size?: 'md' | 'lg' }) {
  return (
    <Card.Root variant="elevated" shadow="xs">
      <Card.Body>
        <EmptyState.Root size={size}>
          <EmptyState.Content>
            <EmptyState.Indicator color="brand.fg">
              <AppIcon name={icon} boxSize="10" />
            </EmptyState.Indicator>
            {/* Directly under the page's h1: a second-level heading keeps the outline in order. */}
            {/* Centred like the icon and text above and below it, also when a long title wraps. */}
            <EmptyState.Title asChild textAlign="center">
              <h2>{title}</h2>
            </EmptyState.Title>
            <EmptyState.Description maxW="md" textAlign="center">
              {text}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      </Card.Body>
    </Card.Root>
  );
}
