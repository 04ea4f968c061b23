import {
  AUTHENTICATION_FAILED,
  cardDigits,
  cardEntryProblem,
  testCardOutcome,
  WINDOW_FILLED_CODE,
  type TestCardInput,
} from '@/domain/test-cards';
import { conflict, notFound } from '../http/http-error';
import { enqueueMail } from '../outbox/outbox';
import { createTrackingLink } from '../tracking/tracking-links';
import { findCheckoutById, lockCheckout, markPaymentReleased } from '../repositories/checkouts-repository';
import {
  findTestIntentBySecret,
  updateTestIntent,
  type TestIntentRecord,
  type TestIntentStatus,
} from '../repositories/test-intents-repository';
import { AMOUNT_MISMATCH, bookCheckout } from './settle-payment';
import { customerSpotOf } from '@/domain/pickup-spots/pickup-spot';
import { receiptMail } from './receipt-mail';
import { type Db, database, withTransaction } from '../db';

export const UNKNOWN_TEST_PAYMENT = 'This payment could not be found. Please start again.';

/** Answers shaped like Stripe.js's confirmPayment result: a payment intent, or an error to show. */
export interface TestPaymentResult {
  paymentIntent: { id: string; status: TestIntentStatus; amount: number };
  error?: { code: string; message: string };
  /** For cards that need authentication: where the browser goes next. */
  nextAction?: { redirectUrl: string };
}

const view = (intent: TestIntentRecord, extra: Omit<TestPaymentResult, 'paymentIntent'> = {}): TestPaymentResult => ({
  paymentIntent: { id: intent.id, status: intent.status, amount: intent.amountCents },
  ...extra,
});

async function intentFor(clientSecret: string): Promise<TestIntentRecord> {
  const intent = await findTestIntentBySecret(database(), clientSecret);
  if (!intent) throw notFound(UNKNOWN_TEST_PAYMENT);
  return intent;
}

/** The intent behind a client secret, for the authentication page. */
export async function lookUpTestPayment(clientSecret: string): Promise<TestPaymentResult> {
  return view(await intentFor(clientSecret));
}

/**
 * The test bank approved the card. The test gateway is the gateway, so it authorises, books and
 * captures in one transaction (docs/architecture.md#payments): the intent is authorised, the order
 * is booked under the schedule's lock if its window still has a place, and then the intent is paid
 * and the receipt queued; or, the window full, the intent is cancelled (nothing was taken) and the
 * customer is told why. A function stopped midway leaves the intent unpaid and no order; the
 * browser's POST /api/orders then finds the same order or the same refusal.
 */
async function succeed(intent: TestIntentRecord, cardLast4?: string): Promise<TestPaymentResult> {
  const settled = await withTransaction(async (tx) => {
    // Authorising locks the intent's row: a repeated confirmation waits, then finds it final.
    const authorised = await updateTestIntent(tx, intent.id, {
      status: 'requires_capture',
      lastError: null,
      ...(cardLast4 && { cardLast4 }),
    });
    if (!authorised) return null;
    const checkout = authorised.checkoutId ? await lockCheckout(tx, authorised.checkoutId) : null;
    if (!checkout) return { intent: await capture(tx, authorised), refusal: null };
    if (authorised.amountCents !== checkout.amountCents) throw conflict(AMOUNT_MISMATCH);
    // The receipt and the capture are written with the order, before the booking takes the schedule's lock.
    let paid: TestIntentRecord | undefined;
    const booking = await bookCheckout(tx, checkout, authorised.id, true, async ({ order, created }) => {
      if (created && authorised.receiptEmail) {
        const trackingUrl = await createTrackingLink(tx, order.id);
        await enqueueMail(tx, {
          ...receiptMail(authorised.receiptEmail, checkout.order, {
            window: checkout.fulfilmentWindow,
            cardLast4: authorised.cardLast4,
            trackingUrl,
            spot: customerSpotOf(order),
            paidBy: 'test-card',
          }),
          orderId: order.id,
        });
      }
      paid = await capture(tx, authorised);
    });
    if (booking.kind === 'refused') {
      const released = await updateTestIntent(tx, authorised.id, { status: 'canceled', lastError: booking.refusal });
      await markPaymentReleased(tx, checkout.id);
      return { intent: released ?? authorised, refusal: booking.refusal };
    }
    return { intent: paid ?? (await capture(tx, authorised)), refusal: null };
  });
  // Already final (a repeated confirmation): answer what it is, do nothing twice.
  if (!settled) return view((await findTestIntentBySecret(database(), intent.clientSecret)) ?? intent);
  if (settled.refusal) return view(settled.intent, { error: { code: WINDOW_FILLED_CODE, message: settled.refusal } });
  return view(settled.intent);
}

