import { useQuery, useQueryClient } from '@tanstack/react-query';
import { InvitationLine } from '@/components/invitation-line';
import { resendInvitation, withdrawInvitation } from './api/invitation-calls';
import { personDetailQuery } from './api/users-queries';

/** A person's invitation to the customer (docs/product/sessions-and-tenancy.md#invitations), in the person dialog. */
export function InvitationStatus({ personId, customerId }: { personId: string; customerId: string }) {
  const detail = useQuery(personDetailQuery(personId, customerId));
  const queryClient = useQueryClient();
  const invitation = detail.data?.invitation;
  if (!invitation) return null;
  return (
    <InvitationLine
      invitation={invitation}
      resend={() => resendInvitation(personId, customerId)}
      withdraw={() => withdrawInvitation(personId, customerId)}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: personDetailQuery(personId, customerId).queryKey })}
    />
  );
}
