import { ESCALATION_MESSAGES } from '@domain/escalations/escalation-constants';
import type { EscalatableQuery, EscalationListQuery } from '@domain/escalations/escalations-api';
import { apiQuery } from '@/lib/api-query';
import { getEscalation, listEscalatableRequests, listEscalations } from './escalation-calls';
import { escalationKeys } from './escalation-keys';

export const escalationListQuery = (query: EscalationListQuery) =>
  apiQuery({ queryKey: escalationKeys.list(query), read: () => listEscalations(query), failure: ESCALATION_MESSAGES.list });

export const escalationQuery = (id: string) =>
  apiQuery({ queryKey: escalationKeys.one(id), read: () => getEscalation(id), failure: ESCALATION_MESSAGES.detail });

/** The open requests the user may escalate (the create form's choices; one request's, on its page). */
export const escalatableQuery = (query: EscalatableQuery) =>
  apiQuery({ queryKey: escalationKeys.escalatable(query), read: () => listEscalatableRequests(query), failure: ESCALATION_MESSAGES.escalatable });
