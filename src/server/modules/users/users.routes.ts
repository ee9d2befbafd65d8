import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pageQuerySchema } from '../../../domain/api/paging';
import { apiPath } from '../../../domain/api/paths';
import { PERSON_CHANGE_REFUSALS, type PersonPlacement } from '../../../domain/permissions/people-rights';
import { userInfoSchema } from '../../../domain/users/user-info';
import {
  availabilityQuerySchema,
  availabilitySchema,
  locationContactPageSchema,
  peopleListQuerySchema,
  peopleSearchQuerySchema,
  personArchiveAnswerSchema,
  personCreateSchema,
  personCustomerQuerySchema,
  personEditAnswerSchema,
  personPageSchema,
  personPatchSchema,
  personSchema,
  USER_PATHS,
} from '../../../domain/users/users-api';
import type { Database } from '../../db/client';
import { locations } from '../../db/schema/tenancy';
import { badRequest, forbidden, notFound } from '../../http-error';
import { auditedRequest, requireActor, type Actor } from '../../plugins/actor';
import { canSeeCustomer, canSeeLocation } from '../../db/tenant-scope';
import { chosenCustomerId, currentCustomerId, getCustomer } from '../customers/customers.service';
import { deliveryFor, sendingAfterCommit } from '../../mail/after-commit';
import type { Transaction } from '../../db/client';
import {
  assertLocationsInReach,
  assertMayAssignRole,
  assertMayChangePerson,
  assertMayChangeRoleOf,
  assertMayManagePeople,
  targetCustomerId,
} from './people-access';
import { assertLocationsOfCustomer, removeFromCustomer, setArchived, takenIdentifiers, updatePerson, type Placement } from './people-changes.service';
import { getPerson, getPersonView, listPeople, locationContacts } from './people.service';
import { identifierHistory } from './identifier-audit';
import { identifierEdits, type IdentifierEdits } from './identifier-edits';
import { requestIdentifierChangesBy } from './identifier-changes.service';
import { userInfo } from './user-profile.service';
import { addAndWelcomePerson } from './person-welcome.service';
import { invitationOf, sendInvitation, withdrawInvitation } from './invitations.service';
import { invitationSchema, personCreatedSchema, personDetailSchema } from '../../../domain/users/invitations-api';
import type { ServerModule } from '../module';

const idParams = z.object({ id: z.guid('id must be an id') });

/** The customers a people list covers: the one asked for, else the current one, else all in scope. */
function peopleCustomers(actor: Actor, requested: string | undefined): string[] | undefined {
  if (requested) {
    if (!canSeeCustomer(actor.scope, requested)) throw notFound('Customer');
    return [requested];
  }
  const current = currentCustomerId(actor);
  return current ? [current] : undefined;
}

async function validatePlacement(db: Database, actor: Actor, placement: Placement, roleChanged: boolean) {
  if (!placement.allLocations && placement.locationIds.length === 0) throw badRequest('locationIds: give at least one location, or allLocations.');
  await assertLocationsOfCustomer(db, placement.customerId, placement.locationIds);
  if (roleChanged) assertMayAssignRole(actor, placement.customerId, placement.role);
  assertLocationsInReach(actor, placement);
}

