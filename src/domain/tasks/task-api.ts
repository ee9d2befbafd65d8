import { z } from 'zod';
import { cappedPageOf, isoTimestamp, namedRefSchema, opIdField } from '../api/contract';
import { pageQuerySchema } from '../api/paging';
import { REQUEST_STATUSES, REQUEST_TYPES } from '../requests/request-enums';
import { MANUAL_TASK_PRIORITIES, MANUAL_TASK_TYPES } from './task-by-hand';
import { TASK_STATUS_FILTERS, TASK_TYPES } from './task-constants';

export * from './task-constants';
export * from './task-by-hand';

const id = (what: string) => z.guid(`${what} must be an id`);
const when = (what: string) => z.iso.datetime({ offset: true, message: `${what} must be a date and time (ISO 8601)` });

/** GET tasks/self: default open tasks, score descending (docs/product/constants.md). */
export const taskListQuerySchema = pageQuerySchema
  .extend({
    status: z.enum(TASK_STATUS_FILTERS, { message: `status must be one of ${TASK_STATUS_FILTERS.join(', ')}` }).default('open'),
    locationId: id('locationId').optional(),
    type: z.enum(TASK_TYPES, { message: `type must be one of ${TASK_TYPES.join(', ')}` }).optional(),
    /** Due at or after this moment. */
    dueFrom: when('dueFrom').optional(),
    /** Due before this moment. */
    dueTo: when('dueTo').optional(),
  })
  .refine((q) => !q.dueFrom || !q.dueTo || q.dueFrom < q.dueTo, { message: 'dueTo must be after dueFrom', path: ['dueTo'] });
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

const requestRefSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  ticketName: z.string().nullable(),
  requestType: z.enum(REQUEST_TYPES),
  requestStatus: z.enum(REQUEST_STATUSES),
  /** The PM side of a preventative request: its schedule. */
  pm: z.object({ pmScheduleId: z.string() }).nullable(),
});

export const taskSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  taskType: z.enum(TASK_TYPES),
  score: z.number().int(),
  dueAt: isoTimestamp.nullable(),
  completedAt: isoTimestamp.nullable(),
  location: namedRefSchema,
  assignedTo: namedRefSchema.nullable(),
  request: z.object({ id: z.string(), number: z.number().int() }).nullable(),
});
export type TaskSummary = z.infer<typeof taskSummarySchema>;
/** One page and its total, counted up to 1,000 (`totalCapped` past it, docs/product/constants.md). */
export const taskPageSchema = cappedPageOf(taskSummarySchema);
export type TaskPage = z.infer<typeof taskPageSchema>;

export const taskDetailSchema = taskSummarySchema.extend({
  customerId: z.string(),
  description: z.string(),
  completedBy: namedRefSchema.nullable(),
  /** Who made it by hand; null for tasks the portal made (PM, certifications, follow-ups). */
  createdBy: namedRefSchema.nullable(),
  createdAt: isoTimestamp,
  request: requestRefSchema.nullable(),
  pmScheduleId: z.string().nullable(),
  asset: namedRefSchema.nullable(),
  /** Whether the asset has troubleshooting guides (its own or its equipment type's). */
  assetHasGuide: z.boolean(),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

const title = z.string('title must be text').trim().min(1, 'title must not be empty').max(200, 'title must be at most 200 characters');
const description = z.string('description must be text').trim().max(4000, 'description must be at most 4000 characters');
/** A person who works at the task's location, or null for no one. */
const assignee = id('assignedToUserId').nullable();
const dueAt = when('dueAt').nullable();
const priority = z.enum(MANUAL_TASK_PRIORITIES, { message: `priority must be one of ${MANUAL_TASK_PRIORITIES.join(', ')}` });

/**
 * POST tasks (docs/product/tasks.md#by-hand): a task at a location, or on a request (at its
 * location). General by default; Follow-up for one on a request.
 */
export const taskCreateSchema = z
  .object({
    title,
    description: description.optional(),
    locationId: id('locationId').optional(),
    requestId: id('requestId').optional(),
    taskType: z.enum(MANUAL_TASK_TYPES, { message: `taskType must be one of ${MANUAL_TASK_TYPES.join(', ')}` }).optional(),
    priority: priority.optional(),
    assignedToUserId: assignee.optional(),
    dueAt: dueAt.optional(),
  })
  .refine((t) => t.locationId || t.requestId, { message: 'locationId: choose a location (or a request).', path: ['locationId'] });
export type TaskCreate = z.input<typeof taskCreateSchema>;

/** PATCH tasks/{id}: what a task by hand says and who does it by when; any field left out stays. */
export const taskPatchSchema = z
  .object({ title, description, priority, assignedToUserId: assignee, dueAt })
  .partial()
  .refine((p) => Object.keys(p).length > 0, { message: 'Nothing to change: send title, description, priority, assignedToUserId or dueAt.' });
export type TaskPatch = z.input<typeof taskPatchSchema>;

/** POST tasks and PATCH tasks/{id}: the task as it now is. */
export const taskWriteResultSchema = taskDetailSchema.extend(opIdField);
export type TaskWriteResult = z.infer<typeof taskWriteResultSchema>;

/** POST tasks/{id}/reopen: the task, open again (`alreadyOpen` when it was). */
export const taskReopenResultSchema = taskWriteResultSchema.extend({ alreadyOpen: z.boolean() });
export type TaskReopenResult = z.infer<typeof taskReopenResultSchema>;

/** POST complete: the device's moment of completion (sent later when queued offline); now when left out. */
export const taskCompleteSchema = z
  .object({ completedAt: when('completedAt').optional() })
  .nullish()
  .transform((v) => v ?? {});
export type TaskComplete = z.input<typeof taskCompleteSchema>;

export const taskCompleteResultSchema = taskDetailSchema.extend({
  /** True when the task was complete already: nothing changed. */
  alreadyCompleted: z.boolean(),
  ...opIdField,
});
export type TaskCompleteResult = z.infer<typeof taskCompleteResultSchema>;

export const shareRecipientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The role at the customer or vendor. */
  role: z.string().nullable(),
  oooStartDate: z.string().nullable(),
  oooEndDate: z.string().nullable(),
  /** Out of office today at the task's location (docs/product/messages.md#validation). */
  isOoo: z.boolean(),
});
export type ShareRecipient = z.infer<typeof shareRecipientSchema>;

