import { Button, HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { TitledCard } from '@/components/titled-card';
import { pmSetupKeys } from './api/pm-setup-keys';
import { PmScheduleList } from './pm-schedule-list';

// Loaded when opened: planning maintenance is now-and-then work.
const PmScheduleFormDialog = lazy(() => import('./pm-schedule-form-dialog').then(({ PmScheduleFormDialog }) => ({ default: PmScheduleFormDialog })));

const CARD_PAGE_SIZE = 5;

/**
 * The PM schedules of a location or a piece of equipment, on its page, with New schedule for those
 * who plan maintenance there (docs/product/maintenance-and-guides.md#schedules).
 */
export function PmSchedulesCard(props: { locationId: string; assetId?: string; mayPlan: boolean }) {
  const [offset, setOffset] = useState(0);
  const [adding, setAdding] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = { locationId: props.locationId, ...(props.assetId ? { assetId: props.assetId } : {}), limit: CARD_PAGE_SIZE, offset };
  return (
    <TitledCard
      title="PM schedules"
      description={props.assetId ? 'Planned maintenance of this equipment.' : 'Planned maintenance at this location.'}
      action={
        <HStack gap="1">
          <Button asChild size="sm" variant="ghost">
            <Link to="/assets/pm-schedules">All schedules</Link>
          </Button>
          {props.mayPlan && (
            <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
              New schedule
            </Button>
          )}
        </HStack>
      }
    >
      <PmScheduleList
        query={query}
        onPage={setOffset}
        empty={{ title: 'No PM schedule', text: props.mayPlan ? 'Set one up to have its visits generated ahead of time.' : 'Nothing is planned here yet.' }}
      />
      {adding && (
        <Suspense fallback={null}>
          <PmScheduleFormDialog
            mode="create"
            locationId={props.locationId}
            assetId={props.assetId}
            onClose={() => setAdding(false)}
            onSaved={(schedule) => {
              void queryClient.invalidateQueries({ queryKey: pmSetupKeys.schedules });
              void navigate({ to: '/assets/pm-schedules/$scheduleId', params: { scheduleId: schedule.id } });
            }}
          />
        </Suspense>
      )}
    </TitledCard>
  );
}
