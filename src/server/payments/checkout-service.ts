import { clientSecretSha256 } from './client-secret';
import { textablePhone } from '@/domain/phone';
import { dishLimitsOf } from '@/domain/fulfilment/piece-limits';
import { chooseWindowPrompt } from '@/domain/fulfilment/window-label';
import { formatUsd } from '@/domain/money';
import { ITEM_UNAVAILABLE } from '@/domain/product-status';
import type { CreatePaymentIntentPayload } from '@/domain/schemas/payment-intent';
import { badRequest, conflict } from '../http/http-error';
import { chosenWindow } from '../fulfilment/window-booking';
import { checkoutSpot } from '../fulfilment/spot-choice';
import {
  amountDueOf,
  attachPaymentIntent,
  type CheckoutOrder,
  insertCheckout,
} from '../repositories/checkouts-repository';
import { cardSharesOf, payingCards } from '../gift-cards/gift-card-payment';
import { listAllProducts } from '../repositories/products-repository';
import { NOT_ACCEPTING_ORDERS, priceOrder } from './order-pricing';
import type { GatewayName, PaymentGateway } from './payment-gateway';
import { database } from '../db';

export { ITEM_UNAVAILABLE, NOT_ACCEPTING_ORDERS };

export const totalChanged = (totalCents: number) =>
  `Your order total is ${formatUsd(totalCents)}, not the amount shown. Please review your order and try again.`;

/**
 * What POST /api/create-payment-intent answers: the card form needs the secret and which gateway to
 * use; an order the gift cards pay in full needs no card, only its checkout to place
 * (POST /api/checkout/place).
 */
export interface StartedCheckout {
  clientSecret: string;
  gateway: GatewayName;
  publishableKey: string | null;
}
export interface CoveredCheckout {
  covered: true;
  checkoutId: string;
}

/**
 * Prices the order on the server with its refusals (./order-pricing.ts: a dish that cannot be
 * sold, the area, the code; the catalogue, pack pricing, the zone, the code's discount, the tax,
 * the tip), refuses an amount the customer was not shown, refuses a pickup or delivery window that cannot be chosen now
 * (409 naming the next free one; checked while the order is priced), saves the checkout with that window, and only then asks the
 * gateway for a payment to authorise, carrying the checkout's id. The window's place is taken only
 * once the payment is authorised (settle-payment.ts; docs/architecture.md#payments).
 */
export async function startCheckout(
  payload: CreatePaymentIntentPayload,
  userId: number | null,
  gateway: PaymentGateway,
): Promise<StartedCheckout | CoveredCheckout> {
  const { orderData } = payload;
  const { email, phone } = orderData.customerInfo;
  // One read of the menu prices the order and gives the dishes' limits (docs/performance.md, the rush).
  const products = listAllProducts(database());
  products.catch(() => undefined);
  // The spot and window are checked while the order is priced; a refusal is said only once the price stands.
  const spot = checkoutSpot(orderData.orderType, orderData.pickupSpotId);
  spot.catch(() => undefined);
  const choosing =
    orderData.fulfilmentWindow === undefined
      ? null
      : spot.then((chosen) =>
          chosenWindow(
            { ...orderData, spot: chosen },
            new Date(orderData.fulfilmentWindow ?? ''),
            products.then(dishLimitsOf),
          ),
        );
  choosing?.catch(() => undefined);
  const cards = payingCards(payload.giftCards);
  cards.catch(() => undefined);
  const priced = await priceOrder(orderData, { email, phone }, 'storefront', products);
  if (payload.amountCents !== priced.totalCents) throw conflict(totalChanged(priced.totalCents));
  const giftCards = cardSharesOf(priced.totalCents, await cards);

  const pickupSpot = await spot;
  if (!choosing) throw badRequest(chooseWindowPrompt(priced.orderType));

  const window = await choosing;
  const { name } = orderData.customerInfo;
  const textPhone = orderData.textUpdates ? textablePhone(phone) : null;
  if (textPhone && 'problem' in textPhone) throw badRequest(textPhone.problem);
  const order: CheckoutOrder = {
    ...priced,
    customer: { name, phone, email, textPhone: textPhone?.e164 ?? null },
    giftCards,
    pickupSpotId: pickupSpot?.id ?? null,
  };
  const checkoutId = await insertCheckout(database(), { userId, order, gateway: gateway.name, window });
  if (amountDueOf(order) === 0) return { covered: true, checkoutId };
  const intent = await gateway.createIntent({
    checkoutId,
    amountCents: amountDueOf(order),
    receiptEmail: email,
    description: `Kenyan Bites ${priced.orderType} order`,
  });
  await attachPaymentIntent(database(), checkoutId, {
    id: intent.id,
    clientSecretSha256: clientSecretSha256(intent.clientSecret),
  });
  return { clientSecret: intent.clientSecret, gateway: gateway.name, publishableKey: gateway.publishableKey };
}
