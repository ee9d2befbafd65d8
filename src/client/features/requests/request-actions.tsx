import { Button, Card, Field, Stack, Textarea } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RequestDetail } from '@domain/requests/request-views';
import { AppDialog } from '@/components/app-dialog';
import { SaveStatus, useSave } from '@/components/use-save';
import { completeRequest, patchSelfServiceRequest } from './api/request-calls';
import { checkedInQuery } from './api/request-queries';
import { REQUEST_DONE, REQUEST_MESSAGES } from './request-messages';
import { RequestVisit } from './request-visit';
import { useRequestRights } from './use-request-rights';

// Asking for a quote is rare next to check-in and completion: its dialog loads when it opens.
const QuoteRequestDialog = lazy(() => import('./quote-request-dialog').then(({ QuoteRequestDialog }) => ({ default: QuoteRequestDialog })));

/**
 * The request's actions: the visit (request-visit.tsx), asking for a quote, and completing the
 * request with a resolution statement (docs/product/requests.md).
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
  const [completing, setCompleting] = useState(false);
  const [askingQuote, setAskingQuote] = useState(false);
  const [seenSignal, setSeenSignal] = useState(completeSignal);
  if (completeSignal !== seenSignal) {
    setSeenSignal(completeSignal);
    if (completeSignal) setCompleting(true);
  }
  const open = r.requestStatus === 'Request Open';

  return (
    <Card.Root variant="elevated" shadow="xs">
      <Card.Body gap="3">
        <RequestVisit requestId={r.id} state={checkedIn.data} open={open} mayVisit={may('checkIn')}>
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
        </RequestVisit>
      </Card.Body>
      {askingQuote && (
        <Suspense fallback={null}>
          <QuoteRequestDialog
            requestId={r.id}
            assignedVendorId={r.assignedToVendor?.id ?? null}
            selfService={selfService}
            onClose={() => setAskingQuote(false)}
            onSent={onChanged}
          />
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
