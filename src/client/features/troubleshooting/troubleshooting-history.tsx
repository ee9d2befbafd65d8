import { Badge, Button, DataList, HStack, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AttemptOutcome, AttemptView } from '@domain/troubleshooting/troubleshooting-api';
import { formatDateTime } from '@domain/format/date-format';
import { ErrorNotice } from '@/components/error-notice';
import { TitledCard } from '@/components/titled-card';
import { assetAttemptsQuery, attemptQuery } from './api/attempt-queries';
import { guideQuery } from './api/troubleshooting-queries';
import { triedSteps } from './attempt-steps';
import { AppDialog } from '@/components/app-dialog';

function OutcomeBadge({ outcome }: { outcome: AttemptOutcome }) {
  return (
    <Badge variant="subtle" colorPalette={outcome === 'Resolved' ? 'green' : 'orange'} flexShrink={0}>
      {outcome}
    </Badge>
  );
}

const byWhom = (a: AttemptView) => a.createdByUser?.name ?? 'Someone no longer here';

/**
 * The equipment's troubleshooting history (GET self-service/troubleshooting/attempt?assetId=), newest
 * first: who followed which guide, when, and whether it fixed the problem; each opens its detail.
 */
export function TroubleshootingHistory({ assetId }: { assetId: string }) {
  const attempts = useQuery(assetAttemptsQuery(assetId));
  const [openId, setOpenId] = useState<string | null>(null);
  const page = attempts.data;
  return (
    <TitledCard title="Troubleshooting history" size="sm" shadow="xs" bodyGap="3">
      {attempts.error && <ErrorNotice size="sm" message={attempts.error.message} onRetry={() => void attempts.refetch()} />}
      {attempts.isPending && <Skeleton h="12" rounded="md" />}
      {page && page.items.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          Nobody has followed a troubleshooting guide on this asset yet.
        </Text>
      )}
      {page && page.items.length > 0 && (
        <Stack as="ol" gap="2" listStyleType="none" aria-label="Troubleshooting attempts">
          {page.items.map((a) => (
            <li key={a.id}>
              <Button
                variant="outline"
                h="auto"
                w="full"
                px="3"
                py="2"
                justifyContent="stretch"
                textAlign="start"
                fontWeight="normal"
                onClick={() => setOpenId(a.id)}
              >
                <Stack gap="0.5" w="full" minW="0">
                  <HStack justify="space-between" gap="2">
                    <Text fontSize="sm" fontWeight="medium" truncate>
                      {a.guideTitle}
                    </Text>
                    <OutcomeBadge outcome={a.outcome} />
                  </HStack>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {byWhom(a)} · {formatDateTime(a.createdAt)}
                  </Text>
                </Stack>
              </Button>
            </li>
          ))}
        </Stack>
      )}
      {page && page.total > page.items.length && (
        <Text fontSize="xs" color="fg.muted">
          Showing the latest {page.items.length} of {page.total} attempts.
        </Text>
      )}
      {openId && <AttemptDialog id={openId} onClose={() => setOpenId(null)} />}
    </TitledCard>
  );
}

/** One attempt (GET self-service/troubleshooting/attempt/{id}) with the guide's text of each step tried. */
function AttemptDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const attempt = useQuery(attemptQuery(id));
  const a = attempt.data;
  const guide = useQuery({ ...guideQuery(a?.guideId ?? ''), enabled: a !== undefined });
  const steps = a && guide.data ? triedSteps(a, guide.data) : [];
  return (
    <AppDialog
      title={a?.guideTitle ?? 'Troubleshooting attempt'}
      onClose={onClose}
      scrollBehavior="inside"
      footer={
        <Button variant="outline" onClick={onClose}>
          Done
        </Button>
      }
    >
      {attempt.error && <ErrorNotice size="sm" message={attempt.error.message} onRetry={() => void attempt.refetch()} />}
      {attempt.isPending && <Skeleton h="24" rounded="md" />}
      {a && (
        <Stack gap="4">
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            <DataList.Item>
              <DataList.ItemLabel minW="28">Outcome</DataList.ItemLabel>
              <DataList.ItemValue>
                <OutcomeBadge outcome={a.outcome} />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="28">By</DataList.ItemLabel>
              <DataList.ItemValue>{byWhom(a)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="28">When</DataList.ItemLabel>
              <DataList.ItemValue>{formatDateTime(a.createdAt)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="28">Request</DataList.ItemLabel>
              <DataList.ItemValue>
                {a.requestId ? (
                  <ChakraLink asChild colorPalette="brand">
                    <Link to="/requests/$id" params={{ id: a.requestId }}>
                      Open the request
                    </Link>
                  </ChakraLink>
                ) : (
                  'None (tried before any request)'
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="28">Notes</DataList.ItemLabel>
              <DataList.ItemValue whiteSpace="pre-wrap">{a.notes ?? '—'}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Stack gap="2">
            <Text fontWeight="semibold" fontSize="sm">
              Steps tried ({a.stepsTried.length})
            </Text>
            {guide.error && <ErrorNotice size="sm" message={guide.error.message} />}
            {a.stepsTried.length > 0 && guide.isPending && <Skeleton h="12" rounded="md" />}
            <Stack as="ol" gap="1.5" listStyleType="none">
              {steps.map((s) => (
                <Text as="li" key={s.id} fontSize="sm">
                  <Text as="span" fontWeight="medium">
                    Step {s.number}:
                  </Text>{' '}
                  {s.text}
                </Text>
              ))}
            </Stack>
          </Stack>
        </Stack>
      )}
    </AppDialog>
  );
}
