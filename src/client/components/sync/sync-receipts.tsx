import { Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { offlineDb } from '@/offline/offline-db';
import { userEntries } from '@/offline/outbox-reads';
import { currentUserId } from '@/offline/page-context';
import { syncReceiptsOf } from './sync-receipts-of';

/**
 * The sync drawer's receipts: the last few syncs, "2 changes synced at 07:57 PM", from the
 * delivered entries the outbox keeps a day (offline-account.ts). Lives only while the drawer is open.
 */
export function SyncReceipts() {
  const delivered = useLiveQuery(async () => {
    const userId = currentUserId();
    return userId ? userEntries(offlineDb(), userId, ['done']) : [];
  }, []);
  const receipts = syncReceiptsOf(delivered ?? []);
  if (receipts.length === 0) return null;
  return (
    <Stack gap="2" data-testid="sync-receipts">
      <Text fontWeight="semibold">Synced</Text>
      {receipts.map((receipt) => (
        <Stack key={receipt.at} gap="0" borderBottomWidth="1px" py="2">
          <Text textStyle="sm" fontWeight="medium">
            {receipt.text}
          </Text>
          <Text textStyle="xs" color="fg.muted" truncate>
            {receipt.kinds}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
