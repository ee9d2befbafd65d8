import { Badge, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDay } from '@domain/format/date-format';
import type { PmScheduleListQuery, PmScheduleView } from '@domain/pm/pm-schedules-api';
import type { PmScheduleStatus } from '@domain/pm/pm-setup-constants';
import { ErrorNotice } from '@/components/error-notice';
import { PageNavigator } from '@/components/page-navigator';
import { SectionEmptyState } from '@/components/section-empty-state';
import { pmScheduleListQuery } from './api/pm-setup-queries';

export const STATUS_COLOURS: Record<PmScheduleStatus, string> = { Active: 'green', Paused: 'orange', Ended: 'gray' };

/** Where a schedule's visits happen: the equipment and its location, or the whole location. */
export const scheduleScopeText = (s: PmScheduleView) => (s.asset ? `${s.asset.name} · ${s.location.name}` : `${s.location.name} (whole location)`);

/** When the schedule's next visit falls, or why none does. */
export const nextVisitText = (s: PmScheduleView) =>
  s.status === 'Ended'
    ? 'Ended'
    : s.status === 'Paused'
      ? `Paused (next was ${formatDay(s.nextOccurrenceDate)})`
      : `Next visit ${formatDay(s.nextOccurrenceDate)}`;

function ScheduleRow({ schedule: s }: { schedule: PmScheduleView }) {
  return (
    <Link to="/assets/pm-schedules/$scheduleId" params={{ scheduleId: s.id }}>
      <Card.Root variant="outline" size="sm" _hover={{ shadow: 'sm', borderColor: 'brand.muted' }}>
        <Card.Body>
          <HStack justify="space-between" gap="2" align="start">
            <Stack gap="0" minW="0">
              <Text fontWeight="medium" truncate>
                {s.name}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {scheduleScopeText(s)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {[s.repeats, nextVisitText(s), s.vendor?.name].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <Badge colorPalette={STATUS_COLOURS[s.status]} flexShrink="0">
              {s.status}
            </Badge>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Link>
  );
}

/**
 * PM schedules as rows that open their page, paged (docs/product/maintenance-and-guides.md#schedules):
 * a location's or a piece of equipment's on their pages, every one the user sees on the schedules page.
 */
export function PmScheduleList(props: { query: PmScheduleListQuery; onPage: (offset: number) => void; empty: { title: string; text: string } }) {
  const list = useQuery({ ...pmScheduleListQuery(props.query), placeholderData: keepPreviousData });
  const page = list.data;
  const size = page?.limit ?? 50;
  return (
    <Stack gap="2">
      {list.error && <ErrorNotice message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.isPending && <Skeleton height="16" rounded="md" />}
      {page && page.items.length === 0 && <SectionEmptyState size="md" icon="wrench" title={props.empty.title} text={props.empty.text} />}
      <Stack gap="2" opacity={list.isPlaceholderData ? 0.6 : 1}>
        {page?.items.map((s) => (
          <ScheduleRow key={s.id} schedule={s} />
        ))}
      </Stack>
      {page && page.total > page.items.length && (
        <PageNavigator page={page} onPrevious={() => props.onPage(Math.max(0, page.offset - size))} onNext={() => props.onPage(page.offset + size)} />
      )}
    </Stack>
  );
}
