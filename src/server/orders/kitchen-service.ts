import { shopDayBounds } from '@/domain/fulfilment/schedule';
import { kitchenDayView, type KitchenDayView } from '@/domain/kitchen/kitchen-day';
import type { KitchenLimits } from '@/domain/kitchen/kitchen-limits';
import { type ExportView, exportFileName } from '@/domain/kitchen/kitchen-query';
import { ordersCsvHeader, ordersCsvRows } from '@/domain/kitchen/orders-csv';
import { piecesCsv } from '@/domain/kitchen/pieces-csv';
import { getSchedule } from '../repositories/fulfilment-repository';
import { labelDishes } from '../repositories/label-dishes-repository';
import { listOrdersInWindows, ordersInWindowsByBatch } from '../repositories/orders-repository';
import { dishLimits } from '../repositories/products-repository';
import { database, type Db } from '../db';
import { textStream } from '../http/responses';
import { kitchenProfile } from '../settings/kitchen-profile-service';

export type { KitchenDayView };

/** The limits in pieces set now: each dish's a day, and every dish's together per window (issue 26). */
async function kitchenLimits(db: Db): Promise<KitchenLimits> {
  const [dishes, schedule] = await Promise.all([dishLimits(db), getSchedule(db)]);
  return { dishes, windowPieces: schedule.windowPieces };
}

/**
 * The kitchen's day (GET /api/admin/kitchen): the orders booked in a window on that shop date,
 * with the pieces against the limits, and what their pack labels say of the kitchen and the dishes.
 */
export async function kitchenDay(date: string): Promise<KitchenDayView> {
  const db = database();
  const { from, to } = shopDayBounds(date);
  const [orders, limits, kitchen] = await Promise.all([
    listOrdersInWindows(db, from, to),
    kitchenLimits(db),
    kitchenProfile(db),
  ]);
  const productIds = [...new Set(orders.flatMap((order) => order.items.map((item) => item.productId)))];
  const dishes = await labelDishes(db, productIds);
  return kitchenDayView(date, orders, limits, { kitchen, dishes });
}

export interface OrdersExport {
  fileName: string;
  /** The orders streamed (read a batch at a time), or the pieces per window at once. */
  csv: string | ReadableStream<Uint8Array>;
}

/** Orders read per statement while the export streams: a batch's rows leave before the next is read. */
export const EXPORT_BATCH = 250;

/** The orders' CSV: its header with the first batch's rows, then each batch's rows as it is read. */
async function* ordersCsvParts(db: Db, from: Date, to: Date): AsyncGenerator<string> {
  let header = ordersCsvHeader();
  for await (const batch of ordersInWindowsByBatch(db, from, to, EXPORT_BATCH)) {
    yield header + ordersCsvRows(batch);
    header = '';
  }
  // No orders: the header alone.
  if (header !== '') yield header;
}

/**
 * GET /api/orders/export: what was booked on the shop dates `from` to `to`, both included, as CSV:
 * the orders, one row per item, streamed; or the pieces per dish per window against the limits.
 */
export async function exportOrders(query: { from: string; to: string; view: ExportView }): Promise<OrdersExport> {
  const db = database();
  const [from, to] = [shopDayBounds(query.from).from, shopDayBounds(query.to).to];
  const fileName = exportFileName(query.view, query.from, query.to);
  if (query.view === 'orders') {
    return { fileName, csv: await textStream(ordersCsvParts(db, from, to), 'GET /api/orders/export') };
  }
  return { fileName, csv: piecesCsv(await listOrdersInWindows(db, from, to), await kitchenLimits(db)) };
}
