import { type CommunicationEntry, type CommunicationKind, type CommunicationLog } from '@domain/requests/communications';
import { COMMUNICATION_PATHS } from '@domain/requests/request-paths';
import { pathWith } from '@domain/api/paths';
import { api } from '@/lib/api-client';

/** A request's communications log: emails, calls, pushes and chats (docs/product/README.md#api Communications). */

export const getCommunicationLog = (requestId: string, page: number, telephonyType?: CommunicationKind, signal?: AbortSignal) =>
  api<CommunicationLog>(COMMUNICATION_PATHS.log, { query: { requestId, page, telephonyType }, signal });

/** One entry in full, by the call of its kind (docs/product/README.md#api Communications). */
export function getCommunication(entry: Pick<CommunicationEntry, 'id' | 'kind'>) {
  const path =
    entry.kind === 'email'
      ? COMMUNICATION_PATHS.email
      : entry.kind === 'push'
        ? COMMUNICATION_PATHS.push
        : entry.kind === 'chat'
          ? COMMUNICATION_PATHS.chat
          : COMMUNICATION_PATHS.conference;
  return api<CommunicationEntry>(pathWith(path, { id: entry.id }));
}
