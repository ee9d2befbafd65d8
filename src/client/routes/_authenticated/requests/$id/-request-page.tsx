import { Badge, Box, Button, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { isPreventativeType } from '@domain/requests/self-service-inputs';
import { ActivitySection } from '@/features/requests/activity-section';
import { AttachmentsSection } from '@/features/attachments/attachments-section';
import { CopyButton } from '@/components/copy-button';
import { AppIcon } from '@/components/icons';
import { ErrorNotice } from '@/components/error-notice';
import { FOLLOW_UPS_ANCHOR, PromptsPanel } from '@/features/guidance/guidance-section';
import { CHECKLIST_ANCHOR } from '@/features/pm/checklist-anchor';
import { RequestActions } from '@/features/requests/request-actions';
import { PriorityBadge, StatusBadge } from '@/components/request-badges';
import { automationsQuery, followUpsQuery, promptsQuery } from '@/features/guidance/api/guidance-queries';
import { checklistQuery } from '@/features/pm/api/pm-queries';
import { proofOfValueQuery, requestQuery } from '@/features/requests/api/request-queries';
import { useRefreshRequest } from '@/features/requests/api/use-refresh-request';
import { RequestOverview } from '@/features/requests/request-overview';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { PROMPT_FIELDS, type PromptKind } from '@domain/guidance/guidance-api';
import { requestPartRights } from '@/features/requests/use-request-rights';
import { useSession } from '@/session/session-context';
import { usePendingWrites } from '@/offline/use-outbox';
import { worksOnSite } from '@domain/permissions/role-rank';
import { roleNamesOf } from '@/session/user-info';
import { FoldedSection } from '@/components/folded-section';

// A request filed on this device and not yet on the server: rare, so its page loads when one shows.
const FiledRequestPage = lazy(() => import('./-filed-request-page').then(({ FiledRequestPage }) => ({ default: FiledRequestPage })));
// The communications log sits last on the page and is read on demand: it loads after the page draws.
const CommunicationsCard = lazy(() =>
  import('@/features/communications/communications-card').then(({ CommunicationsCard }) => ({ default: CommunicationsCard })),
);
// Proof of value is read after the work: it loads after the page draws.
// The side column's cards draw after the request itself: the customer's own records, beside it.
const FollowUpsCard = lazy(() => import('@/features/guidance/follow-ups-card').then(({ FollowUpsCard }) => ({ default: FollowUpsCard })));
const AutomationsCard = lazy(() => import('@/features/guidance/automations-card').then(({ AutomationsCard }) => ({ default: AutomationsCard })));
const ProofOfValueCard = lazy(() => import('@/features/requests/proof-of-value-card').then(({ ProofOfValueCard }) => ({ default: ProofOfValueCard })));
// Quotes are for some requests: the card (and the quote calls) load after the page draws.
const QuotesCard = lazy(() => import('@/features/requests/quotes-card').then(({ QuotesCard }) => ({ default: QuotesCard })));
// The PM checklist is for preventative requests only: it loads when one shows it.
const PmSection = lazy(() => import('@/features/pm/pm-section').then(({ PmSection }) => ({ default: PmSection })));
// Escalating is for some requests and some users: its button (and the escalation calls) load after the page.
const EscalateRequestButton = lazy(() =>
  import('@/features/escalations/escalate-request-button').then(({ EscalateRequestButton }) => ({ default: EscalateRequestButton })),
);

/**
 * The request page, shared by /requests/{id} and /requests/{id}/detail: it composes the parts of
 * the areas a request touches (requests, guidance, pm, attachments, communications). A request with everything on it (docs/product/routing.md /requests/{id}). The request, prompts, follow-ups,
 * checklist and automations load in parallel; a part that fails keeps what it showed and says so,
 * the rest shows (docs/product/README.md#api).
 */
export function RequestPage({ requestId, selfService }: { requestId: string; selfService: boolean }) {
  const request = useQuery(requestQuery(requestId, selfService));
  const r = request.data;
  const { ability, user } = useSession();
  const rights = requestPartRights(ability, r);
  const prompts = useQuery({ ...promptsQuery(requestId), enabled: selfService });
  const followUps = useQuery({ ...followUpsQuery(requestId), enabled: rights.reads('followUps') });
  const checklist = useQuery(checklistQuery(requestId));
  const automations = useQuery({ ...automationsQuery(requestId), enabled: rights.reads('automations') });
  const metrics = useQuery({ ...proofOfValueQuery(requestId), enabled: rights.reads('proofOfValue') });
  const refresh = useRefreshRequest(requestId);
  // Filed here (offline, or a moment ago) and not delivered yet: the page shows what was filed.
  const filed = usePendingWrites({ kind: 'request.create', entityId: requestId })[0];
  const selfServiceDetail = r && 'activities' in r ? r : undefined;
  const preventative = r ? isPreventativeType(r.requestType) : false;
  const mayAct = (kind: PromptKind) => {
    const field = PROMPT_FIELDS[kind];
    return field === null || rights.decides(field);
  };
  // Each prompt's action takes the user to where it is done: an editor opened, a dialog, a card.
  const [openEditor, setOpenEditor] = useState<{ field: 'vendor' | 'eta'; at: number } | null>(null);
  const [completeSignal, setCompleteSignal] = useState<number>();
  const act = (kind: PromptKind) => {
    if (kind === 'assign-vendor') setOpenEditor({ field: 'vendor', at: Date.now() });
    else if (kind === 'set-eta') setOpenEditor({ field: 'eta', at: Date.now() });
    else if (kind === 'close-request') setCompleteSignal(Date.now());
    else document.getElementById(kind === 'follow-up-due' ? FOLLOW_UPS_ANCHOR : CHECKLIST_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  // docs/product/requests.md#request-page: for those on site, the office's parts are folded.
  const onSite = worksOnSite(roleNamesOf(user));
  const overview = r && <RequestOverview request={r} selfService={selfService} onChanged={refresh} openEditor={openEditor} />;
  const officeParts = (
    <>
      <Suspense fallback={<Skeleton h="32" rounded="md" />}>
        <AutomationsCard automations={automations} />
        <ProofOfValueCard metrics={metrics} />
        <CommunicationsCard requestId={requestId} />
      </Suspense>
    </>
  );
  // The side column is the customer's own records: those outside the customer (a vendor, a brand) do not read them.
  const sideColumn = rights.reads('followUps') && rights.reads('automations') && rights.reads('proofOfValue') && rights.reads('communications');

  return (
    <Stack gap="4">
      {/* The way back and the request's link share a row: on a phone the link is not left alone under the badges. */}
      <HStack justify="space-between" gap="2">
        <Button asChild variant="ghost" size="sm" ms="-2">
          <Link to="/requests">← Requests</Link>
        </Button>
        {r && (
          <CopyButton text={new URL(`/requests/${r.id}`, window.location.origin).href} label={`Copy link to request #${r.number}`} size="xs" variant="outline">
            <AppIcon name="link" />
            Copy link
          </CopyButton>
        )}
      </HStack>
      {request.error && !filed && !request.isFetching && <ErrorNotice message={request.error.message} onRetry={() => void request.refetch()} />}
      {!r && request.isPending && !filed && <Skeleton height="24" rounded="md" />}
      {!r && filed && (
        <Suspense fallback={null}>
          <FiledRequestPage entry={filed} selfService={selfService} />
        </Suspense>
      )}
      {r && (
        <>
          <Stack gap="2">
            <HStack gap="2" wrap="wrap">
              <Text color="fg.muted">
                #{r.number} · {r.requestType}
              </Text>
              <PriorityBadge priority={r.requestPriority} />
              <StatusBadge status={r.requestStatus} />
              {r.subStatus && <Badge variant="subtle">{r.subStatus}</Badge>}
            </HStack>
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              {r.ticketName ?? (r.incidentDescription || r.requestType)}
            </Heading>
            {r.ticketName && r.incidentDescription && (
              <Text color="fg.muted" whiteSpace="pre-wrap">
                {r.incidentDescription}
              </Text>
            )}
            {r.asset && r.assetHasGuide && r.requestStatus === 'Request Open' && !preventative && (
              <Box>
                <Button asChild size="xs" variant="outline">
                  <Link to="/requests/$id/guides" params={{ id: r.id }} search={{ assetId: r.asset.id }}>
                    Troubleshooting guides
                  </Link>
                </Button>
              </Box>
            )}
            {r.requestStatus === 'Request Open' && !selfService && (
              <Suspense fallback={null}>
                <EscalateRequestButton requestId={r.id} />
              </Suspense>
            )}
          </Stack>
          <PromptsPanel prompts={prompts} onAct={act} mayAct={mayAct} />
          <RequestActions request={r} selfService={selfService} onChanged={refresh} completeSignal={completeSignal} />
        </>
      )}
      {/* Without the request (offline and never opened here, say) its parts have nothing to show: the notice above says why. */}
      {r && (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: sideColumn ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)' }} gap="4" alignItems="start">
          <Stack gap="4">
            {/* On site, the visit's work comes first: checklist and chores, notes, photos; then the details. */}
            {!onSite && overview}
            {rights.reads('quotes') && (
              <Suspense fallback={null}>
                <QuotesCard
                  requestId={requestId}
                  mayDecide={r.requestStatus === 'Request Open' && rights.decides('assignedToVendorId') && rights.decides('nteCents')}
                  onChanged={refresh}
                />
              </Suspense>
            )}
            {(preventative || (checklist.data?.items.total ?? 0) > 0) && (
              <Suspense fallback={<Skeleton h="32" rounded="md" />}>
                <PmSection
                  requestId={requestId}
                  checklist={checklist}
                  mayEditChecklist={rights.decides('checklist')}
                  mayGenerateNext={rights.decides('pmSchedule')}
                />
              </Suspense>
            )}
            <ActivitySection requestId={requestId} selfService={selfService} activities={selfServiceDetail?.activities} />
            <AttachmentsSection requestId={requestId} selfService={selfService} tasks={selfServiceDetail?.tasks ?? []} mayChange={rights.mayChangeFile} />
            {onSite && overview}
          </Stack>
          {sideColumn && (
            <Stack gap="4">
              <Suspense fallback={<Skeleton h="40" rounded="md" />}>
                <FollowUpsCard requestId={requestId} followUps={followUps} readOnly={!rights.decides('followUps')} />
              </Suspense>
              {onSite ? <FoldedSection label="Automations, savings and communications">{officeParts}</FoldedSection> : officeParts}
            </Stack>
          )}
        </Grid>
      )}
    </Stack>
  );
}
