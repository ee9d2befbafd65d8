import { subject } from '@casl/ability';
import { and, asc, count, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Page, PageQuery } from '../../../domain/api/paging';
import type { ContractedRate, contractedRateCreateSchema } from '../../../domain/vendors/vendor-contracted-rates-api';
import type { Queryable } from '../../db/client';
import { serviceCategories } from '../../db/schema/catalog';
import { customers, vendors } from '../../db/schema/tenancy';
import { users } from '../../db/schema/users';
import { vendorContractedRates, vendorEightySixes } from '../../db/schema/vendors';
import { visibleTo, type TenantScope } from '../../db/tenant-scope';
import { badRequest, conflict, forbidden, notFound } from '../../http-error';
import type { Actor } from '../../plugins/actor';
import { vendorExists } from './vendor-profile.service';
import { chosenCustomerId } from '../customers/customers.service';

/** Contracted rates (docs/product/vendors.md Contracted rates). */

type ContractedRateCreate = z.output<typeof contractedRateCreateSchema>;

const creator = alias(users, 'rate_creator');
const rates = vendorContractedRates;
const inForceToday = and(lte(rates.effectiveFrom, sql`current_date`), or(isNull(rates.effectiveTo), gte(rates.effectiveTo, sql`current_date`)))!;

/** A customer user sees their customers' rates; a vendor user the rates of their own vendor. */
export const rateVisibleTo = (scope: TenantScope) => visibleTo(scope, { customerId: rates.customerId, vendorId: rates.vendorId });

function selectRateRows(db: Queryable) {
  return db
    .select({
      id: rates.id,
      vendor: { id: vendors.id, name: vendors.name },
      customer: { id: customers.id, name: customers.name },
      serviceCategory: { id: serviceCategories.id, name: serviceCategories.name },
      rateType: rates.rateType,
      amountCents: rates.amountCents,
      multiplierPercent: rates.multiplierPercent,
      effectiveFrom: rates.effectiveFrom,
      effectiveTo: rates.effectiveTo,
      notes: rates.notes,
      isActive: sql<boolean>`${inForceToday}`,
      creatorId: creator.id,
      creatorName: creator.name,
      createdAt: rates.createdAt,
    })
    .from(rates)
    .innerJoin(vendors, eq(vendors.id, rates.vendorId))
    .innerJoin(customers, eq(customers.id, rates.customerId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, rates.serviceCategoryId))
    .leftJoin(creator, eq(creator.id, rates.createdByUserId));
}

type RateRow = Awaited<ReturnType<ReturnType<typeof selectRateRows>['execute']>>[number];

const toRate = ({ creatorId, creatorName, ...r }: RateRow): ContractedRate => ({
  ...r,
  createdBy: creatorId && creatorName ? { id: creatorId, name: creatorName } : null,
  createdAt: r.createdAt.toISOString(),
});

const RATE_ORDER = [asc(serviceCategories.name), asc(customers.name), asc(rates.rateType), desc(rates.effectiveFrom), asc(rates.id)];

/** Rates matching `where` (bounded by the caller: a roster page's vendors and categories), in the list order. */
export async function selectRates(db: Queryable, scope: TenantScope, options: { where: SQL | undefined; activeOnly?: boolean }): Promise<ContractedRate[]> {
  const rows = await selectRateRows(db)
    .where(and(options.where, rateVisibleTo(scope), options.activeOnly ? inForceToday : undefined))
    .orderBy(...RATE_ORDER);
  return rows.map(toRate);
}

/** GET vendors/{id}/contractedRates: the vendor's rates the caller may see, by category. */
export async function listContractedRates(
  db: Queryable,
  actor: Actor,
  vendorId: string,
  q: PageQuery & { customerId?: string; serviceCategoryId?: string; activeOnly?: boolean },
): Promise<Page<ContractedRate>> {
  if (!(await vendorExists(db, vendorId))) throw notFound('Vendor');
  const where = and(
    eq(rates.vendorId, vendorId),
    rateVisibleTo(actor.scope),
    q.customerId ? eq(rates.customerId, q.customerId) : undefined,
    q.serviceCategoryId ? eq(rates.serviceCategoryId, q.serviceCategoryId) : undefined,
    q.activeOnly ? inForceToday : undefined,
  );
  const rows = await selectRateRows(db)
    .where(where)
    .orderBy(...RATE_ORDER)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(rates).where(where);
  return { items: rows.map(toRate), total: total?.n ?? 0, limit: q.limit, offset: q.offset };
}

