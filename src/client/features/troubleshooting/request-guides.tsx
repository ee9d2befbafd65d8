import { Skeleton } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { GuideSummaryView } from '@domain/troubleshooting/troubleshooting-api';
import { GuideList } from './guide-list';
import { ErrorNotice } from '@/components/error-notice';
import { requestQuery } from '../requests/api/request-queries';

/**
 * The equipment whose guides to show: given (a request still being written, or a known asset), or
 * read from the request.
 */
export function useRequestAsset(requestId: string, assetId: string | undefined, selfService: boolean) {
  const request = useQuery({ ...requestQuery(requestId, selfService), enabled: !assetId });
  return {
    assetId: assetId ?? request.data?.asset?.id ?? null,
    loading: !assetId && request.isPending,
    error: request.error?.message,
    reload: () => void request.refetch(),
  };
}

/** docs/product/routing.md /requests/{id}/guides (and the same from a task): the guides for the request's equipment. */
export function RequestGuides({
  requestId,
  assetId,
  selfService,
  open,
}: {
  requestId: string;
  assetId?: string;
  selfService: boolean;
  open: (g: GuideSummaryView) => ReactNode;
}) {
  const asset = useRequestAsset(requestId, assetId, selfService);
  if (asset.error) return <ErrorNotice message={asset.error} onRetry={asset.reload} />;
  if (asset.loading) return <Skeleton height="20" rounded="md" />;
  return <GuideList assetId={asset.assetId} open={open} />;
}
