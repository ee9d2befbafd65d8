import { z } from 'zod';
import { apiPath } from '../../../domain/api/paths';
import {
  VENDOR_PATHS,
  vendorDetailSchema,
  vendorLookupQuerySchema,
  vendorPickPageSchema,
  vendorRefSchema,
  vendorSearchQuerySchema,
  vendorSearchPageSchema,
} from '../../../domain/vendors/vendor-api';
import { requireActor } from '../../plugins/actor';
import { currentCustomerId } from '../customers/customers.service';
import { getVendor, lookupVendor, lookupVendors, searchVendors } from './vendors.service';
import { vendorContractedRatesRoutes } from './vendor-contracted-rates.routes';
import { vendorNetworkRoutes } from './vendor-network.routes';
import { vendorPeopleRoutes } from './vendor-people.routes';
import type { ServerModule } from '../module';

const idParams = z.object({ id: z.guid('id must be a vendor id') });

/**
 * The vendor directory under API_PREFIX: every signed-in user may look vendors up (to build their
 * network). The profile, network, history, people and contracted-rate routes are registered from here.
 */
export const vendorsModule: ServerModule = async (app, options) => {
  const { db } = options;
  await app.register(vendorNetworkRoutes, options);
  await app.register(vendorContractedRatesRoutes, options);
  await app.register(vendorPeopleRoutes, options);

  app.get(apiPath(VENDOR_PATHS.lookup), { schema: { querystring: vendorLookupQuerySchema, response: { 200: vendorPickPageSchema } } }, async (request) =>
    lookupVendors(db, currentCustomerId(requireActor(request)), request.query),
  );

  app.get(apiPath(VENDOR_PATHS.lookupOne), { schema: { params: idParams, response: { 200: vendorRefSchema } } }, async (request) => {
    requireActor(request);
    return lookupVendor(db, request.params.id);
  });

  app.get(apiPath(VENDOR_PATHS.search), { schema: { querystring: vendorSearchQuerySchema, response: { 200: vendorSearchPageSchema } } }, async (request) =>
    searchVendors(db, currentCustomerId(requireActor(request)), request.query),
  );

  app.get(apiPath(VENDOR_PATHS.one), { schema: { params: idParams, response: { 200: vendorDetailSchema } } }, async (request) =>
    getVendor(db, requireActor(request).scope, request.params.id),
  );
};
