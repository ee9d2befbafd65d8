import { Dexie, type EntityTable } from 'dexie';
import type { OutboxBlob, OutboxEntry } from './outbox-entry';

/** A cached API read (the service worker's network-first cache, README.md "Offline first"). */
export interface CachedRead {
  /** read-cache-key.ts: the acting user and selection plus the URL with its query. */
  key: string;
  /** The access token's subject, so sign-out and another user's sign-in can drop it. */
  userId: string;
  url: string;
  status: number;
  contentType: string;
  body: string;
  /** Epoch ms when the network answered it. */
  storedAt: number;
  /** The network answered after the page had been given the older stored answer (sw/api-read-cache.ts). */
  late?: boolean;
}

export const OFFLINE_DB_NAME = 'ssp-offline';

/**
 * The device's offline store, shared by the pages and the service worker. Schema changes add a
 * version; existing outbox entries are never dropped by an upgrade.
 */
export class OfflineDb extends Dexie {
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  blobs!: EntityTable<OutboxBlob, 'id'>;
  reads!: EntityTable<CachedRead, 'key'>;

  constructor(name: string = OFFLINE_DB_NAME) {
    super(name);
    this.version(1).stores({
      outbox: '++seq, &opId, status, userId, entityId',
      blobs: 'id',
      reads: 'key, userId, storedAt',
    });
    // One user's entries of one status come from an index, without reading every entry: the
    // sync indicator counts them after each send (docs/adr/0003-offline-first-outbox.md).
    this.version(2).stores({
      outbox: '++seq, &opId, status, userId, entityId, [userId+status]',
    });
  }
}

let shared: OfflineDb | null = null;

/** The one database of this page or worker. */
export function offlineDb(): OfflineDb {
  shared ??= new OfflineDb();
  return shared;
}
