import { LINK_NO_LONGER_VALID, orderChangedWhilePaying } from '@/domain/owner-orders/payment-link-messages';
import { type AlertRecipients, queueNewOrderAlerts } from '../alerts/new-order-alerts';
import { contestedPoint, type Db } from '../db';
import { type CheckoutRecord, recordRefusal } from '../repositories/checkouts-repository';
import {
  attachLinkPayment,
  findOrderById,
  recordStatusChange,
  type StoredOrder,
} from '../repositories/orders-repository';
import { lockLink, markLinkPaid } from '../repositories/payment-links-repository';
import { cateringLinkPaid } from '../catering-states/catering-states';

/** What became of an authorised payment: its order, or the refusal the customer is shown. */
export type Settlement =
  | { kind: 'booked'; order: StoredOrder; created: boolean }
  | { kind: 'refused'; refusal: string };

const SYSTEM = { userId: null, email: 'system' };

/** The refusal, recorded with the checkout so every later report of the payment answers the same. */
async function refuse(tx: Db, checkout: CheckoutRecord, refusal = LINK_NO_LONGER_VALID): Promise<Settlement> {
  await recordRefusal(tx, checkout.id, refusal);
  return { kind: 'refused', refusal };
}

/**
 * Books an authorised payment of a payment link (issue 37) inside the booking's transaction: its
 * order already holds its place, so booking it means the link is paid, the order carries the
 * payment and is confirmed, and the owner and the customer hear of it as of any paid order. The
 * link's row lock decides between this payment and the link's end (its expiry, the order's
 * cancellation, a payment in person): whichever takes it first wins, and a payment that comes
 * second is refused, its card let go, so a payment is never both taken and released. So is a
 * payment for another amount than the link asks now (the page was opened before the owner changed
 * the order): the link stays open at its new amount. Once per payment: a repeated report finds the
 * link paid by it.
 */
export async function bookLinkPayment(
  tx: Db,
  checkout: CheckoutRecord,
  linkId: number,
  payment: { paymentIntentId: string; captured: boolean },
  recipients: AlertRecipients,
): Promise<Settlement> {
  const link = await lockLink(tx, linkId);
  const order = link && (await findOrderById(tx, link.orderId));
  if (!link || !order) return refuse(tx, checkout);
  if (link.paymentIntentId === payment.paymentIntentId) return { kind: 'booked', order, created: false };
  if (link.paidAt || link.endedAt || order.status === 'cancelled') return refuse(tx, checkout);
  await contestedPoint('payment-link-decision');
  // A change writes the link's amount under the schedule's lock, which this booking holds.
  if (checkout.amountCents !== link.amountCents) return refuse(tx, checkout, orderChangedWhilePaying(link.amountCents));
  await markLinkPaid(tx, link.id, {
    paymentIntentId: payment.paymentIntentId,
    capturedCents: payment.captured ? checkout.amountCents : null,
  });
  await attachLinkPayment(tx, order.id, { ...payment, amountCents: checkout.amountCents });
  if (order.status === 'pending') await recordStatusChange(tx, order.id, 'confirmed', SYSTEM);
  await cateringLinkPaid(tx, order.id, link.purpose);
  const paid = (await findOrderById(tx, order.id)) ?? order;
  await queueNewOrderAlerts(tx, paid, recipients);
  return { kind: 'booked', order: paid, created: true };
}
