import { describe, expect, it } from 'vitest';
import { type DishLimits, leftTodayNote, pieceProblem, piecesLeft } from '@/domain/fulfilment/piece-limits';

const BEEF: DishLimits = { productId: 1, name: 'Beef Samosa', dailyLimit: 30, maxPerOrder: null };
const CHAPATI: DishLimits = { productId: 2, name: 'Chapati', dailyLimit: null, maxPerOrder: 40 };
const MANDAZI: DishLimits = { productId: 3, name: 'Mandazi', dailyLimit: null, maxPerOrder: null };
const limits = new Map([BEEF, CHAPATI, MANDAZI].map((dish) => [dish.productId, dish]));
const taken = (beef: number, inWindow = 0) => ({ byProduct: new Map([[1, beef]]), inWindow });

describe("the kitchen's limits in pieces", () => {
  it('lets a cart within every limit through', () => {
    expect(
      pieceProblem(
        [
          { productId: 1, quantity: 20 },
          { productId: 2, quantity: 40 },
        ],
        limits,
        '2026-11-26',
        taken(10),
        100,
      ),
    ).toBeNull();
    expect(pieceProblem([{ productId: 3, quantity: 500 }], limits, '2026-11-26', taken(0), null)).toBeNull();
  });

  it('refuses more of a dish than one order may hold, lines of the same dish summed', () => {
    expect(
      pieceProblem(
        [
          { productId: 2, quantity: 30 },
          { productId: 2, quantity: 20 },
        ],
        limits,
        '2026-11-26',
        taken(0),
        null,
      ),
    ).toEqual({
      kind: 'per-order',
      message: 'At most 40 Chapati in one order',
    });
  });

  it("names what is left of a dish for the day, or that it is sold out, in the shop's words for the day", () => {
    expect(pieceProblem([{ productId: 1, quantity: 20 }], limits, '2026-11-26', taken(20), null)).toEqual({
      kind: 'day',
      message: 'Only 10 Beef Samosa left for Thu, Nov 26',
    });
    expect(pieceProblem([{ productId: 1, quantity: 10 }], limits, '2026-11-26', taken(30), null)).toEqual({
      kind: 'day',
      message: 'Beef Samosa is sold out for Thu, Nov 26',
    });
    // The daylight-saving days read as any other.
    expect(pieceProblem([{ productId: 1, quantity: 10 }], limits, '2026-03-08', taken(30), null)).toMatchObject({
      message: 'Beef Samosa is sold out for Sun, Mar 8',
    });
    expect(pieceProblem([{ productId: 1, quantity: 10 }], limits, '2026-11-01', taken(25), null)).toMatchObject({
      message: 'Only 5 Beef Samosa left for Sun, Nov 1',
    });
  });

  it("refuses a cart the window's pieces cannot take, saying how many are left there", () => {
    expect(pieceProblem([{ productId: 3, quantity: 30 }], limits, '2026-11-26', taken(0, 80), 100)).toEqual({
      kind: 'window',
      piecesLeft: 20,
    });
    expect(pieceProblem([{ productId: 3, quantity: 20 }], limits, '2026-11-26', taken(0, 80), 100)).toBeNull();
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
