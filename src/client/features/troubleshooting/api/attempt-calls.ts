import { pathWith } from '@domain/api/paths';
import { TROUBLESHOOTING_PATHS, type AttemptPage, type AttemptView } from '@domain/troubleshooting/troubleshooting-api';
import { api } from '@/lib/api-client';

/** The troubleshooting attempt reads (recording one is a guide's: troubleshooting-calls). */

export const ATTEMPT_MESSAGES = {
  list: 'An error occurred while trying to get troubleshooting attempts',
  detail: 'An error occurred while trying to get the troubleshooting attempt',
} as const;

/** Attempts shown on an asset's page; its history card says when there are more. */
export const ASSET_ATTEMPTS_LIMIT = 20;

/** Newest first. */
export const listAttempts = (query: { assetId?: string; requestId?: string }, limit: number) =>
  api<AttemptPage>(TROUBLESHOOTING_PATHS.attempts, { query: { limit, ...query } });
export const getAttempt = (id: string) => api<AttemptView>(pathWith(TROUBLESHOOTING_PATHS.attempt, { id }));
