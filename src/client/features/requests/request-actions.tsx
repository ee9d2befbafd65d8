import { Badge, Button, Card, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { formatDateTime } from '@domain/format/date-format';
import { visitLength } from '@domain/format/visit-length';
import type { CheckedInView, RequestDetail } from '@domain/requests/request-views';
import { usePendingWrites } from '@/offline/use-outbox';
import { completeRequest, patchSelfServiceRequest } from './api/request-calls';
import { checkedInQuery } from './api/request-queries';
import { PendingMark } from '@/components/sync/pending-mark';
import { REQUEST_DONE, REQUEST_MESSAGES } from './request-messages';
import { queueCheckIn, queueCheckOut } from './api/request-writes';
import { runQueued, SaveStatus, useSave } from '@/components/use-save';
import { useRequestRights } from './use-request-rights';
import { useQuery } from '@tanstack/react-query';
import { AppDialog } from '@/components/app-dialog';

// Asking for a quote is rare next to check-in and completion: its dialog loads when it opens.
const QuoteRequestDialog = lazy(() => import('./quote-request-dialog').then(({ QuoteRequestDialog }) => ({ default: QuoteRequestDialog })));

/** The line under "On site": the visit under way, or the last one, or that there was none. */
function visitSummary(state: CheckedInView | undefined, open: boolean): string {
  const by = (who: { name: string } | null) => (who ? ` by ${who.name}` : '');
  const lastIn = state?.lastCheckIn;
  const lastOut = state?.lastCheckOut;
  if (lastOut && (!lastIn || Date.parse(lastOut.at) >= Date.parse(lastIn.at))) {
    const length = lastOut.visitMinutes !== null ? ` after ${visitLength(lastOut.visitMinutes)}` : '';
    return `Last visit ended ${formatDateTime(lastOut.at)}${by(lastOut.by)}${length}`;
  }
  if (lastIn) return `Last check-in ${formatDateTime(lastIn.at)}${by(lastIn.by)}`;
  return open ? 'Nobody has checked in yet.' : 'Nobody checked in.';
}

/**
 * Check-in and check-out (queued: a technician in a plant room has no signal) and the visit's
 * state, and completing the request with a resolution statement (docs/product/requests.md).
 */
export function RequestActions({
  request: r,
  selfService,
  onChanged,
  completeSignal,
}: {
  request: RequestDetail;
  selfService: boolean;
  onChanged: () => void;
  /** A new value opens the completion dialog (a prompt's action). */
  completeSignal?: number;
}) {
  const may = useRequestRights(r);
  const checkedIn = useQuery(checkedInQuery(r.id));
  const pending = usePendingWrites({ kind: ['request.checkin', 'request.checkout'], urlPrefix: `/requests/${r.id}/` });
  const visit = useSave();
  const [completing, setCompleting] = useState(false);
  const [askingQuote, setAskingQuote] = useState(false);
  const [seenSignal, setSeenSignal] = useState(completeSignal);
  if (completeSignal !== seenSignal) {
    setSeenSignal(completeSignal);
    if (completeSignal) setCompleting(true);
  }
  const state = checkedIn.data;
  const open = r.requestStatus === 'Request Open';
  // A visit change waiting to be sent counts already: the latest one decides.
  const latestPending = pending.at(-1);
  const onSite = latestPending ? latestPending.kind === 'request.checkin' : !!state?.checkedIn;
  const mayVisit = may('checkIn') && pending.length === 0;
  const queue = (write: () => Promise<unknown>, failure: string) => void runQueued(visit, write, failure);

  return (
    <Card.Root variant="elevated" shadow="xs">
      <Card.Body gap="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Stack gap="0.5">
            <HStack gap="2">
              <Text fontWeight="medium">On site</Text>
              {onSite && <Badge colorPalette="green">Checked in</Badge>}
              {latestPending && <PendingMark entry={latestPending} />}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {visitSummary(state, open)}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            {mayVisit && open && !onSite && (
              <Button size="sm" variant="outline" onClick={() => queue(() => queueCheckIn(r.id), REQUEST_MESSAGES.checkIn)}>
                Check in
              </Button>
            )}
            {mayVisit && onSite && (
              <Button size="sm" variant="outline" onClick={() => queue(() => queueCheckOut(r.id), REQUEST_MESSAGES.checkOut)}>
                Check out
              </Button>
            )}
            {open && may('assignedToVendorId') && (
              <Button size="sm" variant="outline" onClick={() => setAskingQuote(true)}>
                Ask for a quote
              </Button>
            )}
            {open && may(selfService ? 'requestStatus' : 'completion') && (
              <Button size="sm" colorPalette="brand" onClick={() => setCompleting(true)}>
                Complete request
              </Button>
            )}
          </HStack>
        </HStack>
        <SaveStatus save={visit} />
      </Card.Body>
      {askingQuote && (
        <Suspense fallback={null}>
          <QuoteRequestDialog requestId={r.id} selfService={selfService} onClose={() => setAskingQuote(false)} onSent={onChanged} />
        </Suspense>
      )}
      {completing && (
        <CompleteDialog
          onClose={() => setCompleting(false)}
          complete={(resolutionStatement) =>
            selfService ? patchSelfServiceRequest(r.id, { requestStatus: 'Request Closed', resolutionStatement }) : completeRequest(r.id, resolutionStatement)
          }
          onDone={() => {
            setCompleting(false);
            onChanged();
          }}
        />
      )}
    </Card.Root>
  );
}

function CompleteDialog({ complete, onClose, onDone }: { complete: (resolution: string) => Promise<unknown>; onClose: () => void; onDone: () => void }) {
  const [text, setText] = useState('');
  const save = useSave();
  return (
    <AppDialog
      title="Complete the request"
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            colorPalette="brand"
            loading={save.busy}
            disabled={!text.trim()}
            onClick={async () => {
              if ((await save.run(() => complete(text.trim()).then(() => true), REQUEST_MESSAGES.complete, REQUEST_DONE.closed)) !== undefined) onDone();
            }}
          >
            Complete
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Field.Root required>
          <Field.Label>Resolution statement</Field.Label>
          <Textarea value={text} rows={4} maxLength={5000} onChange={(e) => setText(e.target.value)} placeholder="What was done to resolve it" />
          {!text.trim() && <Field.HelperText>Complete is available once you have said what was done.</Field.HelperText>}
        </Field.Root>
        <SaveStatus save={save} />
      </Stack>
    </AppDialog>
  );
}
