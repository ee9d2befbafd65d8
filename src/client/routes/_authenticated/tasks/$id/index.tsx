import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../../components/planned-screen';

export const Route = createFileRoute('/_authenticated/tasks/$id/')({
  component: TaskPage,
});

function TaskPage() {
  const { id } = Route.useParams();
  return (
    <PlannedScreen
      title={`Task ${id}`}
      icon="tasks"
      emptyTitle="Task details will appear here"
      emptyText="The work to do, its request, and who to share it with."
    />
  );
}
