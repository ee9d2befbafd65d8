import { Dexie, type EntityTable } from 'dexie';
import type { OfflineKind, SyncChanges } from '@domain/sync/sync-api';

/**
 * The device's index of the offline set (docs/adr/0010-offline-set.md): which records it holds for
 * which acting context, the read-cache keys of each and their size, and the cursor of the last
 * refresh. The reads themselves live in the read cache (`reads` of offline-db.ts), where the
 * service worker looks them up; this database is separate so the outbox's schema never depends on it.
 */
export interface HeldRecord {
  /** `<context>#<kind>:<id>`. */
  key: string;
  context: string;
  kind: OfflineKind;
  id: string;
  label: string;
  open: boolean;
  /** 1 while the server counts it in the set; 0 once it left (kept, with its reads, until room is needed). */
  inSet: 0 | 1;
  /** The read-cache keys its pages read (read-cache-key.ts). */
  readKeys: string[];
  bytes: number;
  /** Epoch ms when its reads were stored. */
  storedAt: number;
}

/** One acting context's refresh state. */
export interface SetState {
  context: string;
  userId: string;
  cursor: string;
  counts: SyncChanges['counts'];
  /** Epoch ms of the server's answer that completed the last refresh. */
  updatedAt: number;
  /** The bytes of the reads the context's records hold. */
  bytes: number;
}

export const OFFLINE_SET_DB_NAME = 'ssp-offline-set';

export class OfflineSetDb extends Dexie {
  records!: EntityTable<HeldRecord, 'key'>;
  state!: EntityTable<SetState, 'context'>;

  constructor(name: string = OFFLINE_SET_DB_NAME) {
    super(name);
    this.version(1).stores({
      records: 'key, context, [context+inSet], storedAt',
      state: 'context, userId',
    });
  }
}

let shared: OfflineSetDb | null = null;

/** The one set index of this page. */
export function offlineSetDb(): OfflineSetDb {
  shared ??= new OfflineSetDb();
  return shared;
}

/** Sign-out: the next user of the device learns nothing of what this one held. */
export async function clearOfflineSetIndex(index: OfflineSetDb = offlineSetDb()): Promise<void> {
  await Promise.all([index.records.clear(), index.state.clear()]);
}
