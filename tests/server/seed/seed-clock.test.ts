import { describe, expect, it } from 'vitest';
import { SeedClock } from '../../../src/server/seed/seed-clock';

describe('the seed clock', () => {
  const clock = new SeedClock(new Date('2026-12-03T10:00:00Z'));

  it('books "8:00 there" at 8:00 on the day the clocks go back (Chicago, 1 November 2026)', () => {
    expect(clock.atLocal(-32, 8, 'America/Chicago').toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });

  it('books it at 8:00 on the day the clocks go forward, and on an ordinary day', () => {
    const spring = new SeedClock(new Date('2027-03-14T10:00:00Z'));
    expect(spring.atLocal(0, 8, 'America/Los_Angeles').toISOString()).toBe('2027-03-14T15:00:00.000Z');
    expect(clock.atLocal(1, 12.5, 'America/New_York').toISOString()).toBe('2026-12-04T17:30:00.000Z');
  });
});
