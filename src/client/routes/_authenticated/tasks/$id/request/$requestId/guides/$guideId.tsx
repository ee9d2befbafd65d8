import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../../../../../components/planned-screen';

export const Route = createFileRoute('/_authenticated/tasks/$id/request/$requestId/guides/$guideId')({
  component: TaskGuidePage,
});

function TaskGuidePage() {
  const { id, requestId, guideId } = Route.useParams();
  return (
    <PlannedScreen
      title={`Troubleshooting guide ${guideId}`}
      description={`Task ${id}, request ${requestId}`}
      icon="wrench"
      emptyTitle="This guide will appear here"
      emptyText="Follow the steps and record whether they solved the problem."
    />
  );
}
