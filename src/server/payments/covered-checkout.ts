/*
 * An order the gift cards pay in full (issue 47): its checkout asked the gateway for nothing
 * (checkout-service.ts answered `{covered, checkoutId}`), and placing it books it as a paid
 * checkout is booked (settle-payment.ts bookCheckout: the cards' locks, the schedule's, the
 * order with its spends), with no payment to take. The order is recorded on the checkout, under
 * its row lock, so placing it again answers the same order.
 */
import { enqueueMail } from '../outbox/outbox';
import { conflict, forbidden, notFound } from '../http/http-error';
import { findCheckoutById, lockCheckout } from '../repositories/checkouts-repository';
import type { StoredOrder } from '../repositories/orders-repository';
import { createTrackingLink } from '../tracking/tracking-links';
import { database, withTransaction } from '../db';
import { customerSpotOf } from '@/domain/pickup-spots/pickup-spot';
import { receiptMail } from './receipt-mail';
import { OTHER_CUSTOMERS_PAYMENT } from './record-order';
import { bookCheckout } from './settle-payment';
import { recordOrderTax } from './tax-records';

export const CHECKOUT_NOT_FOUND = 'We could not find that order. Please start again from the menu.';
export const NOT_COVERED = 'This order still has an amount to pay by card.';

export async function placeCoveredCheckout(
  checkoutId: string,
  userId: number | null,
): Promise<{ order: StoredOrder; created: boolean }> {
  const checkout = await findCheckoutById(database(), checkoutId);
  if (!checkout) throw notFound(CHECKOUT_NOT_FOUND);
  if (checkout.userId !== null && checkout.userId !== userId) throw forbidden(OTHER_CUSTOMERS_PAYMENT);
  if (checkout.paymentIntentId !== null || checkout.amountCents !== 0) throw conflict(NOT_COVERED);
  const settled = await withTransaction(async (tx) => {
    const locked = (await lockCheckout(tx, checkout.id)) ?? checkout;
    return bookCheckout(tx, locked, null, true, async ({ order, created }) => {
      const to = locked.order.customer.email;
      if (!created || !to) return;
      const trackingUrl = await createTrackingLink(tx, order.id);
      await enqueueMail(tx, {
        ...receiptMail(to, locked.order, {
          window: locked.fulfilmentWindow,
          cardLast4: null,
          trackingUrl,
          spot: customerSpotOf(order),
          paidBy: 'gift-cards',
        }),
        orderId: order.id,
      });
    });
  });
  if (settled.kind === 'refused') throw conflict(settled.refusal);
  // The sale is recorded with Stripe Tax where it taxed it, as a captured payment's is.
  if (settled.created) await recordOrderTax(settled.order.id);
  return settled;
}
