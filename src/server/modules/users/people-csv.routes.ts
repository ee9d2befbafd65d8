import { PEOPLE_IMPORT_MESSAGES, peopleCsvQuerySchema, peopleImportAnswerSchema } from '../../../domain/users/people-csv';
import { PEOPLE_IMPORT_MAX_BYTES } from '../../../domain/users/people-csv-columns';
import { USER_PATHS } from '../../../domain/users/users-api';
import { registerCsvRoutes } from '../../csv/csv-routes';
import { auditedRequest } from '../../plugins/actor';
import { chosenCustomerId } from '../customers/customers.service';
import type { ServerModule } from '../module';
import { assertMayImportPeople, importPeople, peopleCsv } from './people-csv.service';

/** People in bulk (docs/product/sessions-and-tenancy.md#people-in-bulk): the CSV export and import of a customer's people. */
export const peopleCsvRoutes: ServerModule = async (app, { db, config }) => {
  registerCsvRoutes(app, db, {
    exportPath: USER_PATHS.exportCsv,
    exportQuery: peopleCsvQuerySchema,
    exportDescription: 'Every person of the customer and the filters, one row each',
    fileName: 'people',
    exportCsv: (actor, query) => peopleCsv(db, actor, chosenCustomerId(actor, query.customerId, PEOPLE_IMPORT_MESSAGES.noCustomer), query),
    importPath: USER_PATHS.importCsv,
    maxBytes: PEOPLE_IMPORT_MAX_BYTES,
    answer: peopleImportAnswerSchema,
    messages: PEOPLE_IMPORT_MESSAGES,
    assertMayImport: assertMayImportPeople,
    importCsv: (tx, call) => importPeople(tx, call, { db, sender: app.messageSender, publicUrl: config.PUBLIC_URL, request: auditedRequest(call.request) }),
  });
};
