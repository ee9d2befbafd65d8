import { Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField } from '@/components/select-field';
import { vendorInsightsQuery } from './api/reporting-queries';
import { VENDOR_COLUMNS, VENDOR_MEASURES, type VendorMeasure } from './report-columns';
import { ReportChartSlot } from './report-chart-slot';
import { reportFilter, shownPeriod } from './report-filter';
import type { ReportSearch } from './report-search';
import { csvFileName } from './report-table';
import { TitledCard } from '@/components/titled-card';
import { DownloadCsvButton, ReportTable, ReportView } from './report-view';

const MEASURE_OPTIONS = Object.entries(VENDOR_MEASURES).map(([value, m]) => ({ value, label: m.label }));

/**
 * Vendor insights (docs/product/reporting.md#vendor-insights): a scorecard per vendor, and a chart of
 * one measure of it at a time.
 */
export function VendorInsightsReport({ search }: { search: ReportSearch }) {
  const insights = useQuery({ ...vendorInsightsQuery(reportFilter(search)), placeholderData: keepPreviousData });
  const [measure, setMeasure] = useState<VendorMeasure>('requests');
  const period = shownPeriod(search);
  const m = VENDOR_MEASURES[measure];
  return (
    <ReportView read={insights}>
      {(r) => {
        const measured = r.vendors.filter((v) => m.value(v) !== null);
        return (
          <Stack gap="4">
            <TitledCard title="Compare vendors">
              <Stack maxW={{ md: 'xs' }}>
                <SelectField size="sm" label="Measure" value={measure} options={MEASURE_OPTIONS} onChange={(v) => setMeasure(v as VendorMeasure)} />
              </Stack>
              <ReportChartSlot
                data={measured.map((v) => ({ x: v.vendor.name, value: m.value(v) }))}
                series={[{ name: 'value', label: m.label }]}
                format={m.format}
                horizontal
                label={`${m.label} by vendor: ${measured.map((v) => `${v.vendor.name} ${m.format(m.value(v) ?? 0)}`).join(', ')}`}
              />
            </TitledCard>
            <TitledCard
              title="Scorecards"
              action={<DownloadCsvButton columns={VENDOR_COLUMNS} rows={r.vendors} fileName={csvFileName('vendor-insights', period)} />}
            >
              <ReportTable
                columns={VENDOR_COLUMNS}
                rows={r.vendors}
                rowKey={(v) => v.vendor.id}
                label="Vendor scorecards"
                empty="No vendor worked on requests in this period."
              />
            </TitledCard>
          </Stack>
        );
      }}
    </ReportView>
  );
}
