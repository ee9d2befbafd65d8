import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CUSTOMER_CREATE_MESSAGES, type customerCreateSchema } from '../../../domain/tenancy/customer-create';
import type { Transaction } from '../../db/client';
import { customers } from '../../db/schema/tenancy';
import { conflict } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { recordAudit } from '../audit/audit.service';
import { assertAccountManager } from './customers.service';
import { lockUntilCommit } from '../../db/advisory-lock';

type CustomerFields = Omit<z.output<typeof customerCreateSchema>, 'firstLeader'>;

/**
 * Creates a customer (POST customers) and records it in the audit trail. Names are unique ignoring
 * case: two customers called alike would be picked by mistake in every customer chooser.
 */
export async function createCustomer(tx: Transaction, actor: Actor, fields: CustomerFields): Promise<string> {
  // One creation at a time checks the name, so two alike cannot both pass the check.
  await lockUntilCommit(tx, 'customers.create');
  const [taken] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.name}) = lower(${fields.name})`);
  if (taken) throw conflict(CUSTOMER_CREATE_MESSAGES.nameTaken);
  if (fields.accountManagerUserId) await assertAccountManager(tx, fields.accountManagerUserId);
  const [row] = await tx.insert(customers).values(fields).returning({ id: customers.id });
  const id = row!.id;
  await recordAudit(tx, actor, { customerId: id, action: 'customer.create', subject: { type: 'Customer', id }, after: fields });
  return id;
}
