import type { ServerModule } from '../module';
import { assetFilesRoutes } from './asset-files.routes';
import { assetsRoutes } from './assets.routes';

/** Assets: the asset calls, and their photos and attachments. */
export const assetsModule: ServerModule = async (app, options) => {
  await app.register(assetsRoutes, options);
  await app.register(assetFilesRoutes, options);
};
