import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { conflict } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { getActivity } from './activities.service';
import { findVisibleRequest } from './request-access';
import { getRequestDetail } from './request-queries.service';
import { existingIdConflict } from './request-writes.service';

/**
 * Creates are upserts by client id: a create whose id exists (an outbox replay without its key,
 * or after the key expired) answers what is stored, when it is the caller's to see.
 */

/** A create replayed without its key (or after the key expired): the stored request, if it is the caller's to see. */
export async function existingRequestAnswer(db: Queryable, actor: Actor, id: string) {
  if (!(await findVisibleRequest(db, actor, id))) throw existingIdConflict();
  return { status: 200, body: await getRequestDetail(db, id) };
}

/** A note replayed without its key: the stored note when it is the same author's on the same request. */
export async function existingActivityAnswer(db: Queryable, actor: Actor, id: string, requestId: string) {
  const [row] = await db.select({ requestId: activities.requestId, createdByUserId: activities.createdByUserId }).from(activities).where(eq(activities.id, id));
  if (!row || row.requestId !== requestId || row.createdByUserId !== actor.user.id) {
    throw conflict('An entry with this id already exists. Generate a new id for a new entry.');
  }
  return { status: 200, body: (await getActivity(db, id))! };
}
