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

/**
 * Each dish's pieces that are for catering events (issue 48), by product id, out of the orders that
 * need cooking: the same count as productTotals', over the catering orders alone, so '200 for
 * catering' never disagrees with the total beside it.
 */
export function cateringPieces(
  orders: ReadonlyArray<Pick<PrepOrder, 'status' | 'items'> & { catering?: object | null }>,
): Map<number, number> {
  const totals = productTotals(orders.filter((order) => order.catering));
  return new Map(totals.map((total) => [total.productId, total.quantity]));
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
