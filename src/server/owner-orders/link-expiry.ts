import { linkExpiredMail, linkExpiredText } from '@/domain/owner-orders/payment-link-messages';
import { orderNumber } from '@/domain/order-number';
import { contestedPoint, database, withTransaction } from '../db';
import { loggableFailure } from '../http/loggable-failure';
import { gatewayThatTook } from '../payments/refund-gateway';
import { settlePayment } from '../payments/settle-payment';
import { findCheckoutByPaymentIntent } from '../repositories/checkouts-repository';
import { tellByLink } from './payment-links';
import { cateringOrderEnded } from '../catering-states/catering-states';
import { findOrderById, recordStatusChange } from '../repositories/orders-repository';
import {
  dueLinks,
  endLink,
  linkPaymentIntents,
  lockLink,
  type PaymentLinkRecord,
} from '../repositories/payment-links-repository';

const SYSTEM = { userId: null, email: 'system' };

/** A link of an order's first payment holds the order: the owner's entry, or a catering deposit. */
const holdsOrder = (link: Pick<PaymentLinkRecord, 'purpose'>) => link.purpose === 'order' || link.purpose === 'deposit';
const BATCH = 20;

/**
 * A payment of the link the customer authorised that no report has settled yet (the page closed,
 * the webhook late): settled now, so a customer who paid in time is never turned away by the clock.
 */
async function settledLate(link: PaymentLinkRecord): Promise<boolean> {
  for (const intentId of await linkPaymentIntents(database(), link.id)) {
    const gateway = await gatewayThatTook(intentId);
    const intent = await gateway.retrieveIntent(intentId);
    const checkout = await findCheckoutByPaymentIntent(database(), intentId);
    if (!checkout || (intent?.status !== 'requires_capture' && intent?.status !== 'succeeded')) continue;
    if ((await settlePayment(checkout, intentId, gateway)).kind === 'booked') return true;
  }
  return false;
}

/**
 * Ends a link whose hold ran out, under its row lock: a payment that took the lock first has paid
 * it (nothing to do); otherwise it ends here, and a payment coming later is refused and let go, so
 * the two never both happen. An order's own link ending cancels the order, which gives its place
 * and its pieces back, and tells the customer by the way the link went.
 */
async function expire(link: PaymentLinkRecord): Promise<void> {
  await withTransaction(async (tx) => {
    const locked = await lockLink(tx, link.id);
    if (!locked || locked.paidAt || locked.endedAt) return;
    await contestedPoint('payment-link-decision');
    await endLink(tx, link.id, 'expired');
    if (!holdsOrder(link)) return;
    const order = await findOrderById(tx, link.orderId);
    if (!order || order.status === 'cancelled') return;
    await recordStatusChange(tx, order.id, 'cancelled', SYSTEM);
    // A catering deposit not paid by the quote's expiry: the quote expired, its hold released.
    if (link.purpose === 'deposit') await cateringOrderEnded(tx, order.id, 'expired');
    const told = { orderNumber: orderNumber(order.id), customerName: order.customerName };
    await tellByLink(tx, link, {
      kind: 'payment-link-expired',
      sms: linkExpiredText(told, link.expiresAt),
      email: linkExpiredMail(told, link.expiresAt),
    });
  });
}

/**
 * The scheduled sender's (every minute): the links whose hold has run out. One paid in time but
 * not yet settled is settled (paid and kept); any other ends, its order cancelled and released.
 * Answers how many ended; a failure is logged and tried again on the next run.
 */
export async function expireDueLinks(now = new Date()): Promise<number> {
  let ended = 0;
  for (const link of await dueLinks(database(), BATCH, now)) {
    try {
      if (holdsOrder(link) && (await settledLate(link))) continue;
      await expire(link);
      ended += 1;
    } catch (error) {
      console.error(`[payment-links] Ending link ${link.id} failed: ${loggableFailure(error)}`);
    }
  }
  return ended;
}
