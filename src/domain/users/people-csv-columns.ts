// The columns and limits of the people CSV, apart from its schemas (people-csv.ts), so the screen
// that shows them does not load the schemas and what they import.

/**
 * A customer's people as CSV (docs/product/sessions-and-tenancy.md#people-in-bulk): the same
 * columns out (GET user-profiles/export.csv) and in (POST user-profiles/import), so export → edit
 * in a spreadsheet → import changes exactly what was edited. A row with an `id` changes that
 * person; one without adds (and invites) one.
 */
export const PEOPLE_CSV_COLUMNS = ['id', 'name', 'email', 'phone', 'role', 'all_locations', 'locations', 'ooo_start_date', 'ooo_end_date'] as const;
export type PeopleCsvColumn = (typeof PEOPLE_CSV_COLUMNS)[number];

/** Columns an import must have. */
export const PEOPLE_CSV_REQUIRED: readonly PeopleCsvColumn[] = ['name'];

/** How the `locations` cell separates a person's locations (each by store number, else by name). */
export const CSV_LOCATION_SEPARATOR = ';';

/**
 * docs/product/constants.md: the most rows one import takes, and its largest file. Each new person
 * is added and invited one by one, as POST user-profiles does: 2,000 take about half a minute on
 * PostgreSQL and under a minute on PGlite (npm run bench:import).
 */
export const PEOPLE_IMPORT_MAX_ROWS = 2_000;
export const PEOPLE_IMPORT_MAX_BYTES = 1024 * 1024;
