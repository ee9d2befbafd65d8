import { REQUEST_PATHS, SELF_SERVICE_PATHS } from '@domain/requests/request-paths';
import { pathWith } from '@domain/api/paths';
import type { RequestCreate } from '@domain/requests/request-inputs';
import type { SelfServiceRequestCreate } from '@domain/requests/self-service-inputs';
import { enqueueWrite } from '@/offline/enqueue-write';

/**
 * The request writes that must work offline (docs/adr/0003-offline-first-outbox.md): queued with a client id,
 * sent when the device is online, shown with a "waiting to sync" mark until then.
 */

/**
 * A new request (docs/product/requests.md#filed-offline), full service or self-service: queued under
 * its client id, which is the request's id, with the time the user filed it. Writes on it queued
 * after (notes, photos, check-ins) wait for it; one naming a troubleshooting attempt waits for that.
 */
export function queueRequestCreate(
  request: { selfService: false; body: RequestCreate } | { selfService: true; body: SelfServiceRequestCreate },
  now = new Date(),
) {
  const attempt = request.body.troubleshootingGuideAttempt;
  return enqueueWrite({
    kind: 'request.create',
    method: 'POST',
    url: request.selfService ? SELF_SERVICE_PATHS.create : REQUEST_PATHS.create,
    body: { ...request.body, reportedAt: now.toISOString() },
    entityId: request.body.id,
    dependsOn: attempt ? [attempt] : [],
  });
}

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
