import { TROUBLESHOOTING_PATHS, type AttemptCreate } from '@domain/troubleshooting/troubleshooting-api';
import { enqueueWrite } from '@/offline/enqueue-write';

/**
 * A troubleshooting attempt, queued (docs/adr/0003-offline-first-outbox.md): a guide followed in a
 * plant room with no signal is recorded all the same. A request filed after it waits for it (the
 * request names it), and one made on a request filed offline waits for that request.
 */
export const queueAttempt = (attempt: AttemptCreate) =>
  enqueueWrite({ kind: 'troubleshooting.attempt', method: 'POST', url: TROUBLESHOOTING_PATHS.attempts, body: attempt, entityId: attempt.id });
