import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { ErrorNotice } from '@/components/error-notice';
import { guidesSearchSchema } from '@/features/troubleshooting/guide-search';
import { loadGuide } from '@/features/requests/api/request-loaders';
import { GuideSteps } from '@/features/troubleshooting/guide-steps';
import { useRequestAsset } from '@/features/troubleshooting/request-guides';
import { useSession } from '@/session/session-context';

/** docs/product/routing.md: a guide followed from a task; the attempt is recorded on the task's request. */
export const Route = createFileRoute('/_authenticated/tasks/$id/request/$requestId/guides/$guideId')({
  validateSearch: guidesSearchSchema,
  loader: ({ context, params }) => loadGuide(context.queryClient, params.guideId),
  component: TaskGuidePage,
});

function TaskGuidePage() {
  const { id, requestId, guideId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const { customer } = useSession();
  const asset = useRequestAsset(requestId, search.assetId, customer?.isSelfService ?? false);
  const back = () => void navigate({ to: '/tasks/$id', params: { id } });
  return (
    <>
      <PageHeader title="Troubleshooting guide" />
      {asset.error && <ErrorNotice message={asset.error} onRetry={asset.reload} />}
      {asset.assetId && <GuideSteps guideId={guideId} assetId={asset.assetId} requestId={requestId} onDone={back} onCancel={back} />}
    </>
  );
}
