import { apiQuery } from '@/lib/api-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import { listAutomations, listFollowUps, listPrompts } from './guidance-calls';

/** Read under the request's key: a change to the request refreshes them with it. */

export const promptsQuery = (id: string) =>
  apiQuery({ queryKey: requestKeys.part(id, 'prompts'), read: () => listPrompts(id), failure: 'An error occurred while trying to get prompts' });

export const followUpsQuery = (id: string) =>
  apiQuery({ queryKey: requestKeys.part(id, 'follow-ups'), read: () => listFollowUps(id), failure: 'An error occurred while trying to get follow-ups' });

export const automationsQuery = (id: string) =>
  apiQuery({ queryKey: requestKeys.part(id, 'automations'), read: () => listAutomations(id), failure: 'An error occurred while trying to get automations' });
