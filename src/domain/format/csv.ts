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

/** Cents as a dollar amount (1234 → 12.34), a number a spreadsheet sums. */
export const csvDollars = (cents: number): number => Math.round(cents) / 100;
