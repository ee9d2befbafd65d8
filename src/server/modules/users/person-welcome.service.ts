import type { PersonCreated } from '../../../domain/users/invitations-api';
import type { Transaction } from '../../db/client';
import { afterCommit } from '../../mail/after-commit';
import type { MessageSender } from '../../mail/outbound-message';
import type { Actor } from '../../plugins/actor';
import { createPerson, type ContactDetails, type Placement } from './people-changes.service';
import { getPerson } from './people.service';
import { sendInvitation } from './invitations.service';
import { tellAddedToCustomer } from './person-notices';

/**
 * Adds a person to a customer (createPerson) and greets them once the write commits: someone new is
 * sent an invitation to sign in, someone who already has a login is told where they were added.
 * Runs inside `sendingAfterCommit`, in the write's transaction.
 */
export async function addAndWelcomePerson(
  tx: Transaction,
  sender: MessageSender,
  actor: Actor,
  details: ContactDetails & { name: string },
  placement: Placement,
  customerName: string,
): Promise<PersonCreated> {
  const { userId, existing } = await createPerson(tx, details, placement);
  const person = (await getPerson(tx, userId, placement.customerId))!;
  if (existing) {
    afterCommit(() => tellAddedToCustomer(sender, person, { customerName, role: placement.role, by: actor.realUser.name }));
    return { ...person, invitation: null };
  }
  const invitation = await sendInvitation(tx, actor, person, { id: placement.customerId, name: customerName, role: placement.role });
  return { ...person, invitation };
}
