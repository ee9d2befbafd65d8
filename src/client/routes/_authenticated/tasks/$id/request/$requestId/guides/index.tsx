import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../../../../../components/planned-screen';

export const Route = createFileRoute('/_authenticated/tasks/$id/request/$requestId/guides/')({
  component: TaskGuidesPage,
});

function TaskGuidesPage() {
  const { id, requestId } = Route.useParams();
  return (
    <PlannedScreen
      title="Troubleshooting guides"
      description={`Task ${id}, request ${requestId}`}
      icon="wrench"
      emptyTitle="Guides for this task will appear here"
      emptyText="Step-by-step checks for the equipment of this task's request."
    />
  );
}
