import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';

/**
 * Sets each request's milestones (dispatched, first check-in, visits) from its timeline. The seeds
 * write timelines directly, so they call this once at the end; the server's write paths keep the
 * milestones as they go (modules/requests/request-writes.service.ts), and migration 0020 did this
 * for the requests that existed before.
 */
export async function setRequestMilestonesFromTimelines(db: Queryable): Promise<void> {
  await db.execute(sql`
    update requests set
      dispatched_at = m.dispatched_at,
      first_check_in_at = m.first_check_in_at,
      check_in_count = m.check_ins
    from (
      select request_id,
        min(created_at) filter (where activity_type = 'Dispatch Confirmation') as dispatched_at,
        min(created_at) filter (where activity_type = 'Check In') as first_check_in_at,
        (count(*) filter (where activity_type = 'Check In'))::int as check_ins
      from activities
      where activity_type in ('Dispatch Confirmation', 'Check In')
      group by request_id
    ) as m
    where m.request_id = requests.id`);
}
