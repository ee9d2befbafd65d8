import { Card, Stack } from '@chakra-ui/react';
import { AttachmentsSection } from '@/features/attachments/attachments-section';
import { ActivitySection } from '@/features/requests/activity-section';
import { FiledRequestView } from '@/features/requests/filed-request-view';
import { RequestVisit } from '@/features/requests/request-visit';
import type { OutboxEntry } from '@/offline/outbox-entry';
import { useSession } from '@/session/session-context';

/**
 * The page of a request filed on this device that the server does not have yet
 * (docs/product/requests.md#filed-offline): what was filed, the visit, and its notes and photos:
 * the check-ins, notes and photos queue behind it. Loaded only when one shows (a request's page has a tight first-load budget).
 */
export function FiledRequestPage({ entry, selfService }: { entry: OutboxEntry; selfService: boolean }) {
  const requestId = entry.entityId!;
  const { ability } = useSession();
  // Whoever may file a request may update it where they filed it (create and update go together in
  // every customer role), so the check-in is asked of the type: the server has no request to match yet.
  const mayVisit = ability.can('update', 'Request', 'checkIn');
  return (
    <Stack gap="4">
      <FiledRequestView entry={entry} />
      {entry.status !== 'rejected' && (
        <Card.Root variant="elevated" shadow="xs">
          <Card.Body gap="3">
            <RequestVisit requestId={requestId} state={undefined} open mayVisit={mayVisit} />
          </Card.Body>
        </Card.Root>
      )}
      <ActivitySection requestId={requestId} selfService={selfService} activities={[]} filedHere />
      <AttachmentsSection requestId={requestId} selfService={selfService} tasks={[]} mayChange={() => false} filedHere />
    </Stack>
  );
}
