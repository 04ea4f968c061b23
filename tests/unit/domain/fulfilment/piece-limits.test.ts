import { describe, expect, it } from 'vitest';
import {
  cartPieces,
  type DishLimits,
  dishLimitsOf,
  dishPiecesOn,
  dishProblem,
  leftTodayNote,
  piecesLeft,
  remainingOf,
} from '@/domain/fulfilment/piece-limits';

const BEEF: DishLimits = { productId: 1, name: 'Beef Samosa', dailyLimit: 30, maxPerOrder: null };
const CHAPATI: DishLimits = { productId: 2, name: 'Chapati', dailyLimit: null, maxPerOrder: 40 };
const MANDAZI: DishLimits = { productId: 3, name: 'Mandazi', dailyLimit: null, maxPerOrder: null };
const limits = new Map([BEEF, CHAPATI, MANDAZI].map((dish) => [dish.productId, dish]));
const beefTaken = (pieces: number) => new Map([[1, pieces]]);

describe("the kitchen's limits in pieces", () => {
  it('lets a cart within every limit through', () => {
    const cart = [
      { productId: 1, quantity: 20 },
      { productId: 2, quantity: 40 },
    ];
    expect(dishProblem(cart, limits, '2026-11-26', beefTaken(10))).toBeNull();
    expect(dishProblem([{ productId: 3, quantity: 500 }], limits, '2026-11-26', beefTaken(0))).toBeNull();
  });

  it('refuses more of a dish than one order may hold, lines of the same dish summed', () => {
    const cart = [
      { productId: 2, quantity: 30 },
      { productId: 2, quantity: 20 },
    ];
    expect(dishProblem(cart, limits, '2026-11-26', beefTaken(0))).toEqual({
      kind: 'per-order',
      message: 'At most 40 Chapati in one order',
    });
  });

  it("names what is left of a dish for the day, or that it is sold out, in the shop's words for the day", () => {
    expect(dishProblem([{ productId: 1, quantity: 20 }], limits, '2026-11-26', beefTaken(20))).toEqual({
      kind: 'day',
      message: 'Only 10 Beef Samosa left for Thu, Nov 26',
    });
    expect(dishProblem([{ productId: 1, quantity: 10 }], limits, '2026-11-26', beefTaken(30))).toEqual({
      kind: 'day',
      message: 'Beef Samosa is sold out for Thu, Nov 26',
    });
    // The daylight-saving days read as any other.
    expect(dishProblem([{ productId: 1, quantity: 10 }], limits, '2026-03-08', beefTaken(30))).toMatchObject({
      message: 'Beef Samosa is sold out for Sun, Mar 8',
    });
    expect(dishProblem([{ productId: 1, quantity: 10 }], limits, '2026-11-01', beefTaken(25))).toMatchObject({
      message: 'Only 5 Beef Samosa left for Sun, Nov 1',
    });
  });

  it("counts a shop day's pieces from its windows, late evening windows and the daylight-saving days included", () => {
    const byWindowAndDish = new Map([
      ['2026-11-01T16:00:00.000Z', new Map([[1, 10]])], // 10:00 CST on Sun, Nov 1 (clocks went back at 2:00)
      ['2026-11-02T04:30:00.000Z', new Map([[1, 5]])], // 10:30 PM on Nov 1
      ['2026-11-02T06:30:00.000Z', new Map([[1, 7]])], // 0:30 on Nov 2
      ['2026-03-08T07:30:00.000Z', new Map([[1, 3]])], // 1:30 CST on Sun, Mar 8, before the clocks go forward
      ['2026-03-09T04:30:00.000Z', new Map([[1, 4]])], // 11:30 PM CDT on Mar 8
    ]);
    expect(dishPiecesOn(byWindowAndDish, '2026-11-01').get(1)).toBe(15);
    expect(dishPiecesOn(byWindowAndDish, '2026-11-02').get(1)).toBe(7);
    expect(dishPiecesOn(byWindowAndDish, '2026-03-08').get(1)).toBe(7);
  });

  it('answers what is left of each dish that has a daily limit, and every piece of a cart', () => {
    expect(remainingOf(limits.values(), beefTaken(12))).toEqual([{ productId: 1, remaining: 18 }]);
    expect(remainingOf(limits.values(), beefTaken(45))).toEqual([{ productId: 1, remaining: 0 }]);
    expect(
      cartPieces([
        { productId: 1, quantity: 12 },
        { productId: 2, quantity: 5 },
      ]),
    ).toBe(17);
  });

  it('counts what is left, never below none', () => {
    expect(piecesLeft(30, 12)).toBe(18);
    expect(piecesLeft(30, 45)).toBe(0);
    expect(piecesLeft(null, 45)).toBeNull();
  });

  it("says 'N left today' under 20 and 'Sold out today' at none", () => {
    expect(leftTodayNote(null)).toBeNull();
    expect(leftTodayNote(20)).toBeNull();
    expect(leftTodayNote(19)).toBe('19 left today');
    expect(leftTodayNote(1)).toBe('1 left today');
    expect(leftTodayNote(0)).toBe('Sold out today');
  });
});

describe('dishLimitsOf', () => {
  it("keeps each dish customers can see, sold out ones too, in the menu's order, and leaves the archived out", () => {
    const dish = (id: number, name: string, status: 'on_menu' | 'sold_out' | 'archived') => ({
      id,
      name,
      status,
      dailyLimit: id === 1 ? 30 : null,
      maxPerOrder: id === 2 ? 40 : null,
    });
    const limits = dishLimitsOf([
      dish(1, 'Beef Samosa', 'on_menu'),
      dish(4, 'Chicken Samosa', 'archived'),
      dish(2, 'Chapati', 'sold_out'),
      dish(3, 'Mandazi', 'on_menu'),
    ]);
    expect([...limits.values()]).toEqual([BEEF, CHAPATI, MANDAZI]);
  });
});
