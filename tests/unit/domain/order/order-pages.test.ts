import { describe, expect, it } from 'vitest';
import { appendPage, leavesGap, mayHaveMore } from '@/domain/order/order-pages';

/** Orders with ids from `from` down to `to`, newest first as the API answers them. */
const ordersFrom = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, index) => ({ id: from - index }));
const ids = (orders: readonly { id: number }[]) => orders.map((order) => order.id);

describe('mayHaveMore', () => {
  it('only after a full page', () => {
    expect(mayHaveMore(ordersFrom(20, 1), 20)).toBe(true);
    expect(mayHaveMore(ordersFrom(19, 1), 20)).toBe(false);
    expect(mayHaveMore([], 20)).toBe(false);
  });
});

describe('appendPage', () => {
  it('adds the next page below, without the orders already shown', () => {
    expect(ids(appendPage(ordersFrom(12, 10), ordersFrom(10, 8)))).toEqual([12, 11, 10, 9, 8]);
    expect(ids(appendPage([], ordersFrom(3, 1)))).toEqual([3, 2, 1]);
    expect(ids(appendPage(ordersFrom(3, 1), []))).toEqual([3, 2, 1]);
  });
});

describe('leavesGap', () => {
  it('when a full page does not reach the older orders shown below it', () => {
    expect(leavesGap(ordersFrom(23, 4), ordersFrom(3, 1), 20)).toBe(true);
    expect(leavesGap(ordersFrom(30, 11), ordersFrom(3, 1), 20)).toBe(true);
  });

  it('not when the page reaches them, came back short, or nothing older is shown', () => {
    expect(leavesGap(ordersFrom(22, 3), ordersFrom(3, 1), 20)).toBe(false);
    expect(leavesGap(ordersFrom(23, 5), ordersFrom(3, 1), 20)).toBe(false);
    expect(leavesGap(ordersFrom(23, 4), [], 20)).toBe(false);
    expect(leavesGap([], ordersFrom(3, 1), 20)).toBe(false);
  });
});
