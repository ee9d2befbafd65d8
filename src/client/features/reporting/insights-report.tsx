import { Alert, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatUsd } from '@domain/format/money-format';
import { REPEAT_REPAIR_REQUESTS } from '@domain/reporting/reports-api';
import { insightsQuery } from './api/reporting-queries';
import { REPEAT_REPAIR_COLUMNS, SPEND_BY_CATEGORY_COLUMNS, TOP_ASSET_COLUMNS, TOP_LOCATION_COLUMNS } from './report-columns';
import { ReportChartSlot } from './report-chart-slot';
import { MEANING_COLORS } from '@/theme/series-colors';
import { reportFilter, shownPeriod } from './report-filter';
import type { ReportSearch } from './report-search';
import { countText, csvFileName } from './report-table';
import { TitledCard } from '@/components/titled-card';
import { DownloadCsvButton, ReportTable, ReportView } from './report-view';

/**
 * Insights (docs/product/reporting.md#insights): spend by category, the equipment and locations that
 * cost most, and the equipment that keeps failing. Brand-owner users see no spend (what a customer
 * pays its vendors is the customer's): the page says so and shows the repeat repairs.
 */
export function InsightsReport({ search, showsSpend }: { search: ReportSearch; showsSpend: boolean }) {
  const insights = useQuery({ ...insightsQuery(reportFilter(search)), placeholderData: keepPreviousData });
  const period = shownPeriod(search);
  return (
    <ReportView read={insights}>
      {(r) => (
        <Stack gap="4">
          {showsSpend ? (
            <>
              <TitledCard
                title="Spend by category"
                action={<DownloadCsvButton columns={SPEND_BY_CATEGORY_COLUMNS} rows={r.spendByCategory} fileName={csvFileName('spend-by-category', period)} />}
              >
                <ReportChartSlot
                  data={r.spendByCategory.map((c) => ({ x: c.category, spend: c.cents / 100 }))}
                  series={[{ name: 'spend', label: 'Spend', color: MEANING_COLORS.spend }]}
                  format={formatUsd}
                  horizontal
                  label={`Spend by category: ${r.spendByCategory.map((c) => `${c.category} ${formatUsd(c.cents / 100)}`).join(', ')}`}
                />
                <ReportTable
                  columns={SPEND_BY_CATEGORY_COLUMNS}
                  rows={r.spendByCategory}
                  rowKey={(c) => c.category}
                  label="Spend by category"
                  empty="No invoices in this period."
                />
              </TitledCard>
              <TitledCard
                title="Equipment that cost most"
                action={<DownloadCsvButton columns={TOP_ASSET_COLUMNS} rows={r.topAssets} fileName={csvFileName('top-equipment', period)} />}
              >
                <ReportTable columns={TOP_ASSET_COLUMNS} rows={r.topAssets} rowKey={(a) => a.asset.id} label="Equipment that cost most" />
              </TitledCard>
              <TitledCard
                title="Locations that cost most"
                action={<DownloadCsvButton columns={TOP_LOCATION_COLUMNS} rows={r.topLocations} fileName={csvFileName('top-locations', period)} />}
              >
                <ReportTable columns={TOP_LOCATION_COLUMNS} rows={r.topLocations} rowKey={(l) => l.location.id} label="Locations that cost most" />
              </TitledCard>
            </>
          ) : (
            <Alert.Root status="info" rounded="md">
              <Alert.Indicator />
              <Alert.Title>Spend is not shown to brand-owner users: what a customer pays its vendors is the customer's. Repeat repairs are below.</Alert.Title>
            </Alert.Root>
          )}
          <TitledCard
            title="Repeat repairs"
            action={<DownloadCsvButton columns={REPEAT_REPAIR_COLUMNS} rows={r.repeatRepairs} fileName={csvFileName('repeat-repairs', period)} />}
          >
            {!showsSpend && (
              <ReportChartSlot
                data={r.repeatRepairs.map((a) => ({ x: a.asset.name, requests: a.requests }))}
                series={[{ name: 'requests', label: 'Requests' }]}
                format={countText}
                horizontal
                label={`Requests per repeatedly repaired equipment: ${r.repeatRepairs.map((a) => `${a.asset.name} ${a.requests}`).join(', ')}`}
              />
            )}
            <ReportTable
              columns={REPEAT_REPAIR_COLUMNS}
              rows={r.repeatRepairs}
              rowKey={(a) => a.asset.id}
              label="Repeat repairs"
              empty={`No equipment had ${REPEAT_REPAIR_REQUESTS} or more requests in this period.`}
            />
          </TitledCard>
        </Stack>
      )}
    </ReportView>
  );
}
