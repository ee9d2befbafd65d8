import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { isInternalTechnician } from '@domain/permissions/role-rank';
import { locationLabel } from '@/components/location-label';
import { PageHeader } from '@/components/page-header';
import { requestLocationsQuery } from '@/features/requests/api/picker-queries';
import { loadTaskList } from '@/features/tasks/api/task-loaders';
import { TaskList } from '@/features/tasks/task-list';
import { taskListParams, taskListSearchSchema } from '@/features/tasks/task-list-search';
import { useSession } from '@/session/session-context';
import { roleNamesOf } from '@/session/user-info';

// "My day" (technicians and vendors only) queues check-ins through the outbox: loaded when shown,
// so the task list's first load does not carry the offline machinery.
const MyDaySection = lazy(() => import('./-my-day-section'));
// Making a task loads with its dialog.
const TaskFormDialog = lazy(() => import('@/features/tasks/task-form-dialog').then(({ TaskFormDialog }) => ({ default: TaskFormDialog })));

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
  const { user, ability } = useSession();
  const locations = useQuery(requestLocationsQuery());
  const [creating, setCreating] = useState(false);
  const showDay = isInternalTechnician(roleNamesOf(user)) || user.vendors.length > 0;
  const locationOptions = (locations.data?.items ?? []).map((l) => ({ value: l.id, label: locationLabel(l) }));
  return (
    <>
      <PageHeader
        title="Tasks"
        description="Work that needs you, most important first."
        actions={
          ability.can('create', 'Task') && (
            <Button colorPalette="brand" onClick={() => setCreating(true)}>
              New task
            </Button>
          )
        }
      />
      {creating && (
        <Suspense fallback={null}>
          <TaskFormDialog
            mode="create"
            open={creating}
            onClose={() => setCreating(false)}
            locations={locationOptions}
            onCreated={(task) => void navigate({ to: '/tasks/$id', params: { id: task.id } })}
          />
        </Suspense>
      )}
      <Stack gap="5">
        {showDay && (
          <Suspense fallback={null}>
            <MyDaySection />
          </Suspense>
        )}
        <TaskList search={search} onSearch={(next) => void navigate({ search: next })} locations={locationOptions} />
      </Stack>
    </>
  );
}
