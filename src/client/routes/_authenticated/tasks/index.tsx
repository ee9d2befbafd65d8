import { Badge, Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { isInternalTechnician } from '../../../../domain/permissions/role-rank';
import type { MyDayItem } from '../../../../domain/tasks/task-api';
import { PageHeader } from '../../../components/page-header';
import { PendingMark } from '../../../components/sync/pending-mark';
import { requestLocationsQuery } from '../../../features/requests/api/picker-queries';
import { queueCheckIn } from '../../../features/requests/api/request-writes';
import { loadTaskList } from '../../../features/tasks/api/task-loaders';
import { MyDay } from '../../../features/tasks/my-day';
import { TaskList } from '../../../features/tasks/task-list';
import { taskListParams, taskListSearchSchema } from '../../../features/tasks/task-list-search';
import { usePendingWrites } from '../../../offline/use-outbox';
import { useSession } from '../../../session/session-context';
import { roleNamesOf } from '../../../session/user-info';

/** docs/product/tasks.md: the task list, with "My day" on top for internal technicians and vendors. Needs full service (route permission tasks). */
export const Route = createFileRoute('/_authenticated/tasks/')({
  validateSearch: taskListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadTaskList(context.queryClient, taskListParams(deps)),
  component: TasksPage,
});

function TasksPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { user } = useSession();
  const locations = useQuery(requestLocationsQuery());
  const showDay = isInternalTechnician(roleNamesOf(user)) || user.vendors.length > 0;
  return (
    <>
      <PageHeader title="Tasks" description="Work that needs you, most important first." />
      <Stack gap="5">
        {showDay && <MyDay visitAction={(visit) => <CheckInButton visit={visit} />} />}
        <TaskList
          search={search}
          onSearch={(next) => void navigate({ search: next })}
          locations={(locations.data?.items ?? []).map((l) => ({ value: l.id, label: l.storeNumber ? `${l.storeNumber} · ${l.name}` : l.name }))}
        />
      </Stack>
    </>
  );
}

/** One tap from check-in: queued like the request's own check-in, so it works in a basement with no signal. */
function CheckInButton({ visit }: { visit: MyDayItem }) {
  const pending = usePendingWrites({ kind: 'request.checkin', urlPrefix: `/requests/${visit.id}/` });
  if (pending[0]) return <PendingMark entry={pending[0]} />;
  if (visit.checkedIn) return <Badge colorPalette="green">On site</Badge>;
  return (
    <Button size="sm" colorPalette="brand" flexShrink={0} onClick={() => void queueCheckIn(visit.id)}>
      Check in
    </Button>
  );
}
