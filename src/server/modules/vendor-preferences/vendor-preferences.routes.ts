import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '../../../domain/api/paging';
import { API_PREFIX } from '../../../domain/api/paths';
import { categoryRosterPutSchema, doNotSuggestSchema } from '../../../domain/vendors/vendor-preferences-api';
import type { Database } from '../../db/client';
import { locations } from '../../db/schema/tenancy';
import { notFound } from '../../http-error';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { canSeeCustomer } from '../../plugins/tenant-scope';
import { findVisibleAsset } from '../assets/asset-access';
import { findEditableLocation, findVisibleLocation, locationVisibleTo } from '../locations/locations.service';
import { preferencesFor, preferencesOf, putCategoryRoster, setDoNotSuggest } from './vendor-preferences.service';
import { suggestVendorsForAsset } from './vendor-suggestions.service';

const P = `${API_PREFIX}/vendor-preferences`;
const locationParams = z.object({ id: z.guid('id must be a location id') });
const categoryParams = locationParams.extend({ categoryId: z.guid('categoryId must be a service category id') });

export function vendorPreferencesRoutes(root: FastifyInstance, db: Database): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(`${P}/suggestions/asset/:id`, { schema: { params: z.object({ id: z.guid('id must be an asset id') }), querystring: pageQuerySchema } }, async (request) => {
    const asset = await findVisibleAsset(db, requireActor(request).scope, request.params.id);
    return suggestVendorsForAsset(db, asset.id, request.query);
  });

  app.get(`${P}/locations/:id/servicecategories`, { schema: { params: locationParams } }, async (request) => {
    const place = await findVisibleLocation(db, requireActor(request).scope, request.params.id);
    const { locationId, categoryRosters } = await preferencesOf(db, place);
    return { locationId, categories: categoryRosters };
  });

  app.put(`${P}/locations/:id/servicecategories/:categoryId`, { schema: { params: categoryParams, body: categoryRosterPutSchema } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => {
      const place = await findEditableLocation(tx, actor, request.params.id);
      return { status: 200, body: await putCategoryRoster(tx, place, request.params.categoryId, request.body) };
    });
  });

  app.get(`${P}/locations/:id/assets`, { schema: { params: locationParams } }, async (request) => {
    const place = await findVisibleLocation(db, requireActor(request).scope, request.params.id);
    const { locationId, assetRosters } = await preferencesOf(db, place);
    return { locationId, assets: assetRosters };
  });

  app.get(`${P}/locations/:id`, { schema: { params: locationParams } }, async (request) => {
    const place = await findVisibleLocation(db, requireActor(request).scope, request.params.id);
    return preferencesOf(db, place);
  });

  app.post(`${P}/locations/:id/doNotSuggest`, { schema: { params: locationParams, body: doNotSuggestSchema } }, async (request, reply) => {
    const actor = requireActor(request);
    return withIdempotency(db, request, reply, async (tx) => {
      const place = await findEditableLocation(tx, actor, request.params.id);
      return { status: 200, body: await setDoNotSuggest(tx, place, request.body.vendorId, request.body.doNotSuggest) };
    });
  });

  app.get(
    `${P}/customers/:id`,
    { schema: { params: z.object({ id: z.guid('id must be a customer id') }), querystring: pageQuerySchema } },
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
}
