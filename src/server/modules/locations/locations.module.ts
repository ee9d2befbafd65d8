import type { ServerModule } from '../module';
import { locationCsvRoutes } from './location-csv.routes';
import { locationsRoutes } from './locations.routes';

/** Locations: the location calls with each location's vendor network, and the CSV export and import. */
export const locationsModule: ServerModule = async (app, options) => {
  await app.register(locationsRoutes, options);
  await app.register(locationCsvRoutes, options);
};
