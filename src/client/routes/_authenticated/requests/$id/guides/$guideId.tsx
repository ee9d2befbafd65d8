import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PageHeader } from '@/components/page-header';
import { guidesSearchSchema } from '@/features/troubleshooting/guide-search';
import { loadGuide } from '@/features/requests/api/request-loaders';
import { GuideSteps } from '@/features/troubleshooting/guide-steps';
import { markGuideViewed, recordDraftAttempt } from '@/features/requests/request-draft';
import { useRequestAsset } from '@/features/troubleshooting/request-guides';
import { ErrorNotice } from '@/components/error-notice';
import { useSession } from '@/session/session-context';

export const Route = createFileRoute('/_authenticated/requests/$id/guides/$guideId')({
  validateSearch: guidesSearchSchema,
  loader: ({ context, params }) => loadGuide(context.queryClient, params.guideId),
  component: RequestGuidePage,
});

function RequestGuidePage() {
  const { id, guideId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const { customer } = useSession();
  const asset = useRequestAsset(id, search.assetId, customer?.isSelfService ?? false);
  useEffect(() => {
    if (search.draft) markGuideViewed(id);
  }, [id, search.draft]);
  const back = () => (search.draft ? navigate({ to: '/requests/new', search: { draft: id } }) : navigate({ to: '/requests/$id', params: { id } }));
  return (
    <>
      <PageHeader title="Troubleshooting guide" />
      {asset.error && <ErrorNotice message={asset.error} onRetry={asset.reload} />}
      {asset.assetId && (
        <GuideSteps
          guideId={guideId}
          assetId={asset.assetId}
          // A request still being written does not exist yet: its attempt is linked when it is filed.
          requestId={search.draft ? null : id}
          onDone={(attempt, guide) => {
            if (search.draft) recordDraftAttempt(id, { id: attempt.id, outcome: attempt.outcome, guideTitle: guide.title });
            void back();
          }}
          onCancel={() => void back()}
        />
      )}
    </>
  );
}
