import type { EscalatableQuery, EscalationListQuery } from '@domain/escalations/escalations-api';

/** Query keys of the escalations area: the lists under `lists`, one escalation under `one(id)`. */
export const escalationKeys = {
  lists: ['escalations'] as const,
  list: (query: EscalationListQuery) => ['escalations', 'list', query] as const,
  escalatable: (query: EscalatableQuery) => ['escalations', 'escalatable', query] as const,
  one: (id: string) => ['escalation', id] as const,
};
