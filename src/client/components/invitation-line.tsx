import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@domain/format/date-format';
import { formatPhoneForDisplay } from '@domain/users/phone-display';
import { INVITATION_MESSAGES, type Invitation } from '@domain/users/invitations-api';
import { useSave } from './use-save';

const sentToText = (i: Invitation) => (i.channel === 'sms' ? formatPhoneForDisplay(i.sentTo) : i.sentTo);

/** What the invitation says, by state. */
function invitationText(i: Invitation): string {
  const sent = `sent to ${sentToText(i)} on ${formatDate(i.sentAt)}${i.invitedBy ? ` by ${i.invitedBy.name}` : ''}`;
  if (i.state === 'Pending') return `Invitation ${sent}; it works until ${formatDate(i.expiresAt)}.`;
  if (i.state === 'Accepted') return `Signed in with the invitation ${sent}.`;
  if (i.state === 'Withdrawn') return `The invitation ${sent} was withdrawn.`;
  return `The invitation ${sent} expired on ${formatDate(i.expiresAt)}.`;
}

/** The snackbar's word after an invitation went out. */
export const invitationSentText = (i: Invitation) => `An invitation was sent to ${sentToText(i)}.`;

/**
 * A person's invitation to sign in (docs/product/sessions-and-tenancy.md#invitations): pending,
 * accepted, expired or withdrawn; sent again (the pending link stops working) or withdrawn, by the
 * calls of wherever the person was invited to (a customer, a vendor). `onChanged` reads it again.
 */
export function InvitationLine({
  invitation,
  resend,
  withdraw,
  onChanged,
  heading = true,
}: {
  invitation: Invitation;
  resend: () => Promise<Invitation>;
  withdraw: () => Promise<Invitation>;
  onChanged: () => void;
  /** The "Invitation" label above the line (off where the line sits under the person's name). */
  heading?: boolean;
}) {
  const save = useSave();
  const act = async (action: () => Promise<Invitation>, failure: string, success: string | ((i: Invitation) => string)) => {
    if (await save.run(action, failure, success)) onChanged();
  };
  return (
    <Stack gap="1" aria-label="Invitation">
      {heading && (
        <Text fontSize="sm" fontWeight="medium">
          Invitation
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" data-testid="invitation-line">
        {invitationText(invitation)}
      </Text>
      {invitation.state !== 'Accepted' && (
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" loading={save.busy} onClick={() => void act(resend, INVITATION_MESSAGES.resend, invitationSentText)}>
            {invitation.state === 'Pending' ? 'Send again' : 'Send a new invitation'}
          </Button>
          {invitation.state === 'Pending' && (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              disabled={save.busy}
              onClick={() => void act(withdraw, INVITATION_MESSAGES.withdraw, 'The invitation was withdrawn.')}
            >
              Withdraw
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  );
}
