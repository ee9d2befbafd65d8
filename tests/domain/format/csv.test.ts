import { describe, expect, it } from 'vitest';
import { csvLine } from '@domain/format/csv';

describe('csvLine', () => {
  it('prefixes text a spreadsheet would run as a formula', () => {
    expect(csvLine(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain'])).toBe("'=1+1,'+1,'-1,'@SUM(A1),'\tx,plain\r\n");
  });

  it('prefixes the Unicode look-alikes of = + - @ like the ASCII ones', () => {
    const lookAlikes = ['＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫', '−', '⁼', '⁺', '⁻', '–', '—'];
    for (const start of lookAlikes) expect(csvLine([`${start}HYPERLINK("x")`])).toBe(`"'${start}HYPERLINK(""x"")"\r\n`);
  });

  it('leaves other text and numbers as they are', () => {
    expect(csvLine(['Café', 'a=b', -5, null])).toBe('Café,a=b,-5,\r\n');
  });
});
