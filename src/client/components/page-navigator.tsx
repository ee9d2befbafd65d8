import { Button, HStack, Text } from '@chakra-ui/react';

interface ShownPage {
  offset: number;
  total: number;
  items: readonly unknown[];
}

/** "51–100 of 312" with Previous and Next: the foot of every paged list. */
export function PageNavigator({
  page,
  onPrevious,
  onNext,
  emptyText = 'Nothing found',
  rangeTestId,
}: {
  page: ShownPage;
  onPrevious: () => void;
  onNext: () => void;
  emptyText?: string;
  rangeTestId?: string;
}) {
  const end = page.offset + page.items.length;
  return (
    <HStack justify="space-between">
      <Text fontSize="sm" color="fg.muted" data-testid={rangeTestId}>
        {page.total === 0 ? emptyText : `${page.offset + 1}–${end} of ${page.total}`}
      </Text>
      <HStack>
        <Button size="sm" variant="outline" disabled={page.offset === 0} onClick={onPrevious}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={end >= page.total} onClick={onNext}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
