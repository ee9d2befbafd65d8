import { apiQuery } from '@/lib/api-query';
import { requestKeys } from '@/features/requests/api/request-keys';
import { listAttachments } from './attachment-calls';

/** Read under the request's key: an upload delivered from the outbox refreshes it with the request. */
export const attachmentsQuery = (id: string, selfService: boolean) =>
  apiQuery({
    queryKey: requestKeys.part(id, 'attachments', selfService),
    read: () => listAttachments(id, selfService),
    failure: 'An error occurred while trying to get attachments',
  });
