import { z } from 'zod';
import { opIdField } from '../api/contract';

/**
 * What the CSV imports of assets, locations and people share (docs/product/assets-and-locations.md#assets-in-bulk):
 * the query of POST <area>/import, the report it answers, and the texts of a file it cannot read.
 * Each area's columns live apart from its schemas (`*-csv-columns.ts`), so the dialog that shows
 * them does not load these.
 */

/** POST <area>/import query: `dryRun=false` applies the file; the default only reports. */
export const csvImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], 'must be true or false')
    .transform((v) => v === 'true')
    .default(true),
  /** The customer the rows are for; defaults to the caller's current customer. */
  customerId: z.guid('customerId must be a customer id').optional(),
});

export const CSV_IMPORT_ACTIONS = ['create', 'update', 'refuse'] as const;

const rowFields = {
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  action: z.enum(CSV_IMPORT_ACTIONS),
  name: z.string(),
  /** Why the row is refused; null otherwise. */
  reason: z.string().nullable(),
  /** The columns an update changes. */
  changes: z.array(z.string()),
};
const countsSchema = z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), refused: z.number().int() });
export type CsvImportCounts = z.infer<typeof countsSchema>;

/** One listed row of a report, whatever the area (the row's id goes under the area's own name: assetId, locationId, userId). */
export type CsvImportRow = z.infer<z.ZodObject<typeof rowFields>>;

/**
 * What an import did or would do. `applied` is false for a dry run, and for a real run with any row
 * refused: then nothing of the file is applied. `rows` lists the refused rows first, then those
 * that add or change something, up to CSV_IMPORT_LISTED_ROWS; unchanged rows are only counted.
 */
export interface CsvImportReport {
  applied: boolean;
  counts: CsvImportCounts;
  rows: CsvImportRow[];
  /** More rows than listed would add, change or be refused. */
  truncated: boolean;
}

/** The row, report and answer schemas of one area's import, its rows naming their id `idKey`. */
export function csvImportSchemas<K extends string>(idKey: K) {
  const row = z.object(rowFields).extend({ [idKey]: z.string().nullable() } as { [P in K]: z.ZodNullable<z.ZodString> });
  const report = z.object({ applied: z.boolean(), counts: countsSchema, rows: z.array(row), truncated: z.boolean() });
  return { row, report, answer: report.extend(opIdField) };
}

/** What an area's rows are called in the texts: `an asset`, `assets`, `asset`. */
export interface CsvRowNouns {
  one: string;
  many: string;
  singular: string;
}

/** docs/product/messages.md texts of an import: a file it cannot read (400), and the refusals every area shares. */
export function csvImportMessages(nouns: CsvRowNouns, columns: readonly string[], maxRows: number) {
  return {
    noCustomer: `customerId: you belong to several customers; name the one the ${nouns.many} are for.`,
    notCsv: 'The file is not CSV text: a quoted field is never closed.',
    empty: `The file has no rows: the first line names the columns, each line after it is ${nouns.one}.`,
    tooMany: `The file has more than ${maxRows.toLocaleString('en-US')} rows: split it into smaller files.`,
    unknownColumns: (names: string[]) => `Unknown columns: ${names.join(', ')}. The columns are ${columns.join(', ')}.`,
    missingColumns: (names: string[]) => `Missing columns: ${names.join(', ')}.`,
    forbidden: `You do not have permission to import ${nouns.many} for this customer.`,
    badId: `id: leave it empty for a new ${nouns.singular}, or keep the id the export gave.`,
    unknownId: `id: no ${nouns.singular} of this customer has this id.`,
    repeatedId: (line: number) => `id: this ${nouns.singular} is on line ${line} already.`,
  };
}
export type CsvImportMessages = ReturnType<typeof csvImportMessages>;
