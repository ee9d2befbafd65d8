import { Stack } from '@chakra-ui/react';
import { AttachmentsSection } from '@/features/attachments/attachments-section';
import { ActivitySection } from '@/features/requests/activity-section';
import { FiledRequestView } from '@/features/requests/filed-request-view';
import type { OutboxEntry } from '@/offline/outbox-entry';

/**
 * The page of a request filed on this device that the server does not have yet
 * (docs/product/requests.md#filed-offline): what was filed, and its notes and photos, which queue
 * behind it. Loaded only when one shows (a request's page has a tight first-load budget).
 */
export function FiledRequestPage({ entry, selfService }: { entry: OutboxEntry; selfService: boolean }) {
  const requestId = entry.entityId!;
  return (
    <Stack gap="4">
      <FiledRequestView entry={entry} />
      <ActivitySection requestId={requestId} selfService={selfService} activities={[]} filedHere />
      <AttachmentsSection requestId={requestId} selfService={selfService} tasks={[]} mayChange={() => false} filedHere />
    </Stack>
  );
}
