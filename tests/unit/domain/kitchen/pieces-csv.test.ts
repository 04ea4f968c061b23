import { describe, expect, it } from 'vitest';
import type { KitchenLimits } from '@/domain/kitchen/kitchen-limits';
import { PIECES_CSV_COLUMNS, piecesCsvParts } from '@/domain/kitchen/pieces-csv';
import type { PrepOrder } from '@/domain/kitchen/prep-list';
import { parseCsv } from './read-csv';
import { beef, chapati, chicken, storedOrder } from './stored-orders';

const HEADER = 'date,window_start,window_end,product,pieces,day_pieces,daily_limit,window_pieces,window_limit\r\n';

const LIMITS = { dishes: new Map([[1, { dailyLimit: 50 }]]), windowPieces: 40 };

// Sunday 8 March 2026, the clocks go forward: 11:00 CDT is 16:00 UTC. Saturday's 23:30 CST is
// 05:30 UTC on Sunday, and Sunday's 23:30 CDT 04:30 UTC on Monday.
const SAT_LATE = { start: '2026-03-08T05:30:00Z', end: '2026-03-08T06:00:00Z' };
const SUN_ELEVEN = { start: '2026-03-08T16:00:00Z', end: '2026-03-08T16:30:00Z' };
const SUN_LATE = { start: '2026-03-09T04:30:00Z', end: '2026-03-09T05:00:00Z' };

/** The whole export of these orders (in window order), read in `batches` of that many, and its parts. */
async function exported(orders: PrepOrder[], limits: KitchenLimits, batch = orders.length || 1) {
  const batches = Array.from({ length: Math.ceil(orders.length / batch) }, (_, i) =>
    orders.slice(i * batch, (i + 1) * batch),
  );
  const parts: string[] = [];
  for await (const part of piecesCsvParts(batches, limits)) parts.push(part);
  return { csv: parts.join(''), parts };
}

const piecesCsv = async (orders: PrepOrder[], limits: KitchenLimits) => (await exported(orders, limits)).csv;

describe('piecesCsvParts', () => {
  it('starts with the header row, and is only that without orders', async () => {
    expect(`${PIECES_CSV_COLUMNS.join(',')}\r\n`).toBe(HEADER);
    expect(await piecesCsv([], LIMITS)).toBe(HEADER);
  });

  it("writes each dish of each window with its pieces there and that day, beside the dish's and the window's limits", async () => {
    const csv = await piecesCsv(
      [
        storedOrder(1, SUN_ELEVEN, [beef(20), chapati(10)]),
        storedOrder(2, SUN_ELEVEN, [beef(20)]),
        storedOrder(3, SUN_ELEVEN, [beef(50)], { status: 'cancelled' }),
        storedOrder(4, SUN_LATE, [beef(5), chicken(12)]),
      ],
      LIMITS,
    );
    expect(csv).toBe(
      HEADER +
        '2026-03-08,2026-03-08 11:00,2026-03-08 11:30,Beef Samosa,40,45,50,50,40\r\n' +
        '2026-03-08,2026-03-08 11:00,2026-03-08 11:30,Chapati,10,10,,50,40\r\n' +
        '2026-03-08,2026-03-08 23:30,2026-03-09 00:00,Beef Samosa,5,45,50,17,40\r\n' +
        '2026-03-08,2026-03-08 23:30,2026-03-09 00:00,Chicken Samosa,12,12,,17,40\r\n',
    );
  });

  it("counts each day by the shop's date of its windows, not UTC's, days in date order", async () => {
    const csv = await piecesCsv(
      // In window order, as the repository lists them; Saturday's late window is already Sunday in UTC.
      [storedOrder(1, SAT_LATE, [beef(7)]), storedOrder(2, SUN_ELEVEN, [beef(20)])],
      { dishes: new Map(), windowPieces: null },
    );
    expect(parseCsv(csv).slice(1)).toEqual([
      ['2026-03-07', '2026-03-07 23:30', '2026-03-08 00:00', 'Beef Samosa', '7', '7', '', '7', ''],
      ['2026-03-08', '2026-03-08 11:00', '2026-03-08 11:30', 'Beef Samosa', '20', '20', '', '20', ''],
    ]);
  });

  it('leaves out a window whose orders are all cancelled, and orders from before windows', async () => {
    const csv = await piecesCsv(
      [storedOrder(1, null, [beef(9)]), storedOrder(2, SUN_ELEVEN, [chicken(3)], { status: 'cancelled' })],
      LIMITS,
    );
    expect(csv).toBe(HEADER);
  });

  it('guards a product name a spreadsheet would run as a formula, and quotes one with a comma', async () => {
    const csv = await piecesCsv(
      [
        storedOrder(1, SUN_ELEVEN, [
          { ...beef(2), name: '=Beef' },
          { ...chapati(1), name: 'Chapati, soft' },
        ]),
      ],
      LIMITS,
    );
    expect(parseCsv(csv).map((row) => row[3])).toEqual(['product', "'=Beef", 'Chapati, soft']);
  });

  it('sends a day once its last order is read, however the batches fall: the header with the first day, then a day a part', async () => {
    const orders = [
      storedOrder(1, SAT_LATE, [beef(7)]),
      storedOrder(2, SUN_ELEVEN, [beef(20), chapati(10)]),
      storedOrder(3, SUN_ELEVEN, [beef(20)]),
      storedOrder(4, SUN_LATE, [chicken(12)]),
    ];
    const whole = await exported(orders, LIMITS);
    for (const batch of [1, 2, 3]) {
      const streamed = await exported(orders, LIMITS, batch);
      expect(streamed.csv).toBe(whole.csv);
      expect(streamed.parts.map((part) => parseCsv(part).map((row) => row[0]))).toEqual([
        ['date', '2026-03-07'],
        ['2026-03-08', '2026-03-08', '2026-03-08'],
      ]);
    }
  });
});
