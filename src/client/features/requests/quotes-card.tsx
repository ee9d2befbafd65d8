import { Badge, Button, Field, Grid, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatUsdExact } from '@domain/format/money-format';
import { formatDateTime } from '@domain/format/date-format';
import { QUOTE_MESSAGES, type Quote, type QuoteStatus } from '@domain/requests/quotes-api';
import { AppDialog } from '@/components/app-dialog';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorNotice } from '@/components/error-notice';
import { TitledCard } from '@/components/titled-card';
import { SaveStatus, useSave } from '@/components/use-save';
import { openStoredFile } from '@/features/files/api/open-stored-file';
import { approveQuote, quotesQuery, rejectQuote } from './api/quote-calls';

const STATUS_LABEL: Record<QuoteStatus, { label: string; palette: string }> = {
  Submitted: { label: 'Waiting for a decision', palette: 'orange' },
  Approved: { label: 'Approved', palette: 'green' },
  Rejected: { label: 'Rejected', palette: 'gray' },
};

const vendorOf = (q: Quote) => q.vendor?.name ?? 'The vendor';

/**
 * The request's quotes side by side (docs/product/requests.md#quotes): amount, scope and file of
 * each, and for those who choose the request's vendor and its not-to-exceed amount, Approve (the
 * amount becomes the visit's not-to-exceed, the other waiting quotes are declined) or Reject with
 * a reason. Decisions are made online; nothing shows for a request that never had a quote.
 */
export function QuotesCard({ requestId, mayDecide, onChanged }: { requestId: string; mayDecide: boolean; onChanged: () => void }) {
  const quotes = useQuery(quotesQuery(requestId));
  const [approving, setApproving] = useState<Quote>();
  const [rejecting, setRejecting] = useState<Quote>();
  const [reason, setReason] = useState('');
  const save = useSave();
  const items = quotes.data?.items ?? [];
  const waiting = items.filter((q) => q.status === 'Submitted');
  if (!items.length) return quotes.error ? <ErrorNotice message={quotes.error.message} size="sm" onRetry={() => void quotes.refetch()} /> : null;

  const decided = () => {
    setApproving(undefined);
    setRejecting(undefined);
    setReason('');
    onChanged();
  };
  const approve = async (q: Quote) => {
    const done = await save.run(() => approveQuote(requestId, q.id), QUOTE_MESSAGES.approve, `Approved ${vendorOf(q)}'s quote.`);
    if (done) decided();
  };
  const reject = async (q: Quote) => {
    const done = await save.run(() => rejectQuote(requestId, q.id, reason.trim()), QUOTE_MESSAGES.reject, `Rejected ${vendorOf(q)}'s quote.`);
    if (done) decided();
  };
  return (
    <TitledCard
      title="Quotes"
      id="quotes"
      description={
        waiting.length
          ? `${waiting.length === 1 ? 'A quote waits' : `${waiting.length} quotes wait`} for a decision. Approving one sets the visit's not-to-exceed amount.`
          : 'The quotes vendors sent on this request.'
      }
    >
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: items.length > 1 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' }} gap="3">
        {items.map((q) => (
          <Stack key={q.id} gap="2" borderWidth="1px" rounded="md" p="3" aria-label={`Quote from ${vendorOf(q)}`} role="group">
            <HStack justify="space-between" align="start" gap="2" wrap="wrap">
              <Text fontWeight="semibold">{vendorOf(q)}</Text>
              <Badge colorPalette={STATUS_LABEL[q.status].palette} variant="subtle">
                {STATUS_LABEL[q.status].label}
              </Badge>
            </HStack>
            <Text fontSize="2xl" fontWeight="bold">
              {formatUsdExact(q.amountCents)}
            </Text>
            <Text whiteSpace="pre-wrap">{q.description}</Text>
            <Text fontSize="sm" color="fg.muted">
              Sent {formatDateTime(q.submittedAt)}
              {q.decidedAt &&
                ` · ${q.status === 'Approved' ? 'approved' : 'rejected'} ${formatDateTime(q.decidedAt)}${q.decidedBy ? ` by ${q.decidedBy.name}` : ''}`}
            </Text>
            {q.reason && <Text fontSize="sm">Reason: {q.reason}</Text>}
            {/* At the foot of each quote: side by side, the decisions line up whatever the scope's length. */}
            <HStack gap="2" wrap="wrap" mt="auto">
              {q.attachment && (
                <Button size="sm" variant="outline" onClick={() => void openStoredFile(save, q.attachment!.fileKey)}>
                  Open {q.attachment.name}
                </Button>
              )}
              {mayDecide && q.status === 'Submitted' && (
                <>
                  <Button size="sm" colorPalette="brand" onClick={() => setApproving(q)}>
                    Approve
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setRejecting(q)}>
                    Reject
                  </Button>
                </>
              )}
            </HStack>
          </Stack>
        ))}
      </Grid>
      <SaveStatus save={save} />
      {approving && (
        <ConfirmDialog
          title="Approve this quote?"
          message={`${vendorOf(approving)}'s quote of ${formatUsdExact(approving.amountCents)} becomes the visit's not-to-exceed amount, and ${vendorOf(approving)} is told to go ahead.${
            waiting.length === 2
              ? ' The other waiting quote is declined, and its vendor told.'
              : waiting.length > 2
                ? ` The other ${waiting.length - 1} waiting quotes are declined, and their vendors told.`
                : ''
          }`}
          confirmLabel="Approve"
          busy={save.busy}
          onConfirm={() => void approve(approving)}
          onClose={() => setApproving(undefined)}
        />
      )}
      {rejecting && (
        <AppDialog
          title="Reject this quote?"
          onClose={() => setRejecting(undefined)}
          footer={
            <>
              <Button variant="outline" onClick={() => setRejecting(undefined)}>
                Cancel
              </Button>
              <Button colorPalette="red" loading={save.busy} disabled={!reason.trim()} onClick={() => void reject(rejecting)}>
                Reject quote
              </Button>
            </>
          }
        >
          <Stack gap="3">
            <Text>
              {vendorOf(rejecting)} quoted {formatUsdExact(rejecting.amountCents)}. The vendor is told your reason.
            </Text>
            <Field.Root required>
              <Field.Label>
                Reason <Field.RequiredIndicator />
              </Field.Label>
              <Textarea value={reason} rows={3} maxLength={2000} onChange={(e) => setReason(e.target.value)} />
            </Field.Root>
          </Stack>
        </AppDialog>
      )}
    </TitledCard>
  );
}
