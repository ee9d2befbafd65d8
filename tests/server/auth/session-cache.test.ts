import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/server/modules/auth/session-check';
import { SessionCache } from '../../../src/server/modules/auth/session-cache';

const user = (id: string, accessVersion = 0): SessionUser => ({
  id,
  name: id,
  email: `${id}@example.test`,
  phone: null,
  isAdmin: false,
  isInternalStaff: false,
  isBohUser: false,
  accessVersion,
});

function liveCache(now = () => 0, maxEntries?: number) {
  const cache = new SessionCache(now, maxEntries);
  cache.onLive(true);
  return cache;
}

describe('the session cache', () => {
  it('keeps nothing until the database notifications flow, and forgets everything when they stop', () => {
    const cache = new SessionCache();
    cache.set('s1', user('u1'), cache.mark());
    expect(cache.get('s1', 'u1')).toBeUndefined();
    cache.onLive(true);
    cache.set('s1', user('u1'), cache.mark());
    expect(cache.get('s1', 'u1')).toEqual(user('u1'));
    cache.onLive(false);
    expect(cache.get('s1', 'u1')).toBeUndefined();
  });

  it('answers a session only for its own user', () => {
    const cache = liveCache();
    cache.set('s1', user('u1'), cache.mark());
    expect(cache.get('s1', 'u2')).toBeUndefined();
  });

  it('forgets a user’s sessions or one session as the database announces', () => {
    const cache = liveCache();
    cache.set('s1', user('u1'), cache.mark());
    cache.set('s2', user('u1'), cache.mark());
    cache.set('s3', user('u2'), cache.mark());
    cache.onNotify('session:s3');
    expect(cache.get('s3', 'u2')).toBeUndefined();
    expect(cache.get('s1', 'u1')).toBeDefined();
    cache.onNotify('user:u1');
    expect(cache.get('s1', 'u1')).toBeUndefined();
    expect(cache.get('s2', 'u1')).toBeUndefined();
  });

  it('does not keep a read that a forget overtook (it may predate the change)', () => {
    const cache = liveCache();
    const mark = cache.mark();
    cache.onNotify('user:u1');
    cache.set('s1', user('u1'), mark);
    expect(cache.get('s1', 'u1')).toBeUndefined();
    cache.set('s1', user('u1', 1), cache.mark());
    cache.forgetAll();
    expect(cache.get('s1', 'u1')).toBeUndefined();
  });

  it('reads again after a minute even without a notification, and holds a bounded number of sessions', () => {
    let now = 0;
    const cache = liveCache(() => now, 2);
    cache.set('s1', user('u1'), cache.mark());
    now = 61_000;
    expect(cache.get('s1', 'u1')).toBeUndefined();
    cache.set('s1', user('u1'), cache.mark());
    cache.set('s2', user('u2'), cache.mark());
    cache.set('s3', user('u3'), cache.mark());
    expect(cache.get('s1', 'u1')).toBeUndefined();
    expect(cache.get('s3', 'u3')).toBeDefined();
  });
});
