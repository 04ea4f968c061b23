import { dishLimitsOf } from '@/domain/fulfilment/piece-limits';
import { codeRefusedWhilePaying } from '@/domain/order-money/discount-code';
import type { Cents } from '@/domain/money';
import { moneyOf } from '@/domain/order/order-contract';
import { alertRecipients, queueNewOrderAlerts } from '../alerts/new-order-alerts';
import { bookingRefusal } from '../fulfilment/window-booking';
import { queueOrderGeocode } from '../outbox/geocode-queue';
import { conflict, notFound } from '../http/http-error';
import { loggableFailure } from '../http/loggable-failure';
import {
  type CheckoutRecord,
  lockCheckout,
  markPaymentReleased,
  recordCheckoutOrder,
  recordRefusal,
} from '../repositories/checkouts-repository';
import { codeRefusalAtBooking } from '../discounts/code-uses';
import { getSchedule, lockSchedule } from '../repositories/fulfilment-repository';
import { listAllProducts } from '../repositories/products-repository';
import { getPickupSpot } from '../repositories/pickup-spots-repository';
import { markLinkCaptured } from '../repositories/payment-links-repository';
import {
  findOrderById,
  findOrderByPaymentIntent,
  insertPaidOrder,
  markPaymentCaptured,
  type NewPaidOrder,
  type StoredOrder,
} from '../repositories/orders-repository';
import { type GatewayIntent, type PaymentGateway, RefundRefusedError } from './payment-gateway';
import { bookLinkPayment, type Settlement } from './link-booking';
import { recordOrderTax } from './tax-records';
import { giftCardsRefusal, spendGiftCards } from '../gift-cards/gift-card-payment';
import { paidByCards } from '@/domain/gift-cards/gift-card-split';
import { contestedPoint, type Db, database, savepoint, withTransaction } from '../db';

export const PAYMENT_NOT_FOUND = 'We could not find that payment.';
export const PAYMENT_NOT_COMPLETE = 'This payment has not been completed.';
export const AMOUNT_MISMATCH = 'The amount paid does not match the order.';
export const OTHER_GATEWAY = 'This payment was made through another payment provider.';

/*
 * Authorise, book, capture (docs/architecture.md#payments). The card form only authorises the
 * payment; the order is then booked under the schedule's lock, in one transaction, only if its
 * window still has a place; then the money is taken. A payment whose window filled meanwhile is
 * refused (recorded with the checkout) and let go, so nobody is charged without an order and no
 * unpaid checkout ever keeps a paying customer out.
 */

export type { Settlement };

/** The order a checkout becomes once booked: its server-priced lines and totals, confirmed. */
function paidOrderOf(
  checkout: CheckoutRecord,
  paymentIntentId: string | null,
): Omit<NewPaidOrder, 'paymentIntentId'> & { paymentIntentId: string | null; taxCalculationId: string | null } {
  const { order } = checkout;
  return {
    // Only the account that started the checkout: whoever reports the payment later gains nothing.
    userId: checkout.userId,
    orderType: order.orderType,
    customerName: order.customer.name,
    customerEmail: order.customer.email,
    customerPhone: order.customer.phone,
    ...moneyOf(order),
    discountCodeId: order.discountCodeId,
    taxPlace: order.taxPlace,
    notes: null,
    deliveryAddress: order.delivery && {
      fullAddress: order.delivery.fullAddress,
      zone: order.delivery.zone,
      feeCents: order.delivery.feeCents,
    },
    items: order.items,
    paymentIntentId,
    fulfilmentWindow: checkout.fulfilmentWindow,
    textPhone: order.customer.textPhone,
    taxCalculationId: order.taxCalculationId,
    pickupSpotId: order.pickupSpotId,
  };
}

/**
 * What the checkout's order asks of the kitchen, with its pickup spot as it stands now: read again
 * under the schedule's lock, which a change to a spot's hours takes too, so the count that books it
 * never reads half a change.
 */
async function demandOf(tx: Db, checkout: CheckoutRecord) {
  const { pickupSpotId } = checkout.order;
  return { ...checkout.order, spot: pickupSpotId === null ? null : await getPickupSpot(tx, pickupSpotId) };
}

/** The order a booking has just inserted, and whether it was this booking that inserted it. */
export type Booked = { order: StoredOrder; created: boolean };

/**
 * Books a checkout's authorised payment inside the caller's transaction, once per payment. The
 * caller has read the checkout with its row locked (`lockCheckout`), so the payment's earlier
 * outcome (an order, or a refusal another request recorded) is read after every other booking of
 * it has finished: a payment is never both booked and refused.
 *
 * A window or a dish already full refuses the payment there and then, without the schedule's lock:
 * refusing sells nothing. Else what can be read is read first (the dishes' limits, the alerts'
 * recipients), then the schedule's lock is taken, which orders every booking across processes and
 * function instances (src/server/payments/README.md): the order is inserted with everything that
 * goes with it (the owner's alerts, and `withOrder`: the caller's receipt and capture), the window,
 * the pieces and the code are counted again, this order left out, and the transaction ends at once,
 * booked, or undone to before the insert and refused. So the last place (or the last pieces of a
 * dish, or a code's last use) goes to exactly one payment. `captured`: the gateway has already taken the money (the test gateway does
 * it in the same transaction; a payment started before authorise-first was captured at once).
 */
