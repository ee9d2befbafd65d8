import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatUsd } from '@domain/format/money-format';
import type { InvoiceSummary, InvoiceSummaryPage } from '@domain/reporting/invoices-api';
import { PageNavigator } from '@/components/page-navigator';
import { INVOICE_CHART_SERIES, invoiceSpendOverTime } from './chart-data';
import { InvoiceTable } from './invoice-table';
import { ReportChartSlot } from './report-chart-slot';
import { INVOICE_PAGE_SIZE, type ReportSearch } from './report-search';

const usd = (cents: number) => formatUsd(cents / 100);

/**
 * One page of an invoice list (docs/product/reporting.md#invoices): the selection's count and sum
 * (every page's, from the server), a chart of this page's spend over time by line, the table and the pages.
 */
export function InvoicePage({
  page,
  search,
  onSearch,
  noun,
  empty,
  action,
}: {
  page: InvoiceSummaryPage;
  search: ReportSearch;
  onSearch: (next: ReportSearch) => void;
  /** "invoice" or "unmatched invoice". */
  noun: string;
  empty: string;
  action?: (invoice: InvoiceSummary) => ReactNode;
}) {
  const overTime = invoiceSpendOverTime(page.items);
  return (
    <Stack gap="4">
      <Text data-testid="invoice-total" fontWeight="medium">
        {page.total.toLocaleString('en-US')} {page.total === 1 ? noun : `${noun}s`}, {usd(page.totalCents)} in all
      </Text>
      <ReportChartSlot
        data={overTime}
        series={INVOICE_CHART_SERIES}
        stacked
        format={formatUsd}
        label={`The ${noun}s on this page over time by line: ${overTime.map((m) => `${m.x} ${formatUsd(m.labour + m.parts + m.travel + m.tax)}`).join(', ')}`}
      />
      {page.items.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <InvoiceTable items={page.items} action={action} />
      )}
      {page.total > 0 && (
        <PageNavigator
          page={page}
          onPrevious={() => onSearch({ ...search, page: Math.max(1, (search.page ?? 1) - 1) })}
          onNext={() => onSearch({ ...search, page: Math.floor(page.offset / INVOICE_PAGE_SIZE) + 2 })}
        />
      )}
    </Stack>
  );
}
