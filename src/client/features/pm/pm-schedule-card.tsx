import { Badge, Card, DataList, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formatDay } from '@domain/format/date-format';
import { ErrorNotice } from '@/components/error-notice';
import { pmScheduleQuery } from './api/pm-queries';

/**
 * The PM schedule a preventative task comes from (docs/product/maintenance-and-guides.md): what it
 * covers, how often, and when its next visit falls due. Its failure stays inside the card.
 */
export function PmScheduleCard({ scheduleId }: { scheduleId: string }) {
  const schedule = useQuery(pmScheduleQuery(scheduleId));
  return (
    <Card.Root as="section" aria-label="PM schedule" variant="outline" size="sm">
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontWeight="semibold">PM schedule</Text>
          {schedule.data && !schedule.data.active && <Badge colorPalette="gray">Paused</Badge>}
        </HStack>
        {schedule.error && <ErrorNotice size="sm" message={schedule.error.message} onRetry={() => void schedule.refetch()} />}
        {schedule.data && (
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>Schedule</DataList.ItemLabel>
              <DataList.ItemValue>{schedule.data.name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Repeats</DataList.ItemLabel>
              <DataList.ItemValue>{schedule.data.repeats}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Next visit</DataList.ItemLabel>
              <DataList.ItemValue>{formatDay(schedule.data.nextOccurrenceDate)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
