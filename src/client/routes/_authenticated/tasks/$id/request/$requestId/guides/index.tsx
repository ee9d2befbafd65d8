import { Button } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { guidesSearchSchema } from '@/features/troubleshooting/guide-search';
import { loadGuides } from '@/features/requests/api/request-loaders';
import { RequestGuides } from '@/features/troubleshooting/request-guides';
import { useSession } from '@/session/session-context';

/** docs/product/routing.md: the troubleshooting guides of a task's request. */
export const Route = createFileRoute('/_authenticated/tasks/$id/request/$requestId/guides/')({
  validateSearch: guidesSearchSchema,
  loaderDeps: ({ search }) => ({ assetId: search.assetId }),
  loader: ({ context, params, deps }) => loadGuides(context.queryClient, params.requestId, deps.assetId, context.session.customer?.isSelfService ?? false),
  component: TaskGuidesPage,
});

function TaskGuidesPage() {
  const { id, requestId } = Route.useParams();
  const search = Route.useSearch();
  const { customer } = useSession();
  return (
    <>
      <PageHeader
        title="Troubleshooting guides"
        description="Step-by-step checks for the equipment of this task's request."
        actions={
          <Button asChild variant="outline">
            <Link to="/tasks/$id" params={{ id }}>
              Back to the task
            </Link>
          </Button>
        }
      />
      <RequestGuides
        requestId={requestId}
        assetId={search.assetId}
        selfService={customer?.isSelfService ?? false}
        open={(g) => (
          <Button asChild colorPalette="brand" size="sm">
            <Link to="/tasks/$id/request/$requestId/guides/$guideId" params={{ id, requestId, guideId: g.id }} search={search}>
              Start the guide
            </Link>
          </Button>
        )}
      />
    </>
  );
}
