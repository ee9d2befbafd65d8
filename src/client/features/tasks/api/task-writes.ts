import { pathWith } from '@domain/api/paths';
import { TASK_PATHS } from '@domain/tasks/task-constants';
import { enqueueWrite } from '@/offline/enqueue-write';

/**
 * Completing a task works offline (docs/adr/0003-offline-first-outbox.md): queued with the moment it
 * was done, sent once when the device is online (the server applies a key once and leaves a
 * complete task as it was).
 */
export const queueTaskCompletion = (taskId: string, now: Date = new Date()) =>
  enqueueWrite({
    kind: 'task.complete',
    method: 'POST',
    url: pathWith(TASK_PATHS.complete, { id: taskId }),
    body: { completedAt: now.toISOString() },
    entityId: taskId,
  });
