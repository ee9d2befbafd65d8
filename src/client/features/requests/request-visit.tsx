import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDateTime } from '@domain/format/date-format';
import { visitLength } from '@domain/format/visit-length';
import type { CheckedInView } from '@domain/requests/request-views';
import { PendingMark } from '@/components/sync/pending-mark';
import { runQueued, SaveStatus, useSave } from '@/components/use-save';
import type { OutboxBody } from '@/offline/outbox-contracts';
import type { OutboxEntry } from '@/offline/outbox-entry';
import { usePendingWrites } from '@/offline/use-outbox';
import { queueCheckIn, queueCheckOut } from './api/request-writes';
import { REQUEST_MESSAGES } from './request-messages';

/** The line under "On site": the user's own change waiting to be sent, the visit under way, or the last one, or that there was none. */
function visitSummary(state: CheckedInView | undefined, open: boolean, waiting: OutboxEntry | undefined): string {
  if (waiting?.kind === 'request.checkin')
    return `You checked in ${formatDateTime((waiting.body as OutboxBody<'request.checkin'>).checkedInAt ?? new Date(waiting.createdAt))}`;
  if (waiting?.kind === 'request.checkout')
    return `You checked out ${formatDateTime((waiting.body as OutboxBody<'request.checkout'>).checkedOutAt ?? new Date(waiting.createdAt))}`;
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
 * "On site": the visit's state and Check in / Check out, queued (a technician in a plant room has
 * no signal). A visit change waiting to be sent counts already: the latest one decides, and no
 * other is offered until it is sent. `state` is the server's (none yet for a request filed on this
 * device, whose check-in queues behind its creation); `children` are the request's other actions.
 */
export function RequestVisit({
  requestId,
  state,
  open,
  mayVisit,
  children,
}: {
  requestId: string;
  state: CheckedInView | undefined;
  open: boolean;
  mayVisit: boolean;
  children?: ReactNode;
}) {
  const pending = usePendingWrites({ kind: ['request.checkin', 'request.checkout'], urlPrefix: `/requests/${requestId}/` });
  const visit = useSave();
  const latestPending = pending.at(-1);
  const onSite = latestPending ? latestPending.kind === 'request.checkin' : !!state?.checkedIn;
  const offered = mayVisit && pending.length === 0;
  const queue = (write: () => Promise<unknown>, failure: string) => void runQueued(visit, write, failure);
  return (
    <>
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Stack gap="0.5">
          <HStack gap="2">
            <Text fontWeight="medium">On site</Text>
            {onSite && <Badge colorPalette="green">Checked in</Badge>}
            {latestPending && <PendingMark entry={latestPending} />}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {visitSummary(state, open, latestPending)}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          {offered && open && !onSite && (
            <Button size="sm" variant="outline" onClick={() => queue(() => queueCheckIn(requestId), REQUEST_MESSAGES.checkIn)}>
              Check in
            </Button>
          )}
          {offered && onSite && (
            <Button size="sm" variant="outline" onClick={() => queue(() => queueCheckOut(requestId), REQUEST_MESSAGES.checkOut)}>
              Check out
            </Button>
          )}
          {children}
        </HStack>
      </HStack>
      <SaveStatus save={visit} />
    </>
  );
}
