/*
 * GET /api/admin/kitchen's answer (docs/behaviour/api.md#kitchen): one shop date's prep list with
 * the kitchen's limits in pieces beside it, its orders as the API shows orders everywhere else, its
 * windows as ISO instants, and what the pack labels say beyond the orders (./labels.ts).
 */
import type { StoredOrder } from '../order/stored-order';
import { type AdminOrderView, toAdminOrderView } from '../order/order-view';
import type { KitchenProfile } from '../schemas/kitchen-profile';
import { type DayTotal, type KitchenLimits, limitedPrepList } from './kitchen-limits';
import type { LabelDish } from './labels';
import type { ProductTotal } from './prep-list';
import { type SpotTotal, spotTotals } from './spot-totals';

export type { DayTotal, ProductTotal, SpotTotal };

export interface KitchenWindowView {
  start: string;
  end: string;
  totals: ProductTotal[];
  /** The window's pieces, every dish together, cancelled orders left out. */
  pieces: number;
  /** The most pieces a window takes (null: no limit). */
  windowPieces: number | null;
  /** The window's crates: each spot's pieces per dish, the deliveries as their own (./spot-totals.ts). */
  spots: SpotTotal[];
  orders: AdminOrderView[];
}

export interface KitchenDayView {
  /** The shop date asked for, 'YYYY-MM-DD'. */
  date: string;
  /** Each dish's pieces of the day, with its daily limit. */
  totals: DayTotal[];
  windows: KitchenWindowView[];
  /**
   * What the labels print beside the orders: the kitchen as they name it, and the dishes of the
   * day's orders with their ingredients, allergens and pack size. The browser builds the labels
   * (for the day or one order) from these and the orders, so one answer serves both.
   */
  labels: DayLabelFacts;
}

export interface DayLabelFacts {
  kitchen: KitchenProfile;
  dishes: LabelDish[];
}

/** The answer for `date` out of the orders booked in a window that day, under the limits set now. */
export function kitchenDayView(
  date: string,
  orders: readonly StoredOrder[],
  limits: KitchenLimits,
  labels: DayLabelFacts,
): KitchenDayView {
  const list = limitedPrepList(orders, limits);
  return {
    date,
    totals: list.totals,
    windows: list.windows.map((window) => ({
      start: window.start.toISOString(),
      end: window.end.toISOString(),
      totals: window.totals,
      pieces: window.pieces,
      windowPieces: window.windowPieces,
      spots: spotTotals(window.orders),
      orders: window.orders.map(toAdminOrderView),
    })),
    labels,
  };
}
