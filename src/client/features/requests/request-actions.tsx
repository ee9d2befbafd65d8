import { Badge, Button, Card, Dialog, Field, HStack, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDateTime } from '../../../domain/format/date-format';
import type { RequestDetail } from '../../../domain/requests/request-views';
import { usePendingWrites } from '../../offline/use-outbox';
import { completeRequest, patchSelfServiceRequest } from './api/request-calls';
import { checkedInQuery } from './api/request-queries';
import { ErrorNotice } from '../../components/error-notice';
import { PendingMark } from '../../components/sync/pending-mark';
import { REQUEST_MESSAGES } from './request-messages';
import { queueCheckIn } from './api/request-writes';
import { SaveStatus, useSave } from '../../components/use-save';
import { useRequestRights } from './use-request-rights';
import { useQuery } from '@tanstack/react-query';

/**
 * Check-in (queued: a technician in a plant room has no signal) and its state, and completing the
 * request with a resolution statement (docs/product/requests.md).
 */
export function RequestActions({ request: r, selfService, onChanged }: { request: RequestDetail; selfService: boolean; onChanged: () => void }) {
  const may = useRequestRights(r);
  const checkedIn = useQuery(checkedInQuery(r.id));
  const pending = usePendingWrites({ kind: 'request.checkin', urlPrefix: `/requests/${r.id}/` });
  const [error, setError] = useState<string>();
  const [completing, setCompleting] = useState(false);
  const state = checkedIn.data;

  return (
    <Card.Root variant="elevated" shadow="xs">
      <Card.Body gap="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Stack gap="0.5">
            <HStack gap="2">
              <Text fontWeight="medium">On site</Text>
              {state?.checkedIn && <Badge colorPalette="green">Checked in</Badge>}
              {pending[0] && <PendingMark entry={pending[0]} />}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {state?.lastCheckIn
                ? `Last check-in ${formatDateTime(state.lastCheckIn.at)}${state.lastCheckIn.by ? ` by ${state.lastCheckIn.by.name}` : ''}`
                : 'Nobody has checked in yet.'}
            </Text>
          </Stack>
          <HStack gap="2">
            {may('checkIn') && !state?.checkedIn && pending.length === 0 && (
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  void queueCheckIn(r.id).then(
                    () => setError(undefined),
                    () => setError(REQUEST_MESSAGES.checkIn),
                  )
                }
              >
                Check in
              </Button>
            )}
            {may(selfService ? 'requestStatus' : 'completion') && (
              <Button size="sm" colorPalette="brand" onClick={() => setCompleting(true)}>
                Complete request
              </Button>
            )}
          </HStack>
        </HStack>
        {error && <ErrorNotice message={error} />}
      </Card.Body>
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
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Complete the request</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Field.Root required>
                  <Field.Label>Resolution statement</Field.Label>
                  <Textarea value={text} rows={4} maxLength={5000} onChange={(e) => setText(e.target.value)} placeholder="What was done to resolve it" />
                </Field.Root>
                <SaveStatus save={save} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button
                colorPalette="brand"
                loading={save.busy}
                disabled={!text.trim()}
                onClick={async () => {
                  if ((await save.run(() => complete(text.trim()).then(() => true), REQUEST_MESSAGES.complete)) !== undefined) onDone();
                }}
              >
                Complete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
