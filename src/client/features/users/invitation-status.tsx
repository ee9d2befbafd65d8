import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@domain/format/date-format';
import { formatPhoneForDisplay } from '@domain/users/phone-display';
import { INVITATION_MESSAGES, type Invitation } from '@domain/users/invitations-api';
import { useSave } from '@/components/use-save';
import { resendInvitation, withdrawInvitation } from './api/invitation-calls';
import { personDetailQuery } from './api/users-queries';

const sentToText = (i: Invitation) => (i.channel === 'sms' ? formatPhoneForDisplay(i.sentTo) : i.sentTo);

/** What the invitation says, by state. */
function invitationLine(i: Invitation): string {
  const sent = `sent to ${sentToText(i)} on ${formatDate(i.sentAt)}${i.invitedBy ? ` by ${i.invitedBy.name}` : ''}`;
  if (i.state === 'Pending') return `Invitation ${sent}; it works until ${formatDate(i.expiresAt)}.`;
  if (i.state === 'Accepted') return `Signed in with the invitation ${sent}.`;
  if (i.state === 'Withdrawn') return `The invitation ${sent} was withdrawn.`;
  return `The invitation ${sent} expired on ${formatDate(i.expiresAt)}.`;
}

/**
 * A person's invitation to sign in (docs/product/sessions-and-tenancy.md#invitations): pending,
 * accepted, expired or withdrawn; sent again (the pending link stops working) or withdrawn.
 */
export function InvitationStatus({ personId, customerId }: { personId: string; customerId: string }) {
  const detail = useQuery(personDetailQuery(personId, customerId));
  const queryClient = useQueryClient();
  const save = useSave();
  const invitation = detail.data?.invitation;
  if (!invitation) return null;
  const reread = () => void queryClient.invalidateQueries({ queryKey: personDetailQuery(personId, customerId).queryKey });
  const resend = async () => {
    if (
      await save.run(
        () => resendInvitation(personId, customerId),
        INVITATION_MESSAGES.resend,
        (i) => `An invitation was sent to ${sentToText(i)}.`,
      )
    )
      reread();
  };
  const withdraw = async () => {
    if (await save.run(() => withdrawInvitation(personId, customerId), INVITATION_MESSAGES.withdraw, 'The invitation was withdrawn.')) reread();
  };
  return (
    <Stack gap="1" aria-label="Invitation">
      <Text fontSize="sm" fontWeight="medium">
        Invitation
      </Text>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" data-testid="invitation-line">
        {invitationLine(invitation)}
      </Text>
      {invitation.state !== 'Accepted' && (
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" loading={save.busy} onClick={() => void resend()}>
            {invitation.state === 'Pending' ? 'Send again' : 'Send a new invitation'}
          </Button>
          {invitation.state === 'Pending' && (
            <Button size="sm" variant="ghost" colorPalette="red" disabled={save.busy} onClick={() => void withdraw()}>
              Withdraw
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  );
}
