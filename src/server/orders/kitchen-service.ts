import { shopDayBounds } from '@/domain/fulfilment/schedule';
import { kitchenDayView, type KitchenDayView } from '@/domain/kitchen/kitchen-day';
import type { KitchenLimits } from '@/domain/kitchen/kitchen-limits';
import { type ExportView, exportFileName } from '@/domain/kitchen/kitchen-query';
import { ordersCsv } from '@/domain/kitchen/orders-csv';
import { piecesCsv } from '@/domain/kitchen/pieces-csv';
import { getSchedule } from '../repositories/fulfilment-repository';
import { labelDishes } from '../repositories/label-dishes-repository';
import { listOrdersInWindows } from '../repositories/orders-repository';
import { dishLimits } from '../repositories/products-repository';
import { database, type Db } from '../db';
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
  csv: string;
}

/**
 * GET /api/orders/export: what was booked on the shop dates `from` to `to`, both included, as CSV:
 * the orders, one row per item, or the pieces per dish per window against the limits.
 */
export async function exportOrders(query: { from: string; to: string; view: ExportView }): Promise<OrdersExport> {
  const db = database();
  const orders = await listOrdersInWindows(db, shopDayBounds(query.from).from, shopDayBounds(query.to).to);
  const csv = query.view === 'pieces' ? piecesCsv(orders, await kitchenLimits(db)) : ordersCsv(orders);
  return { fileName: exportFileName(query.view, query.from, query.to), csv };
}
