import { csvLine, type CsvValue } from '@domain/format/csv';

/**
 * One column of a report's table: its header, the cell as the page shows it and the value the CSV
 * export writes (numbers a spreadsheet sums: dollars, not "$1.2k"). The table and its CSV are built
 * from the same columns, so the export holds what is shown.
 */
export interface ReportColumn<T> {
  header: string;
  cell: (row: T) => string;
  csv: (row: T) => CsvValue;
  /** Numbers are right-aligned. */
  numeric?: boolean;
}

/** The CSV text of a table: the header line, then one line per row, as src/domain/format/csv.ts writes them. */
export function csvOf<T>(columns: readonly ReportColumn<T>[], rows: readonly T[]): string {
  return csvLine(columns.map((c) => c.header)) + rows.map((r) => csvLine(columns.map((c) => c.csv(r)))).join('');
}

/** Mean hours with one decimal ("12.5 h"), or a dash when nothing was measured. */
export const hoursText = (h: number | null): string => (h === null ? '–' : `${h.toFixed(1)} h`);
/** A share in percent with one decimal ("87.5%"), or a dash when nothing was measured. */
export const percentText = (p: number | null): string => (p === null ? '–' : `${p.toFixed(1)}%`);
/** A count with thousands separators. */
export const countText = (n: number): string => n.toLocaleString('en-US');

/** A report's CSV file name: the report and the period, e.g. "requests-2025-01-01-to-2025-12-31.csv". */
export const csvFileName = (report: string, period: { from: string; to: string }): string => `${report}-${period.from}-to-${period.to}.csv`;
