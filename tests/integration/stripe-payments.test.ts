import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import stripeWebhook from '../../netlify/functions/stripe-webhook.mts';
import { INVALID_SIGNATURE, type WebhookOutcome } from '@/server/payments/stripe-webhook-service';
import { registerAccount } from './support/accounts';
import { call, type CallResult, type ErrorAnswer } from './support/call';
import { orderPayload, PICKUP_TOTALS, pickupCheckout, postOrder, startPayment } from './support/checkout';
import { sql } from './support/db';
import { race } from './support/race';
import { type DoubleIntent, withStripeDouble } from './support/stripe-double';

/*
 * The Stripe path end to end: the real stripe SDK talks to a local HTTP double of Stripe's Payment
 * Intents API, and webhook events are signed with Stripe's own test header helper.
 */

const WEBHOOK_SECRET = 'whsec_test_double_secret';
const signer = new Stripe('sk_test_signer_only');
const stripe = withStripeDouble({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });

let eventSequence = 0;

function eventFor(
  intent: DoubleIntent,
  type = 'payment_intent.succeeded',
  id = `evt_${Date.now()}_${++eventSequence}`,
): string {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
  });
}

/** What the webhook acknowledges an event with. */
interface WebhookAnswer {
  received: true;
  outcome: WebhookOutcome;
}

/** `Body` is the answer expected: the acknowledgement, or `ErrorAnswer` for a refusal. */
function deliver<Body = WebhookAnswer>(payload: string, signature?: string): Promise<CallResult<Body>> {
  const header = signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  // Stripe calls from its own servers: no browser headers, its own content type.
  return call<Body>(stripeWebhook, '/api/stripe-webhook', {
    method: 'POST',
    rawBody: payload,
    headers: {
      'stripe-signature': header,
      'content-type': 'application/json; charset=utf-8',
      'sec-fetch-site': 'cross-site',
    },
  });
}

async function startedIntent(cookie: string | null = null) {
  const body = await pickupCheckout();
  const started = await startPayment(body, cookie);
  expect(started.status).toBe(200);
  const intent = [...stripe.double.intents.values()].find(
    (candidate) => candidate.client_secret === started.body.clientSecret,
  );
  if (!intent) throw new Error('The double never saw the intent');
  return { body, started, intent };
}

const ordersOf = (paymentIntentId: string) =>
  sql<{ id: string; total_cents: number }>('SELECT id, total_cents FROM orders WHERE payment_intent_id = $1', [
    paymentIntentId,
  ]);

describe('Stripe payment intents', () => {
  it('creates the intent at the server price with the checkout id, an idempotency key and the receipt address', async () => {
    const { body, started, intent } = await startedIntent();

    expect(started.body).toEqual({
      clientSecret: intent.client_secret,
      gateway: 'stripe',
      publishableKey: 'pk_test_double',
    });
    const [checkout] = await sql<{ id: string; gateway: string }>(
      'SELECT id, gateway FROM checkouts WHERE payment_intent_id = $1',
      [intent.id],
    );
    expect(checkout?.gateway).toBe('stripe');
    expect(intent).toMatchObject({
      amount: 3800,
      currency: 'usd',
      metadata: { checkoutId: checkout!.id },
      receipt_email: body.orderData.customerInfo.email,
    });
    const request = stripe.double.createRequests.find(
      (candidate) => candidate.fields.get('metadata[checkoutId]') === checkout!.id,
    );
    expect(request?.idempotencyKey).toBe(`checkout-${checkout!.id}`);
    expect(request?.authorization).toBe('Bearer sk_test_double');
    expect(request?.fields.get('automatic_payment_methods[enabled]')).toBe('true');
  });

  it('records the order only once Stripe reports the payment succeeded', async () => {
    const { body, intent } = await startedIntent();
    const early = await postOrder(orderPayload(body, intent.id, PICKUP_TOTALS));
    expect(early.status).toBe(409);

    stripe.double.authorise(intent.id);
    const paid = await postOrder(orderPayload(body, intent.id, PICKUP_TOTALS));
    expect(paid.status).toBe(201);
    expect(await ordersOf(intent.id)).toEqual([{ id: String(paid.body.id), total_cents: 3800 }]);
  });

  it('records exactly one order when the browser reports the same payment 8 times at once', async () => {
    const { body, intent } = await startedIntent();
    stripe.double.authorise(intent.id);
    // The reports' bookings meet where the order is inserted (support/race.ts).
    const answers = await race(
      'order-booking',
      Array.from({ length: 8 }, () => () => postOrder(orderPayload(body, intent.id, PICKUP_TOTALS))),
    );

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(7);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const rows = await ordersOf(intent.id);
    expect(rows).toHaveLength(1);
    expect(await sql('SELECT id FROM order_status_history WHERE order_id = $1', [rows[0]!.id])).toHaveLength(1);
  });

  it('refuses an intent Stripe reports with another amount', async () => {
    const { body, intent } = await startedIntent();
    stripe.double.authorise(intent.id).amount = 100;
    const response = await postOrder(orderPayload(body, intent.id, PICKUP_TOTALS));
    expect(response.status).toBe(409);
    expect(await ordersOf(intent.id)).toEqual([]);
  });
});

