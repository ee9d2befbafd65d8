import { Button, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDay } from '@domain/format/date-format';
import { formatUsd } from '@domain/format/money-format';
import { INVOICE_MESSAGES, type InvoiceSummary } from '@domain/reporting/invoices-api';
import { REQUEST_STATUSES } from '@domain/requests/request-enums';
import { SelectField } from '@/components/select-field';
import { SaveStatus, useSave } from '@/components/use-save';
import { requestListQuery } from '../requests/api/request-queries';
import { matchInvoice } from './api/reporting-calls';
import { reportingKeys, unmatchedInvoicesQuery } from './api/reporting-queries';
import { InvoicePage } from './invoice-page';
import { invoiceListQuery } from './report-filter';
import type { ReportSearch } from './report-search';
import { TitledCard } from '@/components/titled-card';
import { ReportView } from './report-view';
import { AppDialog } from '@/components/app-dialog';

/**
 * Invoices the server could not match to a request (docs/product/reporting.md#unmatched-invoices),
 * each with a "Match" that picks a request of the invoice's location; a matched invoice leaves the
 * list (both invoice lists are read again).
 */
export function UnmatchedInvoices({ search, onSearch }: { search: ReportSearch; onSearch: (next: ReportSearch) => void }) {
  const list = useQuery({ ...unmatchedInvoicesQuery(invoiceListQuery({ ...search, status: undefined })), placeholderData: keepPreviousData });
  const [matching, setMatching] = useState<InvoiceSummary | null>(null);
  return (
    <TitledCard title="Unmatched invoices">
      <ReportView read={list}>
        {(page) => (
          <InvoicePage
            page={page}
            search={search}
            onSearch={onSearch}
            noun="unmatched invoice"
            empty="Every invoice of these filters is matched to a request."
            action={(i) => (
              <Button size="xs" variant="outline" onClick={() => setMatching(i)} aria-label={`Match invoice ${i.invoiceNumber}`}>
                Match
              </Button>
            )}
          />
        )}
      </ReportView>
      {matching && <MatchDialog invoice={matching} onClose={() => setMatching(null)} />}
    </TitledCard>
  );
}

/** The request list's query for every request of one location, newest first (the first 200). */
const requestsOfLocation = (locationId: string) => ({
  status: REQUEST_STATUSES.join(','),
  locationId,
  orderBy: 'createdAt' as const,
  orderDirection: 'desc' as const,
  limit: 200,
  offset: 0,
});

/** Picks a request of the invoice's location (the request list, every status, newest first) and matches the invoice to it. */
function MatchDialog({ invoice, onClose }: { invoice: InvoiceSummary; onClose: () => void }) {
  const requests = useQuery(requestListQuery(requestsOfLocation(invoice.location.id), false));
  const [requestId, setRequestId] = useState('');
  const save = useSave();
  const queryClient = useQueryClient();
  const match = async () => {
    const done = await save.run(() => matchInvoice(invoice.id, requestId), INVOICE_MESSAGES.match, 'Invoice matched.');
    if (!done) return;
    await queryClient.invalidateQueries({ queryKey: reportingKeys.invoices });
    onClose();
  };
  return (
    <AppDialog
      title={<>Match invoice {invoice.invoiceNumber}</>}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="brand" loading={save.busy} disabled={!requestId} onClick={() => void match()}>
            Match
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text textStyle="sm" color="fg.muted">
          {invoice.vendor.name} · {invoice.location.name} · {formatUsd(invoice.totalCents / 100)} on {formatDay(invoice.invoicedAt)}
        </Text>
        <SelectField
          label="Request"
          required
          value={requestId}
          empty={requests.isPending ? 'Loading requests…' : 'Choose a request of this location'}
          options={(requests.data?.items ?? []).map((r) => ({
            value: r.id,
            label: `#${r.number} · ${r.ticketName ?? (r.incidentDescription || r.requestType)} · ${formatDay(r.createdAt)}`,
          }))}
          onChange={setRequestId}
          error={requests.error?.message}
        />
        <SaveStatus save={save} />
      </Stack>
    </AppDialog>
  );
}
