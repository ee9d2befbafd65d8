import { sql } from 'drizzle-orm';
import type { Queryable } from './client';

/**
 * Waits for, then holds until the transaction ends, the lock named `name`: one transaction at a time
 * per name on every server (a check-then-write, a count), without a row to lock. Inside a transaction.
 */
export async function lockUntilCommit(db: Queryable, name: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
