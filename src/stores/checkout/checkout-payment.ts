import * as ordersApi from '@/domain/api/orders';
import * as paymentsApi from '@/domain/api/payments';
import { apiDecimalToCents, centsToApiDecimal, centsToApiDollars, toApiMoney } from '@/domain/order/api-money';
import type { Answer } from '@/domain/api';
import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call';
import { emptyTheCart } from './cart';
import { removeCode } from './checkout-quote';
import { completeOrder, saveCompletedOrder, type RecordedOrder } from './completed-order';
import type { PendingOrder } from './pending-order';
import { showToastAfterNavigation } from '../shell/toasts';
import { refusalMessage } from '../shell/refusal';

/**
 * What confirming a card payment came to, whichever gateway took it: 'succeeded' is authorised
 * (the server then books the order and takes the money); 'refused' is a payment let go because its
 * window filled while the customer paid, with the server's words naming the next free one.
 */
export type PaymentAttempt =
  | { kind: 'succeeded'; paymentIntentId: string }
  | { kind: 'failed'; message: string | undefined }
  | { kind: 'refused'; message: string }
  | { kind: 'processing' }
  | { kind: 'redirect'; url: string };

/** A payment the card form has authorised: Stripe's manual capture stops at 'requires_capture'. */
export const isAuthorised = (status: string): boolean => status === 'requires_capture' || status === 'succeeded';

/** The server refused to book the authorised payment (409: its window filled); its card was not charged. */
export const bookingRefusal = (error: unknown): string | null =>
  error instanceof ApiError && error.status === 409 ? error.message : null;

/** What starting a payment answers: the secret and which card form to show, or a checkout the gift cards pay in full. */
export type StartedCheckout = Answer<typeof paymentsApi.start>;
/** A payment for the card form. */
export type StartedPayment = Extract<StartedCheckout, { clientSecret: string }>;

/** The order as the server prices it, from the pending order. */
const orderDataOf = (pending: PendingOrder) => ({
  orderType: pending.orderType,
  items: pending.items.map(({ productId, quantity }) => ({ productId, quantity })),
  customerInfo: pending.customerInfo,
  tipPercent: pending.tipPercent,
  deliveryZone: pending.deliveryZone,
  fulfilmentWindow: pending.fulfilmentWindow?.start,
  ...(pending.pickupSpot && { pickupSpotId: pending.pickupSpot.id }),
  textUpdates: pending.textUpdates,
  discountCode: pending.discountCode ?? '',
});

/**
 * Asks the server for a payment intent for what the gift cards leave to pay; it re-prices the order
 * and refuses a total it disagrees with. With the cards paying it all, it answers the checkout to place.
 */
export function startPayment(pending: PendingOrder, giftCards: readonly string[] = []): Promise<StartedCheckout> {
  return callApi(paymentsApi.start, {
    body: { amount: centsToApiDollars(pending.totalCents), orderData: orderDataOf(pending), giftCards: [...giftCards] },
  });
}

/** What the gift cards pay of the order and what is left for the bank card, by the server's quote. */
export type CardsSplit = Pick<Answer<typeof paymentsApi.quote>, 'giftCards' | 'amountDue'>;

/** The order's split with these gift cards, or the server's refusal of one of them (a wrong code, a card on hold). */
export async function splitWithGiftCards(
  pending: PendingOrder,
  giftCards: readonly string[],
): Promise<{ ok: true; split: CardsSplit } | { ok: false; message: string }> {
  try {
    const quote = await callApi(paymentsApi.quote, {
      body: { orderData: orderDataOf(pending), giftCards: [...giftCards] },
    });
    return { ok: true, split: { giftCards: quote.giftCards, amountDue: quote.amountDue } };
  } catch (error) {
    return { ok: false, message: refusalMessage(error, GIFT_CARD_CHECK_FAILED) };
  }
}

export const GIFT_CARD_CHECK_FAILED = 'We could not check the gift card just now. Please try again.';

/** Books a checkout the gift cards pay in full (POST /api/checkout/place); answers the order as POST /api/orders does. */
export function placeCoveredOrder(checkoutId: string): Promise<RecordedOrder> {
  return callApi(paymentsApi.place, { body: { checkoutId } });
}

/** Why starting the payment failed in the server's words, or null when it gave none (no network). */
export const startRefusal = (error: unknown): string | null => (error instanceof ApiError ? error.message : null);

/**
 * A payment the gateway reports as succeeded, with its client secret: the server answers the order's
 * tracking link and rating token only to whoever shows it (or to the account that started the checkout).
 */
export interface PaidPayment {
  id: string;
  clientSecret: string;
}

/** The POST /api/orders payload (docs/behaviour/api.md#orders) for a paid pending order. */
export function orderPayload(pending: PendingOrder, paid: PaidPayment) {
  const { customerInfo } = pending;
  return {
    customerName: customerInfo.name,
    customerEmail: customerInfo.email,
    customerPhone: customerInfo.phone,
    orderType: pending.orderType,
    status: 'confirmed' as const,
    subtotal: centsToApiDecimal(pending.subtotalCents),
    total: centsToApiDecimal(pending.totalCents),
    discount: centsToApiDecimal(pending.discountCents),
    deliveryFee: centsToApiDecimal(pending.deliveryFeeCents),
    tax: centsToApiDecimal(pending.taxCents),
    tip: centsToApiDecimal(pending.tipCents),
    items: JSON.stringify(toApiMoney(pending.items)),
    deliveryAddress:
      pending.orderType === 'delivery' && customerInfo.address
        ? JSON.stringify({
            fullAddress: customerInfo.address,
            zone: pending.deliveryZone ?? '',
            fee: centsToApiDecimal(pending.deliveryFeeCents),
          })
        : null,
    paymentIntentId: paid.id,
    clientSecret: paid.clientSecret,
  };
}

/** Records the paid order on the server; answers its id and number. */
export function recordPaidOrder(pending: PendingOrder, paid: PaidPayment): Promise<RecordedOrder> {
  return callApi(ordersApi.record, { body: orderPayload(pending, paid) });
}

/**
 * The payment went through: keep the order for the confirmation page (docs/behaviour/api.md#browser-storage),
 * empty the cart, forget the code, and go to /order-confirmation with 'Payment Successful'.
 */
export function showConfirmation(
  pending: PendingOrder,
  paymentIntentId: string | null,
  recorded: RecordedOrder | null,
  split: CardsSplit | null = null,
): void {
  const giftCards = (split?.giftCards ?? []).map((card) => ({
    last4: card.last4,
    appliedCents: apiDecimalToCents(card.applied),
  }));
  saveCompletedOrder(completeOrder(pending, paymentIntentId, recorded, giftCards));
  emptyTheCart();
  // A code is for the order it was applied to; the next one starts without it.
  removeCode();
  showToastAfterNavigation({ title: 'Payment Successful', description: 'Your order has been placed.' });
  window.location.assign('/order-confirmation');
}

/** Stripe's return parameters on /checkout after a redirect (e.g. card authentication). */
export interface PaymentReturn {
  payment: PaidPayment;
  redirectStatus: string;
}

export function readPaymentReturn(search: string): PaymentReturn | null {
  const params = new URLSearchParams(search);
  const id = params.get('payment_intent');
  const clientSecret = params.get('payment_intent_client_secret');
  if (!id || !clientSecret) return null;
  return { payment: { id, clientSecret }, redirectStatus: params.get('redirect_status') ?? '' };
}
