import { Box, Button, Card, HStack, Input } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

export interface FilterCardProps {
  /** The accessible name of the search box, e.g. "Search requests". */
  searchLabel: string;
  placeholder: string;
  /** The search text in force (from the address); the box starts from it. */
  text: string | undefined;
  /** Submitting the box: the trimmed text, or undefined when empty. */
  onSearch: (text: string | undefined) => void;
  /** How many filters are set, shown on the phone's "Filters" button. */
  activeCount: number;
  /** The filter fields. */
  children: ReactNode;
}

/**
 * A list's search box and filters: on a phone the filters fold behind a "Filters (n)" button, on
 * wider screens they show under the box. Give it `key={text}` so that clearing the filters also
 * empties the box.
 */
export function FilterCard({ searchLabel, placeholder, text, onSearch, activeCount, children }: FilterCardProps) {
  const [draft, setDraft] = useState(text ?? '');
  const [shown, setShown] = useState(false);
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap="3">
        <HStack gap="2" align="flex-end">
          <form
            role="search"
            style={{ flex: 1, minWidth: 0 }}
            onSubmit={(e) => {
              e.preventDefault();
              onSearch(draft.trim() || undefined);
            }}
          >
            <Input aria-label={searchLabel} placeholder={placeholder} value={draft} onChange={(e) => setDraft(e.target.value)} />
          </form>
          <Button variant="outline" hideFrom="md" onClick={() => setShown((s) => !s)} aria-expanded={shown}>
            Filters{activeCount > 0 ? ` (${activeCount})` : ''}
          </Button>
        </HStack>
        <Box display={{ base: shown ? 'block' : 'none', md: 'block' }}>{children}</Box>
      </Card.Body>
    </Card.Root>
  );
}