export async function bookCheckout(
  tx: Db,
  checkout: CheckoutRecord,
  // Null for a checkout the gift cards pay in full: it has no payment, and its order is recorded on it.
  paymentIntentId: string | null,
  captured: boolean,
  withOrder: (booked: Booked) => Promise<void> = async () => undefined,
): Promise<Settlement> {
  // A payment link's order holds its place already: paying it books nothing more.
  if (checkout.paymentLinkId !== null && paymentIntentId !== null) {
    const recipients = await alertRecipients(tx);
    await lockSchedule(tx);
    const paid = await bookLinkPayment(tx, checkout, checkout.paymentLinkId, { paymentIntentId, captured }, recipients);
    if (paid.kind === 'booked') await withOrder(paid);
    return paid;
  }
  const existing = await earlierOrder(tx, checkout, paymentIntentId);
  if (existing) return { kind: 'booked', order: existing, created: false };
  if (checkout.refusal) return { kind: 'refused', refusal: checkout.refusal };
  const refuse = async (refusal: string): Promise<Settlement> => {
    await recordRefusal(tx, checkout.id, refusal);
    return { kind: 'refused', refusal };
  };
  // Checkouts from before windows book no window.
  const window = checkout.fulfilmentWindow;
  const limits = dishLimitsOf(await listAllProducts(tx));
  const full =
    window && (await bookingRefusal(tx, await getSchedule(tx), await demandOf(tx, checkout), window, limits));
  if (full) return refuse(full);

  const recipients = await alertRecipients(tx);
  // The gift cards' locks come before the schedule's (every path that takes both takes them in
  // this order), and a card spent or disabled since the checkout started refuses at once.
  const short = await giftCardsRefusal(tx, checkout.order.giftCards);
  if (short) return refuse(short);
  // The lock comes before the insert: the order's statement also updates its day's summaries
  // (migration 0040), whose rows an owner's change of an order takes under this same lock. Taken
  // after them, a booking would hold a summary row while waiting here for a change that holds the
  // lock and waits for that row: a deadlock.
  const schedule = await lockSchedule(tx);
  const undo = await savepoint(tx, 'booking');
  const booked = await insertPaidOrder(tx, paidOrderOf(checkout, paymentIntentId), {
    captured,
    giftCardCents: paidByCards(checkout.order.giftCards),
  });
  if (booked.created) await spendGiftCards(tx, booked.order.id, checkout.order.giftCards);
  if (paymentIntentId === null) await recordCheckoutOrder(tx, checkout.id, booked.order.id);
  // The owner hears of it only if it commits, and once (issue 25); so is its address placed (issue 50).
  if (booked.created) {
    await queueNewOrderAlerts(tx, booked.order, recipients);
    await queueOrderGeocode(tx, booked.order);
  }
  await withOrder(booked);

  const orderId = booked.order.id;
  const refused =
    (await codeRefusal(tx, checkout, orderId)) ??
    (window && (await bookingRefusal(tx, schedule, await demandOf(tx, checkout), window, limits, orderId)));
  await contestedPoint('order-booking');
  if (!refused) return { kind: 'booked', ...booked };
  await undo();
  return refuse(refused);
}

/** The order a payment (or a checkout with none) already became, read under the checkout's lock. */
async function earlierOrder(tx: Db, checkout: CheckoutRecord, paymentIntentId: string | null) {
  if (paymentIntentId !== null) return findOrderByPaymentIntent(tx, paymentIntentId);
  return checkout.orderId === null ? null : findOrderById(tx, checkout.orderId);
}

/** The checkout's code refused at booking, its order left out: nothing is charged (src/server/discounts/code-uses.ts). */
async function codeRefusal(tx: Db, checkout: CheckoutRecord, orderId: number): Promise<string | null> {
  const { discountCode, discountCodeId, customer, subtotalCents } = checkout.order;
  const refusal = await codeRefusalAtBooking(tx, { discountCode, discountCodeId, customer, subtotalCents, orderId });
  return refusal && codeRefusedWhilePaying(refusal);
}

/** The gateway's intent for the checkout, when it is authorised (or paid) for exactly its amount. */
async function authorisedIntent(
  checkout: CheckoutRecord,
  paymentIntentId: string,
  gateway: PaymentGateway,
): Promise<GatewayIntent> {
  if (checkout.gateway !== gateway.name) throw conflict(OTHER_GATEWAY);
  const intent = await gateway.retrieveIntent(paymentIntentId);
  if (!intent) throw notFound(PAYMENT_NOT_FOUND);
  if (intent.status !== 'requires_capture' && intent.status !== 'succeeded') throw conflict(PAYMENT_NOT_COMPLETE);
  if (intent.amountCents !== checkout.amountCents || intent.currency !== 'usd') {
    console.error(
      `[payments] intent ${intent.id} is for ${intent.amountCents} ${intent.currency}, checkout ${checkout.id} for ${checkout.amountCents} usd`,
    );
    throw conflict(AMOUNT_MISMATCH);
  }
  return intent;
}

