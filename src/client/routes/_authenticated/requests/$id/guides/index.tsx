import { Button } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { guidesSearchSchema } from '@/features/troubleshooting/guide-search';
import { loadGuides } from '@/features/requests/api/request-loaders';
import { RequestGuides } from '@/features/troubleshooting/request-guides';
import { useSession } from '@/session/session-context';

export const Route = createFileRoute('/_authenticated/requests/$id/guides/')({
  validateSearch: guidesSearchSchema,
  loaderDeps: ({ search }) => ({ assetId: search.assetId }),
  loader: ({ context, params, deps }) => loadGuides(context.queryClient, params.id, deps.assetId, context.session.customer?.isSelfService ?? false),
  component: RequestGuidesPage,
});

function RequestGuidesPage() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const { customer } = useSession();
  return (
    <>
      <PageHeader
        title="Troubleshooting guides"
        description="Step-by-step checks that often fix the problem without a vendor visit."
        actions={
          <Button asChild variant="outline">
            {search.draft ? (
              <Link to="/requests/new" search={{ draft: id }}>
                Back to the request
              </Link>
            ) : (
              <Link to="/requests/$id" params={{ id }}>
                Back to the request
              </Link>
            )}
          </Button>
        }
      />
      <RequestGuides
        requestId={id}
        assetId={search.assetId}
        selfService={customer?.isSelfService ?? false}
        open={(g) => (
          <Button asChild colorPalette="brand" size="sm">
            <Link to="/requests/$id/guides/$guideId" params={{ id, guideId: g.id }} search={search}>
              Start the guide
            </Link>
          </Button>
        )}
      />
    </>
  );
}
