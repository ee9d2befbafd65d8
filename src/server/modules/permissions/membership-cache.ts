import type { Queryable } from '../../db/client';
import { loadMemberships, type UserMemberships } from './memberships.service';

/** Enough for every user active on a node at once; past it the oldest entries go first. */
const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * Each user's memberships, kept by this server while the user's access version stands, so a request
 * reads them with its session check (one query) instead of four more. The version is read on every
 * request and moves, by database trigger, with any change to what the user may reach (migration
 * 0011), so a change made through any node is seen by every node on its next request. Memberships
 * are loaded after their version was read, so an entry is never older than its version.
 */
export class MembershipCache {
  private readonly entries = new Map<string, { version: number; memberships: UserMemberships }>();

  constructor(
    private readonly db: Queryable,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
  ) {}

  async get(userId: string, accessVersion: number): Promise<UserMemberships> {
    const kept = this.entries.get(userId);
    if (kept?.version === accessVersion) return kept.memberships;
    const memberships = await loadMemberships(this.db, userId);
    this.entries.delete(userId);
    this.entries.set(userId, { version: accessVersion, memberships });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return memberships;
  }
}
