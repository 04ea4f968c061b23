import { shopDayBounds } from '@/domain/fulfilment/schedule';
import { kitchenDayView, type KitchenDayView } from '@/domain/kitchen/kitchen-day';
import { exportFileName } from '@/domain/kitchen/kitchen-query';
import { ordersCsv } from '@/domain/kitchen/orders-csv';
import { listOrdersInWindows } from '../repositories/orders-repository';
import { database } from '../db';

export type { KitchenDayView };

/** The kitchen's day (GET /api/admin/kitchen): the orders booked in a window on that shop date. */
export async function kitchenDay(date: string): Promise<KitchenDayView> {
  const { from, to } = shopDayBounds(date);
  return kitchenDayView(date, await listOrdersInWindows(database(), from, to));
}

export interface OrdersExport {
  fileName: string;
  csv: string;
}

/** GET /api/orders/export: the orders booked on the shop dates `from` to `to`, both included, as CSV. */
export async function exportOrders(from: string, to: string): Promise<OrdersExport> {
  const orders = await listOrdersInWindows(database(), shopDayBounds(from).from, shopDayBounds(to).to);
  return { fileName: exportFileName(from, to), csv: ordersCsv(orders) };
}
