import { describe, expect, it } from 'vitest';
import { RECEIPTS_SHOWN, syncReceiptsOf } from '@/components/sync/sync-receipts-of';
import type { OutboxEntry, OutboxKind } from '@/offline/outbox-entry';

const ZONE = 'America/Chicago';
/** 19:57 in Chicago on Nov 27, 2026 (UTC-6). */
const EVENING = Date.parse('2026-11-28T01:57:00Z');
const NOW = new Date(EVENING + 5 * 60_000);

let seq = 0;
function delivered(kind: OutboxKind, doneAt: number): OutboxEntry {
  seq += 1;
  return {
    seq,
    opId: `op-${seq}`,
    userId: 'u',
    kind,
    method: 'POST',
    url: '/requests/r/notes',
    body: {},
    payloadVersion: 1,
    entityId: null,
    dependsOn: [],
    blobs: [],
    headers: {},
    pagePath: '/',
    status: 'done',
    attempts: 0,
    nextAttemptAt: 0,
    leaseExpiresAt: null,
    lastError: null,
    lastStatus: 201,
    createdAt: doneAt - 1_000,
    doneAt,
  };
}

describe('sync receipts', () => {
  it('makes one receipt of the deliveries of one sync, in the viewer’s time, newest first', () => {
    const receipts = syncReceiptsOf(
      [
        delivered('request.note', EVENING - 40_000),
        delivered('request.checkin', EVENING),
        // An hour earlier: its own sync.
        delivered('task.complete', EVENING - 3_600_000),
      ],
      { zone: ZONE, now: NOW },
    );
    expect(receipts.map((r) => [r.text, r.kinds])).toEqual([
      ['2 changes synced at 07:57 PM', 'Note, Check-in'],
      ['1 change synced at 06:57 PM', 'Task completion'],
    ]);
  });

  it('names the day of an older sync, and keeps the last few', () => {
    const older = Array.from({ length: RECEIPTS_SHOWN + 2 }, (_, i) => delivered('request.note', EVENING - 86_400_000 - i * 600_000));
    const receipts = syncReceiptsOf(older, { zone: ZONE, now: NOW });
    expect(receipts).toHaveLength(RECEIPTS_SHOWN);
    expect(receipts[0]!.text).toBe('1 change synced Yesterday at 07:57 PM');
  });

  it('has none before anything was delivered', () => {
    expect(syncReceiptsOf([], { zone: ZONE, now: NOW })).toEqual([]);
  });
});
