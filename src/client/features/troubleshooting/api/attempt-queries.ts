import { apiQuery } from '@/lib/api-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import { ATTEMPT_MESSAGES, ASSET_ATTEMPTS_LIMIT, getAttempt, listAttempts } from './attempt-calls';

/**
 * The troubleshooting attempts made on a piece of equipment, and one attempt (an asset's
 * troubleshooting history). Apart from the guide reads, which the request page loads.
 */

/** Every attempt read sits under this key: recording one refreshes them all. */
export const attemptKeys = { all: [...requestKeys.guides, 'attempts'] as const };

export const assetAttemptsQuery = (assetId: string) =>
  apiQuery({ queryKey: [...attemptKeys.all, 'asset', assetId], read: () => listAttempts({ assetId }, ASSET_ATTEMPTS_LIMIT), failure: ATTEMPT_MESSAGES.list });

export const attemptQuery = (id: string) =>
  apiQuery({ queryKey: [...attemptKeys.all, 'one', id], read: () => getAttempt(id), failure: ATTEMPT_MESSAGES.detail });
