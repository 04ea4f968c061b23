/*
 * The kitchen's pieces of a date range against its limits, as CSV (GET /api/orders/export?view=pieces,
 * docs/behaviour/api.md#kitchen; ./csv.ts): one row per dish per window, in window order, with the
 * dish's pieces in the window and that day, its daily limit, and the window's pieces of every dish
 * together and its limit. An empty limit is none. The same counts as the kitchen screen's
 * (./kitchen-limits.ts), so a spreadsheet and the screen never disagree.
 */
import { shopDate } from '../fulfilment/schedule';
import { csvText, guardFormula, shopDateTime } from '../csv';
import { type KitchenLimits, type LimitedPrepList, limitedPrepList } from './kitchen-limits';
import type { PrepOrder } from './prep-list';

export const PIECES_CSV_COLUMNS = [
  'date',
  'window_start',
  'window_end',
  'product',
  'pieces',
  'day_pieces',
  'daily_limit',
  'window_pieces',
  'window_limit',
] as const;

/** A limit's cell: the number, or empty for none. */
const limitCell = (limit: number | null): string => (limit === null ? '' : String(limit));

/** The orders by the shop date their window starts on, in date order; orders without a window are left out. */
function byShopDate<Order extends PrepOrder>(orders: readonly Order[]): Array<[string, Order[]]> {
  const days = new Map<string, Order[]>();
  for (const order of orders) {
    if (!order.fulfilmentWindow) continue;
    const date = shopDate(order.fulfilmentWindow.start);
    const ofDay = days.get(date);
    if (ofDay) ofDay.push(order);
    else days.set(date, [order]);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b));
}

/** One day's rows: each window's dishes, as the kitchen screen lists them. */
function dayRows(date: string, day: LimitedPrepList<PrepOrder>): string[][] {
  const ofDay = new Map(day.totals.map((total) => [total.productId, total]));
  return day.windows.flatMap((window) =>
    window.totals.map((total) => {
      const dish = ofDay.get(total.productId);
      return [
        date,
        shopDateTime(window.start),
        shopDateTime(window.end),
        guardFormula(total.name),
        String(total.quantity),
        String(dish?.quantity ?? total.quantity),
        limitCell(dish?.dailyLimit ?? null),
        String(window.pieces),
        limitCell(window.windowPieces),
      ];
    }),
  );
}

/** The whole export: the header row, then every day's rows, earliest first. */
export function piecesCsv(orders: readonly PrepOrder[], limits: KitchenLimits): string {
  const rows = byShopDate(orders).flatMap(([date, ofDay]) => dayRows(date, limitedPrepList(ofDay, limits)));
  return csvText([[...PIECES_CSV_COLUMNS], ...rows]);
}
