/** The kinds of task (docs/product/tasks.md#kinds): alone in this file, since the task list's address check loads with the app's first page. */
export const TASK_TYPES = ['Preventative', 'Equipment Certification', 'Follow-up', 'General'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
