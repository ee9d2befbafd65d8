import { z } from 'zod';
import { isoTimestamp, namedRefSchema, opIdField, pageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';
import { REQUEST_STATUSES, REQUEST_TYPES } from '../requests/request-enums';
import { PM_CHECKLIST_STATUSES } from './pm-enums';

/**
 * Preventative maintenance calls of docs/product/README.md#api (under API_PREFIX): checklists, chores,
 * recurring requests and thread history (schedules: ./pm-schedules-api.ts, templates: ./pm-templates-api.ts). Every write takes client ids so an outbox replay is an upsert.
 * `:id` is a request id unless named otherwise; fill it with `pathWith`.
 */
export const PM_PATHS = {
  checklist: '/self-service/pm/checklist',
  checklistMark: '/self-service/pm/checklist/mark',
  checklistEdit: '/self-service/pm/checklist/edit',
  completeChore: '/requests/completeChore',
  generateNext: '/self-service/requests/:id/generate-next',
  pmHistory: '/self-service/requests/:id/pm-history',
} as const;

/** docs/product/messages.md texts the client shows when a PM call fails without a server message. */
export const PM_MESSAGES = {
  markFailed: 'An error occurred while trying to mark pm checklist item',
  requestClosed: 'This request is closed; its checklist can no longer be changed.',
  /** A mark on an item someone else marked otherwise after the user saw it (docs/product/offline-writes.md). */
  markConflict: (item: { title: string; status: string; by: string | null }, mine: string) =>
    `“${item.title}” was ${item.status === 'Not Started' ? 'set back to Not Started' : `marked ${item.status}`}${item.by ? ` by ${item.by}` : ''} after you saw it, so your mark (${mine}) was not saved. Look at the checklist and mark it again if it still applies.`,
} as const;

const id = (what: string) => z.guid(`${what} must be an id`);

/** Relations the checklist call may expand (docs/product/README.md#api `relations`), comma-separated. */
export const CHECKLIST_RELATIONS = ['completedByUser', 'asset'] as const;
export type ChecklistRelation = (typeof CHECKLIST_RELATIONS)[number];

export const checklistQuerySchema = pageQuerySchema.extend({
  requestId: id('requestId'),
  relations: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(CHECKLIST_RELATIONS, { message: `relations must be among ${CHECKLIST_RELATIONS.join(', ')}` })))
    .optional(),
});
export type ChecklistQuery = z.infer<typeof checklistQuerySchema>;

export const pmChecklistItemViewSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  /** The PM asset the item belongs to; null for items about the whole visit. */
  pmRequestDetailAssetId: z.string().nullable(),
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: z.enum(PM_CHECKLIST_STATUSES),
  note: z.string().nullable(),
  completedAt: isoTimestamp.nullable(),
  completedByUserId: z.string().nullable(),
  /** With relations=completedByUser (a mark's answer always has it). */
  completedByUser: namedRefSchema.nullable().optional(),
  /** With relations=asset. */
  asset: z.object({ id: z.string(), name: z.string(), locationId: z.string() }).nullable().optional(),
  updatedAt: isoTimestamp,
});
export type PmChecklistItemView = z.infer<typeof pmChecklistItemViewSchema>;

/** POST checklist/mark: the item as marked. */
export const pmChecklistItemWriteResultSchema = pmChecklistItemViewSchema.extend(opIdField);
export type PmChecklistItemWriteResult = z.infer<typeof pmChecklistItemWriteResultSchema>;

export const pmChoreViewSchema = z.object({
  choreTypeId: z.string(),
  name: z.string(),
  completed: z.boolean(),
  completedAt: isoTimestamp.nullable(),
});
export type PmChoreView = z.infer<typeof pmChoreViewSchema>;

/** An asset the preventative visit covers (docs/product/maintenance-and-guides.md pmAssets); chores are completed per PM asset. */
export const pmAssetViewSchema = z.object({
  /** The PM asset's id (`pmRequestDetailAssetId` of its items and chores). */
  id: z.string(),
  assetId: z.string(),
  name: z.string(),
  locationId: z.string(),
  chores: z.array(pmChoreViewSchema),
});
export type PmAssetView = z.infer<typeof pmAssetViewSchema>;

