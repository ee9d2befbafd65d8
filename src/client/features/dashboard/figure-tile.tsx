import { Box, Card, Stat, Text } from '@chakra-ui/react';
import { cloneElement, type ReactElement, type ReactNode } from 'react';

/**
 * A dashboard figure that opens the list behind it: give the link (its address and accessible name),
 * the tile draws the label and figure inside it.
 */
export function FigureTile({
  label,
  value,
  tone,
  wide,
  link,
}: {
  label: string;
  value: string;
  tone?: string;
  /** Across both columns on a phone. */
  wide?: boolean;
  link: ReactElement<{ children?: ReactNode }>;
}) {
  return (
    <Card.Root
      gridColumn={wide ? { base: 'span 2', sm: 'auto' } : undefined}
      asChild
      variant="outline"
      size="sm"
      _hover={{ bg: 'bg.muted', borderColor: 'border.emphasized' }}
    >
      {cloneElement(
        link,
        undefined,
        <Card.Body p="3">
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText color={tone}>{value}</Stat.ValueText>
          </Stat.Root>
        </Card.Body>,
      )}
    </Card.Root>
  );
}

/** A tile's headline figure with its label, and a line under it saying what it counts. */
export function HeadlineFigure({ label, value, tone, help }: { label: string; value: string; tone?: string; help?: ReactNode }) {
  return (
    <Box>
      <Stat.Root>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText color={tone}>{value}</Stat.ValueText>
      </Stat.Root>
      {help && (
        <Text textStyle="xs" color="fg.muted" mt="1">
          {help}
        </Text>
      )}
    </Box>
  );
}
