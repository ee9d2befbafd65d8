import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { PmScheduleListQuery } from '@domain/pm/pm-schedules-api';
import { locationLabel } from '@/components/location-label';
import { PageHeader } from '@/components/page-header';
import { assetFormLocationsQuery } from '@/features/assets/api/asset-queries';
import { SelectField } from '@/components/select-field';
import { pmSetupKeys } from '@/features/pm/api/pm-setup-keys';
import { PM_SETUP_PAGE_SIZE } from '@/features/pm/api/pm-setup-calls';
import { PmScheduleList } from '@/features/pm/pm-schedule-list';
import { useSession } from '@/session/session-context';

// Loaded when opened: planning maintenance is now-and-then work.
const PmTemplatesDialog = lazy(() => import('@/features/pm/pm-templates-dialog').then(({ PmTemplatesDialog }) => ({ default: PmTemplatesDialog })));
const PmScheduleFormDialog = lazy(() =>
  import('@/features/pm/pm-schedule-form-dialog').then(({ PmScheduleFormDialog }) => ({ default: PmScheduleFormDialog })),
);

const STATUS_CHOICES = [
  { value: 'current', label: 'Active and paused' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'ended', label: 'Ended' },
  { value: 'all', label: 'All' },
];

export const Route = createFileRoute('/_authenticated/assets/pm-schedules/')({
  component: PmSchedulesPage,
});

/** Every PM schedule the user sees, soonest visit first (docs/product/maintenance-and-guides.md#schedules). */
function PmSchedulesPage() {
  const { ability } = useSession();
  const locations = useQuery(assetFormLocationsQuery());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<PmScheduleListQuery>({ status: 'current', limit: PM_SETUP_PAGE_SIZE, offset: 0 });
  const [adding, setAdding] = useState(false);
  const [templates, setTemplates] = useState(false);
  const mayPlan = ability.can('create', 'PmSchedule');
  return (
    <>
      <Button asChild variant="ghost" size="sm" mb="2" ms="-2">
        <Link to="/assets">← Assets</Link>
      </Button>
      <PageHeader
        title="PM schedules"
        description="Planned maintenance: what is serviced, how often and by whom. Visits are generated a week ahead."
        actions={
          <HStack gap="2">
            <Button variant="outline" onClick={() => setTemplates(true)}>
              Templates
            </Button>
            {mayPlan && (
              <Button colorPalette="brand" onClick={() => setAdding(true)}>
                New schedule
              </Button>
            )}
          </HStack>
        }
      />
      <Stack gap="4">
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
          <form
            role="search"
            style={{ flex: 1 }}
            onSubmit={(e) => {
              e.preventDefault();
              setQuery((q) => ({ ...q, search: text.trim() || undefined, offset: 0 }));
            }}
          >
            <Input aria-label="Search schedules" placeholder="Schedule name" value={text} onChange={(e) => setText(e.target.value)} bg="bg" />
          </form>
          <SelectField
            label="Location"
            hideLabel
            value={query.locationId ?? ''}
            empty="Every location"
            options={(locations.data?.items ?? []).filter((l) => l.pmEnabled).map((l) => ({ value: l.id, label: locationLabel(l) }))}
            onChange={(locationId) => setQuery((q) => ({ ...q, locationId: locationId || undefined, offset: 0 }))}
          />
          <SelectField
            label="Show"
            hideLabel
            value={query.status ?? 'current'}
            options={STATUS_CHOICES}
            onChange={(status) => setQuery((q) => ({ ...q, status: status as PmScheduleListQuery['status'], offset: 0 }))}
          />
        </Stack>
        <PmScheduleList
          query={query}
          onPage={(offset) => setQuery((q) => ({ ...q, offset }))}
          empty={{
            title: 'No PM schedule',
            text: mayPlan ? 'Set one up for a piece of equipment or a whole location: its visits are generated ahead of time.' : 'Nothing is planned yet.',
          }}
        />
      </Stack>
      {templates && (
        <Suspense fallback={null}>
          <PmTemplatesDialog onClose={() => setTemplates(false)} />
        </Suspense>
      )}
      {adding && (
        <Suspense fallback={null}>
          <PmScheduleFormDialog
            mode="create"
            locationId={query.locationId}
            onClose={() => setAdding(false)}
            onSaved={(schedule) => {
              void queryClient.invalidateQueries({ queryKey: pmSetupKeys.schedules });
              void navigate({ to: '/assets/pm-schedules/$scheduleId', params: { scheduleId: schedule.id } });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
