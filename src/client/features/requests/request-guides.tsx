import { Alert, Button, Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { GuideSummaryView } from '../../../domain/troubleshooting/troubleshooting-api';
import { GuideList } from './guide-list';
import { getRequest, getSelfServiceRequest } from './api/request-calls';
import { REQUEST_MESSAGES } from './request-messages';
import { useRemote } from '../../lib/use-remote';

/**
 * The equipment whose guides to show: given (a request still being written, or a known asset), or
 * read from the request.
 */
export function useRequestAsset(requestId: string, assetId: string | undefined, selfService: boolean) {
  const request = useRemote(assetId ? null : requestId, () => (selfService ? getSelfServiceRequest(requestId) : getRequest(requestId)), REQUEST_MESSAGES.load);
  return { assetId: assetId ?? request.data?.asset?.id ?? null, loading: !assetId && !request.data && !request.error, error: request.error, reload: request.reload };
}

/** docs/product/routing.md /requests/{id}/guides (and the same from a task): the guides for the request's equipment. */
export function RequestGuides({ requestId, assetId, selfService, open }: { requestId: string; assetId?: string; selfService: boolean; open: (g: GuideSummaryView) => ReactNode }) {
  const asset = useRequestAsset(requestId, assetId, selfService);
  if (asset.error) {
    return (
      <Alert.Root status="error" rounded="md" role="alert">
        <Alert.Indicator />
        <Alert.Title>{asset.error}</Alert.Title>
        <Button size="xs" variant="outline" ms="auto" onClick={asset.reload}>
          Try again
        </Button>
      </Alert.Root>
    );
  }
  if (asset.loading) return <Skeleton height="20" rounded="md" />;
  return <GuideList assetId={asset.assetId} open={open} />;
}
