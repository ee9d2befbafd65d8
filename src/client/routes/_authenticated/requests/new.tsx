import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { PageHeader } from '@/components/page-header';
import { loadNewRequestForm } from '@/features/requests/api/request-loaders';
import { RequestCreateForm } from '@/features/requests/request-create-form';
import { draftStore, newDraft } from '@/features/requests/request-draft';
import { useSession } from '@/session/session-context';

/**
 * A new request. `draft` is the client-generated id of the request being written (its draft
 * survives a visit to the troubleshooting guide); `assetId` and `locationId` start it on equipment.
 */
export const Route = createFileRoute('/_authenticated/requests/new')({
  validateSearch: z.object({
    draft: z.guid().optional().catch(undefined),
    assetId: z.guid().optional().catch(undefined),
    locationId: z.guid().optional().catch(undefined),
  }),
  beforeLoad: ({ search }) => {
    if (!search.draft) throw redirect({ to: '/requests/new', search: { ...search, draft: crypto.randomUUID() }, replace: true });
  },
  loader: ({ context }) => loadNewRequestForm(context.queryClient, context.session.customer?.isSelfService ?? false),
  component: NewRequestPage,
});

function NewRequestPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const { customer } = useSession();
  const id = search.draft!;
  const initial = draftStore.load(id) ?? newDraft(id, search.assetId, search.locationId);
  return (
    <>
      <PageHeader
        title="New request"
        description={customer?.isSelfService ? 'Log an incident or a preventative visit on your equipment.' : 'Ask a vendor to service your equipment.'}
      />
      <RequestCreateForm
        key={id}
        initial={initial}
        selfService={customer?.isSelfService ?? false}
        onOpenGuides={(draft) => {
          draftStore.save(draft);
          void navigate({ to: '/requests/$id/guides', params: { id: draft.id }, search: { assetId: draft.assetId, draft: true } });
        }}
        onCreated={(requestId) => void navigate({ to: '/requests/$id', params: { id: requestId } })}
        onCancel={() => {
          draftStore.forget(id);
          void navigate({ to: '/requests' });
        }}
      />
    </>
  );
}
