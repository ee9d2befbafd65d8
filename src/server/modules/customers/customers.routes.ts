import { subject } from '@casl/ability';
import { z } from 'zod';
import { namedRefSchema } from '../../../domain/api/contract';
import { apiPath } from '../../../domain/api/paths';
import { CUSTOMER_PATHS, customerPageSchema, customerSchema, customerSearchQuerySchema } from '../../../domain/tenancy/customer';
import { customerPatchSchema } from '../../../domain/tenancy/customer-patch';
import { forbidden, HttpError, notFound } from '../../http-error';
import { requireActor, requireAdmin } from '../../plugins/actor';
import { canSeeCustomer } from '../../db/tenant-scope';
import { withIdempotency } from '../../plugins/idempotency';
import { customerCreatedSchema, customerCreateSchema } from '../../../domain/tenancy/customer-create';
import { addAndWelcomePerson } from '../users/person-welcome.service';
import { createCustomer } from './customer-setup.service';
import { currentBrandOwnerId, currentCustomerId, getBrandOwner, getCustomer, searchCustomers, updateCustomer } from './customers.service';
import type { ServerModule } from '../module';

const idParams = z.object({ id: z.guid('id must be an id') });

/**
 * What a customer's own Company Leader may change: its name and how its locations are grouped. The
 * commercial terms and the account manager stay with administrators.
 */
const CUSTOMER_EDITABLE_FIELDS = new Set(['name', 'locationGroups']);

/** The customer and brand-owner calls (CUSTOMER_PATHS under API_PREFIX). */
export const customersModule: ServerModule = async (app, { db }) => {
  app.get(apiPath(CUSTOMER_PATHS.self), { schema: { response: { 200: customerSchema } } }, async (request) => {
    const actor = requireActor(request);
    const id = currentCustomerId(actor);
    if (!id) {
      throw actor.memberships.customers.length > 1 && actor.mode === 'customer' ? new HttpError(409, 'Select a customer first.') : notFound('Customer');
    }
    const customer = await getCustomer(db, id);
    if (!customer) throw notFound('Customer');
    return customer;
  });

  app.post(apiPath(CUSTOMER_PATHS.create), { schema: { body: customerCreateSchema, response: { 201: customerCreatedSchema } } }, async (request, reply) => {
    const actor = requireActor(request);
    // Not while acting as someone: the ability is then the impersonated user's.
    if (!actor.ability.can('create', 'Customer')) throw forbidden('Only administrators may add customers.');
    const { firstLeader, ...fields } = request.body;
    return withIdempotency(db, request, reply, async (tx) => {
      const id = await createCustomer(tx, actor, fields);
      const leader = firstLeader
        ? await addAndWelcomePerson(
            tx,
            app.messageSender,
            actor,
            firstLeader,
            { customerId: id, role: 'Company Leader', allLocations: true, locationIds: [] },
            fields.name,
          )
        : null;
      return { status: 201, body: { ...(await getCustomer(tx, id))!, firstLeader: leader } };
    });
  });

  app.patch(apiPath(CUSTOMER_PATHS.one), { schema: { params: idParams, body: customerPatchSchema, response: { 200: customerSchema } } }, async (request) => {
    const actor = requireActor(request);
    const { id } = request.params;
    if (!canSeeCustomer(actor.scope, id)) throw notFound('Customer');
    if (!actor.ability.can('update', subject('Customer', { id }))) throw forbidden('You do not have permission to change this customer.');
    if (!actor.user.isAdmin) {
      const locked = Object.keys(request.body).filter((field) => !CUSTOMER_EDITABLE_FIELDS.has(field));
      if (locked.length) throw forbidden(`Only administrators may change ${locked.join(', ')}.`);
    }
    const before = await getCustomer(db, id);
    if (!before) throw notFound('Customer');
    await updateCustomer(db, id, request.body);
    return (await getCustomer(db, id))!;
  });

  app.get(
    apiPath(CUSTOMER_PATHS.adminSearch),
    { schema: { querystring: customerSearchQuerySchema, response: { 200: customerPageSchema } } },
    async (request) => {
      requireAdmin(request);
      return searchCustomers(db, request.query);
    },
  );

  app.get(apiPath(CUSTOMER_PATHS.brandOwnerSelf), { schema: { response: { 200: namedRefSchema } } }, async (request) => {
    const actor = requireActor(request);
    const id = currentBrandOwnerId(actor);
    if (!id) throw actor.memberships.brandOwners.length > 1 ? new HttpError(409, 'Select a brand owner first.') : notFound('Brand owner');
    const brandOwner = await getBrandOwner(db, id);
    if (!brandOwner) throw notFound('Brand owner');
    return brandOwner;
  });
};
