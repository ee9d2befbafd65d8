/**
 * The task area's plain constants (docs/product/tasks.md): paths, kinds, messages. Kept apart from
 * the zod contract (task-api.ts, which re-exports them) so that a screen's route config, which loads
 * with the app's first page, can name them without bringing the schemas along.
 */

export { TASK_TYPES, type TaskType } from './task-enums';

/**
 * The task calls of docs/product/tasks.md (under API_PREFIX). `:id` is a task id; fill it with
 * `pathWith`. Writes are replayed by the offline outbox and answer with `opId`.
 */
export const TASK_PATHS = {
  /** POST taskCreateSchema → 201 TaskDetail: a task by hand. */
  create: '/tasks',
  list: '/tasks/self',
  /** Today's visits and tasks of an internal technician or a vendor ("My day"). */
  day: '/tasks/self/day',
  /** GET → TaskDetail; PATCH taskPatchSchema → TaskDetail. */
  detail: '/tasks/:id',
  complete: '/tasks/:id/complete',
  /** POST → TaskReopenResult. */
  reopen: '/tasks/:id/reopen',
  recipients: '/tasks/:id/share/recipients',
  share: '/tasks/:id/share',
  savings: '/tasks/:id/savings',
} as const;

/** docs/product/messages.md texts the client shows when a task call fails without a server message. */
export const TASK_MESSAGES = {
  load: 'An error occurred while trying to get tasks',
  loadOne: 'An error occurred while trying to get the task',
  complete: 'An error occurred while trying to complete task',
  share: 'An error occurred while trying to share task',
  reopen: 'An error occurred while trying to reopen task',
  alreadyCompleted: 'This task is complete; it can no longer be shared.',
} as const;

/**
 * Where a task comes from (docs/product/tasks.md#kinds): the next occurrence of a PM schedule, an
 * equipment certification, a follow-up on a request, or a standing chore of a location.
 */

export const TASK_STATUS_FILTERS = ['open', 'completed', 'all'] as const;
export type TaskStatusFilter = (typeof TASK_STATUS_FILTERS)[number];

export const RECIPIENT_GROUPS = ['locationContacts', 'customerContacts', 'vendorContacts'] as const;
export type RecipientGroup = (typeof RECIPIENT_GROUPS)[number];
