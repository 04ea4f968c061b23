import type { OrderStatus } from '@/domain/order-status';
import type { StoredOrder } from '@/domain/order/stored-order';
import { cateringOrderStatusChanged } from '../catering-states/catering-states';
import { type Db, withTransaction } from '../db';
import { findOrderById, recordStatusChange, type StatusChanger } from '../repositories/orders-repository';
import { endOpenLinks } from '../repositories/payment-links-repository';
import { returnOrderShares } from '../repositories/gift-cards-repository';
import { queueOrderUpdateMail } from './order-update-mail';

/**
 * Sets an order's status, records who changed it, and queues the customer's e-mail, in one
 * transaction: the e-mail commits with the change, or neither does (issue 16). Null when the order
 * does not exist.
 */
export function changeOrderStatus(
  orderId: number,
  status: OrderStatus,
  changer: StatusChanger,
): Promise<StoredOrder | null> {
  return withTransaction((tx) => changeOrderStatusIn(tx, orderId, status, changer));
}

/** The same, inside the caller's transaction (a cancellation that records its refund with it). */
export async function changeOrderStatusIn(
  tx: Db,
  orderId: number,
  status: OrderStatus,
  changer: StatusChanger,
): Promise<StoredOrder | null> {
  // A cancelled order can no longer be paid: its links end first, under their locks, so a payment
  // of one either came before (and is on the order) or is refused after (and let go).
  if (status === 'cancelled') await endOpenLinks(tx, orderId, 'cancelled');
  const previous = await recordStatusChange(tx, orderId, status, changer);
  if (previous === null) return null;
  // What gift cards paid of a cancelled order goes back on them with the cancellation (issue 47).
  if (status === 'cancelled') await returnOrderShares(tx, orderId);
  const order = await findOrderById(tx, orderId);
  if (order) await queueOrderUpdateMail(tx, order, previous);
  // A catering event's request follows its order to the end (issue 48): cancelled, or completed.
  if (order?.catering) await cateringOrderStatusChanged(tx, order.id, status);
  return order;
}
