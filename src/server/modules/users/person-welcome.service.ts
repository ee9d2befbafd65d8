import { eq } from 'drizzle-orm';
import type { Invitation, PersonCreated } from '../../../domain/users/invitations-api';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema/users';
import { afterCommit } from '../../mail/after-commit';
import type { MessageSender } from '../../mail/outbound-message';
import type { Actor } from '../../plugins/actor';
import { createPerson, type ContactDetails, type Placement, type VendorPlacement } from './people-changes.service';
import { getPerson } from './people.service';
import { sendInvitation } from './invitations.service';
import { tellAddedTo } from './person-notices';

/**
 * Adds a person to a customer or a vendor (createPerson) and greets them once the write commits:
 * someone new is sent an invitation to sign in, someone who already has a login is told where they
 * were added. Runs inside `sendingAfterCommit`, in the write's transaction. `placeName` names the
 * customer or vendor in the message.
 */
export async function addAndWelcome(
  tx: Transaction,
  sender: MessageSender,
  actor: Actor,
  details: ContactDetails & { name: string },
  placement: Placement | VendorPlacement,
  placeName: string,
): Promise<{ userId: string; invitation: Invitation | null }> {
  const { userId, existing } = await createPerson(tx, details, placement);
  const [person] = await tx.select({ id: users.id, email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
  const vendor = 'vendorId' in placement;
  if (existing) {
    afterCommit(() => tellAddedTo(sender, person!, { placeName, role: placement.role, by: actor.realUser.name, vendor }));
    return { userId, invitation: null };
  }
  const to = vendor ? { vendorId: placement.vendorId } : { customerId: placement.customerId };
  return { userId, invitation: await sendInvitation(tx, actor, person!, { to, name: placeName, role: placement.role }) };
}

/** Adds a person to a customer and greets them (addAndWelcome): the person as the customer sees them, with the invitation sent. */
export async function addAndWelcomePerson(
  tx: Transaction,
  sender: MessageSender,
  actor: Actor,
  details: ContactDetails & { name: string },
  placement: Placement,
  customerName: string,
): Promise<PersonCreated> {
  const { userId, invitation } = await addAndWelcome(tx, sender, actor, details, placement, customerName);
  return { ...(await getPerson(tx, userId, placement.customerId))!, invitation };
}
