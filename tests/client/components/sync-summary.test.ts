import { describe, expect, it } from 'vitest';
import { connectionState } from '@/offline/cache-freshness';
import { syncSummary } from '@/components/sync/sync-summary';

const idle = { pendingCount: 0, rejectedCount: 0, pausedForSession: false };

describe('the connection the banner and the sync dot show', () => {
  it('is offline, not answering (stored answers served since the last network one), or online', () => {
    expect(connectionState({ online: false, oldestCachedAt: null })).toBe('offline');
    expect(connectionState({ online: false, oldestCachedAt: 1 })).toBe('offline');
    expect(connectionState({ online: true, oldestCachedAt: 1 })).toBe('not-answering');
    expect(connectionState({ online: true, oldestCachedAt: null })).toBe('online');
  });
});

describe('the sync indicator', () => {
  it('is green "All changes saved" only on a connection that answers', () => {
    expect(syncSummary({ ...idle, connection: 'online' })).toMatchObject({ label: 'All changes saved', palette: 'green' });
    // Lie-fi: the banner says the connection is not answering, so the dot is not green either.
    expect(syncSummary({ ...idle, connection: 'not-answering' })).toEqual({
      label: 'Nothing waiting to sync',
      palette: 'gray',
      status: 'The connection is not answering. Changes are kept on this device and sent, in order, as soon as it answers.',
    });
    expect(syncSummary({ ...idle, connection: 'offline' })).toMatchObject({ label: 'Nothing waiting to sync', palette: 'gray' });
  });

  it('counts waiting and refused writes whatever the connection', () => {
    expect(syncSummary({ ...idle, pendingCount: 3, connection: 'not-answering' })).toMatchObject({ label: '3 waiting to sync', palette: 'orange' });
    expect(syncSummary({ ...idle, pendingCount: 3, rejectedCount: 1, connection: 'online' })).toMatchObject({ label: '1 needs attention', palette: 'red' });
    expect(syncSummary({ ...idle, pendingCount: 2, connection: 'online' }).status).toBe('Sending your changes…');
    expect(syncSummary({ ...idle, pausedForSession: true, connection: 'online' }).status).toBe('Sending is paused until you sign in again.');
  });
});
