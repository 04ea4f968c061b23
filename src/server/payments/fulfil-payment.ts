import { conflict, notFound } from '../http/http-error';
import type { CheckoutRecord } from '../repositories/checkouts-repository';
import { insertPaidOrder, type NewPaidOrder, type StoredOrder } from '../repositories/orders-repository';
import type { PaymentGateway } from './payment-gateway';
import { type Db, database } from '../db';

export const PAYMENT_NOT_FOUND = 'We could not find that payment.';
export const PAYMENT_NOT_COMPLETE = 'This payment has not been completed.';
export const AMOUNT_MISMATCH = 'The amount paid does not match the order.';
export const OTHER_GATEWAY = 'This payment was made through another payment provider.';

/** The order a checkout becomes once paid: its server-priced lines and totals, confirmed. */
function paidOrderOf(checkout: CheckoutRecord, paymentIntentId: string): NewPaidOrder {
  const { order } = checkout;
  return {
    // Only the account that started the checkout: whoever reports the payment later gains nothing.
    userId: checkout.userId,
    orderType: order.orderType,
    customerName: order.customer.name,
    customerEmail: order.customer.email,
    customerPhone: order.customer.phone,
    subtotalCents: order.subtotalCents,
    deliveryFeeCents: order.deliveryFeeCents,
    tipCents: order.tipCents,
    totalCents: order.totalCents,
    notes: null,
    deliveryAddress: order.delivery && {
      fullAddress: order.delivery.fullAddress,
      zone: order.delivery.zone,
      feeCents: order.delivery.feeCents,
    },
    items: order.items,
    paymentIntentId,
    // The hold becomes the booking (an order is counted in its window from now on).
    fulfilmentWindow: checkout.fulfilmentWindow,
  };
}

/**
 * Records the order of a checkout, but only once the gateway itself reports its intent succeeded
 * for exactly the checkout's amount. Idempotent: the browser, the webhook and any retry all end
 * with the same single order.
 */
export async function fulfilCheckout(
  checkout: CheckoutRecord,
  paymentIntentId: string,
  gateway: PaymentGateway,
): Promise<{ order: StoredOrder; created: boolean }> {
  if (checkout.gateway !== gateway.name) throw conflict(OTHER_GATEWAY);
  const intent = await gateway.retrieveIntent(paymentIntentId);
  if (!intent) throw notFound(PAYMENT_NOT_FOUND);
  if (intent.status !== 'succeeded') throw conflict(PAYMENT_NOT_COMPLETE);
  if (intent.amountCents !== checkout.amountCents || intent.currency !== 'usd') {
    console.error(
      `[payments] intent ${intent.id} paid ${intent.amountCents} ${intent.currency} for checkout ${checkout.id} of ${checkout.amountCents} usd`,
    );
    throw conflict(AMOUNT_MISMATCH);
  }
  return recordPaidCheckout(database(), checkout, intent.id);
}

/**
 * Records the order of a checkout whose payment the caller knows succeeded for its amount, once per
 * payment (inside the caller's transaction when given one). `fulfilCheckout` asks the gateway
 * first; the test gateway, which is the gateway, records it in the transaction that marks it paid.
 */
export const recordPaidCheckout = (
  db: Db,
  checkout: CheckoutRecord,
  paymentIntentId: string,
): Promise<{ order: StoredOrder; created: boolean }> => insertPaidOrder(db, paidOrderOf(checkout, paymentIntentId));
