import { ASSET_PATHS } from '../../../domain/assets/asset-api';
import { ASSET_IMPORT_MAX_BYTES, ASSET_IMPORT_MESSAGES, assetImportAnswerSchema } from '../../../domain/assets/asset-csv';
import { assetSummaryQuerySchema } from '../../../domain/assets/asset-filters';
import { registerCsvRoutes } from '../../csv/csv-routes';
import type { ServerModule } from '../module';
import { assetCsv } from './asset-export.service';
import { assertMayImportAssets, importAssets } from './asset-import.service';

/** Assets in bulk (docs/product/assets-and-locations.md#assets-in-bulk): the CSV export and import. */
export const assetCsvRoutes: ServerModule = async (app, { db }) => {
  registerCsvRoutes(app, db, {
    exportPath: ASSET_PATHS.exportCsv,
    exportQuery: assetSummaryQuerySchema,
    exportDescription: 'Every asset of the filters, one row each',
    fileName: 'assets',
    exportCsv: (actor, query) => assetCsv(db, actor.scope, query),
    importPath: ASSET_PATHS.importCsv,
    maxBytes: ASSET_IMPORT_MAX_BYTES,
    answer: assetImportAnswerSchema,
    messages: ASSET_IMPORT_MESSAGES,
    assertMayImport: assertMayImportAssets,
    importCsv: importAssets,
  });
};
