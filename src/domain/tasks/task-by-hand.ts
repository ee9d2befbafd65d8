/**
 * Tasks made by people (docs/product/tasks.md#by-hand): the kinds, priorities and texts of the
 * New task and Edit task dialogs, apart from task-constants.ts so that a task's page does not load
 * them before its dialog opens.
 */

/** The kinds a person makes by hand; the others come from PM schedules and requests. */
export const MANUAL_TASK_TYPES = ['General', 'Follow-up'] as const;

/** A task by hand is ranked by the priority its maker gives it (the list orders by score). */
export const MANUAL_TASK_PRIORITIES = ['Low', 'Normal', 'High'] as const;
export type ManualTaskPriority = (typeof MANUAL_TASK_PRIORITIES)[number];
export const MANUAL_TASK_SCORES: Record<ManualTaskPriority, number> = { Low: 25, Normal: 50, High: 75 };

/** docs/product/tasks.md#messages texts of tasks by hand. */
export const TASK_BY_HAND_MESSAGES = {
  create: 'An error occurred while trying to create task',
  edit: 'An error occurred while trying to update task',
  assigneeElsewhere: "assignedToUserId: must be someone who works at the task's location.",
  locationOfRequest: 'locationId: must be the location of the request.',
  generatedUnchanged: 'This task comes from its request or PM schedule; only its assignee and due date can change.',
} as const;
