import { Badge, Box, Button, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { isPreventativeType } from '../../../domain/requests/self-service-inputs';
import type { RequestDetail as RequestDetailView, SelfServiceRequestDetail } from '../../../domain/requests/request-views';
import { ActivitySection } from './activity-section';
import { AttachmentsSection } from './attachments-section';
import { CommunicationsCard } from './communications-card';
import { getChecklist, listAutomations, listFollowUps, listPrompts } from './api/detail-calls';
import { ErrorNotice } from '../../components/error-notice';
import { AutomationsCard, FollowUpsCard, PromptsPanel } from './guidance-section';
import { PmSection } from './pm-section';
import { ProofOfValueCard } from './proof-of-value-card';
import { RequestActions } from './request-actions';
import { PriorityBadge, StatusBadge } from './request-badges';
import { getProofOfValue, getRequest, getSelfServiceRequest } from './api/request-calls';
import { REQUEST_MESSAGES } from './request-messages';
import { RequestOverview } from './request-overview';
import { useRemote } from '../../lib/use-remote';

const FAILED = {
  prompts: 'An error occurred while trying to get prompts',
  followUps: 'An error occurred while trying to get follow-ups',
  checklist: 'An error occurred while trying to get the pm checklist',
  automations: 'An error occurred while trying to get automations',
  metrics: 'An error occurred while trying to get proof-of-value metrics',
} as const;

/**
 * A request with everything on it (docs/product/routing.md /requests/{id}). The request, prompts, follow-ups,
 * checklist and automations load in parallel; a part that fails keeps what it showed and says so,
 * the rest shows (docs/product/README.md#api).
 */
export function RequestDetail({ requestId, selfService }: { requestId: string; selfService: boolean }) {
  const request = useRemote<RequestDetailView | SelfServiceRequestDetail>(requestId, () => (selfService ? getSelfServiceRequest(requestId) : getRequest(requestId)), REQUEST_MESSAGES.load);
  const prompts = useRemote(selfService ? requestId : null, () => listPrompts(requestId), FAILED.prompts);
  const followUps = useRemote(requestId, () => listFollowUps(requestId), FAILED.followUps);
  const checklist = useRemote(requestId, () => getChecklist(requestId), FAILED.checklist);
  const automations = useRemote(requestId, () => listAutomations(requestId), FAILED.automations);
  const metrics = useRemote(requestId, () => getProofOfValue(requestId), FAILED.metrics);
  const r = request.data;
  const selfServiceDetail = r && 'activities' in r ? r : undefined;
  const preventative = r ? isPreventativeType(r.requestType) : false;
  const refresh = () => {
    request.reload();
    prompts.reload();
    automations.reload();
  };

  return (
    <Stack gap="4">
      <Box>
        <Button asChild variant="ghost" size="sm" ms="-2">
          <Link to="/requests">← Requests</Link>
        </Button>
      </Box>
      {request.error && <ErrorNotice message={request.error} onRetry={request.reload} />}
      {!r && request.loading && <Skeleton height="24" rounded="md" />}
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
            {r.asset && r.requestStatus === 'Request Open' && !preventative && (
              <Box>
                <Button asChild size="xs" variant="outline">
                  <Link to="/requests/$id/guides" params={{ id: r.id }} search={{ assetId: r.asset.id }}>
                    Troubleshooting guides
                  </Link>
                </Button>
              </Box>
            )}
          </Stack>
          <PromptsPanel prompts={prompts} />
          <RequestActions request={r} selfService={selfService} onChanged={refresh} />
        </>
      )}
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
        <Stack gap="4">
          {r && <RequestOverview request={r} selfService={selfService} onChanged={refresh} />}
          {(preventative || (checklist.data?.items.total ?? 0) > 0) && <PmSection requestId={requestId} checklist={checklist} />}
          {r && <ActivitySection requestId={requestId} selfService={selfService} activities={selfServiceDetail?.activities} onChanged={request.reload} />}
          {r && <AttachmentsSection requestId={requestId} selfService={selfService} tasks={selfServiceDetail?.tasks ?? []} />}
        </Stack>
        <Stack gap="4">
          <FollowUpsCard requestId={requestId} followUps={followUps} />
          <AutomationsCard automations={automations} />
          <ProofOfValueCard metrics={metrics} />
          <CommunicationsCard requestId={requestId} />
        </Stack>
      </Grid>
    </Stack>
  );
}
