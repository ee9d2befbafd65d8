import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { loadEscalationList } from '@/features/escalations/api/escalation-loaders';
import { EscalationCreateDialog } from '@/features/escalations/escalation-create-dialog';
import { EscalationList } from '@/features/escalations/escalation-list';
import { escalationListSearchSchema } from '@/features/escalations/escalation-list-search';
import { requestLocationsQuery } from '@/features/requests/api/picker-queries';
import { useSession } from '@/session/session-context';

export const Route = createFileRoute('/_authenticated/escalations/')({
  validateSearch: escalationListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadEscalationList(context.queryClient, deps),
  component: EscalationsPage,
});

/** /escalations (docs/product/escalations.md): the list, and a create button for those who may escalate. */
function EscalationsPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { ability } = useSession();
  const mayEscalate = ability.can('create', 'Escalation');
  const [creating, setCreating] = useState(false);
  // The location filter offers the customer's locations; brand-owner users filter by text instead.
  const locations = useQuery({ ...requestLocationsQuery(), enabled: mayEscalate });
  return (
    <>
      <PageHeader
        title="Escalations"
        description="Equipment problems escalated to their manufacturers."
        actions={
          mayEscalate && (
            <Button colorPalette="brand" onClick={() => setCreating(true)}>
              New escalation
            </Button>
          )
        }
      />
      <EscalationList
        search={search}
        onSearch={(next) => void navigate({ search: next })}
        locations={(locations.data?.items ?? []).map((l) => ({ value: l.id, label: l.storeNumber ? `${l.storeNumber} · ${l.name}` : l.name }))}
      />
      {creating && (
        <EscalationCreateDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void navigate({ to: '/escalations/$id', params: { id } });
          }}
        />
      )}
    </>
  );
}