/** Takes the authorised intent's money, in the transaction that booked its order. */
async function capture(tx: Db, authorised: TestIntentRecord): Promise<TestIntentRecord> {
  return (await updateTestIntent(tx, authorised.id, { status: 'succeeded', lastError: null })) ?? authorised;
}

async function fail(intent: TestIntentRecord, code: string, message: string): Promise<TestPaymentResult> {
  const updated = await updateTestIntent(database(), intent.id, {
    status: 'requires_payment_method',
    lastError: message,
  });
  return view(updated ?? intent, { error: { code, message } });
}

/** Pays a test intent with a typed card: Stripe's test numbers behave as in Stripe's test mode. */
export async function confirmTestPayment(
  clientSecret: string,
  card: TestCardInput,
  now = new Date(),
): Promise<TestPaymentResult> {
  const intent = await intentFor(clientSecret);
  if (intent.status === 'succeeded') return view(intent);
  // Only a refusal cancels a test payment: say it again.
  if (intent.status === 'canceled') {
    return view(intent, { error: { code: WINDOW_FILLED_CODE, message: intent.lastError ?? AUTHENTICATION_FAILED } });
  }
  const problem = cardEntryProblem(card, now);
  if (problem) return view(intent, { error: { code: 'invalid_card', message: problem } });

  const last4 = cardDigits(card.number).slice(-4);
  const outcome = testCardOutcome(card.number);
  if (outcome.kind === 'declined') return fail(intent, outcome.code, outcome.message);
  if (outcome.kind === 'succeeds') return succeed(intent, last4);
  const waiting = await updateTestIntent(database(), intent.id, {
    status: 'requires_action',
    lastError: null,
    cardLast4: last4,
  });
  const params = new URLSearchParams({ payment_intent_client_secret: clientSecret });
  return view(waiting ?? intent, { nextAction: { redirectUrl: `/checkout/authenticate?${params}` } });
}

/**
 * The test bank's authentication page decides (as 4000 0025 0000 3155 asks): the intent succeeds or
 * goes back to needing a card. Answers the return address (the pay page's for a payment link) with
 * Stripe's return parameters.
 */
export async function authenticateTestPayment(
  clientSecret: string,
  approve: boolean,
): Promise<{ redirectUrl: string; result: TestPaymentResult }> {
  const intent = await intentFor(clientSecret);
  const result =
    intent.status !== 'requires_action'
      ? view(intent)
      : approve
        ? await succeed(intent)
        : await fail(intent, 'payment_intent_authentication_failure', AUTHENTICATION_FAILED);
  const params = new URLSearchParams({
    payment_intent: intent.id,
    payment_intent_client_secret: clientSecret,
    redirect_status: result.paymentIntent.status === 'succeeded' ? 'succeeded' : 'failed',
  });
  // A payment link's page finishes its own payment (the token stays in its tab).
  const checkout = intent.checkoutId ? await findCheckoutById(database(), intent.checkoutId) : null;
  const page = checkout?.paymentLinkId ? '/pay' : '/checkout';
  return { redirectUrl: `${page}?${params}`, result };
}
