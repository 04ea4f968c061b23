import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { piecesLeft } from '@/domain/fulfilment/piece-limits';
import { DEFAULT_SCHEDULE, isFull } from '@/domain/fulfilment/schedule';
import { limitedPrepList, overLimit, piecesOf } from '@/domain/kitchen/kitchen-limits';
import { needsCooking } from '@/domain/kitchen/prep-list';
import { ORDER_STATUSES } from '@/domain/order-status';
import { beef, chapati, chicken, storedOrder } from './stored-orders';

// Sunday 1 November 2026, the day the clocks go back in Kansas City: 00:30 CDT is 05:30 UTC,
// 23:30 CST is 05:30 UTC the next day; both windows are that Sunday's.
const EARLY = { start: '2026-11-01T05:30:00.000Z', end: '2026-11-01T06:00:00.000Z' };
const LATE = { start: '2026-11-02T05:30:00.000Z', end: '2026-11-02T06:00:00.000Z' };

describe('limitedPrepList', () => {
  it("puts each dish's daily limit beside the day's total, null for a dish without one or off the menu", () => {
    const list = limitedPrepList(
      [storedOrder(1, EARLY, [beef(20), chapati(10)]), storedOrder(2, LATE, [beef(10), chicken(3)])],
      // Chicken Samosa (2) is archived: dishLimitsOf leaves it out.
      {
        dishes: new Map([
          [1, { dailyLimit: 30 }],
          [4, { dailyLimit: null }],
        ]),
        windowPieces: null,
      },
    );
    expect(list.totals).toEqual([
      { productId: 1, name: 'Beef Samosa', quantity: 30, dailyLimit: 30 },
      { productId: 4, name: 'Chapati', quantity: 10, dailyLimit: null },
      { productId: 2, name: 'Chicken Samosa', quantity: 3, dailyLimit: null },
    ]);
  });

  it("counts each window's pieces of every dish together, cancelled orders left out, beside the window's limit", () => {
    const list = limitedPrepList(
      [
        storedOrder(1, EARLY, [beef(20), chapati(10)]),
        storedOrder(2, EARLY, [beef(50)], { status: 'cancelled' }),
        storedOrder(3, LATE, [chicken(12)], { status: 'cancelled' }),
      ],
      { dishes: new Map(), windowPieces: 30 },
    );
    expect(list.windows.map((window) => [window.start.toISOString(), window.pieces, window.windowPieces])).toEqual([
      [EARLY.start, 30, 30],
      [LATE.start, 0, 30],
    ]);
    expect(list.windows.map((window) => window.orders.map((order) => order.id))).toEqual([[1, 2], [3]]);
  });

  it('is empty for a day without orders', () => {
    expect(limitedPrepList([], { dishes: new Map(), windowPieces: 50 })).toEqual({ totals: [], windows: [] });
  });

  it("adds the windows' pieces up to the day's, over any orders", () => {
    const order = fc.record({
      window: fc.integer({ min: 0, max: 5 }),
      status: fc.constantFrom(...ORDER_STATUSES),
      lines: fc.array(fc.constantFrom(beef(3), chapati(10), chicken(1)), { minLength: 1, maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(order, { maxLength: 20 }), (seeds) => {
        const orders = seeds.map((seed, index) => {
          const start = Date.parse(EARLY.start) + seed.window * 30 * 60_000;
          const window = { start: new Date(start).toISOString(), end: new Date(start + 30 * 60_000).toISOString() };
          return storedOrder(index + 1, window, seed.lines, { status: seed.status });
        });
        const list = limitedPrepList(orders, { dishes: new Map(), windowPieces: null });
        const cooked = orders.filter(needsCooking).flatMap((stored) => stored.items);
        expect(list.windows.reduce((sum, window) => sum + window.pieces, 0)).toBe(piecesOf(list.totals));
        expect(piecesOf(list.totals)).toBe(cooked.reduce((sum, item) => sum + item.quantity, 0));
      }),
    );
  });
});

describe('overLimit', () => {
  it('is null without a limit or below it, 0 at it, and how many over past it', () => {
    expect(overLimit(500, null)).toBeNull();
    expect(overLimit(29, 30)).toBeNull();
    expect(overLimit(30, 30)).toBe(0);
    expect(overLimit(33, 30)).toBe(3);
    expect(overLimit(0, 0)).toBe(0);
  });

  it('marks a dish sold out exactly when the checkout has none of it left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }), (taken, limit) => {
        expect(overLimit(taken, limit) !== null).toBe(piecesLeft(limit, taken) === 0);
      }),
    );
  });

  it('marks a window full exactly when the checkout takes no more pieces in it', () => {
    const start = new Date(EARLY.start);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 200 }), (pieces, windowPieces) => {
        // Room for orders everywhere: only the pieces decide.
        const schedule = { ...DEFAULT_SCHEDULE, windowCapacity: 1000, dayCapacity: 1000, windowPieces };
        const bookings = { byWindow: new Map([[EARLY.start, { orders: 1, pieces }]]), dayTotal: 1 };
        expect(overLimit(pieces, windowPieces) !== null).toBe(isFull(schedule, start, bookings));
      }),
    );
  });
});
