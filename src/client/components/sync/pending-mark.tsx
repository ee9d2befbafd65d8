import { Badge } from '@chakra-ui/react';
import type { OutboxEntry } from '../../offline/outbox-entry';

/** The mark on an item whose change has not reached the server yet ("waiting to sync" or "not saved"). */
export function PendingMark({ entry }: { entry: Pick<OutboxEntry, 'status' | 'lastError'> }) {
  if (entry.status === 'rejected') {
    return (
      <Badge colorPalette="red" title={entry.lastError ?? undefined} data-testid="pending-mark">
        Not saved
      </Badge>
    );
  }
  return (
    <Badge colorPalette="orange" data-testid="pending-mark">
      {entry.status === 'in-flight' ? 'Sending' : 'Waiting to sync'}
    </Badge>
  );
}
