import { Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FOLLOW_UP_LABELS, FOLLOW_UP_STATUSES, type FollowUpStatus } from '@domain/public-links/follow-up-report';
import type { RequestSubStatus } from '@domain/requests/request-enums';
import { VENDOR_JOB_MESSAGES, type VendorJob } from '@domain/vendors/vendor-jobs-api';
import { QuoteAsk, RequestFacts } from '@/components/job-facts';
import { PendingMark } from '@/components/sync/pending-mark';
import { TitledCard } from '@/components/titled-card';
import { runQueued, SaveStatus, useSave } from '@/components/use-save';
import { DispatchAnswerForm, QuoteAnswerForm } from '@/components/vendor-answer-forms';
import type { OutboxBody } from '@/offline/outbox-contracts';
import { useCacheFreshness } from '@/offline/cache-freshness';
import { usePendingWrites } from '@/offline/use-outbox';
import type { JobActions } from './job-actions';

/** The sub-status each report leads to: the button of where the job already stands is not offered again. */
const REPORTED_AS: Record<FollowUpStatus, RequestSubStatus> = {
  'on-the-way': 'Vendor En Route',
  'on-site': 'Vendor On Site',
  'work-complete': 'Work Complete',
  'needs-parts': 'Awaiting Parts',
};

/**
 * One job in My jobs: what and where (tap-to-call, the address on a map, the service window), and
 * what the vendor can do now: answer a new dispatch, report progress (queued, so it works in a
 * plant room), or send the quote the customer asked for. `onAnswered` reads the list again (a
 * queued report's delivery does that through MyJobs).
 */
export function JobCard({ job, actions, showVendor, onAnswered }: { job: VendorJob; actions: JobActions; showVendor: boolean; onAnswered: () => void }) {
  const { request } = job;
  const save = useSave();
  const [quoting, setQuoting] = useState(false);
  // Answers and quotes are sent at once; offline the forms keep what is typed and say why they wait.
  const { online } = useCacheFreshness();
  const pending = usePendingWrites({ kind: 'vendorJob.report', entityId: request.id });
  const latest = pending.at(-1);
  const standing = latest ? REPORTED_AS[(latest.body as OutboxBody<'vendorJob.report'>).status] : request.subStatus;
  /** An answer sent online: the server's own words in the snackbar, then the list read again. */
  const send = async (call: () => Promise<{ message: string }>, failure: string) => {
    if (await save.run(call, failure, (result) => result.message)) onAnswered();
  };
  /** Progress: queued signed in (works with no signal), sent at once by a link. */
  const how = actions.report;
  const report = (status: FollowUpStatus) =>
    how.queued
      ? runQueued(save, () => how.queue(request.id, status), VENDOR_JOB_MESSAGES.report)
      : send(() => how.send(request.id, status), VENDOR_JOB_MESSAGES.report);
  const title = request.ticketName ?? request.asset?.name ?? `Request #${request.number}`;
  return (
    <TitledCard
      title={title}
      as="article"
      aria-label={`Request #${request.number} at ${job.location.name}`}
      description={showVendor ? `For ${job.vendor.name}` : undefined}
      action={
        job.assigned &&
        actions.opensRequest && (
          <Button asChild size="sm" variant="ghost" colorPalette="brand">
            <Link to="/requests/$id" params={{ id: request.id }}>
              Open request
            </Link>
          </Button>
        )
      }
    >
      <RequestFacts view={job} />
      {job.awaitingAnswer && (
        <Stack gap="2" borderTopWidth="1px" pt="4">
          <Text fontWeight="medium">New dispatch: will you take it?</Text>
          <DispatchAnswerForm
            busy={save.busy}
            error={save.error}
            unavailable={online ? null : VENDOR_JOB_MESSAGES.dispatchNeedsConnection}
            onSend={(answer) => void send(() => actions.dispatch(request.id, answer), VENDOR_JOB_MESSAGES.dispatch)}
          />
        </Stack>
      )}
      {job.assigned && !job.awaitingAnswer && (
        <Stack gap="2" borderTopWidth="1px" pt="4">
          <HStack gap="2">
            <Text fontWeight="medium">Report progress</Text>
            {latest && <PendingMark entry={latest} />}
          </HStack>
          <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="2">
            {FOLLOW_UP_STATUSES.map((status) => (
              <Button key={status} variant="outline" disabled={standing === REPORTED_AS[status]} onClick={() => void report(status)}>
                {FOLLOW_UP_LABELS[status]}
              </Button>
            ))}
          </Grid>
          <SaveStatus save={save} />
        </Stack>
      )}
      {job.quoteAsk && (
        <Stack gap="3" borderTopWidth="1px" pt="4">
          {job.quoteAsk.note && <QuoteAsk note={job.quoteAsk.note} askedAt={job.quoteAsk.askedAt} timezone={job.location.timezone} />}
          {quoting ? (
            <QuoteAnswerForm
              busy={save.busy}
              error={save.error}
              unavailable={online ? null : VENDOR_JOB_MESSAGES.quoteNeedsConnection}
              onSend={(quote) => void send(() => actions.quote(request.id, quote), VENDOR_JOB_MESSAGES.quote)}
            />
          ) : (
            <Button colorPalette="brand" alignSelf="flex-start" onClick={() => setQuoting(true)}>
              Send a quote
            </Button>
          )}
        </Stack>
      )}
    </TitledCard>
  );
}
