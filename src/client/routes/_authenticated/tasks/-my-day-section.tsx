import { Badge, Button } from '@chakra-ui/react';
import type { MyDayItem } from '@domain/tasks/task-api';
import { PendingMark } from '@/components/sync/pending-mark';
import { queueCheckIn } from '@/features/requests/api/request-writes';
import { MyDay } from '@/features/tasks/my-day';
import { usePendingWrites } from '@/offline/use-outbox';
import { SAVE_MESSAGES } from '@/lib/save-messages';
import { runQueued, useSave } from '@/components/use-save';

/** "My day" on the task list (docs/product/tasks.md#my-day), each visit one tap from check-in. */
export default function MyDaySection() {
  return <MyDay visitAction={(visit) => <CheckInButton visit={visit} />} />;
}

/** One tap from check-in: queued like the request's own check-in, so it works in a basement with no signal. */
function CheckInButton({ visit }: { visit: MyDayItem }) {
  const pending = usePendingWrites({ kind: 'request.checkin', urlPrefix: `/requests/${visit.id}/` });
  // A check-in that could not be queued is said in the snackbar (a row of My day has no room for it),
  // in the generic words: REQUEST_MESSAGES here would split it out of the request page's chunk.
  const save = useSave();
  if (pending[0]) return <PendingMark entry={pending[0]} />;
  if (visit.checkedIn) return <Badge colorPalette="green">On site</Badge>;
  return (
    <Button size="sm" colorPalette="brand" flexShrink={0} onClick={() => void runQueued(save, () => queueCheckIn(visit.id), SAVE_MESSAGES.saveFailed)}>
      Check in
    </Button>
  );
}
