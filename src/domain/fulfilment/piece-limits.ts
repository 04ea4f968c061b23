/*
 * The kitchen's real limits, in pieces (issue 26): a dish's pieces per shop day (`dailyLimit`) and
 * per order (`maxPerOrder`), and the pieces of every dish together per window (`windowPieces`);
 * null is no limit. Pure rules: the server counts the pieces taken under the schedule's lock and
 * asks these whether a cart fits; the storefront asks the same to say it first.
 */
import { dayLabel } from './window-label';

export interface DishLimits {
  productId: number;
  name: string;
  dailyLimit: number | null;
  maxPerOrder: number | null;
}

export interface CartPieces {
  productId: number;
  quantity: number;
}

/** Pieces already taken on the day and in the chosen window (orders that are not cancelled). */
export interface PiecesTaken {
  /** By product id, the day's pieces. */
  byProduct: ReadonlyMap<number, number>;
  /** Every dish together, in the chosen window. */
  inWindow: number;
}

/** What is left of a dish on a day: null without a limit, never below 0. */
export const piecesLeft = (dailyLimit: number | null, taken: number): number | null =>
  dailyLimit === null ? null : Math.max(0, dailyLimit - taken);

/** Why a cart cannot be made on `date` in the chosen window, or null when it can. */
export type PieceProblem =
  | { kind: 'per-order'; message: string }
  | { kind: 'day'; message: string }
  | { kind: 'window'; piecesLeft: number };

export const atMostPerOrder = (max: number, name: string) => `At most ${max} ${name} in one order`;
export const onlyLeft = (left: number, name: string, date: string) => `Only ${left} ${name} left for ${dayLabel(date)}`;
export const soldOutOn = (name: string, date: string) => `${name} is sold out for ${dayLabel(date)}`;

/**
 * The first limit the cart breaks, in the order a customer can act on: a dish over its most per
 * order, then a dish over what is left of it that day, then the window's pieces (the caller names
 * the next window with room). The cart's lines are summed by dish first.
 */
export function pieceProblem(
  cart: readonly CartPieces[],
  limits: ReadonlyMap<number, DishLimits>,
  date: string,
  taken: PiecesTaken,
  windowPieces: number | null,
): PieceProblem | null {
  const wanted = new Map<number, number>();
  for (const line of cart) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of wanted) {
    const dish = limits.get(productId);
    if (dish?.maxPerOrder != null && quantity > dish.maxPerOrder) {
      return { kind: 'per-order', message: atMostPerOrder(dish.maxPerOrder, dish.name) };
    }
  }
  for (const [productId, quantity] of wanted) {
    const dish = limits.get(productId);
    const left = dish ? piecesLeft(dish.dailyLimit, taken.byProduct.get(productId) ?? 0) : null;
    if (dish && left !== null && quantity > left) {
      return { kind: 'day', message: left === 0 ? soldOutOn(dish.name, date) : onlyLeft(left, dish.name, date) };
    }
  }
  const pieces = [...wanted.values()].reduce((sum, quantity) => sum + quantity, 0);
  if (windowPieces !== null && taken.inWindow + pieces > windowPieces) {
    return { kind: 'window', piecesLeft: Math.max(0, windowPieces - taken.inWindow) };
  }
  return null;
}

/** Fewer left than this, a menu card says how many ('N left today'). */
export const FEW_LEFT = 20;

/** A menu card's note for today: 'N left today' when few are left, 'Sold out today' at none, else null. */
export function leftTodayNote(left: number | null): string | null {
  if (left === null || left >= FEW_LEFT) return null;
  return left === 0 ? 'Sold out today' : `${left} left today`;
}