describe('POST /api/stripe-webhook', () => {
  it('records the order from payment_intent.succeeded alone, linked to the signed-in buyer', async () => {
    const buyer = await registerAccount();
    const { intent } = await startedIntent(buyer.cookie);
    stripe.double.authorise(intent.id);

    const response = await deliver(eventFor(intent));

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, outcome: 'fulfilled' });
    const [order] = await sql<{ user_id: string; status: string; total_cents: number }>(
      'SELECT user_id, status, total_cents FROM orders WHERE payment_intent_id = $1',
      [intent.id],
    );
    expect(order).toEqual({ user_id: String(buyer.id), status: 'confirmed', total_cents: 3800 });
  });

  it('yields one order when both the webhook and the browser report the payment', async () => {
    const { body, intent } = await startedIntent();
    stripe.double.authorise(intent.id);
    const [fromWebhook, fromBrowser] = await race('order-booking', [
      () => deliver(eventFor(intent)),
      () => postOrder(orderPayload(body, intent.id, PICKUP_TOTALS)),
    ]);
    expect(fromWebhook.status).toBe(200);
    expect([200, 201]).toContain(fromBrowser.status);
    const rows = await ordersOf(intent.id);
    expect(rows).toHaveLength(1);
    expect(String(fromBrowser.body.id)).toBe(rows[0]!.id);
  });

  it('ignores a repeated event', async () => {
    const { intent } = await startedIntent();
    stripe.double.authorise(intent.id);
    const payload = eventFor(intent);
    expect((await deliver(payload)).body.outcome).toBe('fulfilled');
    await sql('DELETE FROM orders WHERE payment_intent_id = $1', [intent.id]);
    // Redelivered: recognised by its id and not acted on again.
    expect((await deliver(payload)).body.outcome).toBe('duplicate');
    expect(await ordersOf(intent.id)).toEqual([]);
  });

  it("acknowledges a payment whose checkout is not this shop's, and records nothing", async () => {
    const { intent } = await startedIntent();
    stripe.double.authorise(intent.id);
    const foreign = { ...intent, id: `pi_foreign_${Date.now()}`, metadata: { checkoutId: crypto.randomUUID() } };
    const response = await deliver(eventFor(foreign));
    expect(response).toMatchObject({ status: 200, body: { received: true, outcome: 'ignored' } });
    expect(await ordersOf(foreign.id)).toEqual([]);
  });

  it('answers an event it could not act on with an error, so that Stripe sends it again, and acts on the retry', async () => {
    const { intent } = await startedIntent();
    // Announced as succeeded, but Stripe's own record of the intent does not say so yet.
    const payload = eventFor({ ...intent, status: 'succeeded' });
    const first = await deliver<ErrorAnswer>(payload);
    expect(first.status).toBe(409);
    expect(await ordersOf(intent.id)).toEqual([]);
    expect(await sql('SELECT 1 FROM processed_webhook_events WHERE id = $1', [JSON.parse(payload).id])).toEqual([]);

    stripe.double.authorise(intent.id);
    const retried = await deliver(payload);
    expect(retried.body).toEqual({ received: true, outcome: 'fulfilled' });
    expect(await ordersOf(intent.id)).toHaveLength(1);
  });

  it('acknowledges events it has nothing to do with', async () => {
    const { intent } = await startedIntent();
    const response = await deliver(eventFor(intent, 'payment_intent.created'));
    expect(response.body).toEqual({ received: true, outcome: 'ignored' });
  });

  it('refuses a bad, missing or stale signature with 400, and a body changed after signing', async () => {
    const { intent } = await startedIntent();
    stripe.double.authorise(intent.id);
    const payload = eventFor(intent);
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const stale = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const signedOriginal = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

    for (const [rawBody, signature] of [
      [payload, forged],
      [payload, stale],
      [payload, 'garbage'],
      [payload.replace('3800', '1'), signedOriginal],
    ] as const) {
      const response = await deliver<ErrorAnswer>(rawBody, signature);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(INVALID_SIGNATURE);
    }
    const unsigned = await call(stripeWebhook, '/api/stripe-webhook', { method: 'POST', rawBody: payload });
    expect(unsigned.status).toBe(400);
    expect(await ordersOf(intent.id)).toEqual([]);
  });
});
