/*
 * The kitchen's limits in pieces (issue 26) beside what the orders need: each dish's pieces of the
 * day against its daily limit, and each window's pieces (every dish together) against the
 * schedule's pieces per window. The pieces are counted as the checkout counts them when it books
 * (takenBetween in fulfilment-repository.ts): the orders that are not cancelled, on the shop date
 * their window starts. The limits are the ones set now, whatever day is looked at.
 */
import { cartPieces, type DishLimits } from '../fulfilment/piece-limits';
import { type PrepOrder, type ProductTotal, prepList, type WindowPrep } from './prep-list';

export interface KitchenLimits {
  /** The dishes on the menu (archived ones have no limit any more), by product id. */
  dishes: ReadonlyMap<number, Pick<DishLimits, 'dailyLimit'>>;
  /** Pieces of every dish together one window can take; null: no limit. */
  windowPieces: number | null;
}

/** A dish's pieces of the day, and the most the kitchen makes of it that day (null: no limit). */
export interface DayTotal extends ProductTotal {
  dailyLimit: number | null;
}

export interface LimitedWindow<Order> extends WindowPrep<Order> {
  /** Every dish's pieces together, cancelled orders left out. */
  pieces: number;
  /** The most `pieces` may be (null: no limit). */
  windowPieces: number | null;
}

export interface LimitedPrepList<Order> {
  totals: DayTotal[];
  windows: LimitedWindow<Order>[];
}

/** The pieces of a list of totals, every dish together: counted as a cart's (piece-limits.ts). */
export const piecesOf: (totals: readonly ProductTotal[]) => number = cartPieces;

/** One shop date's prep list (./prep-list.ts), each dish and each window with its limit beside it. */
export function limitedPrepList<Order extends PrepOrder>(
  orders: readonly Order[],
  limits: KitchenLimits,
): LimitedPrepList<Order> {
  const list = prepList(orders);
  return {
    totals: list.totals.map((total) => ({
      ...total,
      dailyLimit: limits.dishes.get(total.productId)?.dailyLimit ?? null,
    })),
    windows: list.windows.map((window) => ({
      ...window,
      pieces: piecesOf(window.totals),
      windowPieces: limits.windowPieces,
    })),
  };
}

/**
 * How far a count is past its limit: null without a limit or below it, 0 at it, more over it (an
 * owner may lower a limit after orders came in). At its limit a dish is sold out and a window full,
 * as the checkout refuses one more piece then (piecesLeft and isFull).
 */
export function overLimit(count: number, limit: number | null): number | null {
  return limit === null || count < limit ? null : count - limit;
}