async function findRate(db: Queryable, id: string, where?: SQL): Promise<ContractedRate | null> {
  const [row] = await selectRateRows(db).where(and(eq(rates.id, id), where));
  return row ? toRate(row) : null;
}

/**
 * POST vendor-contracted-rates: level two and up of the customer. One rate of a type per vendor and
 * category at a time (date ranges must not overlap); no rates with a vendor the customer dropped.
 */
export async function createContractedRate(db: Queryable, actor: Actor, input: ContractedRateCreate): Promise<{ created: boolean; rate: ContractedRate }> {
  const refused = () => forbidden('You do not have permission to set contracted rates.');
  if (!actor.ability.can('create', 'ContractedRate')) throw refused();
  const customerId = chosenCustomerId(actor, input.customerId, 'customerId: choose the customer the rate is for.');
  if (!actor.ability.can('create', subject('ContractedRate', { customerId, vendorId: input.vendorId }))) {
    throw refused();
  }
  const [existing] = await db.select({ customerId: rates.customerId }).from(rates).where(eq(rates.id, input.id));
  if (existing) {
    if (existing.customerId !== customerId) throw conflict('A contracted rate with this id exists already.');
    return { created: false, rate: (await findRate(db, input.id))! };
  }
  if (!(await vendorExists(db, input.vendorId))) throw badRequest(`vendorId: no vendor has the id ${input.vendorId}.`);
  const [category] = await db.select({ id: serviceCategories.id }).from(serviceCategories).where(eq(serviceCategories.id, input.serviceCategoryId));
  if (!category) throw badRequest(`serviceCategoryId: no service category has the id ${input.serviceCategoryId}.`);
  const [dropped] = await db
    .select({ vendorId: vendorEightySixes.vendorId })
    .from(vendorEightySixes)
    .where(and(eq(vendorEightySixes.customerId, customerId), eq(vendorEightySixes.vendorId, input.vendorId)));
  if (dropped) throw conflict('vendorId: this vendor was eighty-sixed; it gets no new contracted rates.');

  const end = input.effectiveTo ?? null;
  const [overlap] = await db
    .select({ effectiveFrom: rates.effectiveFrom, effectiveTo: rates.effectiveTo })
    .from(rates)
    .where(
      and(
        eq(rates.customerId, customerId),
        eq(rates.vendorId, input.vendorId),
        eq(rates.serviceCategoryId, input.serviceCategoryId),
        eq(rates.rateType, input.rateType),
        or(isNull(rates.effectiveTo), gte(rates.effectiveTo, input.effectiveFrom)),
        end ? lte(rates.effectiveFrom, end) : undefined,
      ),
    );
  if (overlap) {
    const until = overlap.effectiveTo ? ` to ${overlap.effectiveTo}` : '';
    throw conflict(`effectiveFrom: a ${input.rateType} rate for this vendor and category applies from ${overlap.effectiveFrom}${until}; remove it first.`);
  }
  await db
    .insert(rates)
    .values({
      id: input.id,
      customerId,
      vendorId: input.vendorId,
      serviceCategoryId: input.serviceCategoryId,
      rateType: input.rateType,
      amountCents: input.amountCents ?? null,
      multiplierPercent: input.multiplierPercent ?? null,
      effectiveFrom: input.effectiveFrom,
      effectiveTo: end,
      notes: input.notes ?? null,
      createdByUserId: actor.user.id,
    })
    .onConflictDoNothing({ target: rates.id });
  return { created: true, rate: (await findRate(db, input.id))! };
}

/** DELETE vendor-contracted-rates/{id}: a rate of another customer is not found; seeing it is not removing it. */
export async function deleteContractedRate(db: Queryable, actor: Actor, id: string): Promise<{ id: string; deleted: true }> {
  const rate = await findRate(db, id, visibleTo(actor.scope, { customerId: rates.customerId }));
  if (!rate) throw notFound('Contracted rate');
  if (!actor.ability.can('delete', subject('ContractedRate', { customerId: rate.customer.id, vendorId: rate.vendor.id }))) {
    throw forbidden('You do not have permission to remove contracted rates.');
  }
  await db.delete(rates).where(eq(rates.id, id));
  return { id, deleted: true };
}
