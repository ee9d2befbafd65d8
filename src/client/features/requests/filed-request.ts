import type { RequestPriority } from '@domain/requests/request-enums';
import type { OutboxBody } from '@/offline/outbox-contracts';
import type { OutboxEntry } from '@/offline/outbox-entry';

/** A request filed on this device that the server does not have yet, as the user filed it. */
export interface FiledRequest {
  id: string;
  title: string;
  description: string;
  requestType: string;
  priority: RequestPriority;
  /** When the user filed it (the reported time it is sent with). */
  reportedAt: string;
  entry: OutboxEntry;
}

/** What a queued request.create says (docs/product/requests.md#filed-offline), for its list card and its page. */
export function filedRequest(entry: OutboxEntry): FiledRequest {
  const body = entry.body as OutboxBody<'request.create'>;
  const description = body.incidentDescription ?? '';
  const requestType = body.requestType ?? 'Incident';
  return {
    id: body.id,
    title: body.ticketName ?? (description || requestType),
    description,
    requestType,
    priority: body.requestPriority ?? 'Medium',
    reportedAt: body.reportedAt ?? new Date(entry.createdAt).toISOString(),
    entry,
  };
}
