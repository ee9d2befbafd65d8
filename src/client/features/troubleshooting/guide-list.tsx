import { Badge, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { GuideSummaryView } from '@domain/troubleshooting/troubleshooting-api';
import { SectionEmptyState } from '@/components/section-empty-state';
import { ErrorNotice } from '@/components/error-notice';
import { guidesForAssetQuery } from './api/troubleshooting-queries';

/** The troubleshooting guides for a piece of equipment (docs/product/routing.md guide list); `open` links one. */
export function GuideList({ assetId, open }: { assetId: string | null; open: (guide: GuideSummaryView) => ReactNode }) {
  const guides = useQuery({ ...guidesForAssetQuery(assetId ?? ''), enabled: assetId !== null });
  if (!assetId)
    return (
      <SectionEmptyState
        icon="wrench"
        title="No equipment on this request"
        text="Troubleshooting guides are written for equipment; this request is not about one asset."
      />
    );
  return (
    <Stack gap="3">
      {guides.error && <ErrorNotice message={guides.error.message} onRetry={() => void guides.refetch()} />}
      {guides.isPending && <Skeleton height="20" rounded="md" />}
      {guides.data && guides.data.items.length === 0 && (
        <SectionEmptyState icon="wrench" title="No guide for this equipment" text="There is no troubleshooting guide for this equipment yet." />
      )}
      {guides.data?.items.map((g) => (
        <Card.Root key={g.id} variant="elevated" shadow="xs">
          <Card.Body gap="2">
            <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
              <Stack gap="1" flex="1" minW="12rem">
                <Text fontWeight="semibold">{g.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {g.summary}
                </Text>
              </Stack>
              <Badge variant="subtle">{g.stepCount === 1 ? '1 step' : `${g.stepCount} steps`}</Badge>
            </HStack>
            <HStack justify="flex-end">{open(g)}</HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
