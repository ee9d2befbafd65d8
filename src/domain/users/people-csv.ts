import type { z } from 'zod';
import { csvImportMessages, csvImportSchemas } from '../format/csv-import';
import { PEOPLE_CSV_COLUMNS, PEOPLE_IMPORT_MAX_ROWS } from './people-csv-columns';
import { peopleListQuerySchema } from './users-api';

/** GET user-profiles/export.csv: the people list's search and archived switch, for one customer (the current one unless named); not paged. */
export const peopleCsvQuerySchema = peopleListQuerySchema.pick({ search: true, includeArchived: true, customerId: true });
export type PeopleCsvQuery = z.infer<typeof peopleCsvQuerySchema>;

const schemas = csvImportSchemas('userId');
/** What POST user-profiles/import did or would do (CsvImportReport, each row naming its person as `userId`). */
export const peopleImportReportSchema = schemas.report;
export type PeopleImportReport = z.infer<typeof peopleImportReportSchema>;
export const peopleImportAnswerSchema = schemas.answer;
export type PeopleImportAnswer = z.infer<typeof peopleImportAnswerSchema>;

/** docs/product/messages.md texts of the people import. */
export const PEOPLE_IMPORT_MESSAGES = {
  ...csvImportMessages({ one: 'a person', many: 'people', singular: 'person' }, PEOPLE_CSV_COLUMNS, PEOPLE_IMPORT_MAX_ROWS),
  forbidden: 'You do not have permission to manage people of this customer.',
} as const;
