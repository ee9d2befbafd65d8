import { Button } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { useQuery } from '@tanstack/react-query';
import { followUpsQuery } from '@/features/guidance/api/guidance-queries';
import { FollowUpsCard } from '@/features/guidance/follow-ups-card';

/** docs/product/routing.md /requests/{id}/vendor-visit: the self-service follow-up on whether the vendor came. */
export const Route = createFileRoute('/_authenticated/requests/$id/vendor-visit')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(followUpsQuery(params.id)),
  component: VendorVisitPage,
});

function VendorVisitPage() {
  const { id } = Route.useParams();
  const followUps = useQuery(followUpsQuery(id));
  return (
    <>
      <PageHeader
        title="Vendor visit"
        description="Follow up on the vendor's visit: did they come as promised, and what is still needed."
        actions={
          <Button asChild variant="outline">
            <Link to="/requests/$id" params={{ id }}>
              Open the request
            </Link>
          </Button>
        }
      />
      <FollowUpsCard requestId={id} followUps={followUps} kind="vendor-visit" title="Vendor visit follow-ups" />
    </>
  );
}
