import { Button, HStack, Text } from '@chakra-ui/react';
import { pageRange, type ShownPage } from './page-range';

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
  const range = pageRange(page, emptyText);
  return (
    <HStack justify="space-between">
      <Text fontSize="sm" color="fg.muted" data-testid={rangeTestId}>
        {range.text}
      </Text>
      <HStack>
        <Button size="sm" variant="outline" disabled={page.offset === 0} onClick={onPrevious}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={!range.hasMore} onClick={onNext}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
