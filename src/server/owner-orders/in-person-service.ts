import { amountToCollect } from '@/domain/order/payment-method';
import { type InPersonPayment, paidTooMuch } from '@/domain/owner-orders/in-person-payment';
import { withTransaction } from '../db';
import { conflict, HttpError, notFound } from '../http/http-error';
import {
  findOrderById,
  lockOrder,
  recordInPersonPayment,
  recordStatusChange,
  type StoredOrder,
} from '../repositories/orders-repository';
import { endOpenLinks } from '../repositories/payment-links-repository';
import type { Owner } from './enter-order-service';
import { cateringPaidInPerson } from '../catering-states/catering-states';

export const NOTHING_TO_COLLECT = 'This order has nothing left to collect.';

/**
 * POST /api/admin/orders/{id}/paid (issue 37): the owner took the money in person. Recorded with
 * its amount and how, under the order's lock, at most once and never above what the order owes; an
 * open payment link ends (its hold too), and an order waiting on its link is confirmed.
 */
export async function recordPaidInPerson(
  orderId: number,
  payment: InPersonPayment,
  owner: Owner,
): Promise<StoredOrder> {
  return withTransaction(async (tx) => {
    // The links first, then the order: the order the payment of a link takes its locks in.
    await endOpenLinks(tx, orderId, 'paid-otherwise');
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order not found');
    const owed = amountToCollect(order);
    if (owed === null) throw conflict(NOTHING_TO_COLLECT);
    if (payment.amount > owed) {
      throw new HttpError(400, paidTooMuch(owed), {}, { fields: { amount: paidTooMuch(owed) } });
    }
    await recordInPersonPayment(tx, orderId, { cents: payment.amount, how: payment.how, byEmail: owner.email });
    if (order.status === 'pending') await recordStatusChange(tx, orderId, 'confirmed', owner);
    const paid = (await findOrderById(tx, orderId)) ?? order;
    // A catering order's deposit or balance taken in person (issue 48).
    if (paid.catering) await cateringPaidInPerson(tx, paid);
    return paid;
  });
}
