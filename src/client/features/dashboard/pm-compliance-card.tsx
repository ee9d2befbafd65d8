import { BarSegment, type BarSegmentData, useChart } from '@chakra-ui/charts';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { PmComplianceView } from '@domain/dashboard/dashboard-api';
import { SeriesKey } from '@/components/series-key';
import type { ApiRead } from '@/lib/api-query';
import { MEANING_COLORS } from '@/theme/series-colors';
import { DashboardCard } from './dashboard-card';
import { HeadlineFigure } from './figure-tile';

function ComplianceBar({ v }: { v: PmComplianceView }) {
  const chart = useChart<BarSegmentData>({
    data: [
      { name: 'On time', value: v.onTime, color: MEANING_COLORS.onTime },
      { name: 'Late', value: v.late, color: MEANING_COLORS.late },
      { name: 'Missed', value: v.missed, color: MEANING_COLORS.missed },
    ].filter((d) => d.value > 0),
  });
  return (
    <BarSegment.Root chart={chart} barSize="4">
      <BarSegment.Content>
        <BarSegment.Bar />
      </BarSegment.Content>
      {/* Its own legend: BarSegment.Legend's key is a Chakra ColorSwatch (see SeriesKey). */}
      <HStack wrap="wrap" gap="4" textStyle="sm">
        {chart.data.map((d) => (
          <HStack key={d.name} gap="2">
            <SeriesKey color={d.color} />
            <Text>{d.name}</Text>
            <Text as="span" fontWeight="medium">
              {d.value.toLocaleString('en-US')}
            </Text>
          </HStack>
        ))}
      </HStack>
    </BarSegment.Root>
  );
}

/**
 * Preventative visits due in the last 90 days (GET dashboard/pmCompliance): the share done by their
 * due date, and how many were late or are still open.
 */
export function PmComplianceCard({ compliance, listLocation }: { compliance: ApiRead<PmComplianceView>; listLocation: string | undefined }) {
  return (
    <DashboardCard
      title="PM compliance"
      read={compliance}
      action={
        <Button asChild size="xs" variant="ghost">
          <Link to="/requests" search={{ type: 'Preventative', location: listLocation }}>
            Open PM requests
          </Link>
        </Button>
      }
    >
      {(v) => (
        <Stack gap="3">
          <HeadlineFigure
            label="Done by their due date"
            value={v.compliancePercent === null ? '—' : `${v.compliancePercent.toFixed(1)}%`}
            help={
              v.due === 0
                ? `No preventative visit was due in the last ${v.windowDays} days.`
                : `of ${v.due.toLocaleString('en-US')} preventative visits due in the last ${v.windowDays} days`
            }
          />
          {v.due > 0 && <ComplianceBar v={v} />}
          {v.missed > 0 && (
            <Text textStyle="xs" color="fg.muted">
              Missed: still open past the due date.
            </Text>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
}
