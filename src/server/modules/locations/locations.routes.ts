import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '../../../domain/api/paging';
import { API_PREFIX } from '../../../domain/api/paths';
import { LOCATION_PATHS, allLocationsQuerySchema, locationListQuerySchema, locationPatchSchema } from '../../../domain/locations/location-api';
import type { Database } from '../../db/client';
import { locations } from '../../db/schema/tenancy';
import { requireActor } from '../../plugins/actor';
import { canSeeCustomer } from '../../plugins/tenant-scope';
import { notFound } from '../../http-error';
import { findVendor } from '../vendors/vendors.service';
import { addVendorTo, getLocationVendor, listLocationVendors, removeVendorFrom, setVendorForAll } from './location-vendors.service';
import {
  findEditableLocation,
  findVisibleLocation,
  getLocation,
  listAssetLocations,
  listLocations,
  locationVisibleTo,
  membershipScope,
  requestLocationCondition,
  updateLocation,
} from './locations.service';

const idParams = z.object({ id: z.guid('id must be a location id') });
const vendorParams = z.object({ id: z.guid('id must be a location id'), vendorId: z.guid('vendorId must be a vendor id') });
const allVendorParams = z.object({ vendorId: z.guid('vendorId must be a vendor id') });

export function locationsRoutes(root: FastifyInstance, db: Database): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(`${API_PREFIX}${LOCATION_PATHS.viewable}`, { schema: { querystring: locationListQuerySchema } }, async (request) =>
    listLocations(db, locationVisibleTo(requireActor(request).scope), request.query),
  );

  app.get(`${API_PREFIX}${LOCATION_PATHS.viewableMultiTenant}`, { schema: { querystring: locationListQuerySchema } }, async (request) =>
    listLocations(db, locationVisibleTo(membershipScope(requireActor(request))), request.query),
  );

  app.get(`${API_PREFIX}${LOCATION_PATHS.all}`, { schema: { querystring: allLocationsQuerySchema } }, async (request) => {
    const actor = requireActor(request);
    const { customerId, ...query } = request.query;
    if (customerId && !canSeeCustomer(actor.scope, customerId)) throw notFound('Customer');
    return listLocations(db, and(locationVisibleTo(actor.scope), customerId ? eq(locations.customerId, customerId) : undefined), query);
  });

  app.get(`${API_PREFIX}${LOCATION_PATHS.viewableAssetLocations}`, { schema: { querystring: locationListQuerySchema } }, async (request) =>
    listAssetLocations(db, requireActor(request).scope, request.query),
  );

  app.get(`${API_PREFIX}${LOCATION_PATHS.viewableRequestLocations}`, { schema: { querystring: locationListQuerySchema } }, async (request) =>
    listLocations(db, requestLocationCondition(requireActor(request).scope), request.query),
  );

  app.get(`${API_PREFIX}/locations/:id`, { schema: { params: idParams } }, async (request) => getLocation(db, requireActor(request), request.params.id));

  app.patch(`${API_PREFIX}/locations/:id`, { schema: { params: idParams, body: locationPatchSchema } }, async (request) => {
    const actor = requireActor(request);
    await updateLocation(db, actor, request.params.id, request.body);
    return getLocation(db, actor, request.params.id);
  });

  app.get(`${API_PREFIX}/locations/:id/vendors`, { schema: { params: idParams, querystring: pageQuerySchema } }, async (request) => {
    const location = await findVisibleLocation(db, requireActor(request).scope, request.params.id);
    return listLocationVendors(db, location.id, request.query);
  });

  // `all` is matched before `:id` (a static segment wins in Fastify's router).
  app.put(`${API_PREFIX}/locations/all/vendors/:vendorId`, { schema: { params: allVendorParams } }, async (request) =>
    setVendorForAll(db, requireActor(request), request.params.vendorId, true),
  );
  app.delete(`${API_PREFIX}/locations/all/vendors/:vendorId`, { schema: { params: allVendorParams } }, async (request) =>
    setVendorForAll(db, requireActor(request), request.params.vendorId, false),
  );

  app.put(`${API_PREFIX}/locations/:id/vendors/:vendorId`, { schema: { params: vendorParams } }, async (request) => {
    const location = await findEditableLocation(db, requireActor(request), request.params.id);
    const vendor = await findVendor(db, request.params.vendorId);
    await addVendorTo(db, vendor.id, [location]);
    return (await getLocationVendor(db, location.id, vendor.id))!;
  });

  app.delete(`${API_PREFIX}/locations/:id/vendors/:vendorId`, { schema: { params: vendorParams } }, async (request, reply) => {
    const location = await findEditableLocation(db, requireActor(request), request.params.id);
    await findVendor(db, request.params.vendorId);
    await removeVendorFrom(db, request.params.vendorId, [location.id]);
    return reply.status(204).send();
  });
}
