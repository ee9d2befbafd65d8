import { Badge, Box, Button, CloseButton, Drawer, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { connectionState, useCacheFreshness } from '@/offline/cache-freshness';
import { useDrainerStatus } from '@/offline/outbox-status';
import { adoptSignedInUser } from '@/offline/signed-in-user';
import { usePendingWrites, useOutboxSummary } from '@/offline/use-outbox';
import { NeedsAttentionList } from './needs-attention-list';
import { OfflineSetPanel } from './offline-set-panel';
import { syncSummary } from './sync-summary';
import { SyncReceipts } from './sync-receipts';
import { describeWrite } from './write-labels';

/**
 * The shell's sync state: how many changes wait to be sent, and a red count when some need
 * attention. Opens a drawer with the waiting changes, the needs-attention list, the receipts and
 * what is available offline.
 */
export function SyncIndicator() {
  const { pendingCount, rejected } = useOutboxSummary();
  const { pausedForSession } = useDrainerStatus();
  const connection = connectionState(useCacheFreshness());
  const [open, setOpen] = useState(false);
  // The indicator lives in the signed-in shell: its first showing is "after sign-in".
  useEffect(() => {
    void adoptSignedInUser();
  }, []);

  const { label, palette, status } = syncSummary({ pendingCount, rejectedCount: rejected.length, connection, pausedForSession });
  return (
    <Drawer.Root open={open} onOpenChange={(d) => setOpen(d.open)} placement="end" size={{ base: 'full', md: 'sm' }} lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <Button size="sm" variant="ghost" aria-label={`Sync: ${label}`} data-testid="sync-indicator" data-connection={connection}>
          <Box w="2" h="2" rounded="full" bg={`${palette}.solid`} />
          <Text hideBelow="sm" textStyle="sm">
            {label}
          </Text>
          {(pendingCount > 0 || rejected.length > 0) && (
            <Badge hideFrom="sm" colorPalette={palette}>
              {rejected.length || pendingCount}
            </Badge>
          )}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Sync</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <Text color="fg.muted" textStyle="sm">
                  {status}
                </Text>
                <NeedsAttentionList entries={rejected} />
                <WaitingList />
                <SyncReceipts />
                <OfflineSetPanel />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function WaitingList() {
  const waiting = usePendingWrites().filter((e) => e.status !== 'rejected');
  if (waiting.length === 0) return null;
  return (
    <Stack gap="2" data-testid="waiting-to-sync">
      <Text fontWeight="semibold">Waiting to sync ({waiting.length})</Text>
      {waiting.slice(0, 50).map((entry) => {
        const { title, detail } = describeWrite(entry);
        return (
          <HStack key={entry.opId} justify="space-between" gap="3" borderBottomWidth="1px" py="2">
            <Stack gap="0" minW="0">
              <Text textStyle="sm" fontWeight="medium">
                {title}
              </Text>
              {detail && (
                <Text textStyle="xs" color="fg.muted" truncate>
                  {detail}
                </Text>
              )}
            </Stack>
            <Badge colorPalette="orange" flexShrink="0">
              {entry.status === 'in-flight' ? 'Sending' : 'Waiting to sync'}
            </Badge>
          </HStack>
        );
      })}
      {waiting.length > 50 && (
        <Text textStyle="xs" color="fg.muted">
          and {waiting.length - 50} more
        </Text>
      )}
    </Stack>
  );
}
