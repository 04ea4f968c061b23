import { parsePathId } from '../http/path-id';
import type { OrderStatus } from '@/domain/order-status';
import type { Authenticated } from '../auth/current-user';
import { notFound } from '../http/http-error';
import {
  listOrders,
  listOrdersOfUser,
  orderStats,
  type OrderListFilter,
  type OrderPage,
} from '../repositories/orders-repository';
import type { OrderStatsView } from '@/domain/api-shapes';
import { centsToApiDecimal } from '@/domain/order/api-money';
import { type AdminOrderView, toAdminOrderView, toOrderView, type OrderView } from '@/domain/order/order-view';
import { cancelWithRefund } from './cancel-with-refund';
import { changeOrderStatus } from './status-change';
import { createTrackingLink } from '../tracking/tracking-links';
import { database } from '../db';

export type { OrderStatsView };

export const ORDER_NOT_FOUND = 'Order not found';

/** Every order (or one page of them), newest first, for the administrator. */
export async function listAllOrders(filter: OrderListFilter): Promise<AdminOrderView[]> {
  return (await listOrders(database(), filter)).map(toAdminOrderView);
}

/** The signed-in person's own orders (or one page of them), newest first. */
export async function orderHistory(userId: number, page: OrderPage): Promise<OrderView[]> {
  return (await listOrdersOfUser(database(), userId, page)).map(toOrderView);
}

export async function dashboardStats(): Promise<OrderStatsView> {
  const stats = await orderStats(database());
  return {
    totalOrders: stats.totalOrders,
    pendingOrders: stats.pendingOrders,
    totalRevenue: centsToApiDecimal(stats.revenueCents),
  };
}

/** A fresh link to the order's tracking page, for the buyer's answer to POST /api/orders. */
export const issueTrackingLink = (orderId: number): Promise<string> => createTrackingLink(database(), orderId);

/** Database ids are positive bigints; anything else in the path cannot name an order. */
export const parseOrderId = (value: string | undefined): number => parsePathId(value, ORDER_NOT_FOUND);

/**
 * Any status may follow any other (docs/behaviour/rules.md#order-statuses); the change records who made it.
 * Cancelling refunds a paid order first (cancel-with-refund.ts).
 */
export async function setOrderStatus(
  orderId: number,
  status: OrderStatus,
  admin: Authenticated,
): Promise<AdminOrderView> {
  const changer = { userId: admin.user.id, email: admin.user.email };
  const order =
    status === 'cancelled'
      ? await cancelWithRefund(orderId, changer)
      : await changeOrderStatus(orderId, status, changer);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return toAdminOrderView(order);
}
