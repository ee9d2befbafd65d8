import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_AT_EVENTS,
  ANALYTICS_FLUSH_INTERVAL_MS,
  ANALYTICS_MAX_SAVED_EVENTS,
  ANALYTICS_SESSION_TIMEOUT_MS,
  analyticsEnabled,
  capSavedEvents,
  chatWidgetEnabled,
  continueSession,
} from '@domain/analytics/analytics-policy';

describe('analytics and chat widget policy (docs/product/roles-and-permissions.md)', () => {
  it('tracks an ordinary user only', () => {
    expect(analyticsEnabled({ isBohUser: false, impersonating: false })).toBe(true);
    expect(analyticsEnabled({ isBohUser: true, impersonating: false })).toBe(false);
    expect(analyticsEnabled({ isBohUser: false, impersonating: true })).toBe(false);
    expect(analyticsEnabled({ isBohUser: true, impersonating: true })).toBe(false);
  });

  it('sets up the chat widget except while impersonating, BOH users included', () => {
    expect(chatWidgetEnabled({ isBohUser: false, impersonating: false })).toBe(true);
    expect(chatWidgetEnabled({ isBohUser: true, impersonating: false })).toBe(true);
    expect(chatWidgetEnabled({ isBohUser: false, impersonating: true })).toBe(false);
    expect(chatWidgetEnabled({ isBohUser: true, impersonating: true })).toBe(false);
  });

  it('uses the analytics defaults of docs/product/constants.md', () => {
    expect([ANALYTICS_FLUSH_INTERVAL_MS, ANALYTICS_FLUSH_AT_EVENTS, ANALYTICS_BATCH_SIZE, ANALYTICS_SESSION_TIMEOUT_MS, ANALYTICS_MAX_SAVED_EVENTS]).toEqual([
      30_000, 30, 100, 1_800_000, 1000,
    ]);
  });
});

describe('analytics session', () => {
  const start = Date.UTC(2025, 0, 6, 9);

  it('starts a session numbered by its start time', () => {
    expect(continueSession(null, start)).toEqual({ id: start, lastEventAt: start });
  });

  it('continues while events come less than 30 minutes apart, however long it lasts', () => {
    let session = continueSession(null, start);
    for (let minute = 29; minute <= 29 * 4; minute += 29) session = continueSession(session, start + minute * 60_000);
    expect(session).toEqual({ id: start, lastEventAt: start + 116 * 60_000 });
  });

  it('rolls over after 30 minutes without events', () => {
    const later = start + ANALYTICS_SESSION_TIMEOUT_MS;
    expect(continueSession({ id: start, lastEventAt: start }, later)).toEqual({ id: later, lastEventAt: later });
  });
});

describe('saved events cap', () => {
  it('keeps the newest 1000, dropping the oldest', () => {
    const events = Array.from({ length: 1005 }, (_, i) => i);
    const kept = capSavedEvents(events);
    expect(kept).toHaveLength(1000);
    expect(kept[0]).toBe(5);
    expect(kept.at(-1)).toBe(1004);
    expect(capSavedEvents([1, 2])).toEqual([1, 2]);
  });
});
