import { REQUEST_PATHS, SELF_SERVICE_PATHS } from '@domain/requests/request-paths';
import { pathWith } from '@domain/api/paths';
import { enqueueWrite } from '@/offline/enqueue-write';

/**
 * The request writes that must work offline (docs/adr/0003-offline-first-outbox.md): queued with a client id,
 * sent when the device is online, shown with a "waiting to sync" mark until then.
 */

export function queueNote(requestId: string, note: { text: string; actionRequired: boolean; mentions: string[] }) {
  const id = crypto.randomUUID();
  return enqueueWrite({ kind: 'request.note', method: 'POST', url: pathWith(REQUEST_PATHS.notes, { id: requestId }), body: { id, ...note }, entityId: id });
}

export function queueActivity(requestId: string, description: string) {
  const id = crypto.randomUUID();
  return enqueueWrite({ kind: 'activity.create', method: 'POST', url: SELF_SERVICE_PATHS.activities, body: { id, requestId, description }, entityId: id });
}

export const queueActivityEdit = (activityId: string, description: string) =>
  enqueueWrite({
    kind: 'activity.update',
    method: 'PATCH',
    url: pathWith(SELF_SERVICE_PATHS.activity, { id: activityId }),
    body: { description },
    entityId: activityId,
  });

export const queueActivityDelete = (activityId: string) =>
  enqueueWrite({ kind: 'activity.delete', method: 'DELETE', url: pathWith(SELF_SERVICE_PATHS.activity, { id: activityId }), entityId: activityId });

/** A visit's start or end, queued with the moment it happened (the device may send it much later). */
export const queueCheckIn = (requestId: string, now: Date = new Date()) =>
  enqueueWrite({
    kind: 'request.checkin',
    method: 'POST',
    url: pathWith(REQUEST_PATHS.checkIn, { id: requestId }),
    body: { checkedInAt: now.toISOString() },
    entityId: requestId,
  });

export const queueCheckOut = (requestId: string, now: Date = new Date()) =>
  enqueueWrite({
    kind: 'request.checkout',
    method: 'POST',
    url: pathWith(REQUEST_PATHS.checkOut, { id: requestId }),
    body: { checkedOutAt: now.toISOString() },
    entityId: requestId,
  });
