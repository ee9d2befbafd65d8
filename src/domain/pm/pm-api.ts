import { z } from 'zod';
import { pageQuerySchema, type Page } from '../api/paging';
import type { RequestStatus, RequestType } from '../requests/request-enums';
import { PM_CHECKLIST_STATUSES, type PmChecklistStatus, type PmFrequency } from './pm-enums';

/**
 * Preventative maintenance calls of SPEC §7 (under API_PREFIX): PM schedules, checklists, chores,
 * recurring requests and thread history. Every write takes client ids so an outbox replay is an upsert.
 */
export const PM_PATHS = {
  schedule: (id: string) => `/pm-schedules/${id}`,
  checklist: '/self-service/pm/checklist',
  checklistMark: '/self-service/pm/checklist/mark',
  checklistEdit: '/self-service/pm/checklist/edit',
  completeChore: '/requests/completeChore',
  generateNext: (requestId: string) => `/self-service/requests/${requestId}/generate-next`,
  pmHistory: (requestId: string) => `/self-service/requests/${requestId}/pm-history`,
} as const;

/** SPEC §8 texts the client shows when a PM call fails without a server message. */
export const PM_MESSAGES = {
  markFailed: 'An error occurred while trying to mark pm checklist item',
  requestClosed: 'This request is closed; its checklist can no longer be changed.',
} as const;

const id = (what: string) => z.guid(`${what} must be an id`);

export interface PmScheduleView {
  id: string;
  customerId: string;
  locationId: string;
  /** The equipment the schedule is for; null for a whole-location schedule. */
  assetId: string | null;
  name: string;
  frequency: PmFrequency;
  /** YYYY-MM-DD: when the next request of the thread falls due. */
  nextOccurrenceDate: string;
  pmThreadId: string;
  assignedToVendorId: string | null;
  active: boolean;
}

/** Relations the checklist call may expand (SPEC §7 `relations`), comma-separated. */
export const CHECKLIST_RELATIONS = ['completedByUser', 'asset'] as const;
export type ChecklistRelation = (typeof CHECKLIST_RELATIONS)[number];

export const checklistQuerySchema = pageQuerySchema.extend({
  requestId: id('requestId'),
  relations: z
    .string()
    .transform((v) => v.split(',').map((r) => r.trim()).filter(Boolean))
    .pipe(z.array(z.enum(CHECKLIST_RELATIONS, { message: `relations must be among ${CHECKLIST_RELATIONS.join(', ')}` })))
    .optional(),
});
export type ChecklistQuery = z.infer<typeof checklistQuerySchema>;

export interface PmChecklistItemView {
  id: string;
  requestId: string;
  /** The PM asset the item belongs to; null for items about the whole visit. */
  pmRequestDetailAssetId: string | null;
  position: number;
  title: string;
  description: string;
  status: PmChecklistStatus;
  note: string | null;
  completedAt: string | null;
  completedByUserId: string | null;
  /** With relations=completedByUser. */
  completedByUser?: { id: string; name: string } | null;
  /** With relations=asset. */
  asset?: { id: string; name: string; locationId: string } | null;
  updatedAt: string;
}

export interface PmChoreView {
  choreTypeId: string;
  name: string;
  completed: boolean;
  completedAt: string | null;
}

/** An asset the preventative visit covers (SPEC §3 pmAssets); chores are completed per PM asset. */
export interface PmAssetView {
  id: string;
  assetId: string;
  name: string;
  locationId: string;
  chores: PmChoreView[];
}

export interface PmChecklistView {
  requestId: string;
  requestStatus: RequestStatus;
  pmThreadId: string | null;
  pmScheduleId: string | null;
  pmAssets: PmAssetView[];
  /** SPEC §3 pmLocations: the locations of the visit (the request's and its assets'). */
  pmLocations: { id: string; name: string }[];
  items: Page<PmChecklistItemView>;
}

export const checklistMarkSchema = z.object({
  id: id('id'),
  status: z.enum(PM_CHECKLIST_STATUSES, { message: `status must be one of ${PM_CHECKLIST_STATUSES.join(', ')}` }),
  note: z.string().trim().max(2000, 'note must be at most 2000 characters').nullable().optional(),
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

/** The client may choose the new request's id (outbox); a repeat for the same request returns the same one. The body may be left out. */
export const generateNextSchema = z.object({ id: id('id').optional() }).nullish();

export interface PmThreadRequestView {
  id: string;
  number: number;
  ticketName: string | null;
  requestType: RequestType;
  requestStatus: RequestStatus;
  pmThreadId: string;
  /** YYYY-MM-DD the visit was due, when the request came from a schedule. */
  dueDate: string | null;
  createdAt: string;
  completedAt: string | null;
  resolutionStatement: string | null;
}

export interface GenerateNextAnswer {
  /** False when the next request had already been generated from this one. */
  created: boolean;
  request: PmThreadRequestView;
  schedule: PmScheduleView;
}

export const pmHistoryQuerySchema = pageQuerySchema;
