import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { pageQuerySchema } from '../../../domain/api/paging';
import { apiPath } from '../../../domain/api/paths';
import {
  VENDOR_PREFERENCE_PATHS,
  assetRostersAnswerSchema,
  categoryRosterPutSchema,
  categoryRostersAnswerSchema,
  categoryRosterWriteResultSchema,
  doNotSuggestSchema,
  locationVendorPreferencesPageSchema,
  locationVendorPreferencesSchema,
  locationVendorPreferencesWriteResultSchema,
  vendorSuggestionPageSchema,
} from '../../../domain/vendors/vendor-preferences-api';
import { locations } from '../../db/schema/tenancy';
import { notFound } from '../../http-error';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { canSeeCustomer } from '../../db/tenant-scope';
import { findVisibleAsset } from '../assets/asset-access';
import { findEditableLocation, findVisibleLocation, locationVisibleTo } from '../locations/locations.service';
import { preferencesFor, preferencesOf, putCategoryRoster, setDoNotSuggest } from './vendor-preferences.service';
import { suggestVendorsForAsset } from './vendor-suggestions.service';
import type { ServerModule } from '../module';

const locationParams = z.object({ id: z.guid('id must be a location id') });
const categoryParams = locationParams.extend({ categoryId: z.guid('categoryId must be a service category id') });

/** Location rosters, do-not-suggest marks and vendor suggestions under API_PREFIX (VENDOR_PREFERENCE_PATHS). */
export const vendorPreferencesModule: ServerModule = async (app, { db }) => {
  app.get(
    apiPath(VENDOR_PREFERENCE_PATHS.assetSuggestions),
    { schema: { params: z.object({ id: z.guid('id must be an asset id') }), querystring: pageQuerySchema, response: { 200: vendorSuggestionPageSchema } } },
    async (request) => {
      const asset = await findVisibleAsset(db, requireActor(request).scope, request.params.id);
      return suggestVendorsForAsset(db, asset.id, request.query);
    },
  );

  app.get(
    apiPath(VENDOR_PREFERENCE_PATHS.categoryRosters),
    { schema: { params: locationParams, response: { 200: categoryRostersAnswerSchema } } },
    async (request) => {
      const place = await findVisibleLocation(db, requireActor(request).scope, request.params.id);
      const { locationId, categoryRosters } = await preferencesOf(db, place);
      return { locationId, categories: categoryRosters };
    },
  );

  app.put(
    apiPath(VENDOR_PREFERENCE_PATHS.categoryRoster),
    { schema: { params: categoryParams, body: categoryRosterPutSchema, response: { 200: categoryRosterWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const place = await findEditableLocation(tx, actor, request.params.id);
        return { status: 200, body: await putCategoryRoster(tx, place, request.params.categoryId, request.body) };
      });
    },
  );

  app.get(
    apiPath(VENDOR_PREFERENCE_PATHS.assetRosters),
    { schema: { params: locationParams, response: { 200: assetRostersAnswerSchema } } },
    async (request) => {
      const place = await findVisibleLocation(db, requireActor(request).scope, request.params.id);
      const { locationId, assetRosters } = await preferencesOf(db, place);
      return { locationId, assets: assetRosters };
    },
  );

  app.get(
    apiPath(VENDOR_PREFERENCE_PATHS.location),
    { schema: { params: locationParams, response: { 200: locationVendorPreferencesSchema } } },
    async (request) => {
      const place = await findVisibleLocation(db, requireActor(request).scope, request.params.id);
      return preferencesOf(db, place);
    },
  );

  app.post(
    apiPath(VENDOR_PREFERENCE_PATHS.doNotSuggest),
    { schema: { params: locationParams, body: doNotSuggestSchema, response: { 200: locationVendorPreferencesWriteResultSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      return withIdempotency(db, request, reply, async (tx) => {
        const place = await findEditableLocation(tx, actor, request.params.id);
        return { status: 200, body: await setDoNotSuggest(tx, place, request.body.vendorId, request.body.doNotSuggest) };
      });
    },
  );

  app.get(
    apiPath(VENDOR_PREFERENCE_PATHS.customer),
    {
      schema: {
        params: z.object({ id: z.guid('id must be a customer id') }),
        querystring: pageQuerySchema,
        response: { 200: locationVendorPreferencesPageSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const customerId = request.params.id;
      if (!canSeeCustomer(actor.scope, customerId)) throw notFound('Customer');
      const where = and(eq(locations.customerId, customerId), locationVisibleTo(actor.scope));
      const places = await db
        .select({ id: locations.id, customerId: locations.customerId, name: locations.name })
        .from(locations)
        .where(where)
        .orderBy(asc(locations.name), asc(locations.id))
        .limit(request.query.limit)
        .offset(request.query.offset);
      const [total] = await db.select({ n: count() }).from(locations).where(where);
      return { items: await preferencesFor(db, places), total: total?.n ?? 0, limit: request.query.limit, offset: request.query.offset };
    },
  );
};
