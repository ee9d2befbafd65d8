import { LOCATION_IMPORT_MESSAGES, locationCsvQuerySchema, locationImportAnswerSchema } from '../../../domain/locations/location-csv';
import { LOCATION_IMPORT_MAX_BYTES } from '../../../domain/locations/location-csv-columns';
import { LOCATION_PATHS } from '../../../domain/locations/location-paths';
import { registerCsvRoutes } from '../../csv/csv-routes';
import { chosenCustomerId } from '../customers/customers.service';
import type { ServerModule } from '../module';
import { assertMayImportLocations, importLocations, locationCsv } from './location-csv.service';

/** Locations in bulk (docs/product/assets-and-locations.md#locations-in-bulk): the CSV export and import. */
export const locationCsvRoutes: ServerModule = async (app, { db }) => {
  registerCsvRoutes(app, db, {
    exportPath: LOCATION_PATHS.exportCsv,
    exportQuery: locationCsvQuerySchema,
    exportDescription: 'Every location of the customer and the filters, one row each',
    fileName: 'locations',
    exportCsv: (actor, query) => locationCsv(db, actor.scope, chosenCustomerId(actor, query.customerId, LOCATION_IMPORT_MESSAGES.noCustomer), query),
    importPath: LOCATION_PATHS.importCsv,
    maxBytes: LOCATION_IMPORT_MAX_BYTES,
    answer: locationImportAnswerSchema,
    messages: LOCATION_IMPORT_MESSAGES,
    assertMayImport: assertMayImportLocations,
    importCsv: importLocations,
  });
};
