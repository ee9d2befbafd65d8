import { FetchError } from 'ofetch';
import type { AssetDetailView } from '@domain/assets/asset-api';
import { offlineDb } from '@/offline/offline-db';
import { currentUserId } from '@/offline/page-context';

/**
 * With no network (no answer, or the service worker's 503 for a read it never stored) a label can
 * still be opened if its asset's page was seen on this device: the cached detail views carry the
 * linked label. Answers the asset id, or null.
 */
export async function cachedAssetForLabel(labelId: string): Promise<string | null> {
  const userId = currentUserId();
  if (!userId) return null;
  const reads = await offlineDb().reads.where('userId').equals(userId).toArray();
  for (const read of reads) {
    if (!new URL(read.url, 'http://page.invalid').pathname.endsWith('/detailView')) continue;
    try {
      const view = JSON.parse(read.body) as Partial<AssetDetailView>;
      if (view.qrLabel?.id.toLowerCase() === labelId && view.asset?.id) return view.asset.id;
    } catch {
      // A body that is not a detail view: skip it.
    }
  }
  return null;
}

/** The call could not reach the server (offline, or the worker had nothing stored for it). */
export const isOffline = (error: unknown) => error instanceof FetchError && (error.response === undefined || error.response.status === 503);
