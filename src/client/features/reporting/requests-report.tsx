import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestReportQuery } from './api/reporting-queries';
import { weeklyVolume } from './chart-data';
import { REQUEST_COLUMNS } from './report-columns';
import { ReportChartSlot } from './report-chart-slot';
import { reportFilter, shownPeriod } from './report-filter';
import type { ReportSearch } from './report-search';
import { countText, csvFileName, hoursText, percentText } from './report-table';
import { TitledCard } from '@/components/titled-card';
import { DownloadCsvButton, ReportTable, ReportView } from './report-view';

/**
 * The requests report (docs/product/reporting.md#requests): requests created per week stacked by
 * category, and per category open and closed, mean hours to dispatch, arrive and complete and the
 * first-time fix rate.
 */
export function RequestsReport({ search }: { search: ReportSearch }) {
  const report = useQuery({ ...requestReportQuery(reportFilter(search)), placeholderData: keepPreviousData });
  const period = shownPeriod(search);
  return (
    <ReportView read={report}>
      {(r) => {
        const volume = weeklyVolume(r);
        const s = r.summary;
        return (
          <Stack gap="4">
            <TitledCard title="Requests by week">
              <Text textStyle="sm" data-testid="report-summary">
                {countText(s.total)} requests: {countText(s.open)} open, {countText(s.closed)} closed. Mean {hoursText(s.meanHoursToDispatch)} to dispatch,{' '}
                {hoursText(s.meanHoursToArrive)} to arrive, {hoursText(s.meanHoursToComplete)} to complete; first-time fix {percentText(s.firstTimeFixPercent)}.
              </Text>
              <ReportChartSlot
                data={volume.data}
                series={volume.series}
                stacked
                format={countText}
                label={`Requests created per week by category, ${countText(s.total)} in all`}
              />
            </TitledCard>
            <TitledCard title="By category" action={<DownloadCsvButton columns={REQUEST_COLUMNS} rows={r.rows} fileName={csvFileName('requests', period)} />}>
              <ReportTable
                columns={REQUEST_COLUMNS}
                rows={r.rows}
                rowKey={(row) => row.category}
                label="Requests by category"
                empty="No requests in this period."
              />
            </TitledCard>
          </Stack>
        );
      }}
    </ReportView>
  );
}