/** GET share/recipients: the people a task may be shared with, in three groups (only for open tasks). */
export const shareRecipientsSchema = z.object({
  locationContacts: z.array(shareRecipientSchema),
  customerContacts: z.array(shareRecipientSchema),
  vendorContacts: z.array(shareRecipientSchema),
});
export type ShareRecipients = z.infer<typeof shareRecipientsSchema>;

export const taskShareSchema = z.object({
  recipientIds: z
    .array(id('recipientIds'), { message: 'recipientIds must be a list of ids' })
    .min(1, 'recipientIds must name at least one recipient')
    .max(50, 'recipientIds may name at most 50 recipients'),
  message: z.string().trim().max(2000, 'message must be at most 2000 characters').optional(),
});
export type TaskShare = z.infer<typeof taskShareSchema>;

export const taskShareResultSchema = z.object({
  taskId: z.string(),
  sharedAt: isoTimestamp,
  recipients: z.array(namedRefSchema.extend({ channel: z.enum(['email', 'sms']) })),
  ...opIdField,
});
export type TaskShareResult = z.infer<typeof taskShareResultSchema>;

/** GET savings: what doing the task is expected to save, priced by the cost model (docs/product/tasks.md#savings). */
export const taskSavingsSchema = z.object({
  taskId: z.string(),
  taskType: z.enum(TASK_TYPES),
  projectedSavingsUsd: z.number().int().min(0),
  /** How the figure was reached, in words. */
  basis: z.string(),
  /** True once the task is complete: the saving counts as made. */
  realized: z.boolean(),
});
export type TaskSavings = z.infer<typeof taskSavingsSchema>;

/** GET tasks/self/day: the caller's day, between `from` and `to` (at most two days apart). */
export const myDayQuerySchema = z
  .object({ from: when('from'), to: when('to') })
  .refine((q) => q.from < q.to, { message: 'to must be after from', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 48 * 3_600_000, { message: 'to must be at most two days after from', path: ['to'] });
export type MyDayQuery = z.infer<typeof myDayQuerySchema>;

export const myDayItemSchema = z.object({
  kind: z.enum(['visit', 'task']),
  /** The request id of a visit, the task id of a task. */
  id: z.string(),
  /** When it is due: the visit's arrival window or ETA, the task's due time. */
  at: isoTimestamp,
  title: z.string(),
  location: namedRefSchema,
  request: z.object({ id: z.string(), number: z.number().int() }).nullable(),
  /** Visits: whether the caller is checked in now. */
  checkedIn: z.boolean(),
  completedAt: isoTimestamp.nullable(),
});
export type MyDayItem = z.infer<typeof myDayItemSchema>;
/** Ordered by time; a day's list is short, at most 200 items. */
export const myDaySchema = z.object({ items: z.array(myDayItemSchema) });
export type MyDay = z.infer<typeof myDaySchema>;
