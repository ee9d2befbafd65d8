import type { ServerModule } from '../module';
import { assetCsvRoutes } from './asset-csv.routes';
import { assetFilesRoutes } from './asset-files.routes';
import { assetsRoutes } from './assets.routes';

/** Assets: the asset calls, their photos and attachments, and the CSV export and import. */
export const assetsModule: ServerModule = async (app, options) => {
  await app.register(assetsRoutes, options);
  await app.register(assetFilesRoutes, options);
  await app.register(assetCsvRoutes, options);
};
