import { fileAnswer } from '../../../domain/api/contract';
import { apiPath } from '../../../domain/api/paths';
import { ASSET_PATHS } from '../../../domain/assets/asset-api';
import { ASSET_IMPORT_MAX_BYTES, ASSET_IMPORT_MESSAGES, assetImportAnswerSchema, assetImportQuerySchema } from '../../../domain/assets/asset-csv';
import { assetSummaryQuerySchema } from '../../../domain/assets/asset-filters';
import { badRequest } from '../../http-error';
import { requireActor } from '../../plugins/actor';
import { withIdempotency } from '../../plugins/idempotency';
import { chosenCustomerId } from '../customers/customers.service';
import type { ServerModule } from '../module';
import { assetCsv } from './asset-export.service';
import { assertMayImportAssets, importAssets } from './asset-import.service';

const today = () => new Date().toISOString().slice(0, 10);

/** Assets in bulk (docs/product/assets-and-locations.md#assets-in-bulk): the CSV export and import. */
export const assetCsvRoutes: ServerModule = async (app, { db }) => {
  // The import's body is the CSV file as it is (this plugin only: elsewhere text/csv stays refused).
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: ASSET_IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.get(
    apiPath(ASSET_PATHS.exportCsv),
    { schema: { querystring: assetSummaryQuerySchema, response: { 200: fileAnswer('text/csv', 'Every asset of the filters, one row each') } } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="assets-${today()}.csv"`)
        .header('cache-control', 'no-store')
        .send(assetCsv(db, requireActor(request).scope, request.query)),
  );

  app.post(
    apiPath(ASSET_PATHS.importCsv),
    { bodyLimit: ASSET_IMPORT_MAX_BYTES, schema: { querystring: assetImportQuerySchema, response: { 200: assetImportAnswerSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      assertMayImportAssets(actor);
      if (typeof request.body !== 'string') throw badRequest(ASSET_IMPORT_MESSAGES.empty);
      const csv = request.body;
      const customerId = chosenCustomerId(actor, request.query.customerId, ASSET_IMPORT_MESSAGES.noCustomer);
      return withIdempotency(db, request, reply, async (tx) => ({ status: 200, body: await importAssets(tx, actor, customerId, csv, request.query.dryRun) }));
    },
  );
};
