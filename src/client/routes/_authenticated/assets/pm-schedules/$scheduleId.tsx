import { Button } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { pmScheduleQuery } from '@/features/pm/api/pm-queries';
import { PmScheduleDetail } from '@/features/pm/pm-schedule-detail';

export const Route = createFileRoute('/_authenticated/assets/pm-schedules/$scheduleId')({
  loader: ({ context, params }) => context.queryClient.prefetchQuery(pmScheduleQuery(params.scheduleId)),
  component: PmSchedulePage,
});

function PmSchedulePage() {
  const { scheduleId } = Route.useParams();
  return (
    <>
      <Button asChild variant="ghost" size="sm" mb="2" ms="-2">
        <Link to="/assets/pm-schedules">← PM schedules</Link>
      </Button>
      <PmScheduleDetail scheduleId={scheduleId} />
    </>
  );
}
