import { Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatUsd } from '@domain/format/money-format';
import { SelectField } from '@/components/select-field';
import { spendForecastQuery } from './api/reporting-queries';
import { FORECAST_PARTS, forecastByMonth, type ForecastPart } from './chart-data';
import { FORECAST_COLUMNS, forecastRows } from './report-columns';
import { ReportChartSlot } from './report-chart-slot';
import { reportFilter, shownPeriod } from './report-filter';
import type { ReportSearch } from './report-search';
import { csvFileName } from './report-table';
import { TitledCard } from '@/components/titled-card';
import { DownloadCsvButton, ReportTable, ReportView } from './report-view';

/**
 * The spend forecast (docs/product/reporting.md#spend-forecast): the next 12 months by category,
 * repairs and preventative maintenance, with the server's own words on how it is made.
 */
export function SpendForecastReport({ search }: { search: ReportSearch }) {
  const forecast = useQuery({ ...spendForecastQuery(reportFilter(search)), placeholderData: keepPreviousData });
  const [part, setPart] = useState<ForecastPart>('all');
  const period = shownPeriod(search);
  return (
    <ReportView read={forecast}>
      {(f) => {
        const chart = forecastByMonth(f, part);
        const rows = forecastRows(f);
        const total = f.months.reduce((sum, m) => sum + m.totalCents, 0);
        return (
          <Stack gap="4">
            <TitledCard title="Next 12 months">
              <Text textStyle="sm" data-testid="forecast-method">
                {f.method}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {formatUsd(total / 100)} expected in all, from {f.basis.invoices.toLocaleString('en-US')} invoices ({f.basis.historyFrom} to {f.basis.historyTo}
                ) and {f.basis.pmSchedules.toLocaleString('en-US')} PM schedules.
              </Text>
              <Stack maxW={{ md: 'xs' }}>
                <SelectField size="sm" label="Show" value={part} options={FORECAST_PARTS} onChange={(v) => setPart(v as ForecastPart)} />
              </Stack>
              <ReportChartSlot
                data={chart.data}
                series={chart.series}
                stacked
                format={formatUsd}
                label={`Forecast spend per month by category: ${f.months.map((m) => `${m.month} ${formatUsd(m.totalCents / 100)}`).join(', ')}`}
              />
            </TitledCard>
            <TitledCard
              title="By month and category"
              action={<DownloadCsvButton columns={FORECAST_COLUMNS} rows={rows} fileName={csvFileName('spend-forecast', period)} />}
            >
              <ReportTable
                columns={FORECAST_COLUMNS}
                rows={rows}
                rowKey={(r) => `${r.month}-${r.category}`}
                label="Forecast by month and category"
                empty="No history or PM schedules to forecast from."
              />
            </TitledCard>
          </Stack>
        );
      }}
    </ReportView>
  );
}
