import { z } from 'zod';
import { pageQuerySchema } from '../../../domain/api/paging';
import { apiPath } from '../../../domain/api/paths';
import { VENDOR_PATHS, vendorSearchQuerySchema } from '../../../domain/vendors/vendor-api';
import { VENDOR_DIRECTORY_PATHS } from '../../../domain/vendors/vendor-directory-constants';
import { ssoHistoryQuerySchema, vendorDispatchPageSchema } from '../../../domain/vendors/vendor-history-api';
import {
  adminVendorPageSchema,
  eightySixCreateSchema,
  eightySixCustomerQuerySchema,
  eightySixedVendorPageSchema,
  eightySixedVendorSchema,
  eightySixTakeBackSchema,
  eightySixQuerySchema,
  networkVendorPageSchema,
  possibleVendorPageSchema,
  possibleVendorsQuerySchema,
  requestVendorPageSchema,
  rosterViewPageSchema,
  rosterViewQuerySchema,
  vendorAdminSearchQuerySchema,
  vendorCustomerPageSchema,
  vendorFullSearchQuerySchema,
} from '../../../domain/vendors/vendor-network-api';
import {
  addedVendorsQuerySchema,
  vendorCreateSchema,
  vendorPatchSchema,
  vendorProfilePageSchema,
  vendorProfileWriteResultSchema,
  vendorSelfPageSchema,
} from '../../../domain/vendors/vendor-profile-api';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { dispatchedForRequest, ssoHistory } from './vendor-history.service';
import {
  adminSearch,
  eightySixVendors,
  fullSearch,
  internalTechnicianVendors,
  possibleVendorsForRequest,
  rosterView,
  vendorCustomers,
  viewableRequestVendors,
} from './vendor-network.service';
import { createVendor, listAddedVendors, listOwnVendors, updateVendorProfile } from './vendor-profile.service';
import { eightySixVendor, takeVendorBack } from './vendor-eighty-six.service';
import type { ServerModule } from '../module';

const idParams = z.object({ id: z.guid('id must be a vendor id') });
const vendorParams = z.object({ vendorId: z.guid('vendorId must be a vendor id') });

/** The vendor profile, the network views and the dispatch history (docs/product/vendors.md), under API_PREFIX. */
export const vendorNetworkRoutes: ServerModule = async (app, { db }) => {
  app.get(apiPath(VENDOR_PATHS.self), { schema: { querystring: pageQuerySchema, response: { 200: vendorSelfPageSchema } } }, async (request) =>
    listOwnVendors(db, requireActor(request), request.query),
  );

  app.patch(
    apiPath(VENDOR_PATHS.update),
    { schema: { params: idParams, body: vendorPatchSchema, response: { 200: vendorProfileWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => ({ status: 200, body: await updateVendorProfile(tx, actor, request.params.id, request.body) }));
    },
  );

  app.post(
    apiPath(VENDOR_PATHS.create),
    { schema: { body: vendorCreateSchema, response: { 200: vendorProfileWriteResultSchema, 201: vendorProfileWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const { created, profile } = await createVendor(tx, actor, request.body);
        return { status: created ? 201 : 200, body: profile };
      });
    },
  );

  app.get(
    apiPath(VENDOR_DIRECTORY_PATHS.added),
    { schema: { querystring: addedVendorsQuerySchema, response: { 200: vendorProfilePageSchema } } },
    async (request) => listAddedVendors(db, requireActor(request), request.query),
  );

  app.get(
    apiPath(VENDOR_PATHS.customers),
    { schema: { params: idParams, querystring: pageQuerySchema, response: { 200: vendorCustomerPageSchema } } },
    async (request) => vendorCustomers(db, requireActor(request), request.params.id, request.query),
  );

  app.get(apiPath(VENDOR_PATHS.rosterView), { schema: { querystring: rosterViewQuerySchema, response: { 200: rosterViewPageSchema } } }, async (request) =>
    rosterView(db, requireActor(request), request.query),
  );

  app.get(apiPath(VENDOR_PATHS.ssoHistory), { schema: { querystring: ssoHistoryQuerySchema, response: { 200: vendorDispatchPageSchema } } }, async (request) =>
    ssoHistory(db, requireActor(request), request.query),
  );

  app.get(apiPath(VENDOR_PATHS.eightySix), { schema: { querystring: eightySixQuerySchema, response: { 200: eightySixedVendorPageSchema } } }, async (request) =>
    eightySixVendors(db, requireActor(request), request.query),
  );

  app.post(apiPath(VENDOR_PATHS.eightySix), { schema: { body: eightySixCreateSchema, response: { 201: eightySixedVendorSchema } } }, async (request, reply) =>
    reply.status(201).send(await db.transaction((tx) => eightySixVendor(tx, requireActor(request), request.body))),
  );

  app.delete(
    apiPath(VENDOR_PATHS.eightySixOne),
    { schema: { params: vendorParams, querystring: eightySixCustomerQuerySchema, response: { 200: eightySixTakeBackSchema } } },
    async (request) => db.transaction((tx) => takeVendorBack(tx, requireActor(request), request.params.vendorId, request.query.customerId)),
  );

  app.get(
    apiPath(VENDOR_PATHS.internalTechnicians),
    { schema: { querystring: pageQuerySchema, response: { 200: networkVendorPageSchema } } },
    async (request) => internalTechnicianVendors(db, requireActor(request), request.query),
  );

  app.get(
    apiPath(VENDOR_PATHS.possibleForRequest),
    { schema: { querystring: possibleVendorsQuerySchema, response: { 200: possibleVendorPageSchema } } },
    async (request) => possibleVendorsForRequest(db, requireActor(request), request.query),
  );

  app.get(
    apiPath(VENDOR_PATHS.adminSearch),
    { schema: { querystring: vendorAdminSearchQuerySchema, response: { 200: adminVendorPageSchema } } },
    async (request) => adminSearch(db, requireActor(request), request.query),
  );

  app.get(
    apiPath(VENDOR_PATHS.fullSearch),
    { schema: { querystring: vendorFullSearchQuerySchema, response: { 200: networkVendorPageSchema } } },
    async (request) => fullSearch(db, requireActor(request), request.query),
  );

  app.get(
    apiPath(VENDOR_PATHS.dispatchedForRequest),
    {
      schema: {
        params: z.object({ requestId: z.guid('requestId must be a request id') }),
        querystring: pageQuerySchema,
        response: { 200: vendorDispatchPageSchema },
      },
    },
    async (request) => dispatchedForRequest(db, requireActor(request), request.params.requestId, request.query),
  );

  app.get(
    apiPath(VENDOR_PATHS.viewableRequestVendors),
    { schema: { querystring: vendorSearchQuerySchema, response: { 200: requestVendorPageSchema } } },
    async (request) => viewableRequestVendors(db, requireActor(request), request.query),
  );
};
