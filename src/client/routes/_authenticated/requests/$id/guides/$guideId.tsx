import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '../../../../../components/planned-screen';

export const Route = createFileRoute('/_authenticated/requests/$id/guides/$guideId')({
  component: RequestGuidePage,
});

function RequestGuidePage() {
  const { id, guideId } = Route.useParams();
  return (
    <PlannedScreen
      title={`Troubleshooting guide ${guideId}`}
      description={`Request ${id}`}
      icon="wrench"
      emptyTitle="This guide will appear here"
      emptyText="Follow the steps and record whether they solved the problem."
    />
  );
}
