/**
 * docs/product/roles-and-permissions.md, docs/product/constants.md: who is tracked, who gets the chat-support widget, and the analytics service's
 * defaults (flush every 30 s or 30 events, batches of 100, 30-minute sessions, at most 1000 saved).
 */

export const ANALYTICS_FLUSH_INTERVAL_MS = 30_000;
export const ANALYTICS_FLUSH_AT_EVENTS = 30;
export const ANALYTICS_BATCH_SIZE = 100;
export const ANALYTICS_SESSION_TIMEOUT_MS = 30 * 60 * 1000;
export const ANALYTICS_MAX_SAVED_EVENTS = 1000;

export interface TrackingSubject {
  isBohUser: boolean;
  /** An administrator is acting as this user. */
  impersonating: boolean;
}

/** Analytics is off for BOH users and while an administrator impersonates someone (docs/product/roles-and-permissions.md). */
export function analyticsEnabled({ isBohUser, impersonating }: TrackingSubject): boolean {
  return !isBohUser && !impersonating;
}

/**
 * The chat widget is not set up while impersonating (docs/product/roles-and-permissions.md): the administrator would chat as the
 * user. BOH users keep it: the spec only takes analytics away from them, and support is still theirs.
 */
export function chatWidgetEnabled({ impersonating }: TrackingSubject): boolean {
  return !impersonating;
}

export interface AnalyticsSession {
  /** The session's start time in ms, as the analytics service numbers sessions. */
  id: number;
  lastEventAt: number;
}

/** The session an event at `now` belongs to: the previous one unless 30 minutes passed without events. */
export function continueSession(previous: AnalyticsSession | null, now: number): AnalyticsSession {
  if (previous && now - previous.lastEventAt < ANALYTICS_SESSION_TIMEOUT_MS) return { id: previous.id, lastEventAt: now };
  return { id: now, lastEventAt: now };
}

/** The newest events that may be kept unsent; the oldest go first. */
export function capSavedEvents<T>(events: readonly T[]): T[] {
  return events.slice(Math.max(0, events.length - ANALYTICS_MAX_SAVED_EVENTS));
}
