import {
  AUTHENTICATION_FAILED,
  cardDigits,
  cardEntryProblem,
  testCardOutcome,
  type TestCardInput,
} from '@/domain/test-cards';
import { conflict, notFound } from '../http/http-error';
import { enqueueMail } from '../mail/outbox';
import { createTrackingLink } from '../tracking/tracking-links';
import { findCheckoutById } from '../repositories/checkouts-repository';
import {
  findTestIntentBySecret,
  updateTestIntent,
  type TestIntentRecord,
  type TestIntentStatus,
} from '../repositories/test-intents-repository';
import { AMOUNT_MISMATCH, recordPaidCheckout } from './fulfil-payment';
import { receiptMail } from './receipt-mail';
import { database, withTransaction } from '../db';

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
 * Marks an intent paid, records its order as Stripe's webhook would (so the order exists even if
 * the browser never reports back), and e-mails the receipt to the address given at checkout
 * (docs/architecture.md#payments), all in one transaction: a function stopped midway leaves the
 * payment unpaid, never paid without its order or its receipt. The browser's POST /api/orders then
 * finds the same order.
 */
async function succeed(intent: TestIntentRecord, cardLast4?: string): Promise<TestPaymentResult> {
  const paid = await withTransaction(async (tx) => {
    const updated = await updateTestIntent(tx, intent.id, {
      status: 'succeeded',
      lastError: null,
      ...(cardLast4 && { cardLast4 }),
    });
    if (!updated) return null;
    const checkout = updated.checkoutId ? await findCheckoutById(tx, updated.checkoutId) : null;
    if (checkout) {
      if (updated.amountCents !== checkout.amountCents) throw conflict(AMOUNT_MISMATCH);
      const { order } = await recordPaidCheckout(tx, checkout, updated.id);
      if (updated.receiptEmail) {
        const trackingUrl = await createTrackingLink(tx, order.id);
        await enqueueMail(
          tx,
          receiptMail(updated.receiptEmail, checkout.order, {
            window: checkout.fulfilmentWindow,
            cardLast4: updated.cardLast4,
            trackingUrl,
          }),
        );
      }
    }
    return updated;
  });
  // Already final (a repeated confirmation): answer what it is, do nothing twice.
  if (!paid) return view((await findTestIntentBySecret(database(), intent.clientSecret)) ?? intent);
  return view(paid);
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
  if (intent.status === 'succeeded' || intent.status === 'canceled') return view(intent);
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
 * goes back to needing a card. Answers the checkout's return address with Stripe's return parameters.
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
  return { redirectUrl: `/checkout?${params}`, result };
}
