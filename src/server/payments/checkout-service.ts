import { createHash } from 'node:crypto';
import { priceCheckout } from '@/domain/checkout-pricing';
import { textablePhone } from '@/domain/phone';
import { chooseWindowPrompt } from '@/domain/fulfilment/window-label';
import { formatUsd } from '@/domain/money';
import { ITEM_UNAVAILABLE, unorderableReason } from '@/domain/product-status';
import { MISSING_ADDRESS, OUTSIDE_DELIVERY_AREA, type CreatePaymentIntentPayload } from '@/domain/schemas';
import { badRequest, conflict } from '../http/http-error';
import { chosenWindow } from '../fulfilment/window-booking';
import { attachPaymentIntent, insertCheckout, type CheckoutOrder } from '../repositories/checkouts-repository';
import { listAllProducts } from '../repositories/products-repository';
import { getBusinessSettings } from '../settings/business-settings-service';
import type { GatewayName, PaymentGateway } from './payment-gateway';
import { database } from '../db';

export const NOT_ACCEPTING_ORDERS = "We're not accepting orders right now. Please check back later.";
export { ITEM_UNAVAILABLE };

export const totalChanged = (totalCents: number) =>
  `Your order total is ${formatUsd(totalCents)}, not the amount shown. Please review your order and try again.`;

/** What POST /api/create-payment-intent answers: the card form needs the secret and which gateway to use. */
export interface StartedCheckout {
  clientSecret: string;
  gateway: GatewayName;
  publishableKey: string | null;
}

/**
 * Refuses a cart holding a product that is sold out or off the menu (409 naming it), prices the
 * order on the server (catalogue, pack pricing, the address's zone, the tip), refuses an
 * amount the customer was not shown, refuses a pickup or delivery window that cannot be chosen now
 * (409 naming the next free one), saves the checkout with that window, and only then asks the
 * gateway for a payment to authorise, carrying the checkout's id. The window's place is taken only
 * once the payment is authorised (settle-payment.ts; docs/architecture.md#payments).
 */
export async function startCheckout(
  payload: CreatePaymentIntentPayload,
  userId: number | null,
  gateway: PaymentGateway,
): Promise<StartedCheckout> {
  const settings = await getBusinessSettings();
  if (!settings.isAcceptingOrders) throw conflict(NOT_ACCEPTING_ORDERS);

  const { orderData } = payload;
  // Every product, archived ones too, so a refusal can name what the cart holds that cannot be sold.
  const products = await listAllProducts(database());
  const byId = new Map(products.map((product) => [product.id, product]));
  for (const item of orderData.items) {
    const reason = unorderableReason(byId.get(item.productId));
    if (reason) throw conflict(reason);
  }
  const result = priceCheckout(
    {
      orderType: orderData.orderType,
      items: orderData.items,
      tipPercent: orderData.tipPercent,
      address: orderData.customerInfo.address,
    },
    products.filter((product) => product.status === 'on_menu'),
  );
  if (result.kind === 'unknown-product') throw conflict(ITEM_UNAVAILABLE);
  if (result.kind === 'outside-area') throw badRequest(OUTSIDE_DELIVERY_AREA);
  if (result.kind === 'missing-address') throw badRequest(MISSING_ADDRESS);

  const priced = result.checkout;
  if (payload.amountCents !== priced.totalCents) throw conflict(totalChanged(priced.totalCents));

  if (orderData.fulfilmentWindow === undefined) throw badRequest(chooseWindowPrompt(priced.orderType));

  const window = await chosenWindow(priced, new Date(orderData.fulfilmentWindow));
  const { name, phone, email } = orderData.customerInfo;
  const textPhone = orderData.textUpdates ? textablePhone(phone) : null;
  if (textPhone && 'problem' in textPhone) throw badRequest(textPhone.problem);
  const order: CheckoutOrder = { ...priced, customer: { name, phone, email, textPhone: textPhone?.e164 ?? null } };
  const checkoutId = await insertCheckout(database(), { userId, order, gateway: gateway.name, window });
  const intent = await gateway.createIntent({
    checkoutId,
    amountCents: priced.totalCents,
    receiptEmail: email,
    description: `Kenyan Bites ${priced.orderType} order`,
  });
  await attachPaymentIntent(database(), checkoutId, {
    id: intent.id,
    clientSecretSha256: createHash('sha256').update(intent.clientSecret).digest('hex'),
  });
  return { clientSecret: intent.clientSecret, gateway: gateway.name, publishableKey: gateway.publishableKey };
}
