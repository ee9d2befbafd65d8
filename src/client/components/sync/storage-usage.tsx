import { DataList, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { formatBytes } from '@/lib/format-bytes';

/**
 * How much of the device's storage the app uses for offline data and queued photos, and whether
 * the browser keeps it under storage pressure (navigator.storage). For the profile page.
 */
export function StorageUsage() {
  const usage = useStorageUsage();
  if (!usage) return null;
  return (
    <DataList.Root orientation="horizontal" size="md" data-testid="storage-usage">
      <DataList.Item>
        <DataList.ItemLabel>Offline storage</DataList.ItemLabel>
        <DataList.ItemValue>
          <Text>
            {formatBytes(usage.used)} used of {formatBytes(usage.quota)} available
            {usage.persisted ? ' (kept by the browser)' : ''}
          </Text>
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

/**
 * The browser's figures for this site's storage and whether it keeps it under pressure (asked at
 * sign-in, offline/signed-in-user.ts); null until known, or where the browser does not say.
 */
export function useStorageUsage(): { used: number; quota: number; persisted: boolean } | null {
  const [usage, setUsage] = useState<{ used: number; quota: number; persisted: boolean } | null>(null);
  useEffect(() => {
    const storage = navigator.storage;
    if (!storage?.estimate) return;
    void Promise.all([storage.estimate(), storage.persisted?.() ?? Promise.resolve(false)]).then(([estimate, persisted]) =>
      setUsage({ used: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted }),
    );
  }, []);
  return usage;
}
