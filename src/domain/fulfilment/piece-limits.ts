/*
 * The kitchen's real limits, in pieces (issue 26): a dish's pieces per shop day (`dailyLimit`) and
 * per order (`maxPerOrder`); null is no limit. (The pieces of every dish together per window,
 * `windowPieces`, are the schedule's: ./schedule.ts.) Pure rules: the server counts the pieces
 * taken under the schedule's lock and asks these whether a cart fits; the storefront asks the same
 * to say it first.
 */
import type { ProductStatus } from '../product-status';
import { shopDate } from './schedule';
import { dayLabel } from './window-label';

export interface DishLimits {
  productId: number;
  name: string;
  dailyLimit: number | null;
  maxPerOrder: number | null;
}

/** A dish as the menu stores it, with its limits. */
interface LimitedDish {
  id: number;
  name: string;
  status: ProductStatus;
  dailyLimit: number | null;
  maxPerOrder: number | null;
}

/**
 * The limits of every dish customers can see (all but the archived), in the menu's order, from
 * the products as read: a payment shares its one read of the menu between its price and its limits.
 */
export function dishLimitsOf(products: Iterable<LimitedDish>): Map<number, DishLimits> {
  const limits = new Map<number, DishLimits>();
  for (const { id, name, status, dailyLimit, maxPerOrder } of products) {
    if (status !== 'archived') limits.set(id, { productId: id, name, dailyLimit, maxPerOrder });
  }
  return limits;
}

export interface CartPieces {
  productId: number;
  quantity: number;
}

/** What is left of a dish on a day: null without a limit, never below 0. */
export const piecesLeft = (dailyLimit: number | null, taken: number): number | null =>
  dailyLimit === null ? null : Math.max(0, dailyLimit - taken);

/** Why a cart breaks a dish's limits: too many in one order, or more than the day has left. */
export interface DishProblem {
  kind: 'per-order' | 'day';
  message: string;
}

export const atMostPerOrder = (max: number, name: string) => `At most ${max} ${name} in one order`;
export const onlyLeft = (left: number, name: string, date: string) => `Only ${left} ${name} left for ${dayLabel(date)}`;
export const soldOutOn = (name: string, date: string) => `${name} is sold out for ${dayLabel(date)}`;

/** The cart's pieces of each dish, its lines summed. */
export function piecesByDish(cart: readonly CartPieces[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const line of cart) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  return wanted;
}

/** Every piece in the cart: what a window's pieces count (`windowPieces`). */
export const cartPieces = (cart: readonly CartPieces[]): number => cart.reduce((sum, line) => sum + line.quantity, 0);

/**
 * The first dish limit the cart breaks on `date`, in the order a customer can act on: a dish over
 * its most per order, then a dish over what is left of it that day (`takenOnDay`: the day's pieces
 * by product id). The window's pieces are the schedule's rule (`isFull`).
 */
export function dishProblem(
  cart: readonly CartPieces[],
  limits: ReadonlyMap<number, DishLimits>,
  date: string,
  takenOnDay: ReadonlyMap<number, number>,
): DishProblem | null {
  const wanted = piecesByDish(cart);
  for (const [productId, quantity] of wanted) {
    const dish = limits.get(productId);
    if (dish?.maxPerOrder != null && quantity > dish.maxPerOrder) {
      return { kind: 'per-order', message: atMostPerOrder(dish.maxPerOrder, dish.name) };
    }
  }
  for (const [productId, quantity] of wanted) {
    const dish = limits.get(productId);
    const left = dish ? piecesLeft(dish.dailyLimit, takenOnDay.get(productId) ?? 0) : null;
    if (dish && left !== null && quantity > left) {
      return { kind: 'day', message: left === 0 ? soldOutOn(dish.name, date) : onlyLeft(left, dish.name, date) };
    }
  }
  return null;
}

/** A shop date's pieces of each dish, out of what each window has taken (by window start, ISO). */
export function dishPiecesOn(
  byWindowAndDish: ReadonlyMap<string, ReadonlyMap<number, number>>,
  date: string,
): Map<number, number> {
  const pieces = new Map<number, number>();
  for (const [start, dishes] of byWindowAndDish) {
    if (shopDate(new Date(start)) !== date) continue;
    for (const [productId, count] of dishes) pieces.set(productId, (pieces.get(productId) ?? 0) + count);
  }
  return pieces;
}

/** What is left on a day of each dish that has a daily limit, as GET /api/fulfilment-windows answers it. */
export function remainingOf(
  limits: Iterable<DishLimits>,
  takenOnDay: ReadonlyMap<number, number>,
): Array<{ productId: number; remaining: number }> {
  const remaining: Array<{ productId: number; remaining: number }> = [];
  for (const dish of limits) {
    const left = piecesLeft(dish.dailyLimit, takenOnDay.get(dish.productId) ?? 0);
    if (left !== null) remaining.push({ productId: dish.productId, remaining: left });
  }
  return remaining;
}

/** Fewer left than this, a menu card says how many ('N left today'). */
export const FEW_LEFT = 20;

/** A menu card's note for today: 'N left today' when few are left, 'Sold out today' at none, else null. */
export function leftTodayNote(left: number | null): string | null {
  if (left === null || left >= FEW_LEFT) return null;
  return left === 0 ? 'Sold out today' : `${left} left today`;
}
