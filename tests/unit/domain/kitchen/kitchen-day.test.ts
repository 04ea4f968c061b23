import { describe, expect, it } from 'vitest';
import { kitchenDayView } from '@/domain/kitchen/kitchen-day';
import { beef, chapati, storedOrder } from './stored-orders';

const NO_LIMITS = { dishes: new Map(), windowPieces: null };
const LABELS = {
  kitchen: {
    kitchenName: 'Kenyan Bites',
    kitchenAddress: 'Overland Park, KS',
    kitchenLicence: null,
    keepingNote: 'Best eaten within 2 hours. Refrigerate what is left.',
  },
  dishes: [],
};

describe('kitchenDayView', () => {
  it('answers the date, the totals, and each window with ISO instants and its orders as the API shows them', () => {
    const window = { start: '2031-03-09T16:00:00.000Z', end: '2031-03-09T16:30:00.000Z' };
    const view = kitchenDayView(
      '2031-03-09',
      [storedOrder(5, window, [beef(20), chapati(10)]), storedOrder(6, window, [beef(20)], { status: 'cancelled' })],
      NO_LIMITS,
      LABELS,
    );
    expect(view.date).toBe('2031-03-09');
    expect(view.totals).toEqual([
      { productId: 1, name: 'Beef Samosa', quantity: 20, dailyLimit: null },
      { productId: 4, name: 'Chapati', quantity: 10, dailyLimit: null },
    ]);
    expect(view.windows).toHaveLength(1);
    expect(view.windows[0]).toMatchObject({
      start: window.start,
      end: window.end,
      totals: [
        { productId: 1, name: 'Beef Samosa', quantity: 20 },
        { productId: 4, name: 'Chapati', quantity: 10 },
      ],
      pieces: 30,
      windowPieces: null,
    });
    expect(view.windows[0]?.orders.map((order) => [order.orderNumber, order.status, order.total])).toEqual([
      ['KBT-5', 'confirmed', '53.00'],
      ['KBT-6', 'cancelled', '38.00'],
    ]);
    expect(view.windows[0]?.orders[0]?.fulfilmentWindow).toEqual(window);
    expect(view.windows[0]?.orders[0]).not.toHaveProperty('userId');
    // What the labels need beyond the orders travels with them, as given.
    expect(view.labels).toBe(LABELS);
  });

  it("puts each dish's daily limit beside its day total, and the window's pieces beside every window", () => {
    // Sunday 9 March 2031, the day the clocks go forward: 11:00 CDT is 16:00 UTC.
    const eleven = { start: '2031-03-09T16:00:00.000Z', end: '2031-03-09T16:30:00.000Z' };
    const two = { start: '2031-03-09T19:00:00.000Z', end: '2031-03-09T19:30:00.000Z' };
    const view = kitchenDayView(
      '2031-03-09',
      [
        storedOrder(1, eleven, [beef(20), chapati(10)]),
        storedOrder(2, two, [beef(4)]),
        storedOrder(3, two, [beef(50)], { status: 'cancelled' }),
      ],
      { dishes: new Map([[1, { dailyLimit: 24 }]]), windowPieces: 30 },
      LABELS,
    );
    expect(view.totals.map((total) => [total.name, total.quantity, total.dailyLimit])).toEqual([
      ['Beef Samosa', 24, 24],
      ['Chapati', 10, null],
    ]);
    expect(view.windows.map((window) => [window.pieces, window.windowPieces])).toEqual([
      [30, 30],
      [4, 30],
    ]);
    // The window's own totals are pieces of that window only, with no daily limit to confuse them.
    expect(view.windows[1]?.totals).toEqual([{ productId: 1, name: 'Beef Samosa', quantity: 4 }]);
  });
});
