import { isClientSecret } from './client-secret';
import { centsToApiDecimal } from '@/domain/order/api-money';
import { orderNumber } from '@/domain/order-number';
import type { OrderPayload } from '@/domain/schemas/order-payload';
import { conflict, forbidden, notFound } from '../http/http-error';
import {
  findCheckoutById,
  findCheckoutByPaymentIntent,
  type CheckoutRecord,
} from '../repositories/checkouts-repository';
import { findOrderByPaymentIntent, type StoredOrder } from '../repositories/orders-repository';
import { PAYMENT_NOT_FOUND, settlePayment } from './settle-payment';
import type { PaymentGateway } from './payment-gateway';
import { database } from '../db';

export const OTHER_CUSTOMERS_PAYMENT = 'This payment belongs to another account.';
export const TOTAL_NOT_PAID = 'The order total does not match the amount paid.';

/**
 * What POST /api/orders answers: the order's number and state, and nothing personal, since a guest
 * proves nothing but knowledge of the payment reference.
 */
export interface RecordedOrderView {
  id: number;
  orderNumber: string;
  status: string;
  total: string;
  createdAt: string;
}

export const toRecordedOrderView = (order: StoredOrder): RecordedOrderView => ({
  id: order.id,
  orderNumber: orderNumber(order.id),
  status: order.status,
  total: centsToApiDecimal(order.totalCents),
  createdAt: order.createdAt.toISOString(),
});

/**
 * The checkout a payment belongs to: by its attached intent id, else (the server stopped between
 * creating the intent and attaching it) by the checkout id in the intent's metadata.
 */
async function checkoutOf(paymentIntentId: string, gateway: PaymentGateway): Promise<CheckoutRecord | null> {
  const attached = await findCheckoutByPaymentIntent(database(), paymentIntentId);
  if (attached) return attached;
  const intent = await gateway.retrieveIntent(paymentIntentId);
  return intent?.checkoutId ? findCheckoutById(database(), intent.checkoutId) : null;
}

/**
 * Whether the caller made this checkout: the account that started it, or the browser that holds the
 * payment's client secret (the server keeps only its SHA-256). A payment id and a total prove
 * nothing: they travel in return addresses, receipts and the gateway's dashboard.
 */
function madeTheCheckout(checkout: CheckoutRecord, payload: OrderPayload, userId: number | null): boolean {
  if (checkout.userId !== null && checkout.userId === userId) return true;
  return payload.clientSecret ? isClientSecret(checkout.clientSecretSha256, payload.clientSecret) : false;
}

/**
 * The browser reports an authorised payment (POST /api/orders). The order is booked from the
 * server's own checkout, not from the payload; the payload must still agree with what was paid, and
 * a signed-in customer's checkout can only be reported by that customer. A payment whose window
 * filled first is refused with 409 naming the next free window (its card is not charged). `madeIt`:
 * whether the caller proved it made the checkout, and so may have the tracking link and rating token.
 */
export async function recordOrderFromBrowser(
  payload: OrderPayload,
  userId: number | null,
  gateway: PaymentGateway,
): Promise<{ order: RecordedOrderView; created: boolean; madeIt: boolean }> {
  const checkout = await checkoutOf(payload.paymentIntentId, gateway);
  if (!checkout) throw notFound(PAYMENT_NOT_FOUND);
  if (checkout.userId !== null && checkout.userId !== userId) throw forbidden(OTHER_CUSTOMERS_PAYMENT);
  // The total the customer was shown: the order's, of which gift cards may pay part (issue 47, the
  // card then paying the checkout's amount); the gateway's own amount is checked against the checkout below.
  if (payload.totalCents !== checkout.order.totalCents && payload.totalCents !== checkout.amountCents) {
    throw conflict(TOTAL_NOT_PAID);
  }
  const madeIt = madeTheCheckout(checkout, payload, userId);
  // Already recorded (by the gateway's notice or an earlier report): it was verified then.
  const existing = await findOrderByPaymentIntent(database(), payload.paymentIntentId);
  if (existing) return { order: toRecordedOrderView(existing), created: false, madeIt };
  const settled = await settlePayment(checkout, payload.paymentIntentId, gateway);
  if (settled.kind === 'refused') throw conflict(settled.refusal);
  return { order: toRecordedOrderView(settled.order), created: settled.created, madeIt };
}
