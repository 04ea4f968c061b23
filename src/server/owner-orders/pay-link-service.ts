import { LINK_NO_LONGER_VALID, orderChangedWhilePaying } from '@/domain/owner-orders/payment-link-messages';
import { orderNumber } from '@/domain/order-number';
import { centsToApiDecimal } from '@/domain/order/api-money';
import { moneyOf } from '@/domain/order/order-contract';
import { toOrderView, type OrderView } from '@/domain/order/order-view';
import type { StoredOrder } from '@/domain/order/stored-order';
import { database } from '../db';
import { conflict, HttpError, notFound } from '../http/http-error';
import type { GatewayName, PaymentGateway } from '../payments/payment-gateway';
import { PAYMENT_NOT_FOUND, settlePayment } from '../payments/settle-payment';
import { clientSecretSha256 } from '../payments/client-secret';
import {
  attachPaymentIntent,
  type CheckoutOrder,
  findCheckoutByPaymentIntent,
  insertCheckout,
} from '../repositories/checkouts-repository';
import { findOrderById } from '../repositories/orders-repository';
import { findLinkByTokenHash, type PaymentLinkRecord } from '../repositories/payment-links-repository';
import { createTrackingLink } from '../tracking/tracking-links';
import { linkTokenHash } from './payment-links';

/** 410: the link was paid, ran out, or its order was cancelled; nothing is charged. */
export const linkGone = () => new HttpError(410, LINK_NO_LONGER_VALID);

/** What the pay page shows and needs: the order, what to pay and until when, and the card form's payment. */
export interface OpenedLink {
  order: OrderView;
  amount: string;
  purpose: PaymentLinkRecord['purpose'];
  expiresAt: string;
  payment: { clientSecret: string; gateway: GatewayName; publishableKey: string | null };
}

/** The link a token opens and its order, while it can still be paid; 410 otherwise. */
async function openLinkOf(token: string): Promise<{ link: PaymentLinkRecord; order: StoredOrder }> {
  const link = await findLinkByTokenHash(database(), linkTokenHash(token));
  if (!link || link.paidAt || link.endedAt || link.expiresAt <= new Date()) throw linkGone();
  const order = await findOrderById(database(), link.orderId);
  if (!order || order.status === 'cancelled') throw linkGone();
  return { link, order };
}

/** The stored order as a checkout carries it (the receipt reads it); a link's checkout books nothing new. */
export const checkoutOrderOf = (order: StoredOrder): CheckoutOrder => ({
  orderType: order.orderType,
  items: order.items,
  ...moneyOf(order),
  // Its code's use was taken when the owner entered it.
  discountCodeId: null,
  pickupSpotId: order.pickupSpot?.id ?? null,
  // A link is paid by card alone.
  giftCards: [],
  taxPlace: null,
  taxCalculationId: null,
  delivery:
    order.deliveryAddress && typeof order.deliveryAddress !== 'string'
      ? { ...order.deliveryAddress, distanceMiles: 0 }
      : null,
  customer: { name: order.customerName, phone: order.customerPhone, email: order.customerEmail, textPhone: null },
});

/**
 * POST /api/payment-links/open (issue 37): the customer opens their link. While it can be paid,
 * a checkout for its amount is saved and the gateway asked for a payment to authorise, as the
 * storefront's checkout does; the page shows the order and the card form. Anything else is 410
 * 'This payment link is no longer valid', and nothing is started.
 */
export async function openPaymentLink(token: string, gateway: PaymentGateway): Promise<OpenedLink> {
  const { link, order } = await openLinkOf(token);
  const checkoutId = await insertCheckout(database(), {
    userId: order.userId,
    order: checkoutOrderOf(order),
    gateway: gateway.name,
    window: order.fulfilmentWindow,
    link: { id: link.id, amountCents: link.amountCents },
  });
  const intent = await gateway.createIntent({
    checkoutId,
    amountCents: link.amountCents,
    receiptEmail: order.customerEmail,
    description: `Kenyan Bites order ${orderNumber(order.id)}`,
  });
  await attachPaymentIntent(database(), checkoutId, {
    id: intent.id,
    clientSecretSha256: clientSecretSha256(intent.clientSecret),
  });
  return {
    order: toOrderView(order),
    amount: centsToApiDecimal(link.amountCents),
    purpose: link.purpose,
    expiresAt: link.expiresAt.toISOString(),
    payment: { clientSecret: intent.clientSecret, gateway: gateway.name, publishableKey: gateway.publishableKey },
  };
}

/**
 * POST /api/payment-links/paid: the pay page reports an authorised payment of the link. It settles
 * through the storefront's one path (settle-payment.ts: booked under the lock, then captured; or
 * refused and let go), so the webhook, a retry and this report all end the same. The token proves
 * the caller holds the link; the answer carries the order's tracking link. A payment refused while
 * the link is still open was for an amount the owner has since changed: 409 naming the new one
 * (the page then opens the link again for it); a link that ended: 410.
 */
export async function reportLinkPayment(
  token: string,
  paymentIntentId: string,
  gateway: PaymentGateway,
): Promise<{ orderNumber: string; status: string; amount: string; trackingUrl: string }> {
  const link = await findLinkByTokenHash(database(), linkTokenHash(token));
  const checkout = link && (await findCheckoutByPaymentIntent(database(), paymentIntentId));
  if (!link || !checkout || checkout.paymentLinkId !== link.id) throw notFound(PAYMENT_NOT_FOUND);
  const settled = await settlePayment(checkout, paymentIntentId, gateway);
  if (settled.kind === 'refused') {
    const { link: current } = await openLinkOf(token);
    throw conflict(orderChangedWhilePaying(current.amountCents));
  }
  return {
    orderNumber: orderNumber(settled.order.id),
    status: settled.order.status,
    amount: centsToApiDecimal(checkout.amountCents),
    trackingUrl: await createTrackingLink(database(), settled.order.id),
  };
}
