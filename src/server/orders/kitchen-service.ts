import { dishLimitsOf } from '@/domain/fulfilment/piece-limits';
import { shopDayBounds } from '@/domain/fulfilment/schedule';
import { kitchenDayView, type KitchenDayView } from '@/domain/kitchen/kitchen-day';
import type { KitchenLimits } from '@/domain/kitchen/kitchen-limits';
import { type ExportView, exportFileName } from '@/domain/kitchen/kitchen-query';
import { withHeader } from '@/domain/csv';
import { ordersCsvHeader, ordersCsvRows } from '@/domain/kitchen/orders-csv';
import { piecesCsvParts } from '@/domain/kitchen/pieces-csv';
import { getSchedule } from '../repositories/fulfilment-repository';
import { labelDishes } from '../repositories/label-dishes-repository';
import { listOrdersInWindows, ordersInWindowsByBatch } from '../repositories/orders-repository';
import { listAllProducts } from '../repositories/products-repository';
import { database, type Db } from '../db';
import { textStream } from '../http/responses';
import { kitchenProfile } from '../settings/kitchen-profile-service';

export type { KitchenDayView };

/** The limits in pieces set now: each dish's a day, and every dish's together per window (issue 26). */
export async function kitchenLimits(db: Db): Promise<KitchenLimits> {
  const [dishes, schedule] = await Promise.all([listAllProducts(db).then(dishLimitsOf), getSchedule(db)]);
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
  /** Streamed: the orders' rows a batch at a time, the pieces' a shop day at a time. */
  csv: ReadableStream<Uint8Array>;
}

/** Orders read per statement while the export streams: a batch's rows (a day's, for the pieces) leave before the next is read. */
export const EXPORT_BATCH = 250;

/** The orders' rows, a batch at a time as each is read (the header goes with the first: withHeader). */
async function* ordersCsvBatches(db: Db, from: Date, to: Date): AsyncGenerator<string> {
  for await (const batch of ordersInWindowsByBatch(db, from, to, EXPORT_BATCH)) yield ordersCsvRows(batch);
}

/**
 * GET /api/orders/export: what was booked on the shop dates `from` to `to`, both included, as CSV:
 * the orders, one row per item; or the pieces per dish per window against the limits. Both are
 * streamed from the orders read EXPORT_BATCH at a time, so a long range is never whole in memory.
 */
export async function exportOrders(query: { from: string; to: string; view: ExportView }): Promise<OrdersExport> {
  const db = database();
  const [from, to] = [shopDayBounds(query.from).from, shopDayBounds(query.to).to];
  const fileName = exportFileName(query.view, query.from, query.to);
  const parts =
    query.view === 'orders'
      ? withHeader(ordersCsvHeader(), ordersCsvBatches(db, from, to))
      : piecesCsvParts(ordersInWindowsByBatch(db, from, to, EXPORT_BATCH), await kitchenLimits(db));
  return { fileName, csv: await textStream(parts, 'GET /api/orders/export') };
}
