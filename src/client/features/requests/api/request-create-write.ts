import { REQUEST_PATHS, SELF_SERVICE_PATHS } from '@domain/requests/request-paths';
import type { RequestCreate } from '@domain/requests/request-inputs';
import type { SelfServiceRequestCreate } from '@domain/requests/self-service-inputs';
import { enqueueWrite } from '@/offline/enqueue-write';

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
