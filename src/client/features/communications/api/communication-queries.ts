import type { CommunicationEntry, CommunicationKind } from '@domain/requests/communications';
import { apiQuery } from '@/lib/api-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import { getCommunication, getCommunicationLog } from './communication-calls';

export const COMMUNICATIONS_FAILURE = 'An error occurred while trying to get communications';

/**
 * One page of the communications log. A page left for another before it arrives is cancelled (the
 * read takes the query's abort signal) and its failure never shows.
 */
export const communicationLogQuery = (requestId: string, page: number, kind: CommunicationKind | undefined) =>
  apiQuery({
    queryKey: requestKeys.part(requestId, 'communications', page, kind ?? 'all'),
    read: (signal) => getCommunicationLog(requestId, page, kind, signal),
    failure: COMMUNICATIONS_FAILURE,
  });

/** One communication in full. */
export const communicationQuery = (requestId: string, entry: Pick<CommunicationEntry, 'id' | 'kind'>) =>
  apiQuery({ queryKey: requestKeys.part(requestId, 'communication', entry.id), read: () => getCommunication(entry), failure: COMMUNICATIONS_FAILURE });