export const usersRoutes: ServerModule = async (app, { db, config }) => {
  /** The person a call names, at the customer it names (else the caller's), once the caller may `action` people there. */
  const managedPerson = async (request: FastifyRequest, id: string, named: string | undefined, action: 'update' | 'delete') => {
    const actor = requireActor(request);
    const customerId = await targetCustomerId(db, actor, id, named);
    assertMayManagePeople(actor, action, customerId);
    return { actor, id, customerId };
  };

  /** An invitation written in its own transaction and sent once it commits. */
  const inviting = <T>(request: FastifyRequest, work: (tx: Transaction) => Promise<T>) => sendingAfterCommit(deliveryFor(request), () => db.transaction(work));

  app.get(apiPath(USER_PATHS.self), { schema: { response: { 200: userInfoSchema } } }, async (request) =>
    userInfo(db, requireActor(request), config.CHAT_SUPPORT_SECRET),
  );

  app.get(apiPath(USER_PATHS.people), { schema: { querystring: peopleListQuerySchema, response: { 200: personPageSchema } } }, async (request) => {
    const actor = requireActor(request);
    const { customerId, ...query } = request.query;
    return listPeople(db, actor.scope, { ...query, customerIds: peopleCustomers(actor, customerId) });
  });

  app.get(apiPath(USER_PATHS.search), { schema: { querystring: peopleSearchQuerySchema, response: { 200: personPageSchema } } }, async (request) => {
    const actor = requireActor(request);
    return listPeople(db, actor.scope, { ...request.query, customerIds: peopleCustomers(actor, undefined) });
  });

  app.post(apiPath(USER_PATHS.people), { schema: { body: personCreateSchema, response: { 201: personCreatedSchema } } }, async (request, reply) => {
    const actor = requireActor(request);
    const { customerId: requested, role, allLocations, locationIds, ...details } = request.body;
    const customerId = chosenCustomerId(actor, requested, 'customerId: you belong to several customers; name the one to add the person to.');
    assertMayManagePeople(actor, 'create', customerId);
    const placement = { customerId, role, allLocations, locationIds };
    await validatePlacement(db, actor, placement, true);
    const customer = (await getCustomer(db, customerId))!;
    const created = await inviting(request, (tx) => addAndWelcomePerson(tx, app.messageSender, actor, details, placement, customer.name));
    return reply.status(201).send(created);
  });

  app.post(
    apiPath(USER_PATHS.invite),
    { schema: { params: idParams, querystring: personCustomerQuerySchema, response: { 200: invitationSchema } } },
    async (request) => {
      const { actor, id, customerId } = await managedPerson(request, request.params.id, request.query.customerId, 'update');
      const person = (await getPerson(db, id, customerId))!;
      if (person.deletedAt) throw badRequest('This person is archived: restore them before inviting them.');
      const customer = (await getCustomer(db, customerId))!;
      return inviting(request, (tx) => sendInvitation(tx, actor, person, { to: { customerId }, name: customer.name, role: person.role! }));
    },
  );

  app.delete(
    apiPath(USER_PATHS.invite),
    { schema: { params: idParams, querystring: personCustomerQuerySchema, response: { 200: invitationSchema } } },
    async (request) => {
      const { id, customerId } = await managedPerson(request, request.params.id, request.query.customerId, 'update');
      return db.transaction((tx) => withdrawInvitation(tx, id, { customerId }));
    },
  );

  app.get(
    apiPath(USER_PATHS.person),
    { schema: { params: idParams, querystring: personCustomerQuerySchema, response: { 200: personDetailSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const { id } = request.params;
      const customerId = await targetCustomerId(db, actor, id, request.query.customerId);
      return {
        ...(await getPerson(db, id, customerId))!,
        identifierHistory: await identifierHistory(db, id),
        invitation: await invitationOf(db, id, { customerId }),
      };
    },
  );

  app.patch(
    apiPath(USER_PATHS.person),
    { schema: { params: idParams, body: personPatchSchema, response: { 200: personEditAnswerSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const { id } = request.params;
      const { customerId: requested, role, allLocations, locationIds, email, phone, ...details } = request.body;
      const placing = role !== undefined || allLocations !== undefined || locationIds !== undefined;
      const isSelf = id === actor.user.id;
      const identifiers = await identifierEdits(db, id, { email, phone });

      // People edit their own contact details and out-of-office dates without managing anyone.
      if (isSelf && !placing && !requested) {
        if (identifiers.removes.length && identifiers.remaining === 0) throw badRequest(PERSON_CHANGE_REFUSALS.lastIdentifier);
        await updatePerson(db, id, { ...details, ...Object.fromEntries(identifiers.removes.map((kind) => [kind, null])) }, null);
        const pendingIdentifierChanges = await requestIdentifierChanges(request, actor, id, identifiers.changes);
        return { ...(await getPersonView(db, id, currentCustomerId(actor)))!, pendingIdentifierChanges };
      }
      const customerId = await targetCustomerId(db, actor, id, requested);
      assertMayManagePeople(actor, 'update', customerId);
      const current = (await getPerson(db, id, customerId))!;
      if (isSelf && placing && !actor.user.isAdmin) throw forbidden('You may not change your own role or locations.');
      assertMayChangePerson(actor, customerId, { role: current.role!, allLocations: current.allLocations, locationIds: current.locationIds });
      const changesIdentity = Object.keys(details).length > 0 || identifiers.changes.length > 0 || identifiers.removes.length > 0;
      if (changesIdentity && current.sharedIdentity && !actor.user.isAdmin) throw forbidden(PERSON_CHANGE_REFUSALS.sharedIdentity);
      if (identifiers.removes.length) throw forbidden(PERSON_CHANGE_REFUSALS.removeIdentifier);

      let placement: Placement | null = null;
      if (placing) {
        if (role !== undefined && role !== current.role) assertMayChangeRoleOf(actor, customerId, current.role!);
        placement = {
          customerId,
          role: role ?? current.role!,
          allLocations: allLocations ?? current.allLocations,
          locationIds: locationIds ?? current.locationIds,
        };
        await validatePlacement(db, actor, placement, role !== undefined && role !== current.role);
      }
      await updatePerson(db, id, details, placement);
      const pendingIdentifierChanges = await requestIdentifierChanges(request, actor, id, identifiers.changes);
      return { ...(await getPerson(db, id, customerId))!, pendingIdentifierChanges };
    },
  );

  /** A login identifier moves only when the person confirms it from the new address. */
  const requestIdentifierChanges = (request: FastifyRequest, actor: Actor, userId: string, changes: IdentifierEdits['changes']) =>
    requestIdentifierChangesBy(db, { sender: app.messageSender, publicUrl: config.PUBLIC_URL }, actor, userId, changes, auditedRequest(request));

  app.delete(
    apiPath(USER_PATHS.person),
    { schema: { params: idParams, querystring: personCustomerQuerySchema, response: { 200: personArchiveAnswerSchema } } },
    async (request) => {
      const { actor, id, customerId } = await managedPerson(request, request.params.id, request.query.customerId, 'delete');
      if (id === actor.user.id) throw badRequest('You cannot archive yourself.');
      const person = (await getPerson(db, id, customerId))!;
      assertMayChangePerson(actor, customerId, person as PersonPlacement);
      // Someone who also works elsewhere keeps their login there: they only leave this customer.
      if (person.sharedIdentity && !actor.user.isAdmin) {
        await removeFromCustomer(db, id, customerId);
        return { ...person, removedFromCustomer: true as const };
      }
      await setArchived(db, id, true);
      return (await getPerson(db, id, customerId))!;
    },
  );

  app.post(
    apiPath(USER_PATHS.restore),
    { schema: { params: idParams, querystring: personCustomerQuerySchema, response: { 200: personSchema } } },
    async (request) => {
      const { actor, id, customerId } = await managedPerson(request, request.params.id, request.query.customerId, 'delete');
      assertMayChangePerson(actor, customerId, (await getPerson(db, id, customerId))! as PersonPlacement);
      await setArchived(db, id, false);
      return (await getPerson(db, id, customerId))!;
    },
  );

  app.get(apiPath(USER_PATHS.availability), { schema: { querystring: availabilityQuerySchema, response: { 200: availabilitySchema } } }, async (request) => {
    const actor = requireActor(request);
    // Only people who may add or edit users learn whether an address is taken.
    if (!actor.ability.can('create', 'User')) {
      throw forbidden('You do not have permission to manage people.');
    }
    const { email, phone, userId, customerId } = request.query;
    // Only the caller's own customers' people count: nobody learns who has a login elsewhere.
    const within = actor.scope.all ? undefined : (peopleCustomers(actor, customerId) ?? actor.scope.customerIds);
    const taken = await takenIdentifiers(db, { email, phone }, userId, within);
    return { emailAvailable: email ? !taken.email : null, phoneAvailable: phone ? !taken.phone : null };
  });

  app.get(
    apiPath(USER_PATHS.locationContacts),
    {
      schema: {
        params: z.object({ locationId: z.guid('locationId must be an id') }),
        querystring: pageQuerySchema,
        response: { 200: locationContactPageSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const [location] = await db
        .select({ id: locations.id, customerId: locations.customerId, timezone: locations.timezone })
        .from(locations)
        .where(eq(locations.id, request.params.locationId));
      if (!location || !canSeeLocation(actor.scope, { customerId: location.customerId, locationId: location.id })) throw notFound('Location');
      return locationContacts(db, location, request.query);
    },
  );
};