/**
 * Settles a payment the gateway reports as authorised (the browser's report, the webhook, any
 * retry): books it, then takes the money; or, when its window filled first, lets it go. Idempotent:
 * every caller ends with the same single order or the same refusal.
 */
export async function settlePayment(
  checkout: CheckoutRecord,
  paymentIntentId: string,
  gateway: PaymentGateway,
): Promise<Settlement> {
  // Refused before: its payment has been (or is being) let go, and the answer stays the same.
  if (checkout.refusal) return { kind: 'refused', refusal: checkout.refusal };
  const intent = await authorisedIntent(checkout, paymentIntentId, gateway);
  const settled = await withTransaction(async (tx) =>
    bookCheckout(tx, (await lockCheckout(tx, checkout.id)) ?? checkout, intent.id, intent.status === 'succeeded'),
  );
  if (settled.kind === 'refused') {
    // The refusal stands whatever the gateway does now: a release that fails is the scheduled sender's.
    await releasePayment(checkout, gateway).catch((error: unknown) => {
      console.error(
        `[payments] letting go checkout ${checkout.id} failed, left for a retry: ${loggableFailure(error)}`,
      );
    });
    return settled;
  }
  if (settled.order.paymentIntentId !== intent.id) {
    // A change's difference paid by its own link: its money is taken and recorded on the link (a
    // failure is left to the scheduled sender), and the sale recorded as the order now stands.
    await captureDifference(gateway, intent.id).catch((error: unknown) => {
      console.error(`[payments] capturing difference ${intent.id} failed, left for a retry: ${loggableFailure(error)}`);
    });
    if (settled.created) await recordOrderTax(settled.order.id);
    return settled;
  }
  if (settled.order.paymentCapturedAt) {
    // Paid when booked (a payment taken before authorise-first): its sale is recorded all the same.
    if (settled.created) await recordOrderTax(settled.order.id);
    return settled;
  }
  // The order is booked whatever the gateway does now: a failed capture (Stripe unreachable, too
  // slow, or the authorisation gone) is left to the scheduled sender, and the customer is told the
  // order is placed.
  const order = await captureBooked(settled.order, gateway).catch((error: unknown) => {
    console.error(`[payments] capturing order ${settled.order.id} failed, left for a retry: ${loggableFailure(error)}`);
    return settled.order;
  });
  return { ...settled, order };
}

/**
 * Takes a booked order's money and records it. Throws the gateway's error: PaymentGoneError when the
 * authorisation was cancelled or ran out (the scheduled sender then cancels the order), any other
 * for a fault.
 */
export async function captureBooked(order: StoredOrder, gateway: PaymentGateway): Promise<StoredOrder> {
  if (!order.paymentIntentId) return order;
  await capturePayment(gateway, order.id, order.paymentIntentId);
  return { ...order, paymentCapturedAt: new Date() };
}

/**
 * The gateway takes the order's authorised money, and the order records what the gateway says it
 * took (never the total it asked for); then its sale is recorded with Stripe Tax where it taxed it
 * (which never throws: a failure is retried later). Answers what was taken.
 */
export async function capturePayment(
  gateway: PaymentGateway,
  orderId: number,
  paymentIntentId: string,
  amountCents?: number,
): Promise<Cents> {
  const { receivedCents } = await gateway.capture(paymentIntentId, amountCents);
  await markPaymentCaptured(database(), orderId, receivedCents);
  await recordOrderTax(orderId);
  return receivedCents;
}

/** Takes a change's difference paid by link, and the link records what the gateway says it took. */
export async function captureDifference(gateway: PaymentGateway, paymentIntentId: string): Promise<Cents> {
  const { receivedCents } = await gateway.capture(paymentIntentId);
  await markLinkCaptured(database(), paymentIntentId, receivedCents);
  return receivedCents;
}

/**
 * Lets a refused checkout's payment go: the authorisation is cancelled (nothing was taken), or a
 * payment already captured is refunded in full, once (one idempotency key per checkout).
 */
export async function releasePayment(checkout: CheckoutRecord, gateway: PaymentGateway): Promise<void> {
  const id = checkout.paymentIntentId;
  const intent = id ? await gateway.retrieveIntent(id) : null;
  if (id && intent?.status === 'succeeded') {
    await gateway
      .refund({
        paymentIntentId: id,
        amountCents: intent.receivedCents,
        idempotencyKey: `refused-checkout-${checkout.id}`,
      })
      .catch((error: unknown) => {
        // Refused for good (already refunded, disputed): trying again every minute would change nothing.
        if (!(error instanceof RefundRefusedError)) throw error;
        console.error(`[payments] refund of refused checkout ${checkout.id} refused: ${loggableFailure(error)}`);
      });
  } else if (id && intent && intent.status !== 'canceled') {
    await gateway.release(id);
  }
  await markPaymentReleased(database(), checkout.id);
}
