import { describe, expect, it } from 'vitest';
import { csvLine, fromCsvField, parseCsv } from '../../src/domain/format/csv';

/** Reading CSV back (the asset import): what csvLine and spreadsheets write comes back as it was. */
describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF or LF, skipping a BOM and blank lines', () => {
    const text = '\ufeffa,b,c\r\n"x, y","say ""hi""","two\nlines"\n\n1,,3\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
    ]);
  });

  it('reads a last line without a line break, and empty fields at the end of a line', () => {
    expect(parseCsv('a,b,\n1,2,')).toEqual([
      ['a', 'b', ''],
      ['1', '2', ''],
    ]);
  });

  it('refuses a quote left open', () => {
    expect(parseCsv('a,"b\n1,2')).toBeNull();
  });

  it('round-trips what csvLine writes, formula guards included', () => {
    const values = ['-40 Freezer', '=SUM(A1)', 'plain', 'with "quotes", and commas', ''];
    const [row] = parseCsv(csvLine(values))!;
    expect(row!.map(fromCsvField)).toEqual(values);
    expect(fromCsvField("'quoted on purpose")).toBe("'quoted on purpose");
  });
});
