import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PageQuery, Page } from '../../../domain/api/paging';
import type { Invitation } from '../../../domain/users/invitations-api';
import { VENDOR_PEOPLE_MESSAGES, type VendorPerson, type vendorPersonCreateSchema } from '../../../domain/vendors/vendor-people-api';
import type { Queryable, Transaction } from '../../db/client';
import { vendorMemberships } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { badRequest, notFound } from '../../http-error';
import type { MessageSender } from '../../mail/outbound-message';
import type { Actor } from '../../plugins/actor';
import { recordAudit } from '../audit/audit.service';
import { invitationOf, sendInvitation, withdrawInvitation } from '../users/invitations.service';
import { addAndWelcome } from '../users/person-welcome.service';
import { requireEditableVendor } from './vendor-profile.service';

/**
 * A vendor's people (docs/product/vendors.md#vendor-people): listed, added (and invited), their
 * invitation sent again or withdrawn, by those who may change the vendor (its own Dispatchers,
 * administrators, and the managers of the customer that added it while it does not keep its own
 * profile). Invitations are the people's own (users/invitations.service.ts), addressed to the vendor.
 */

const personColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: vendorMemberships.role,
  deletedAt: users.deletedAt,
};

/** The vendor's people with their user's details; `.where` narrows it. */
const vendorPeople = (db: Queryable) => db.select(personColumns).from(vendorMemberships).innerJoin(users, eq(users.id, vendorMemberships.userId)).$dynamic();

const mayManage = (db: Queryable, actor: Actor, vendorId: string) => requireEditableVendor(db, actor, vendorId, VENDOR_PEOPLE_MESSAGES.forbidden);

async function asVendorPerson(db: Queryable, vendorId: string, row: { id: string; deletedAt: Date | null } & Omit<VendorPerson, 'archived' | 'invitation'>) {
  const { deletedAt, ...person } = row;
  return { ...person, archived: deletedAt !== null, invitation: await invitationOf(db, row.id, { vendorId }) };
}

/** One of the vendor's people: 404 for anyone else (another vendor's, a customer's). */
async function vendorPerson(db: Queryable, vendorId: string, userId: string) {
  const [row] = await vendorPeople(db).where(and(eq(vendorMemberships.vendorId, vendorId), eq(vendorMemberships.userId, userId)));
  if (!row) throw notFound('User');
  return row;
}

/** GET vendors/{id}/people: by name, each with their latest invitation to the vendor. */
export async function listVendorPeople(db: Queryable, actor: Actor, vendorId: string, q: PageQuery): Promise<Page<VendorPerson>> {
  await mayManage(db, actor, vendorId);
  const where = eq(vendorMemberships.vendorId, vendorId);
  const rows = await vendorPeople(db).where(where).orderBy(asc(users.name), asc(users.id)).limit(q.limit).offset(q.offset);
  const [total] = await db.select({ n: count() }).from(vendorMemberships).where(where);
  const items = [];
  for (const row of rows) items.push(await asVendorPerson(db, vendorId, row));
  return { items, total: total?.n ?? 0, limit: q.limit, offset: q.offset };
}

/**
 * POST vendors/{id}/people: someone new is sent an invitation to the vendor, someone with a login is
 * told they were added. Recorded in the trail of the customer that added the vendor, if one did.
 */
export async function addVendorPerson(
  tx: Transaction,
  sender: MessageSender,
  actor: Actor,
  vendorId: string,
  body: z.output<typeof vendorPersonCreateSchema>,
): Promise<VendorPerson> {
  const vendor = await mayManage(tx, actor, vendorId);
  const { role, ...details } = body;
  const { userId } = await addAndWelcome(tx, sender, actor, details, { vendorId, role }, vendor.name);
  const person = await asVendorPerson(tx, vendorId, await vendorPerson(tx, vendorId, userId));
  if (vendor.addedByCustomerId) {
    await recordAudit(tx, actor, {
      customerId: vendor.addedByCustomerId,
      action: 'vendor.addPerson',
      subject: { type: 'Vendor', id: vendorId },
      after: { vendor: vendor.name, person: person.name, role, invitationSentTo: person.invitation?.sentTo ?? null },
    });
  }
  return person;
}

/** POST vendors/{id}/people/{userId}/invite: a new invitation; the pending one stops working (409 once they signed in with one). */
export async function resendVendorInvitation(tx: Transaction, actor: Actor, vendorId: string, userId: string): Promise<Invitation> {
  const vendor = await mayManage(tx, actor, vendorId);
  const person = await vendorPerson(tx, vendorId, userId);
  if (person.deletedAt) throw badRequest(VENDOR_PEOPLE_MESSAGES.archived);
  return sendInvitation(tx, actor, person, { to: { vendorId }, name: vendor.name, role: person.role });
}

/** DELETE vendors/{id}/people/{userId}/invite: the pending invitation withdrawn (409 when none is). */
export async function withdrawVendorInvitation(db: Queryable, actor: Actor, vendorId: string, userId: string): Promise<Invitation> {
  await mayManage(db, actor, vendorId);
  await vendorPerson(db, vendorId, userId);
  return withdrawInvitation(db, userId, { vendorId });
}
