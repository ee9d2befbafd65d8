import { Button, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/session/session-context';
import { escalatableQuery } from './api/escalation-queries';

// The dialog (reasons, files, uploads) loads when it opens, not with every request page.
const EscalationCreateDialog = lazy(() => import('./escalation-create-dialog').then(({ EscalationCreateDialog }) => ({ default: EscalationCreateDialog })));

/**
 * The request page's "Escalate to manufacturer" (docs/product/escalations.md): shown when the user
 * may escalate and the request is open on equipment with a manufacturer (the server says which); an
 * escalation of it still open is linked.
 */
export function EscalateRequestButton({ requestId }: { requestId: string }) {
  const { ability } = useSession();
  const mayEscalate = ability.can('create', 'Escalation');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const candidate = useQuery({ ...escalatableQuery({ requestId }), enabled: mayEscalate }).data?.items[0];
  if (!candidate) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {candidate.openEscalationId && (
        <Text fontSize="sm" color="fg.muted">
          Escalated to {candidate.brandOwner.name}:{' '}
          <Link to="/escalations/$id" params={{ id: candidate.openEscalationId }}>
            <Text as="span" color="brand.fg">
              see the escalation
            </Text>
          </Link>
        </Text>
      )}
      <Button size="xs" variant="outline" onClick={() => setOpen(true)}>
        Escalate to manufacturer
      </Button>
      {open && (
        <Suspense fallback={null}>
          <EscalationCreateDialog
            requestId={requestId}
            onClose={() => setOpen(false)}
            onCreated={(id) => {
              setOpen(false);
              void navigate({ to: '/escalations/$id', params: { id } });
            }}
          />
        </Suspense>
      )}
    </HStack>
  );
}
