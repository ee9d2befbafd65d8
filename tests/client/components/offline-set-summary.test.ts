import { describe, expect, it } from 'vitest';
import { offlineSetSummary, refreshProgressText } from '@/components/sync/offline-set-summary';
import type { SetState } from '@/offline/offline-set/offline-set-db';
import { NEVER_COMPLETED } from '@/offline/offline-set/refresh-offline-set';

/** The sync drawer's "Available offline" lines (docs/product/messages.md). */
const zone = 'America/Chicago';
const state = (counts: SetState['counts'], updatedAt: string): SetState => ({
  context: 'u|||',
  userId: 'u',
  cursor: 'c',
  counts,
  updatedAt: Date.parse(updatedAt),
  bytes: 0,
});

describe('offlineSetSummary', () => {
  it('says what the device holds and when it was updated, in the viewer zone', () => {
    const now = new Date('2026-11-28T15:00:00Z');
    expect(offlineSetSummary(state({ requests: 38, assets: 412, tasks: 2 }, '2026-11-28T13:42:00Z'), { zone, now })).toBe(
      '38 requests, 412 assets, 2 tasks, updated 07:42 AM',
    );
    expect(offlineSetSummary(state({ requests: 1, assets: 1, tasks: 0 }, '2026-11-27T13:42:00Z'), { zone, now })).toBe(
      '1 request, 1 asset, updated Yesterday at 07:42 AM',
    );
  });

  it('is nothing until a first fill completes', () => {
    expect(offlineSetSummary(undefined)).toBeNull();
    expect(offlineSetSummary({ ...state({ requests: 9, assets: 30, tasks: 0 }, '2026-11-28T13:42:00Z'), updatedAt: NEVER_COMPLETED })).toBeNull();
  });
});

describe('refreshProgressText', () => {
  it('counts a first fill and says a delta refresh', () => {
    expect(refreshProgressText({ received: 120, total: 342 })).toBe('Getting 120 of 342…');
    expect(refreshProgressText({ received: 3, total: null })).toBe('Getting changes…');
    expect(refreshProgressText(null)).toBe('Getting changes…');
  });
});
