import { Badge } from '@chakra-ui/react';
import type { OutboxEntry } from '../../offline/outbox-entry';

/** "Waiting to sync" on a queued write; "Not saved" with the server's reason when it was refused. */
export function PendingMark({ entry }: { entry: Pick<OutboxEntry, 'status' | 'lastError'> }) {
  if (entry.status === 'rejected') {
    return (
      <Badge colorPalette="red" title={entry.lastError ?? undefined}>
        Not saved{entry.lastError ? `: ${entry.lastError}` : ''}
      </Badge>
    );
  }
  return <Badge colorPalette="yellow">Waiting to sync</Badge>;
}
