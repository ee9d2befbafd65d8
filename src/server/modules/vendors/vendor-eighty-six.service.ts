import { subject } from '@casl/ability';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { EightySixedVendor, EightySixTakeBack, eightySixCreateSchema } from '../../../domain/vendors/vendor-network-api';
import type { Queryable } from '../../db/client';
import { vendorEightySixes } from '../../db/schema/vendors';
import { badRequest, conflict, forbidden } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { recordAudit } from '../audit/audit.service';
import { chosenCustomerId } from '../customers/customers.service';
import { eightySixVendors } from './vendor-network.service';
import { vendorExists } from './vendor-profile.service';

/**
 * Eighty-sixing a vendor and taking it back (docs/product/vendors.md#eighty-sixed-vendors): level two
 * and up of the customer, each change in the audit trail.
 */

const MISSING_CUSTOMER = 'customerId: choose the customer that drops the vendor.';

function assertMay(actor: Actor, action: 'create' | 'delete', customerId: string): void {
  if (!actor.ability.can(action, subject('VendorEightySix', { customerId }))) {
    throw forbidden(action === 'create' ? 'You do not have permission to eighty-six vendors.' : 'You do not have permission to take vendors back.');
  }
}

/** POST vendors/eightySixVendors: 201 with the entry; the vendor eighty-sixed already is 409, with the reason it was. */
export async function eightySixVendor(db: Queryable, actor: Actor, body: z.output<typeof eightySixCreateSchema>): Promise<EightySixedVendor> {
  const customerId = chosenCustomerId(actor, body.customerId, MISSING_CUSTOMER);
  assertMay(actor, 'create', customerId);
  if (!(await vendorExists(db, body.vendorId))) throw badRequest('vendorId: no such vendor.');
  const added = await db
    .insert(vendorEightySixes)
    .values({ customerId, vendorId: body.vendorId, reason: body.reason, eightySixedByUserId: actor.user.id })
    .onConflictDoNothing()
    .returning({ vendorId: vendorEightySixes.vendorId });
  const [entry] = (await eightySixVendors(db, actor, { customerId, vendorId: body.vendorId, limit: 1, offset: 0 })).items;
  if (!added.length) throw conflict(`This vendor is eighty-sixed already: ${entry?.reason ?? ''}`.trim());
  await recordAudit(db, actor, {
    customerId,
    action: 'vendor.eightySix',
    subject: { type: 'Vendor', id: body.vendorId },
    after: { vendor: entry!.vendor.name, reason: body.reason },
  });
  return entry!;
}

/** DELETE vendors/eightySixVendors/{vendorId}: the vendor may be suggested and given rates again; one not eighty-sixed changes nothing. */
export async function takeVendorBack(db: Queryable, actor: Actor, vendorId: string, named: string | undefined): Promise<EightySixTakeBack> {
  const customerId = chosenCustomerId(actor, named, MISSING_CUSTOMER);
  assertMay(actor, 'delete', customerId);
  const [entry] = (await eightySixVendors(db, actor, { customerId, vendorId, limit: 1, offset: 0 })).items;
  const removed = await db
    .delete(vendorEightySixes)
    .where(and(eq(vendorEightySixes.customerId, customerId), eq(vendorEightySixes.vendorId, vendorId)))
    .returning({ vendorId: vendorEightySixes.vendorId });
  if (removed.length && entry) {
    await recordAudit(db, actor, {
      customerId,
      action: 'vendor.takeBack',
      subject: { type: 'Vendor', id: vendorId },
      before: { vendor: entry.vendor.name, reason: entry.reason, eightySixedBy: entry.eightySixedBy?.name ?? null, eightySixedAt: entry.eightySixedAt },
      after: null,
    });
  }
  return { vendorId, customerId, takenBack: removed.length > 0 };
}
