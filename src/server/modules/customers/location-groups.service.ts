import { and, eq, inArray } from 'drizzle-orm';
import { CUSTOMER_PATCH_MESSAGES, duplicateGroupName, type LocationGroupEntry } from '../../../domain/tenancy/customer-patch';
import type { Transaction } from '../../db/client';
import { locationGroups, locations } from '../../db/schema/tenancy';
import { badRequest, notFound } from '../../http-error';

/**
 * Makes the customer's location groups the list given: groups named by id are kept and renamed,
 * groups without an id are added, and groups left out are removed after their locations are
 * ungrouped. Runs inside the caller's transaction, which holds the customer row locked.
 */
export async function replaceLocationGroups(tx: Transaction, customerId: string, wanted: readonly LocationGroupEntry[]): Promise<void> {
  if (duplicateGroupName(wanted)) throw badRequest(CUSTOMER_PATCH_MESSAGES.duplicateGroup);
  const existing = await tx.select({ id: locationGroups.id, name: locationGroups.name }).from(locationGroups).where(eq(locationGroups.customerId, customerId));
  const existingIds = new Set(existing.map((g) => g.id));
  // An id that is not this customer's (another customer's group, or a deleted one) is not revealed.
  if (wanted.some((g) => g.id && !existingIds.has(g.id))) throw notFound('Location group');

  const keptIds = new Set(wanted.flatMap((g) => (g.id ? [g.id] : [])));
  const removed = existing.filter((g) => !keptIds.has(g.id)).map((g) => g.id);
  if (removed.length) {
    await tx.update(locations).set({ locationGroupId: null }).where(inArray(locations.locationGroupId, removed));
    await tx.delete(locationGroups).where(inArray(locationGroups.id, removed));
  }

  const oldName = new Map(existing.map((g) => [g.id, g.name]));
  const renamed = wanted.filter((g): g is Required<LocationGroupEntry> => !!g.id && oldName.get(g.id) !== g.name);
  // Names are unique per customer; swapping two names would collide half-way, so each renamed group
  // first takes a placeholder made of its own id.
  for (const group of renamed) {
    await tx
      .update(locationGroups)
      .set({ name: `(renaming ${group.id})` })
      .where(and(eq(locationGroups.id, group.id), eq(locationGroups.customerId, customerId)));
  }
  for (const group of renamed) {
    await tx.update(locationGroups).set({ name: group.name }).where(eq(locationGroups.id, group.id));
  }
  const added = wanted.filter((g) => !g.id);
  if (added.length) await tx.insert(locationGroups).values(added.map((g) => ({ customerId, name: g.name })));
}
