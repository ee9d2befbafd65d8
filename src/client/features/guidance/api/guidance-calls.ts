import {
  GUIDANCE_PATHS,
  type AutomationPage,
  type FollowUpCreate,
  type FollowUpPage,
  type FollowUpWriteResult,
  type PromptList,
} from '@domain/guidance/guidance-api';
import { pathWith } from '@domain/api/paths';
import { api } from '@/lib/api-client';

/** What the portal suggests and schedules on a request: prompts, follow-ups, automations (docs/product/README.md#api). */

export const listPrompts = (requestId: string) => api<PromptList>(pathWith(GUIDANCE_PATHS.prompts, { id: requestId }));
export const listFollowUps = (requestId: string) => api<FollowUpPage>(pathWith(GUIDANCE_PATHS.followUp, { id: requestId }), { query: { limit: 200 } });
export const saveFollowUp = (requestId: string, body: FollowUpCreate) =>
  api<FollowUpWriteResult>(pathWith(GUIDANCE_PATHS.followUp, { id: requestId }), { method: 'POST', body });
export const listAutomations = (requestId: string) => api<AutomationPage>(pathWith(GUIDANCE_PATHS.automations, { id: requestId }));
