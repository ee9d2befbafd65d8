/**
 * CSV as spreadsheets read it (RFC 4180): fields with a comma, quote or line break are quoted, quotes
 * doubled, lines end with CRLF. Text that a spreadsheet would run as a formula (starting with =, +,
 * -, @, tab or carriage return, or a Unicode look-alike of = + - @ that a spreadsheet may fold to it)
 * is prefixed with an apostrophe, so an exported vendor name or note can never execute.
 */
export type CsvValue = string | number | null | undefined;

/** Full-width ＝ ＋ － ＠, small ﹦ ﹢ ﹣ ﹫, superscript and subscript ⁼ ⁺ ⁻ ₌ ₊ ₋, minus sign −, hyphens and dashes ‐ ‑ ‒ – —. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\u207C\u207A\u207B\u208C\u208A\u208B\u2212\u2010-\u2014]/;

function field(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, with its line break. */
export const csvLine = (values: readonly CsvValue[]): string => `${values.map(field).join(',')}\r\n`;

/** How `yes`/`no` columns of an import's CSV are written; true, false, 1 and 0 are read too. */
export const CSV_YES = 'yes';
export const CSV_NO = 'no';
/** docs/product/constants.md: how many of an import's rows its report lists (refused first; the counts are complete). */
export const CSV_IMPORT_LISTED_ROWS = 1_000;

/** A yes/no cell as written. */
export const csvYesNo = (value: boolean): string => (value ? CSV_YES : CSV_NO);

/** Cents as a dollar amount (1234 → 12.34), a number a spreadsheet sums. */
export const csvDollars = (cents: number): number => Math.round(cents) / 100;

/** A field as `csvLine` wrote it, as it was: the apostrophe put before formula-like text is taken off. */
export const fromCsvField = (text: string): string => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

/**
 * CSV text (RFC 4180, as spreadsheets save it) as rows of fields: quoted fields may hold commas,
 * doubled quotes and line breaks; lines end with CRLF or LF; a byte-order mark and blank lines are
 * skipped. Returns null for a quote left open (the file is cut off or not CSV).
 */
export function parseCsv(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.startsWith('\ufeff') ? text.slice(1) : text;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
  };
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c !== '"') field += c;
      else if (input[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') endRow();
    else if (c !== '\r' || input[i + 1] !== '\n') field += c;
  }
  if (quoted) return null;
  if (field !== '' || row.length) endRow();
  return rows;
}
