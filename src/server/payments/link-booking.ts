import { LINK_NO_LONGER_VALID } from '@/domain/owner-orders/payment-link-messages';
import { queueNewOrderAlerts } from '../alerts/new-order-alerts';
import { contestedPoint, type Db } from '../db';
import { type CheckoutRecord, recordRefusal } from '../repositories/checkouts-repository';
import {
  attachLinkPayment,
  findOrderById,
  recordStatusChange,
  type StoredOrder,
} from '../repositories/orders-repository';
import { lockLink, markLinkPaid } from '../repositories/payment-links-repository';

/** What became of an authorised payment: its order, or the refusal the customer is shown. */
export type Settlement =
  | { kind: 'booked'; order: StoredOrder; created: boolean }
  | { kind: 'refused'; refusal: string };

const SYSTEM = { userId: null, email: 'system' };

/** The refusal, recorded with the checkout so every later report of the payment answers the same. */
async function refuse(tx: Db, checkout: CheckoutRecord): Promise<Settlement> {
  await recordRefusal(tx, checkout.id, LINK_NO_LONGER_VALID);
  return { kind: 'refused', refusal: LINK_NO_LONGER_VALID };
}

/**
 * Books an authorised payment of a payment link (issue 37) inside the booking's transaction: its
 * order already holds its place, so booking it means the link is paid, the order carries the
 * payment and is confirmed, and the owner and the customer hear of it as of any paid order. The
 * link's row lock decides between this payment and the link's end (its expiry, the order's
 * cancellation, a payment in person): whichever takes it first wins, and a payment that comes
 * second is refused, its card let go, so a payment is never both taken and released. Once per
 * payment: a repeated report finds the link paid by it.
 */
export async function bookLinkPayment(
  tx: Db,
  checkout: CheckoutRecord,
  linkId: number,
  payment: { paymentIntentId: string; captured: boolean },
): Promise<Settlement> {
  const link = await lockLink(tx, linkId);
  const order = link && (await findOrderById(tx, link.orderId));
  if (!link || !order) return refuse(tx, checkout);
  if (link.paymentIntentId === payment.paymentIntentId) return { kind: 'booked', order, created: false };
  if (link.paidAt || link.endedAt || order.status === 'cancelled') return refuse(tx, checkout);
  await contestedPoint('payment-link-decision');
  await markLinkPaid(tx, link.id, payment.paymentIntentId);
  await attachLinkPayment(tx, order.id, payment);
  if (order.status === 'pending') await recordStatusChange(tx, order.id, 'confirmed', SYSTEM);
  const paid = (await findOrderById(tx, order.id)) ?? order;
  await queueNewOrderAlerts(tx, paid);
  return { kind: 'booked', order: paid, created: true };
}
