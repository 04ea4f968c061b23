import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { needsCooking, piecesApart, prepList, productTotals } from '@/domain/kitchen/prep-list';
import { ORDER_STATUSES } from '@/domain/order-status';
import { beef, chapati, chicken, storedOrder } from './stored-orders';

// Sunday 8 March 2026, the day the clocks go forward in Kansas City: 11:00 CDT is 16:00 UTC.
const ELEVEN = { start: '2026-03-08T16:00:00.000Z', end: '2026-03-08T16:30:00.000Z' };
const TWO_PM = { start: '2026-03-08T19:00:00.000Z', end: '2026-03-08T19:30:00.000Z' };
const ids = (orders: Array<{ id: number }>) => orders.map((order) => order.id);

describe('prepList', () => {
  it('groups the orders by window, earliest first, each window keeping its orders in the order given', () => {
    const list = prepList([
      storedOrder(3, TWO_PM, [chicken(12)]),
      storedOrder(1, ELEVEN, [beef(20)]),
      storedOrder(2, ELEVEN, [beef(20), chapati(10)]),
    ]);
    expect(list.windows.map((window) => [window.start.toISOString(), window.end.toISOString()])).toEqual([
      [ELEVEN.start, ELEVEN.end],
      [TWO_PM.start, TWO_PM.end],
    ]);
    expect(list.windows.map((window) => ids(window.orders))).toEqual([[1, 2], [3]]);
  });

  it('totals each product for the day and for each window, sorted by name', () => {
    const list = prepList([
      storedOrder(1, ELEVEN, [beef(20), chapati(10)]),
      storedOrder(2, ELEVEN, [beef(20)]),
      storedOrder(3, TWO_PM, [chicken(12), beef(80)]),
    ]);
    expect(list.totals).toEqual([
      { productId: 1, name: 'Beef Samosa', quantity: 120 },
      { productId: 4, name: 'Chapati', quantity: 10 },
      { productId: 2, name: 'Chicken Samosa', quantity: 12 },
    ]);
    expect(list.windows.map((window) => window.totals)).toEqual([
      [
        { productId: 1, name: 'Beef Samosa', quantity: 40 },
        { productId: 4, name: 'Chapati', quantity: 10 },
      ],
      [
        { productId: 1, name: 'Beef Samosa', quantity: 80 },
        { productId: 2, name: 'Chicken Samosa', quantity: 12 },
      ],
    ]);
  });

  it('lists a cancelled order with its window but leaves it out of every total', () => {
    const list = prepList([
      storedOrder(1, ELEVEN, [beef(20)]),
      storedOrder(2, ELEVEN, [beef(50)], { status: 'cancelled' }),
      storedOrder(3, TWO_PM, [chicken(12)], { status: 'cancelled' }),
    ]);
    expect(list.totals).toEqual([{ productId: 1, name: 'Beef Samosa', quantity: 20 }]);
    expect(list.windows.map((window) => ids(window.orders))).toEqual([[1, 2], [3]]);
    expect(list.windows[0]?.totals).toEqual([{ productId: 1, name: 'Beef Samosa', quantity: 20 }]);
    expect(list.windows[1]?.totals).toEqual([]);
  });

  it('counts every status but cancelled', () => {
    expect(ORDER_STATUSES.filter((status) => needsCooking({ status }))).toEqual([
      'pending',
      'confirmed',
      'preparing',
      'ready',
      'delivered',
    ]);
  });

  it('keeps windows of the same start but another length apart', () => {
    const longer = { start: ELEVEN.start, end: '2026-03-08T17:00:00.000Z' };
    const list = prepList([storedOrder(1, longer, [beef(1)]), storedOrder(2, ELEVEN, [beef(2)])]);
    expect(list.windows.map((window) => ids(window.orders))).toEqual([[2], [1]]);
  });

  it('leaves out orders recorded before windows existed', () => {
    const list = prepList([storedOrder(1, null, [beef(20)]), storedOrder(2, ELEVEN, [chapati(5)])]);
    expect(list.windows.map((window) => ids(window.orders))).toEqual([[2]]);
    expect(list.totals).toEqual([{ productId: 4, name: 'Chapati', quantity: 5 }]);
  });

  it('is empty for a day without orders', () => {
    expect(prepList([])).toEqual({ totals: [], windows: [] });
  });
});

describe('productTotals', () => {
  it('counts a product by its id, under the name of its first order, even after it was renamed', () => {
    expect(
      productTotals([
        storedOrder(1, ELEVEN, [beef(10)]),
        storedOrder(2, ELEVEN, [{ ...beef(5), name: 'Beef Samosa (spicy)' }]),
      ]),
    ).toEqual([{ productId: 1, name: 'Beef Samosa', quantity: 15 }]);
  });

  it('adds up, over any orders, to the quantities of those not cancelled, day and windows alike', () => {
    const line = fc.record({
      productId: fc.integer({ min: 1, max: 4 }),
      name: fc.constantFrom('Beef Samosa', 'Chapati'),
      quantity: fc.integer({ min: 1, max: 500 }),
      priceCents: fc.constant(100),
    });
    const order = fc.record({
      window: fc.integer({ min: 0, max: 5 }),
      status: fc.constantFrom(...ORDER_STATUSES),
      lines: fc.array(line, { minLength: 1, maxLength: 4 }),
    });
    fc.assert(
      fc.property(fc.array(order, { maxLength: 30 }), (seeds) => {
        const orders = seeds.map((seed, index) => {
          const start = Date.parse(ELEVEN.start) + seed.window * 30 * 60_000;
          const window = { start: new Date(start).toISOString(), end: new Date(start + 30 * 60_000).toISOString() };
          return storedOrder(index + 1, window, seed.lines, { status: seed.status });
        });
        const list = prepList(orders);
        const sum = (totals: Array<{ quantity: number }>) => totals.reduce((total, item) => total + item.quantity, 0);
        const expected = sum(orders.filter(needsCooking).flatMap((order) => order.items));
        expect(sum(list.totals)).toBe(expected);
        expect(list.windows.reduce((total, window) => total + sum(window.totals), 0)).toBe(expected);
        expect(list.windows.flatMap((window) => window.orders)).toHaveLength(orders.length);
      }),
    );
  });
});

describe('piecesApart', () => {
  it("words each dish's pieces of the catering and the standing orders that need cooking, by product id", () => {
    const event = (id: number, status: 'confirmed' | 'cancelled' = 'confirmed') =>
      storedOrder(id, ELEVEN, [beef(200), chapati(100)], {
        status,
        catering: { reference: `CAT-${id}`, paidCents: 0 },
      });
    const standing = (id: number) => storedOrder(id, ELEVEN, [beef(20), chicken(12)], { standing: { failure: null } });
    const orders = [
      event(1),
      storedOrder(2, ELEVEN, [beef(20), chicken(12)]),
      event(3, 'cancelled'),
      standing(4),
      standing(5),
    ];
    expect(piecesApart(orders)).toEqual(
      new Map([
        [1, '200 for catering, 40 for standing orders'],
        [4, '100 for catering'],
        [2, '24 for standing orders'],
      ]),
    );
    expect(piecesApart([storedOrder(2, ELEVEN, [beef(20)])])).toEqual(new Map());
  });
});
