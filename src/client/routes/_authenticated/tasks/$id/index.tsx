import { subject } from '@casl/ability';
import { Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { PmScheduleCard } from '@/features/pm/pm-schedule-card';
import { loadTask } from '@/features/tasks/api/task-loaders';
import { taskQuery } from '@/features/tasks/api/task-queries';
import { TaskDetailView } from '@/features/tasks/task-detail';
import { useSession } from '@/session/session-context';

/** docs/product/routing.md: the task detail loads the task before it shows. */
export const Route = createFileRoute('/_authenticated/tasks/$id/')({
  loader: ({ context, params }) => loadTask(context.queryClient, params.id),
  component: TaskPage,
});

function TaskPage() {
  const { id } = Route.useParams();
  const { ability } = useSession();
  const scheduleId = useQuery(taskQuery(id)).data?.pmScheduleId;
  return (
    <>
      <PageHeader
        title="Task"
        actions={
          <Button asChild variant="outline">
            <Link to="/tasks">All tasks</Link>
          </Button>
        }
      />
      <Stack gap="4">
        <TaskDetailView taskId={id} canUpdate={(t) => ability.can('update', subject('Task', { customerId: t.customerId, locationId: t.location.id }))} />
        {scheduleId && <PmScheduleCard scheduleId={scheduleId} />}
      </Stack>
    </>
  );
}
