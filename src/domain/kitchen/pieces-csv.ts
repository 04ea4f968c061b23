/*
 * The kitchen's pieces of a date range against its limits, as CSV (GET /api/orders/export?view=pieces,
 * docs/behaviour/api.md#kitchen; ./csv.ts): one row per dish per window, in window order, with the
 * dish's pieces in the window and that day, its daily limit, and the window's pieces of every dish
 * together and its limit. An empty limit is none. The same counts as the kitchen screen's
 * (./kitchen-limits.ts), so a spreadsheet and the screen never disagree.
 */
import { shopDate } from '../fulfilment/schedule';
import { csvText, guardFormula, shopDateTime, withHeader } from '../csv';
import { type KitchenLimits, limitedPrepList } from './kitchen-limits';
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

/** One shop day's rows, each window's dishes as the kitchen screen lists them, for that day's orders. */
function dayRows(date: string, orders: readonly PrepOrder[], limits: KitchenLimits): string {
  const day = limitedPrepList(orders, limits);
  const ofDay = new Map(day.totals.map((total) => [total.productId, total]));
  return csvText(
    day.windows.flatMap((window) =>
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
    ),
  );
}

/**
 * The orders, in window order, by the shop date their window starts on, each day once its last
 * order has come. Orders without a window are left out.
 */
async function* byShopDay<Order extends PrepOrder>(
  batches: Iterable<readonly Order[]> | AsyncIterable<readonly Order[]>,
): AsyncGenerator<[string, Order[]]> {
  let day: [string, Order[]] | null = null;
  for await (const batch of batches) {
    for (const order of batch) {
      if (!order.fulfilmentWindow) continue;
      const date = shopDate(order.fulfilmentWindow.start);
      if (day?.[0] === date) {
        day[1].push(order);
        continue;
      }
      if (day) yield day;
      day = [date, [order]];
    }
  }
  if (day) yield day;
}

/**
 * The export in parts, from the orders in window order, read in batches: the header with the first
 * day's rows, then each day's rows once its last order is read, so a day at a time is held (a day
 * is counted whole: its pieces and limits are the day's). The header alone without orders.
 */
export function piecesCsvParts(
  batches: Iterable<readonly PrepOrder[]> | AsyncIterable<readonly PrepOrder[]>,
  limits: KitchenLimits,
): AsyncGenerator<string> {
  async function* days(): AsyncGenerator<string> {
    for await (const [date, orders] of byShopDay(batches)) yield dayRows(date, orders, limits);
  }
  return withHeader(csvText([[...PIECES_CSV_COLUMNS]]), days());
}
