import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { pageQuerySchema } from '../../../domain/api/paging';
import { apiPath } from '../../../domain/api/paths';
import {
  LOCATION_PATHS,
  allLocationsQuerySchema,
  assetLocationPageSchema,
  locationDetailSchema,
  locationListQuerySchema,
  locationPatchSchema,
  locationSummaryPageSchema,
  locationVendorBulkWriteResultSchema,
  locationVendorPageSchema,
  locationVendorRemovalSchema,
  locationVendorWriteResultSchema,
  locationWriteResultSchema,
} from '../../../domain/locations/location-api';
import { locations } from '../../db/schema/tenancy';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { canSeeCustomer } from '../../db/tenant-scope';
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
} from './locations.service';
import { createLocation, setLocationArchived, updateLocation } from './location-writes.service';
import { locationCreateSchema } from '../../../domain/locations/location-setup';
import type { ServerModule } from '../module';

const idParams = z.object({ id: z.guid('id must be a location id') });
const vendorParams = z.object({ id: z.guid('id must be a location id'), vendorId: z.guid('vendorId must be a vendor id') });
const allVendorParams = z.object({ vendorId: z.guid('vendorId must be a vendor id') });

const locationPage = { 200: locationSummaryPageSchema };

/** The location calls of docs/product/README.md#api under API_PREFIX (LOCATION_PATHS), with each location's vendor network. */
export const locationsRoutes: ServerModule = async (app, { db }) => {
  app.get(apiPath(LOCATION_PATHS.viewable), { schema: { querystring: locationListQuerySchema, response: locationPage } }, async (request) =>
    listLocations(db, locationVisibleTo(requireActor(request).scope), request.query),
  );

  app.get(apiPath(LOCATION_PATHS.viewableMultiTenant), { schema: { querystring: locationListQuerySchema, response: locationPage } }, async (request) =>
    listLocations(db, locationVisibleTo(membershipScope(requireActor(request))), request.query),
  );

  app.get(apiPath(LOCATION_PATHS.all), { schema: { querystring: allLocationsQuerySchema, response: locationPage } }, async (request) => {
    const actor = requireActor(request);
    const { customerId, ...query } = request.query;
    if (customerId && !canSeeCustomer(actor.scope, customerId)) throw notFound('Customer');
    return listLocations(db, and(locationVisibleTo(actor.scope), customerId ? eq(locations.customerId, customerId) : undefined), query);
  });

  app.get(
    apiPath(LOCATION_PATHS.viewableAssetLocations),
    { schema: { querystring: locationListQuerySchema, response: { 200: assetLocationPageSchema } } },
    async (request) => listAssetLocations(db, requireActor(request).scope, request.query),
  );

  app.get(apiPath(LOCATION_PATHS.viewableRequestLocations), { schema: { querystring: locationListQuerySchema, response: locationPage } }, async (request) =>
    listLocations(db, requestLocationCondition(requireActor(request).scope), request.query),
  );

  app.get(apiPath(LOCATION_PATHS.one), { schema: { params: idParams, response: { 200: locationDetailSchema } } }, async (request) =>
    getLocation(db, requireActor(request), request.params.id),
  );

  app.patch(
    apiPath(LOCATION_PATHS.one),
    { schema: { params: idParams, body: locationPatchSchema, response: { 200: locationWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        await updateLocation(tx, actor, request.params.id, request.body);
        return { status: 200, body: await getLocation(tx, actor, request.params.id) };
      });
    },
  );

  app.post(apiPath(LOCATION_PATHS.create), { schema: { body: locationCreateSchema, response: { 201: locationWriteResultSchema } } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => {
      const id = await createLocation(tx, actor, request.body);
      return { status: 201, body: await getLocation(tx, actor, id) };
    });
  });

  for (const [path, archived] of [
    [LOCATION_PATHS.archive, true],
    [LOCATION_PATHS.restore, false],
  ] as const) {
    app.post(apiPath(path), { schema: { params: idParams, response: { 200: locationWriteResultSchema } } }, async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        await setLocationArchived(tx, actor, request.params.id, archived);
        return { status: 200, body: await getLocation(tx, actor, request.params.id) };
      });
    });
  }

  app.get(
    apiPath(LOCATION_PATHS.vendors),
    { schema: { params: idParams, querystring: pageQuerySchema, response: { 200: locationVendorPageSchema } } },
    async (request) => {
      const location = await findVisibleLocation(db, requireActor(request).scope, request.params.id);
      return listLocationVendors(db, location.id, request.query);
    },
  );

  // `all` is matched before `:id` (a static segment wins in Fastify's router).
  for (const [method, present] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: apiPath(LOCATION_PATHS.allVendor),
      schema: { params: allVendorParams, response: { 200: locationVendorBulkWriteResultSchema } },
      handler: async (request, reply) => {
        const actor = requireActor(request);
        return withIdempotency(db, request, reply, async (tx) => ({ status: 200, body: await setVendorForAll(tx, actor, request.params.vendorId, present) }));
      },
    });
  }

  app.put(apiPath(LOCATION_PATHS.vendor), { schema: { params: vendorParams, response: { 200: locationVendorWriteResultSchema } } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => {
      const location = await findEditableLocation(tx, actor, request.params.id);
      const vendor = await findVendor(tx, request.params.vendorId);
      await addVendorTo(tx, vendor.id, [location]);
      return { status: 200, body: (await getLocationVendor(tx, location.id, vendor.id))! };
    });
  });

  // 200 with a body rather than 204: the outbox needs the echoed opId to count the delete as delivered.
  app.delete(apiPath(LOCATION_PATHS.vendor), { schema: { params: vendorParams, response: { 200: locationVendorRemovalSchema } } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => {
      const location = await findEditableLocation(tx, actor, request.params.id);
      const vendor = await findVendor(tx, request.params.vendorId);
      const removed = await removeVendorFrom(tx, vendor.id, [location.id]);
      return { status: 200, body: { locationId: location.id, vendorId: vendor.id, removed: removed > 0 } };
    });
  });
};
