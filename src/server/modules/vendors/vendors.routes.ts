import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../../../domain/api/paths';
import { VENDOR_PATHS, vendorLookupQuerySchema, vendorSearchQuerySchema } from '../../../domain/vendors/vendor-api';
import type { Database } from '../../db/client';
import { requireActor } from '../../plugins/actor';
import { getVendor, lookupVendor, lookupVendors, searchVendors } from './vendors.service';

const idParams = z.object({ id: z.guid('id must be a vendor id') });

/** The vendor directory: every signed-in user may look vendors up (to build their network). */
export function vendorsRoutes(root: FastifyInstance, db: Database): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(`${API_PREFIX}${VENDOR_PATHS.lookup}`, { schema: { querystring: vendorLookupQuerySchema } }, async (request) => {
    requireActor(request);
    return lookupVendors(db, request.query);
  });

  app.get(`${API_PREFIX}/vendors/lookup/:id`, { schema: { params: idParams } }, async (request) => {
    requireActor(request);
    return lookupVendor(db, request.params.id);
  });

  app.get(`${API_PREFIX}${VENDOR_PATHS.search}`, { schema: { querystring: vendorSearchQuerySchema } }, async (request) => {
    requireActor(request);
    return searchVendors(db, request.query);
  });

  app.get(`${API_PREFIX}/vendors/:id`, { schema: { params: idParams } }, async (request) => getVendor(db, requireActor(request).scope, request.params.id));
}
