/*
 * GET /api/admin/kitchen's answer (docs/behaviour/api.md#kitchen): one shop date's prep list with
 * its orders as the API shows orders everywhere else, and its windows as ISO instants.
 */
import type { StoredOrder } from '../order/stored-order';
import { type AdminOrderView, toAdminOrderView } from '../order/order-view';
import { prepList, type ProductTotal } from './prep-list';

export type { ProductTotal };

export interface KitchenWindowView {
  start: string;
  end: string;
  totals: ProductTotal[];
  orders: AdminOrderView[];
}

export interface KitchenDayView {
  /** The shop date asked for, 'YYYY-MM-DD'. */
  date: string;
  totals: ProductTotal[];
  windows: KitchenWindowView[];
}

/** The answer for `date` out of the orders booked in a window that day. */
export function kitchenDayView(date: string, orders: readonly StoredOrder[]): KitchenDayView {
  const list = prepList(orders);
  return {
    date,
    totals: list.totals,
    windows: list.windows.map((window) => ({
      start: window.start.toISOString(),
      end: window.end.toISOString(),
      totals: window.totals,
      orders: window.orders.map(toAdminOrderView),
    })),
  };
}
