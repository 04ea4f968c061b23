import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, csvText, guardFormula, shopDateTime } from '@/domain/csv';
import { parseCsv } from './kitchen/read-csv';

describe('csvField and csvText (RFC 4180)', () => {
  it('quotes a field holding a comma, a double quote, CR or LF, doubling its quotes', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('')).toBe('');
    expect(csvField('Mombasa, Kenya')).toBe('"Mombasa, Kenya"');
    expect(csvField('say "jambo"')).toBe('"say ""jambo"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvField("it's; fine\ttoo")).toBe("it's; fine\ttoo");
  });

  it('ends every row, the last included, with CRLF', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n');
    expect(csvText([])).toBe('');
  });

  it('reads back as the rows written, whatever the text', () => {
    const rows = fc.array(fc.array(fc.string({ unit: 'grapheme-composite' }), { minLength: 2, maxLength: 5 }), {
      maxLength: 5,
    });
    fc.assert(
      fc.property(rows, (written) => {
        expect(parseCsv(csvText(written))).toEqual(written);
      }),
    );
  });
});

describe('guardFormula', () => {
  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(guardFormula('=HYPERLINK("https://evil.example","Click")')).toBe(
      '\'=HYPERLINK("https://evil.example","Click")',
    );
    expect(guardFormula('+1 913 555 0142')).toBe("'+1 913 555 0142");
    expect(guardFormula('-2+3')).toBe("'-2+3");
    expect(guardFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(guardFormula('\t=1+1')).toBe("'\t=1+1");
    expect(guardFormula('\r=1+1')).toBe("'\r=1+1");
  });

  it('leaves other text alone, formula characters after the first included', () => {
    expect(guardFormula('Wanjiru Kamau')).toBe('Wanjiru Kamau');
    expect(guardFormula('913-555-0142')).toBe('913-555-0142');
    expect(guardFormula('a=b')).toBe('a=b');
    expect(guardFormula('')).toBe('');
  });
});

describe('shopDateTime', () => {
  it("writes the shop's wall clock, on both daylight-saving days", () => {
    expect(shopDateTime(new Date('2026-11-24T20:00:00Z'))).toBe('2026-11-24 14:00');
    // 8 March 2026: 01:30 CST, then the clocks jump from 02:00 to 03:00 CDT.
    expect(shopDateTime(new Date('2026-03-08T07:30:00Z'))).toBe('2026-03-08 01:30');
    expect(shopDateTime(new Date('2026-03-08T08:00:00Z'))).toBe('2026-03-08 03:00');
    // 1 November 2026: 01:30 comes twice, first in CDT then in CST.
    expect(shopDateTime(new Date('2026-11-01T06:30:00Z'))).toBe('2026-11-01 01:30');
    expect(shopDateTime(new Date('2026-11-01T07:30:00Z'))).toBe('2026-11-01 01:30');
    // Late evening in Kansas City is already the next day in UTC.
    expect(shopDateTime(new Date('2026-11-25T05:30:00Z'))).toBe('2026-11-24 23:30');
  });
});
