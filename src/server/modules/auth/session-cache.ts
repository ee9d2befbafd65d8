import type { NotificationHandlers } from '../../db/notifications';
import type { SessionUser } from './session-check';

/** The channel the database tells every server on (migration 0012): `user:<id>` or `session:<id>`. */
export const ACCESS_CHANGED_CHANNEL = 'access_changed';

/** A safety net: an entry is read again after this long even if no notification came. */
const MAX_AGE_MS = 60_000;
const DEFAULT_MAX_ENTRIES = 20_000;

/**
 * Each standing session's user, kept by this server so a request is authenticated without a
 * query. Kept only while the database's notifications flow (every change to a user or a session
 * is announced on commit, on every node): a dropped listener empties it and turns it off until
 * it listens again. Every write this server answers empties it too (plugins/authentication.ts), so
 * what a write changed here is seen by this server's next request without waiting for the
 * notification; other servers see it when the notification arrives, milliseconds after commit.
 */
export class SessionCache implements NotificationHandlers {
  private readonly bySession = new Map<string, { user: SessionUser; at: number }>();
  private readonly sessionsOfUser = new Map<string, Set<string>>();
  private live = false;
  /** Moves on every forget: a user read before a forget may be stale, so it is not kept. */
  private forgets = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
  ) {}

  /** The session's user, if kept, fresh and the session is the user's. */
  get(sessionId: string, userId: string): SessionUser | undefined {
    const entry = this.bySession.get(sessionId);
    if (!entry) return undefined;
    if (entry.user.id !== userId || this.now() - entry.at > MAX_AGE_MS) {
      this.remove(sessionId);
      return undefined;
    }
    return entry.user;
  }

  /** Marks the moment before a read from the database: pass it to `set` with what was read. */
  mark(): number {
    return this.forgets;
  }

  /** Keeps what was read since `mark`, unless something was forgotten meanwhile. */
  set(sessionId: string, user: SessionUser, mark: number): void {
    if (!this.live || mark !== this.forgets) return;
    this.remove(sessionId);
    this.bySession.set(sessionId, { user, at: this.now() });
    const sessions = this.sessionsOfUser.get(user.id) ?? new Set<string>();
    sessions.add(sessionId);
    this.sessionsOfUser.set(user.id, sessions);
    if (this.bySession.size > this.maxEntries) this.remove(this.bySession.keys().next().value!);
  }

  forgetSession(sessionId: string): void {
    this.forgets++;
    this.remove(sessionId);
  }

  private remove(sessionId: string): void {
    const entry = this.bySession.get(sessionId);
    if (!entry) return;
    this.bySession.delete(sessionId);
    const sessions = this.sessionsOfUser.get(entry.user.id);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.sessionsOfUser.delete(entry.user.id);
  }

  forgetUser(userId: string): void {
    this.forgets++;
    for (const sessionId of this.sessionsOfUser.get(userId) ?? []) this.bySession.delete(sessionId);
    this.sessionsOfUser.delete(userId);
  }

  /** Forgets everything (after a write of this server, whatever it changed). */
  forgetAll(): void {
    this.forgets++;
    this.bySession.clear();
    this.sessionsOfUser.clear();
  }

  onNotify = (payload: string): void => {
    const [kind, id] = payload.split(':');
    if (kind === 'user' && id) this.forgetUser(id);
    else if (kind === 'session' && id) this.forgetSession(id);
  };

  onLive = (live: boolean): void => {
    this.live = live;
    if (!live) this.forgetAll();
  };
}
