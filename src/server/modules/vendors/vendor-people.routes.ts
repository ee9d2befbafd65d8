import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pageQuerySchema } from '../../../domain/api/paging';
import { apiPath } from '../../../domain/api/paths';
import { invitationSchema } from '../../../domain/users/invitations-api';
import { VENDOR_DIRECTORY_PATHS } from '../../../domain/vendors/vendor-directory-constants';
import { vendorPersonCreateSchema, vendorPersonPageSchema, vendorPersonWriteResultSchema } from '../../../domain/vendors/vendor-people-api';
import type { Transaction } from '../../db/client';
import { deliveryFor, sendingAfterCommit } from '../../mail/after-commit';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { addVendorPerson, listVendorPeople, resendVendorInvitation, withdrawVendorInvitation } from './vendor-people.service';
import type { ServerModule } from '../module';

const idParams = z.object({ id: z.guid('id must be a vendor id') });
const personParams = idParams.extend({ userId: z.guid('userId must be a user id') });

/** A vendor's people and their invitations (docs/product/vendors.md#vendor-people), under API_PREFIX. */
export const vendorPeopleRoutes: ServerModule = async (app, { db }) => {
  /** An invitation written in its own transaction and sent once it commits. */
  const inviting = <T>(request: FastifyRequest, work: (tx: Transaction) => Promise<T>) => sendingAfterCommit(deliveryFor(request), () => db.transaction(work));

  app.get(
    apiPath(VENDOR_DIRECTORY_PATHS.people),
    { schema: { params: idParams, querystring: pageQuerySchema, response: { 200: vendorPersonPageSchema } } },
    async (request) => listVendorPeople(db, requireActor(request), request.params.id, request.query),
  );

  app.post(
    apiPath(VENDOR_DIRECTORY_PATHS.people),
    { schema: { params: idParams, body: vendorPersonCreateSchema, response: { 201: vendorPersonWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => ({
        status: 201,
        body: await addVendorPerson(tx, app.messageSender, actor, request.params.id, request.body),
      }));
    },
  );

  app.post(apiPath(VENDOR_DIRECTORY_PATHS.personInvite), { schema: { params: personParams, response: { 200: invitationSchema } } }, async (request) =>
    inviting(request, (tx) => resendVendorInvitation(tx, requireActor(request), request.params.id, request.params.userId)),
  );

  app.delete(apiPath(VENDOR_DIRECTORY_PATHS.personInvite), { schema: { params: personParams, response: { 200: invitationSchema } } }, async (request) =>
    db.transaction((tx) => withdrawVendorInvitation(tx, requireActor(request), request.params.id, request.params.userId)),
  );
};
