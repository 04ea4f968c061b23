import { beforeAll, describe, expect, it } from 'vitest';
import adminKitchen from '../../netlify/functions/admin-kitchen.mts';
import ordersExport from '../../netlify/functions/orders-export.mts';
import { dishPiecesOn } from '@/domain/fulfilment/piece-limits';
import { addDays, shopDayBounds, weekdayOf } from '@/domain/fulfilment/schedule';
import type { KitchenDayView } from '@/domain/kitchen/kitchen-day';
import { database } from '@/server/db';
import { takenBetween } from '@/server/repositories/fulfilment-repository';
import { adminAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { insertOrder } from './support/orders';

/*
 * The kitchen's limits in pieces (issue 26) as the owner sees them on /admin/kitchen and in the
 * pieces export. The day is the fall-back Sunday of 2031 (25 hours in Kansas City): 1:00 comes
 * twice, first in CDT (06:00 UTC) then in CST (07:00 UTC), and each is a window of its own. This
 * file has its own database (own-database.ts), so the limits set here reach no other test.
 */
const FALL = addDays('2031-11-01', (7 - weekdayOf('2031-11-01')) % 7);
const MONDAY = addDays(FALL, 1);

/** A half-hour window from an instant given in UTC on a date. */
const window = (date: string, utcTime: string) => {
  const start = new Date(`${date}T${utcTime}:00Z`);
  return { start, end: new Date(start.getTime() + 30 * 60_000) };
};
// 00:30 CDT, 01:00 CDT, 01:00 CST, 23:30 CST on the Sunday, then 00:00 CST on Monday.
const W_0030 = window(FALL, '05:30');
const W_0100_CDT = window(FALL, '06:00');
const W_0100_CST = window(FALL, '07:00');
const W_2330 = window(MONDAY, '05:30');
const W_MONDAY = window(MONDAY, '06:00');

const BEEF = (quantity: number) => ({ productId: 1, name: 'Beef Samosa', quantity, priceCents: 190 });
const CHICKEN = (quantity: number) => ({ productId: 2, name: 'Chicken Samosa', quantity, priceCents: 200 });
const CHAPATI = (quantity: number) => ({ productId: 4, name: 'Chapati', quantity, priceCents: 150 });

const kitchen = (date: string) =>
  call<KitchenDayView & ErrorAnswer>(adminKitchen, `/api/admin/kitchen?date=${date}`, { cookie: admin });
const exportCsv = (query: string) =>
  call<string & ErrorAnswer>(ordersExport, `/api/orders/export${query}`, { cookie: admin });

let admin: string;

beforeAll(async () => {
  admin = (await adminAccount()).cookie;
  // 30 beef samosas and 100 chapatis a day; Chicken Samosa is off the menu now, so it has no limit
  // any more; 40 pieces of every dish together per window.
  await sql(`UPDATE products SET daily_limit = CASE id WHEN 1 THEN 30 WHEN 4 THEN 100 ELSE 5 END`);
  await sql(`UPDATE products SET status = 'archived' WHERE id = 2`);
  await sql('UPDATE fulfilment_settings SET window_pieces = 40');

  await insertOrder({ lines: [BEEF(20), CHAPATI(20)], fulfilmentWindow: W_0030 });
  await insertOrder({ lines: [BEEF(6)], fulfilmentWindow: W_0100_CDT });
  await insertOrder({ lines: [BEEF(4), CHICKEN(3)], fulfilmentWindow: W_0100_CST });
  await insertOrder({ status: 'cancelled', lines: [BEEF(50)], fulfilmentWindow: W_0100_CST });
  // Taken before the owner lowered the window's pieces to 40: 5 over.
  await insertOrder({ lines: [CHAPATI(45)], fulfilmentWindow: W_2330 });
  await insertOrder({ lines: [BEEF(9)], fulfilmentWindow: W_MONDAY });
});

describe("GET /api/admin/kitchen with the kitchen's limits", () => {
  it("answers each dish's pieces of the day against its daily limit, cancelled orders left out", async () => {
    const { status, body } = await kitchen(FALL);
    expect(status).toBe(200);
    expect(body.totals).toEqual([
      // Sold out: 20 + 6 + 4, the cancelled order's 50 not counted.
      { productId: 1, name: 'Beef Samosa', quantity: 30, dailyLimit: 30 },
      { productId: 4, name: 'Chapati', quantity: 65, dailyLimit: 100 },
      { productId: 2, name: 'Chicken Samosa', quantity: 3, dailyLimit: null },
    ]);
  });

  it("answers each window's pieces of every dish together against the window's, both 1:00s of the long day apart", async () => {
    const { body } = await kitchen(FALL);
    expect(body.windows.map((w) => [w.start, w.end, w.pieces, w.windowPieces])).toEqual([
      [W_0030.start.toISOString(), W_0030.end.toISOString(), 40, 40],
      [W_0100_CDT.start.toISOString(), W_0100_CDT.end.toISOString(), 6, 40],
      [W_0100_CST.start.toISOString(), W_0100_CST.end.toISOString(), 7, 40],
      [W_2330.start.toISOString(), W_2330.end.toISOString(), 45, 40],
    ]);
    // The window's own totals stay what that window needs, without the day's limits.
    expect(body.windows[2]?.totals).toEqual([
      { productId: 1, name: 'Beef Samosa', quantity: 4 },
      { productId: 2, name: 'Chicken Samosa', quantity: 3 },
    ]);
  });

  it('counts the pieces as the checkout does when it books a window', async () => {
    const { body } = await kitchen(FALL);
    const { from, to } = shopDayBounds(FALL);
    const taken = await takenBetween(database(), from, to);
    expect(Object.fromEntries(dishPiecesOn(taken.byWindowAndDish, FALL))).toEqual(
      Object.fromEntries(body.totals.map((total) => [total.productId, total.quantity])),
    );
    expect(body.windows.map((w) => taken.byWindow.get(w.start)?.pieces)).toEqual(body.windows.map((w) => w.pieces));
  });

  it('answers a day without orders with empty lists, limits or not', async () => {
    const { body } = await kitchen(addDays(FALL, 7));
    expect(body).toMatchObject({ date: addDays(FALL, 7), totals: [], windows: [], labels: { dishes: [] } });
  });
});

describe('GET /api/orders/export?view=pieces', () => {
  const HEADER = 'date,window_start,window_end,product,pieces,day_pieces,daily_limit,window_pieces,window_limit\r\n';

  it("writes each dish's pieces per window and per day against the limits, as a download nobody caches", async () => {
    const { status, headers, body } = await exportCsv(`?from=${FALL}&to=${MONDAY}&view=pieces`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toBe(`attachment; filename="pieces-${FALL}-to-${MONDAY}.csv"`);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toBe(
      HEADER +
        `${FALL},${FALL} 00:30,${FALL} 01:00,Beef Samosa,20,30,30,40,40\r\n` +
        `${FALL},${FALL} 00:30,${FALL} 01:00,Chapati,20,65,100,40,40\r\n` +
        `${FALL},${FALL} 01:00,${FALL} 01:30,Beef Samosa,6,30,30,6,40\r\n` +
        `${FALL},${FALL} 01:00,${FALL} 01:30,Beef Samosa,4,30,30,7,40\r\n` +
        `${FALL},${FALL} 01:00,${FALL} 01:30,Chicken Samosa,3,3,,7,40\r\n` +
        `${FALL},${FALL} 23:30,${MONDAY} 00:00,Chapati,45,65,100,45,40\r\n` +
        `${MONDAY},${MONDAY} 00:00,${MONDAY} 00:30,Beef Samosa,9,9,30,9,40\r\n`,
    );
  });

  it('leaves the limit cells empty once the owner takes the limits away', async () => {
    await sql('UPDATE products SET daily_limit = NULL');
    await sql('UPDATE fulfilment_settings SET window_pieces = NULL');
    try {
      const { body } = await exportCsv(`?from=${MONDAY}&to=${MONDAY}&view=pieces`);
      expect(body).toBe(`${HEADER}${MONDAY},${MONDAY} 00:00,${MONDAY} 00:30,Beef Samosa,9,9,,9,\r\n`);
      const day = await kitchen(MONDAY);
      expect([day.body.totals[0]?.dailyLimit, day.body.windows[0]?.windowPieces]).toEqual([null, null]);
    } finally {
      await sql(`UPDATE products SET daily_limit = CASE id WHEN 1 THEN 30 WHEN 4 THEN 100 ELSE 5 END`);
      await sql('UPDATE fulfilment_settings SET window_pieces = 40');
    }
  });

  it('answers only the header for a range without orders', async () => {
    const { status, body } = await exportCsv(`?from=${addDays(FALL, 7)}&to=${addDays(FALL, 8)}&view=pieces`);
    expect([status, body]).toEqual([200, HEADER]);
  });
});
