import { z } from 'zod';
import { pageQuerySchema } from '../api/paging';

/**
 * What a self-service user should do next on a request (prompts), follow-ups they set themselves,
 * and the dispatch automations scheduled for it (SPEC §7 self-service calls).
 */
export const REQUEST_GUIDANCE_PATHS = {
  prompts: (requestId: string) => `/self-service/requests/${requestId}/prompts`,
  followUp: (requestId: string) => `/self-service/requests/${requestId}/follow-up`,
  automations: (requestId: string) => `/self-service/requests/${requestId}/automations`,
} as const;

export const PROMPT_KINDS = ['assign-vendor', 'set-eta', 'follow-up-due', 'complete-checklist', 'close-request', 'generate-next'] as const;
export type PromptKind = (typeof PROMPT_KINDS)[number];

export interface PromptView {
  kind: PromptKind;
  title: string;
  message: string;
  /** Most urgent first. */
  priority: number;
}

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

export interface FollowUpView {
  id: string;
  requestId: string;
  kind: FollowUpKind;
  dueAt: string;
  note: string;
  completedAt: string | null;
  createdByUser: { id: string; name: string } | null;
  createdAt: string;
}

export const AUTOMATION_KINDS = ['dispatch-vendor', 'eta-reminder', 'vendor-follow-up', 'completion-survey', 'pm-generate-next'] as const;
export type AutomationKind = (typeof AUTOMATION_KINDS)[number];
export const AUTOMATION_STATUSES = ['Scheduled', 'Completed', 'Cancelled'] as const;
export type AutomationStatus = (typeof AUTOMATION_STATUSES)[number];

export interface AutomationView {
  id: string;
  requestId: string;
  kind: AutomationKind;
  description: string;
  status: AutomationStatus;
  scheduledAt: string;
  updatedAt: string;
}
