import { Button, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { formatBytes } from '@/lib/format-bytes';
import { useCacheFreshness } from '@/offline/cache-freshness';
import { offlineSetDb } from '@/offline/offline-set/offline-set-db';
import { refreshOfflineSetNow, setOfflineSetWanted, useOfflineSetStatus } from '@/offline/offline-set/offline-set-runner';
import { pageReadContext } from '@/offline/page-context';
import { contextKey } from '@/offline/read-cache-key';
import { offlineSetSummary, refreshProgressText } from './offline-set-summary';
import { useStorageUsage } from './storage-usage';

/**
 * The sync drawer's "Available offline" (docs/adr/0010-offline-set.md): what the device holds of
 * the user's offline set and when it was updated, the storage it takes, whether the browser keeps
 * that storage, Refresh now with its progress, and the switch that turns it off on this device (a
 * desk computer that never goes offline need not hold it).
 */
export function OfflineSetPanel() {
  const { wanted, refreshing, progress, failed, finishedAt } = useOfflineSetStatus();
  const state = useLiveQuery(() => {
    const context = pageReadContext();
    return context ? offlineSetDb().state.get(contextKey(context)) : undefined;
  }, [finishedAt]);
  const persisted = useStorageUsage()?.persisted ?? false;
  const { online } = useCacheFreshness();
  const summary = offlineSetSummary(state);
  return (
    <Stack gap="2" data-testid="offline-set">
      <HStack justify="space-between" gap="3">
        <Text fontWeight="semibold">Available offline</Text>
        {wanted && (
          <Button size="sm" variant="outline" loading={refreshing} loadingText="Refreshing" disabled={!online} onClick={() => void refreshOfflineSetNow()}>
            Refresh now
          </Button>
        )}
      </HStack>
      <Switch.Root checked={wanted} onCheckedChange={(d) => setOfflineSetWanted(d.checked)} colorPalette="brand">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Keep my day on this device</Switch.Label>
      </Switch.Root>
      <Text textStyle="sm" data-testid="offline-set-summary">
        {wanted
          ? (summary ?? 'Your open requests, your locations’ equipment and your tasks are kept here while you are online.')
          : 'Off on this device: only the pages you open are kept for offline use.'}
      </Text>
      {refreshing && (
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {refreshProgressText(progress)}
        </Text>
      )}
      {wanted && !online && (
        <Text textStyle="sm" color="fg.muted">
          Refreshing needs a connection: it refreshes by itself when you are back online.
        </Text>
      )}
      {failed && !refreshing && online && (
        <Text textStyle="sm" color="fg.error">
          The last refresh did not finish. It tries again when the connection is back.
        </Text>
      )}
      {state && (
        <Text textStyle="xs" color="fg.muted">
          Uses {formatBytes(state.bytes)} on this device. {persisted ? 'The browser keeps it.' : 'The browser may clear it when the device runs low on space.'}
        </Text>
      )}
    </Stack>
  );
}
