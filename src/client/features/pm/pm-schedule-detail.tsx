import { subject } from '@casl/ability';
import { Badge, Button, DataList, Grid, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { formatDay, formatLongDate } from '@domain/format/date-format';
import { upcomingOccurrences } from '@domain/pm/pm-recurrence';
import type { PmScheduleView } from '@domain/pm/pm-schedules-api';
import { PM_PREVIEW_COUNT, PM_SCHEDULE_MESSAGES } from '@domain/pm/pm-setup-constants';
import { isoDate } from '@domain/users/out-of-office';
import { ErrorNotice } from '@/components/error-notice';
import { PageHeader } from '@/components/page-header';
import { PageNavigator } from '@/components/page-navigator';
import { TitledCard } from '@/components/titled-card';
import { useSave } from '@/components/use-save';
import { useSession } from '@/session/session-context';
import { PM_SETUP_PAGE_SIZE, updatePmSchedule } from './api/pm-setup-calls';
import { pmSetupKeys } from './api/pm-setup-keys';
import { pmScheduleQuery } from './api/pm-queries';
import { pmVisitsQuery } from './api/pm-setup-queries';
import { scheduleScopeText, STATUS_COLOURS } from './pm-schedule-list';
import { OccurrencePreview } from './recurrence-fields';

const PmScheduleFormDialog = lazy(() => import('./pm-schedule-form-dialog').then(({ PmScheduleFormDialog }) => ({ default: PmScheduleFormDialog })));
const ConfirmDialog = lazy(() => import('@/components/confirm-dialog').then(({ ConfirmDialog }) => ({ default: ConfirmDialog })));

/**
 * One PM schedule (docs/product/maintenance-and-guides.md#schedules): what it maintains, how often, by
 * whom and with which template; its next visits; the visits generated so far, each opening its
 * request. Those who plan maintenance there edit, pause, resume and end it.
 */
export function PmScheduleDetail({ scheduleId }: { scheduleId: string }) {
  const { ability } = useSession();
  const read = useQuery(pmScheduleQuery(scheduleId));
  const queryClient = useQueryClient();
  const save = useSave();
  const [editing, setEditing] = useState(false);
  const [ending, setEnding] = useState(false);
  const s = read.data;
  if (!s) return read.error ? <ErrorNotice message={read.error.message} onRetry={() => void read.refetch()} /> : <Skeleton h="48" />;

  const mayChange = ability.can('update', subject('PmSchedule', { customerId: s.customerId, locationId: s.locationId }));
  const saved = (next: PmScheduleView) => {
    queryClient.setQueryData(pmScheduleQuery(scheduleId).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: pmSetupKeys.schedules });
    void queryClient.invalidateQueries({ queryKey: [...pmSetupKeys.schedule(scheduleId), 'visits'] });
  };
  const change = async (patch: Parameters<typeof updatePmSchedule>[1], success: string) => {
    const next = await save.run(() => updatePmSchedule(s.id, patch), PM_SCHEDULE_MESSAGES.save, success);
    if (next) saved(next);
  };
  const today = isoDate();
  const upcoming =
    s.status === 'Active' && s.nextOccurrenceDate
      ? upcomingOccurrences(s.recurrence, { start: s.startDate, end: s.endDate }, s.nextOccurrenceDate, PM_PREVIEW_COUNT)
      : [];

  return (
    <>
      <PageHeader
        title={s.name}
        description={scheduleScopeText(s)}
        actions={
          mayChange && (
            <HStack gap="2" wrap="wrap">
              {s.status !== 'Ended' && (
                <Button variant="outline" onClick={() => setEditing(true)}>
                  Edit
                </Button>
              )}
              {s.status === 'Active' && (
                <Button variant="outline" loading={save.busy} onClick={() => void change({ active: false }, 'Schedule paused.')}>
                  Pause
                </Button>
              )}
              {s.status === 'Paused' && (
                <Button colorPalette="brand" loading={save.busy} onClick={() => void change({ active: true }, 'Schedule resumed.')}>
                  Resume
                </Button>
              )}
              {s.status !== 'Ended' && (
                <Button variant="outline" colorPalette="red" onClick={() => setEnding(true)}>
                  End
                </Button>
              )}
            </HStack>
          )
        }
      />
      {save.error && <ErrorNotice size="sm" message={save.error} />}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
        <Stack gap="4" minW="0">
          <TitledCard title="Schedule" action={<Badge colorPalette={STATUS_COLOURS[s.status]}>{s.status}</Badge>}>
            <DataList.Root orientation="horizontal" size="sm">
              <Fact label="Repeats" value={s.repeats} />
              <Fact label="Starts" value={formatLongDate(s.startDate)} />
              <Fact label="Ends" value={s.endDate ? formatLongDate(s.endDate) : 'No end date'} />
              <Fact label="Next visit" value={s.nextOccurrenceDate ? formatDay(s.nextOccurrenceDate) : 'None: the schedule has ended'} />
              <Fact label="Vendor" value={s.vendor?.name ?? 'Nobody yet: each visit is dispatched by hand'} />
              <Fact label="Template" value={s.template?.name ?? 'None'} />
              {s.description && <Fact label="What for" value={s.description} />}
            </DataList.Root>
            <HStack gap="2" wrap="wrap">
              {s.asset && (
                <Button asChild size="sm" variant="ghost">
                  <Link to="/assets/$id" params={{ id: s.asset.id }}>
                    Open {s.asset.name}
                  </Link>
                </Button>
              )}
              <Button asChild size="sm" variant="ghost">
                <Link to="/assets/locations/$locationId" params={{ locationId: s.location.id }}>
                  Open {s.location.name}
                </Link>
              </Button>
            </HStack>
          </TitledCard>
          {s.status === 'Active' && (
            <TitledCard title="Coming up" description="Each visit is generated as a request a week before it is due.">
              <OccurrencePreview dates={upcoming} format={(d) => formatLongDate(d)} />
            </TitledCard>
          )}
        </Stack>
        <PmVisits scheduleId={s.id} />
      </Grid>
      {editing && (
        <Suspense fallback={null}>
          <PmScheduleFormDialog
            mode="edit"
            schedule={s}
            onClose={() => setEditing(false)}
            onSaved={(next) => {
              saved(next);
              setEditing(false);
            }}
          />
        </Suspense>
      )}
      {ending && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={`End “${s.name}”?`}
            message="No visit is generated after today. Visits already generated stay on the requests list. This cannot be undone; set up a new schedule to start again."
            confirmLabel="End schedule"
            onConfirm={() => {
              setEnding(false);
              void change({ endDate: today }, 'Schedule ended.');
            }}
            onClose={() => setEnding(false)}
          />
        </Suspense>
      )}
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The requests the schedule generated, the latest due first. */
function PmVisits({ scheduleId }: { scheduleId: string }) {
  const [offset, setOffset] = useState(0);
  const visits = useQuery({ ...pmVisitsQuery(scheduleId, offset), placeholderData: keepPreviousData });
  const page = visits.data;
  return (
    <TitledCard title="Visits" description="The requests this schedule generated.">
      {visits.error && <ErrorNotice size="sm" message={visits.error.message} onRetry={() => void visits.refetch()} />}
      {visits.isPending && <Skeleton h="16" />}
      {page && page.items.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          None yet: the first is generated a week before it is due.
        </Text>
      )}
      {page && page.items.length > 0 && (
        <Table.Root size="sm" data-testid="pm-visits">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Request</Table.ColumnHeader>
              <Table.ColumnHeader>Due</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {page.items.map((v) => (
              <Table.Row key={v.id}>
                <Table.Cell>
                  <Link to="/requests/$id" params={{ id: v.id }}>
                    <Text as="span" color="brand.fg" textDecoration="underline">
                      #{v.number}
                    </Text>
                  </Link>
                </Table.Cell>
                <Table.Cell>{formatDay(v.dueDate)}</Table.Cell>
                <Table.Cell>{v.requestStatus === 'Request Closed' ? `Closed ${formatDay(v.completedAt)}` : 'Open'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {page && page.total > page.items.length && (
        <PageNavigator
          page={page}
          onPrevious={() => setOffset(Math.max(0, offset - PM_SETUP_PAGE_SIZE))}
          onNext={() => setOffset(offset + PM_SETUP_PAGE_SIZE)}
        />
      )}
    </TitledCard>
  );
}
