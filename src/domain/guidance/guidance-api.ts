import { z } from 'zod';
import { isoTimestamp, namedRefSchema, opIdField, pageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';
import type { RequestField } from '../requests/request-fields';

/**
 * What a self-service user should do next on a request (prompts), follow-ups they set themselves,
 * and the dispatch automations scheduled for it (docs/product/README.md#api self-service calls). Paths under
 * API_PREFIX; `:id` is the request id, filled with `pathWith`.
 */
export const GUIDANCE_PATHS = {
  prompts: '/self-service/requests/:id/prompts',
  /** GET lists the follow-ups, POST sets (or completes) one. */
  followUp: '/self-service/requests/:id/follow-up',
  automations: '/self-service/requests/:id/automations',
} as const;

export const PROMPT_KINDS = ['assign-vendor', 'set-eta', 'follow-up-due', 'complete-checklist', 'close-request', 'generate-next'] as const;
export type PromptKind = (typeof PROMPT_KINDS)[number];

/** The part of the request a prompt's action changes: whoever may not change it is not prompted (marking the checklist is anyone's). */
export const PROMPT_FIELDS: Record<PromptKind, RequestField | null> = {
  'assign-vendor': 'assignedToVendorId',
  'set-eta': 'eta',
  'follow-up-due': 'followUps',
  'complete-checklist': null,
  'close-request': 'completion',
  'generate-next': 'pmSchedule',
};

export const promptViewSchema = z.object({
  kind: z.enum(PROMPT_KINDS),
  title: z.string(),
  message: z.string(),
  /** Most urgent first. */
  priority: z.number().int(),
});
export type PromptView = z.infer<typeof promptViewSchema>;

/** GET prompts: at most one prompt of each kind, most urgent first; a short list, not paged. */
export const promptListSchema = z.object({ items: z.array(promptViewSchema) });
export type PromptList = z.infer<typeof promptListSchema>;

/** `vendor-visit` is the follow-up of /requests/{id}/vendor-visit: did the vendor come as promised. */
export const FOLLOW_UP_KINDS = ['general', 'vendor-visit'] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

export const followUpCreateSchema = z.object({
  id: z.guid('id must be an id'),
  kind: z.enum(FOLLOW_UP_KINDS, { message: `kind must be one of ${FOLLOW_UP_KINDS.join(', ')}` }).default('general'),
  dueAt: z.iso.datetime({ offset: true, message: 'dueAt must be a date and time (ISO 8601)' }),
  note: z.string().trim().min(1, 'note must not be empty').max(2000, 'note must be at most 2000 characters'),
  /** Marks the follow-up done (a later POST with the same id). */
  completed: z.boolean().default(false),
});
export type FollowUpCreate = z.infer<typeof followUpCreateSchema>;

export const followUpQuerySchema = pageQuerySchema;

export const followUpViewSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  kind: z.enum(FOLLOW_UP_KINDS),
  dueAt: isoTimestamp,
  note: z.string(),
  completedAt: isoTimestamp.nullable(),
  createdByUser: namedRefSchema.nullable(),
  createdAt: isoTimestamp,
});
export type FollowUpView = z.infer<typeof followUpViewSchema>;
/** GET follow-up: soonest due first. */
export const followUpPageSchema = pageOf(followUpViewSchema);
export type FollowUpPage = z.infer<typeof followUpPageSchema>;

/** POST follow-up: 201 when created, 200 when an existing one (same id) was updated. */
export const followUpWriteResultSchema = followUpViewSchema.extend(opIdField);
export type FollowUpWriteResult = z.infer<typeof followUpWriteResultSchema>;

export const AUTOMATION_KINDS = ['dispatch-vendor', 'eta-reminder', 'vendor-follow-up', 'completion-survey', 'pm-generate-next'] as const;
export type AutomationKind = (typeof AUTOMATION_KINDS)[number];
/**
 * Where an automation stands. Jobs write the dispatch automation's (docs/product/maintenance-and-guides.md#automations):
 * Scheduled (waiting for its time), Sent (an offer is out, waiting for the vendor's answer until
 * scheduledAt), Answered (a vendor took it), Timed Out (no roster vendor took it: escalated), Cancelled.
 */
export const AUTOMATION_STATUSES = ['Scheduled', 'Sent', 'Answered', 'Timed Out', 'Completed', 'Cancelled'] as const;
export type AutomationStatus = (typeof AUTOMATION_STATUSES)[number];

export const automationViewSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  kind: z.enum(AUTOMATION_KINDS),
  description: z.string(),
  status: z.enum(AUTOMATION_STATUSES),
  scheduledAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type AutomationView = z.infer<typeof automationViewSchema>;
/** GET automations: soonest scheduled first. */
export const automationPageSchema = pageOf(automationViewSchema);
export type AutomationPage = z.infer<typeof automationPageSchema>;
