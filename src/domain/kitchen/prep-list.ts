/*
 * The kitchen's day (issue 15, /admin/kitchen): a day's orders grouped by their window, with how
 * many of each product to prepare for the day and for each window. Pure, so the totals the server
 * answers are the ones the tests work out by hand.
 */
import type { OrderStatus } from '../order-status';

/** One line of an order, as far as the kitchen cares: what and how many. */
export interface PrepItem {
  productId: number;
  name: string;
  quantity: number;
}

/** What an order must have to be put on the prep list. */
export interface PrepOrder {
  status: OrderStatus;
  fulfilmentWindow: { start: Date; end: Date } | null;
  items: readonly PrepItem[];
}

/** How many of one product to prepare. */
export interface ProductTotal {
  productId: number;
  name: string;
  quantity: number;
}

export interface WindowPrep<Order> {
  start: Date;
  end: Date;
  /** What this window's orders need, cancelled ones left out. */
  totals: ProductTotal[];
  /** Every order booked in the window, cancelled ones included, in the order given. */
  orders: Order[];
}

export interface PrepList<Order> {
  /** What the whole day needs, cancelled orders left out. */
  totals: ProductTotal[];
  /** The windows that have orders, earliest first. */
  windows: WindowPrep<Order>[];
}

/** A cancelled order stays on the list, so the kitchen sees it went, but nothing is cooked for it. */
export const needsCooking = (order: Pick<PrepOrder, 'status'>): boolean => order.status !== 'cancelled';

/**
 * The quantities of each product over the orders that need cooking, by product id (a product
 * renamed after an order was placed still counts as itself, under the name the first order has),
 * sorted by name so the day's list and each window's read in the same order.
 */
export function productTotals(orders: ReadonlyArray<Pick<PrepOrder, 'status' | 'items'>>): ProductTotal[] {
  const byProduct = new Map<number, ProductTotal>();
  for (const order of orders) {
    if (!needsCooking(order)) continue;
    for (const item of order.items) {
      const total = byProduct.get(item.productId);
      if (total) total.quantity += item.quantity;
      else byProduct.set(item.productId, { productId: item.productId, name: item.name, quantity: item.quantity });
    }
  }
  return [...byProduct.values()].sort((a, b) => a.name.localeCompare(b.name, 'en') || a.productId - b.productId);
}

/** An order whose pieces may be said apart: a catering event's (issue 48), a standing order's (issue 49). */
export type ApartOrder = Pick<PrepOrder, 'status' | 'items'> & { catering?: object | null; standing?: object | null };

/** The orders whose pieces are said apart beside a dish's total, in this order, and the words for them. */
const APART: ReadonlyArray<{ of: (order: ApartOrder) => boolean; words: string }> = [
  { of: (order) => Boolean(order.catering), words: 'for catering' },
  { of: (order) => Boolean(order.standing), words: 'for standing orders' },
];

/**
 * Each dish's pieces for catering events and for standing orders, in words, by product id ('200 for
 * catering, 40 for standing orders'): the same count as productTotals', over those orders alone, so
 * the words never disagree with the total beside them. A dish neither takes has no entry.
 */
export function piecesApart(orders: readonly ApartOrder[]): Map<number, string> {
  const words = new Map<number, string[]>();
  for (const kind of APART) {
    for (const total of productTotals(orders.filter(kind.of))) {
      words.set(total.productId, [...(words.get(total.productId) ?? []), `${total.quantity} ${kind.words}`]);
    }
  }
  return new Map([...words].map(([productId, parts]) => [productId, parts.join(', ')]));
}

/**
 * A day's orders (all of them booked on that day) grouped by window, earliest first; orders with
 * the same start and end share a window. Orders recorded before windows existed have none and are
 * left out: the kitchen cannot know when they are due.
 */
export function prepList<Order extends PrepOrder>(orders: readonly Order[]): PrepList<Order> {
  const windows = new Map<string, { start: Date; end: Date; orders: Order[] }>();
  for (const order of orders) {
    const window = order.fulfilmentWindow;
    if (!window) continue;
    const key = `${window.start.toISOString()}/${window.end.toISOString()}`;
    const group = windows.get(key);
    if (group) group.orders.push(order);
    else windows.set(key, { start: window.start, end: window.end, orders: [order] });
  }
  const sorted = [...windows.values()].sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime(),
  );
  return {
    totals: productTotals(sorted.flatMap((window) => window.orders)),
    windows: sorted.map((window) => ({ ...window, totals: productTotals(window.orders) })),
  };
}
