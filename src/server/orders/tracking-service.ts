import type { TrackedOrderView } from '@/domain/order/tracked-order-view';
import { toOrderView } from '@/domain/order/order-view';
import { feedbackTokenFor } from '../feedback/feedback-token';
import { notFound } from '../http/http-error';
import { isOrderRated } from '../repositories/feedback-repository';
import { findOrderById, statusTimeline } from '../repositories/orders-repository';
import { orderIdForTrackingToken } from '../tracking/tracking-links';
import { database } from '../db';

/** The one answer for a token that opens nothing: unknown, wrong, malformed or expired alike. */
export const TRACKED_ORDER_NOT_FOUND = 'Order Not Found';

/** The order a tracking link opens, for whoever holds the link (no account needed). */
export async function trackOrder(token: string): Promise<TrackedOrderView> {
  const db = database();
  const orderId = await orderIdForTrackingToken(db, token);
  const order = orderId === null ? null : await findOrderById(db, orderId);
  if (!order) throw notFound(TRACKED_ORDER_NOT_FOUND);
  const [timeline, rated] = await Promise.all([statusTimeline(db, order.id), isOrderRated(db, order.id)]);
  return {
    order: toOrderView(order),
    timeline: timeline.map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
    rated,
    feedbackToken: feedbackTokenFor(order.id),
  };
}
