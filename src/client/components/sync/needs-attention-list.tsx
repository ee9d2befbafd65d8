import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { discardWrite, retryWrite } from '@/offline/outbox-actions';
import type { OutboxEntry } from '@/offline/outbox-entry';
import { describeWrite } from './write-labels';
import { ConfirmDialog } from '../confirm-dialog';
import { CopyButton } from '../copy-button';

/**
 * Writes the server refused, each with its message (a conflict says what changed: docs/product/offline-writes.md),
 * the user's own text to copy before it is lost, and the choice to send it again or discard it
 * (discarding asks first: the change is lost for good).
 */
export function NeedsAttentionList({ entries }: { entries: OutboxEntry[] }) {
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  if (entries.length === 0) return null;
  return (
    <Stack gap="3" data-testid="needs-attention">
      <Text fontWeight="semibold">Needs attention</Text>
      {entries.map((entry) => {
        const { title, detail, written } = describeWrite(entry);
        return (
          <Stack key={entry.opId} gap="2" borderWidth="1px" borderColor="red.muted" rounded="l2" p="3">
            <HStack justify="space-between" gap="2">
              <Text fontWeight="medium">{title}</Text>
              <Badge colorPalette="red">Not saved</Badge>
            </HStack>
            {detail && <Text textStyle="sm">{detail}</Text>}
            <Text textStyle="sm" color="red.fg">
              {entry.lastError}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button size="xs" variant="outline" onClick={() => void retryWrite(entry.seq!)}>
                Retry
              </Button>
              {written && (
                <CopyButton size="xs" text={written} label={`Copy the text of this ${title.toLowerCase()}`}>
                  Copy text
                </CopyButton>
              )}
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDiscarding(entry)}>
                Discard
              </Button>
            </HStack>
          </Stack>
        );
      })}
      {discarding && (
        <ConfirmDialog
          title="Discard this change?"
          message={`${describeWrite(discarding).title} will not be sent and is removed from this device. This cannot be undone.`}
          cancelLabel="Keep it"
          confirmLabel="Discard"
          destructive
          onClose={() => setDiscarding(null)}
          onConfirm={() => {
            const seq = discarding.seq!;
            setDiscarding(null);
            void discardWrite(seq);
          }}
        />
      )}
    </Stack>
  );
}
