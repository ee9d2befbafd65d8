import { Badge } from '@chakra-ui/react';
import type { OutboxEntry } from '@/offline/outbox-entry';

/**
 * The mark on an item whose change has not reached the server yet: "Waiting to sync" while queued
 * or being sent; "Not saved" with the server's reason when it was refused (written out, since a
 * phone shows no tooltip).
 */
export function PendingMark({ entry }: { entry: Pick<OutboxEntry, 'status' | 'lastError'> }) {
  if (entry.status === 'rejected') {
    return (
      <Badge colorPalette="red" title={entry.lastError ?? undefined} data-testid="pending-mark" whiteSpace="normal">
        Not saved{entry.lastError ? `: ${entry.lastError}` : ''}
      </Badge>
    );
  }
  return (
    <Badge colorPalette="orange" data-testid="pending-mark">
      Waiting to sync
    </Badge>
  );
}
