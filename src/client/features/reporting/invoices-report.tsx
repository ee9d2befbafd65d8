import { Button, HStack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { INVOICE_MESSAGES } from '@domain/reporting/invoices-api';
import { INVOICE_STATUSES } from '@domain/reporting/invoice-enums';
import { SaveStatus, useSave } from '@/components/use-save';
import { optionsOf, SelectField } from '@/components/select-field';
import { downloadInvoices } from './api/reporting-calls';
import { invoiceSummariesQuery } from './api/reporting-queries';
import { InvoicePage } from './invoice-page';
import { invoiceListQuery, reportFilter, shownPeriod } from './report-filter';
import type { ReportSearch } from './report-search';
import { TitledCard } from '@/components/titled-card';
import { ReportView } from './report-view';
import { DOWNLOAD_MESSAGES, saveFile } from '@/lib/save-file';

/**
 * The invoices report (docs/product/reporting.md#invoices): the selection's count and sum, a page of
 * its invoices with a chart of their lines, a status filter, and the whole selection as the server's
 * CSV or zip.
 */
export function InvoicesReport({ search, onSearch }: { search: ReportSearch; onSearch: (next: ReportSearch) => void }) {
  const list = useQuery({ ...invoiceSummariesQuery(invoiceListQuery(search)), placeholderData: keepPreviousData });
  const selection = { ...reportFilter(search), ...(search.status ? { status: search.status } : {}) };
  const period = shownPeriod(search);
  return (
    <TitledCard
      title="Invoices"
      action={
        <HStack gap="2" wrap="wrap">
          <DownloadButton label="Download CSV" fileName={`invoices-${period.from}-to-${period.to}.csv`} download={() => downloadInvoices('csv', selection)} />
          <DownloadButton label="Download zip" fileName={`invoices-${period.from}-to-${period.to}.zip`} download={() => downloadInvoices('zip', selection)} />
        </HStack>
      }
    >
      <SelectField
        size="sm"
        label="Status"
        value={search.status ?? ''}
        empty="All statuses"
        options={optionsOf(INVOICE_STATUSES)}
        onChange={(status) => onSearch({ ...search, page: undefined, status: (status || undefined) as ReportSearch['status'] })}
      />
      <ReportView read={list}>
        {(page) => <InvoicePage page={page} search={search} onSearch={onSearch} noun="invoice" empty="No invoice matches these filters." />}
      </ReportView>
    </TitledCard>
  );
}

/**
 * Fetches a file of the server's (with the session's headers, through the API client) and saves it:
 * busy while the server makes it, then the snackbar says it was saved or why not.
 */
export function DownloadButton({ label, fileName, download }: { label: string; fileName: string; download: () => Promise<Blob> }) {
  const save = useSave();
  const run = () => save.run(async () => saveFile(await download(), fileName), INVOICE_MESSAGES.list, DOWNLOAD_MESSAGES.saved(fileName));
  return (
    <>
      <Button size="sm" variant="outline" loading={save.busy} loadingText="Preparing…" onClick={() => void run()}>
        {label}
      </Button>
      <SaveStatus save={save} />
    </>
  );
}
