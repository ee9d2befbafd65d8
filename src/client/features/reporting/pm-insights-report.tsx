import { SimpleGrid, Stack, Stat } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pmInsightsQuery } from './api/reporting-queries';
import { pmByLocation } from './chart-data';
import { PM_COLUMNS } from './report-columns';
import { ReportChartSlot } from './report-chart-slot';
import { reportFilter, shownPeriod } from './report-filter';
import type { ReportSearch } from './report-search';
import { countText, csvFileName, percentText } from './report-table';
import { TitledCard } from '@/components/titled-card';
import { DownloadCsvButton, ReportTable, ReportView } from './report-view';

/**
 * PM insights (docs/product/reporting.md#pm-insights): the preventative visits due in the period, done
 * on time, late or missed, and the compliance rate; the same by location.
 */
export function PmInsightsReport({ search }: { search: ReportSearch }) {
  const pm = useQuery({ ...pmInsightsQuery(reportFilter(search)), placeholderData: keepPreviousData });
  const period = shownPeriod(search);
  return (
    <ReportView read={pm}>
      {(r) => {
        const chart = pmByLocation(r);
        const figures = [
          ['Due', countText(r.due)],
          ['On time', countText(r.onTime)],
          ['Late', countText(r.late)],
          ['Missed', countText(r.missed)],
          ['Compliance', percentText(r.compliancePercent)],
        ] as const;
        return (
          <Stack gap="4">
            <TitledCard title="Preventative maintenance compliance">
              <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
                {figures.map(([label, value]) => (
                  <Stat.Root key={label} size="sm">
                    <Stat.Label>{label}</Stat.Label>
                    <Stat.ValueText>{value}</Stat.ValueText>
                  </Stat.Root>
                ))}
              </SimpleGrid>
              <ReportChartSlot
                data={chart.data}
                series={chart.series}
                stacked
                horizontal
                format={countText}
                label={`PM visits due by location: ${r.byLocation.map((l) => `${l.location.name} ${l.onTime} on time, ${l.late} late, ${l.missed} missed`).join('; ')}`}
              />
            </TitledCard>
            <TitledCard
              title="By location"
              action={<DownloadCsvButton columns={PM_COLUMNS} rows={r.byLocation} fileName={csvFileName('pm-insights', period)} />}
            >
              <ReportTable
                columns={PM_COLUMNS}
                rows={r.byLocation}
                rowKey={(l) => l.location.id}
                label="PM compliance by location"
                empty="No preventative visits were due in this period."
              />
            </TitledCard>
          </Stack>
        );
      }}
    </ReportView>
  );
}