/** GET checklist: the visit and one page of its items. */
export const pmChecklistViewSchema = z.object({
  requestId: z.string(),
  requestStatus: z.enum(REQUEST_STATUSES),
  pmThreadId: z.string().nullable(),
  pmScheduleId: z.string().nullable(),
  pmAssets: z.array(pmAssetViewSchema),
  /** docs/product/maintenance-and-guides.md pmLocations: the locations of the visit (the request's and its assets'). */
  pmLocations: z.array(namedRefSchema),
  items: pageOf(pmChecklistItemViewSchema),
});
export type PmChecklistView = z.infer<typeof pmChecklistViewSchema>;

/** POST checklist/edit: the whole checklist after the edit (its first 200 items). */
export const pmChecklistWriteResultSchema = pmChecklistViewSchema.extend(opIdField);
export type PmChecklistWriteResult = z.infer<typeof pmChecklistWriteResultSchema>;

const checklistStatus = (field: string) => z.enum(PM_CHECKLIST_STATUSES, { message: `${field} must be one of ${PM_CHECKLIST_STATUSES.join(', ')}` });

export const checklistMarkSchema = z.object({
  id: id('id'),
  status: checklistStatus('status'),
  note: z.string().trim().max(2000, 'note must be at most 2000 characters').nullable().optional(),
  /**
   * The status the user saw when marking (docs/product/offline-writes.md): a mark made on an item
   * that someone else has marked otherwise since is refused, not applied over theirs.
   */
  previousStatus: checklistStatus('previousStatus').optional(),
});
export type ChecklistMark = z.infer<typeof checklistMarkSchema>;

/** Bulk edit: items are upserted by their (client-chosen) id; `removeIds` are deleted. */
export const checklistEditSchema = z.object({
  requestId: id('requestId'),
  items: z
    .array(
      z.object({
        id: id('items.id'),
        title: z.string().trim().min(1, 'title must not be empty').max(200, 'title must be at most 200 characters'),
        description: z.string().trim().max(2000).default(''),
        position: z.number().int().min(0).max(10_000).optional(),
        pmRequestDetailAssetId: id('pmRequestDetailAssetId').nullable().optional(),
      }),
    )
    .max(200, 'at most 200 items per edit')
    .default([]),
  removeIds: z.array(id('removeIds')).max(200).default([]),
});
export type ChecklistEdit = z.infer<typeof checklistEditSchema>;

export const completeChoreSchema = z.object({
  pmRequestDetailAssetId: id('pmRequestDetailAssetId'),
  choreTypeId: id('choreTypeId'),
  completed: z.boolean({ message: 'completed must be true or false' }),
});
export type CompleteChore = z.infer<typeof completeChoreSchema>;

/** POST completeChore: the chore's completion on that PM asset. */
export const choreCompletionViewSchema = z.object({
  pmRequestDetailAssetId: z.string(),
  choreTypeId: z.string(),
  completed: z.boolean(),
  completedAt: isoTimestamp.nullable(),
  completedByUserId: z.string().nullable(),
});
export type ChoreCompletionView = z.infer<typeof choreCompletionViewSchema>;
export const choreCompletionWriteResultSchema = choreCompletionViewSchema.extend(opIdField);
export type ChoreCompletionWriteResult = z.infer<typeof choreCompletionWriteResultSchema>;

/** The client may choose the new request's id (outbox); a repeat for the same request returns the same one. The body may be left out. */
export const generateNextSchema = z.object({ id: id('id').optional() }).nullish();

export const pmThreadRequestViewSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  ticketName: z.string().nullable(),
  requestType: z.enum(REQUEST_TYPES),
  requestStatus: z.enum(REQUEST_STATUSES),
  pmThreadId: z.string(),
  /** YYYY-MM-DD the visit was due, when the request came from a schedule. */
  dueDate: z.iso.date().nullable(),
  createdAt: isoTimestamp,
  completedAt: isoTimestamp.nullable(),
  resolutionStatement: z.string().nullable(),
});
export type PmThreadRequestView = z.infer<typeof pmThreadRequestViewSchema>;

export const pmHistoryQuerySchema = pageQuerySchema;
/** GET pm-history: the other requests of the thread, newest first. */
export const pmHistoryPageSchema = pageOf(pmThreadRequestViewSchema);
export type PmHistoryPage = z.infer<typeof pmHistoryPageSchema>;
