import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Stripe from 'stripe';
import stripeWebhook from '../../netlify/functions/stripe-webhook.mts';
import fulfilmentWindows from '../../netlify/functions/fulfilment-windows.mts';
import orderStatus from '../../netlify/functions/order-status.mts';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import { windowLabel } from '@/domain/fulfilment/window-label';
import { database, withTransaction } from '@/server/db';
import type { FulfilmentWindowsView } from '@/server/fulfilment/windows-service';
import { findCheckoutByPaymentIntent } from '@/server/repositories/checkouts-repository';
import { bookCheckout } from '@/server/payments/settle-payment';
import { STRIPE_LIMITS } from '@/server/payments/stripe-gateway';
import { finishUnfinishedCancellations, REFUND_FAILED } from '@/server/orders/cancel-with-refund';
import { finishUnfinishedPayments } from '@/server/orders/unfinished-payments';
import { adminAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { orderPayload, PICKUP_TOTALS, pickupCheckout, postOrder, startPayment } from './support/checkout';
import { sql } from './support/db';
import { race } from './support/race';
import { insertOrder } from './support/orders';
import { useShopDefaultSchedule } from './support/schedule';
import { withStripeDouble } from './support/stripe-double';

/*
 * Stripe's path of authorise, book, capture (docs/architecture.md#payments), with the real stripe
 * SDK against the local double of Stripe's API, under the shop's real defaults (4 orders a
 * window): only a booked order takes a place; the money is taken only once the order is booked; a
 * payment whose window filled first is let go and its customer told; and what a stopped or
 * timed-out request leaves between the database and Stripe is finished by the scheduled sender.
 */

const WEBHOOK_SECRET = 'whsec_test_capture_double';
const signer = new Stripe('sk_test_signer_only');
const saved = { ...STRIPE_LIMITS };

// Before the double's settings make the server's Stripe client: a hung call fails in 0.4 s, not 8.
beforeAll(() => {
  Object.assign(STRIPE_LIMITS, { timeoutMs: 400, maxNetworkRetries: 0 });
});
afterAll(() => {
  Object.assign(STRIPE_LIMITS, saved);
});
const stripe = withStripeDouble({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
beforeAll(useShopDefaultSchedule);

const today = shopDate(new Date());
const MINUTES_30 = 30 * 60_000;

async function windowsOn(ahead: number) {
  const date = addDays(today, ahead);
  const answer = await call<FulfilmentWindowsView>(
    fulfilmentWindows,
    `/api/fulfilment-windows?type=pickup&date=${date}`,
  );
  return answer.body.windows;
}

const bookOrders = (start: string, count: number) =>
  insertOrder({ fulfilmentWindow: { start, end: new Date(new Date(start).getTime() + MINUTES_30) } }, count);

/** A pickup checkout for that window, started with Stripe: the body and the double's intent. */
async function started(start: string) {
  const base = await pickupCheckout();
  const body = { ...base, orderData: { ...base.orderData, fulfilmentWindow: start } };
  const answer = await startPayment(body);
  expect(answer.status).toBe(200);
  const intent = [...stripe.double.intents.values()].find((each) => each.client_secret === answer.body.clientSecret);
  if (!intent) throw new Error('The double never saw the intent');
  return { body, intent };
}

const filledWhilePaying = (start: string) => {
  const next = new Date(new Date(start).getTime() + MINUTES_30);
  return `That pickup time filled up while you were paying, so your card was not charged. The next free time is ${windowLabel(next, new Date(next.getTime() + MINUTES_30))}.`;
};

const orderOf = async (intentId: string) =>
  (
    await sql<{ id: string; captured: boolean; status: string }>(
      'SELECT id, payment_captured_at IS NOT NULL AS captured, status FROM orders WHERE payment_intent_id = $1',
      [intentId],
    )
  )[0];

function deliver(intent: object, type: string) {
  const payload = JSON.stringify({
    id: `evt_capture_${crypto.randomUUID()}`,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
  });
  return call<{ received: true; outcome: string }>(stripeWebhook, '/api/stripe-webhook', {
    method: 'POST',
    rawBody: payload,
    headers: {
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      'content-type': 'application/json; charset=utf-8',
      'sec-fetch-site': 'cross-site',
    },
  });
}

/** As if the scheduled sender ran later: what a stopped request left is over a minute old. */
async function runScheduledRepair() {
  await sql(`UPDATE orders SET created_at = created_at - interval '2 minutes' WHERE payment_captured_at IS NULL`);
  return finishUnfinishedPayments();
}

describe('authorise, then book, then capture', () => {
  it('asks Stripe to authorise only, and takes the money once the order is booked', async () => {
    const [first] = await windowsOn(2);
    const { body, intent } = await started(first!.start);
    expect(stripe.double.createRequests.at(-1)?.fields.get('capture_method')).toBe('manual');

    stripe.double.authorise(intent.id);
    expect(intent.status).toBe('requires_capture');
    const recorded = await postOrder(orderPayload(body, intent.id, PICKUP_TOTALS));

    expect(recorded.status).toBe(201);
    expect(intent.status).toBe('succeeded');
    expect(stripe.double.captureRequests.filter((id) => id === intent.id)).toHaveLength(1);
    expect(await orderOf(intent.id)).toMatchObject({ captured: true, status: 'confirmed' });
  });

  it('eight buyers paying for the last two places: two orders, two payments taken, six let go and told', async () => {
    const last = (await windowsOn(3)).at(-2)!;
    await bookOrders(last.start, 2);
    const buyers = [];
    for (let buyer = 0; buyer < 8; buyer += 1) buyers.push(await started(last.start));
    for (const { intent } of buyers) stripe.double.authorise(intent.id);

    // Their bookings meet where each order is counted under the lock (support/race.ts).
    const answers = await race(
      'order-booking',
      buyers.map(
        ({ body, intent }) =>
          () =>
            postOrder<{ id?: number; message?: string }>(orderPayload(body, intent.id, PICKUP_TOTALS)),
      ),
    );

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(6);
    for (const refusal of refused) expect(refusal.body.message).toBe(filledWhilePaying(last.start));
    const statuses = buyers.map(({ intent }) => intent.status);
    expect(statuses.filter((status) => status === 'succeeded')).toHaveLength(2);
    expect(statuses.filter((status) => status === 'canceled')).toHaveLength(6);
    // Nobody charged without an order, and no more orders than places.
    for (const { intent } of buyers) {
      expect(Boolean(await orderOf(intent.id))).toBe(intent.status === 'succeeded');
    }
    const inWindow = await sql(`SELECT id FROM orders WHERE fulfilment_window_start = $1 AND status <> 'cancelled'`, [
      last.start,
    ]);
    expect(inWindow).toHaveLength(4);
  });

  it("the webhook and the browser reporting one payment for a window's last place at once: booked once, never let go", async () => {
    const last = (await windowsOn(3)).at(-3)!;
    await bookOrders(last.start, 3);
    const { body, intent } = await started(last.start);
    stripe.double.authorise(intent.id);

    // The second report meets the first as the first counts its booking: it must then find that order,
    // not count the place the first just took and refuse its own payment.
    const [fromWebhook, fromBrowser] = await race('order-booking', [
      () => deliver(intent, 'payment_intent.amount_capturable_updated'),
      () => postOrder(orderPayload(body, intent.id, PICKUP_TOTALS)),
    ]);

    expect(fromWebhook.body).toEqual({ received: true, outcome: 'fulfilled' });
    expect([200, 201]).toContain(fromBrowser.status);
    expect(intent.status).toBe('succeeded');
    expect(await orderOf(intent.id)).toMatchObject({ captured: true, status: 'confirmed' });
    const checkouts = await sql<{ refusal: string | null }>(
      'SELECT refusal FROM checkouts WHERE payment_intent_id = $1',
      [intent.id],
    );
    expect(checkouts).toEqual([{ refusal: null }]);
  });

  it('refuses a payment authorised after its window filled, by the webhook or the browser alike, and cancels it', async () => {
    const [, second] = await windowsOn(4);
    const { body, intent } = await started(second!.start);
    await bookOrders(second!.start, 4);
    stripe.double.authorise(intent.id);

    const fromWebhook = await deliver(intent, 'payment_intent.amount_capturable_updated');
    expect(fromWebhook.body).toEqual({ received: true, outcome: 'refused' });
    expect(intent.status).toBe('canceled');
    const fromBrowser = await postOrder<ErrorAnswer>(orderPayload(body, intent.id, PICKUP_TOTALS));
    expect(fromBrowser).toMatchObject({ status: 409, body: { message: filledWhilePaying(second!.start) } });
    expect(await orderOf(intent.id)).toBeUndefined();
    expect(stripe.double.captureRequests).not.toContain(intent.id);
  });

  it('refunds in full a payment taken at once (started before authorise-first) whose window is full', async () => {
    const [, , third] = await windowsOn(4);
    const { body, intent } = await started(third!.start);
    intent.capture_method = 'automatic';
    stripe.double.authorise(intent.id);
    await bookOrders(third!.start, 4);

    const answer = await postOrder<ErrorAnswer>(orderPayload(body, intent.id, PICKUP_TOTALS));

    expect(answer.status).toBe(409);
    const refunds = [...stripe.double.refunds.values()].filter((refund) => refund.payment_intent === intent.id);
    expect(refunds).toMatchObject([{ amount: 3800, status: 'succeeded' }]);
    expect(await orderOf(intent.id)).toBeUndefined();
  });
});

describe('faults between the database and Stripe', () => {
  it('a request stopped after booking: the scheduled sender takes the money', async () => {
    const [first] = await windowsOn(5);
    const { intent } = await started(first!.start);
    stripe.double.authorise(intent.id);
    const checkout = (await findCheckoutByPaymentIntent(database(), intent.id))!;
    // The booking commits; the function stops before it asks Stripe to capture.
    await withTransaction((tx) => bookCheckout(tx, checkout, intent.id, false));
    expect(await orderOf(intent.id)).toMatchObject({ captured: false });

    expect((await runScheduledRepair()).captured).toBeGreaterThanOrEqual(1);
    expect(intent.status).toBe('succeeded');
    expect(await orderOf(intent.id)).toMatchObject({ captured: true });
  });

  it('an authorisation gone before the scheduled sender captures: the order is cancelled and its place freed', async () => {
    const [, , , fourth] = await windowsOn(6);
    const { intent } = await started(fourth!.start);
    stripe.double.authorise(intent.id);
    const checkout = (await findCheckoutByPaymentIntent(database(), intent.id))!;
    await withTransaction((tx) => bookCheckout(tx, checkout, intent.id, false));
    intent.status = 'canceled'; // Stripe cancelled the authorisation (it ran out).

    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await runScheduledRepair().finally(() => spy.mockRestore());

    expect(await orderOf(intent.id)).toMatchObject({ captured: false, status: 'cancelled' });
    expect((await windowsOn(6))[3]).toMatchObject({ start: fourth!.start, available: true });
  });

  it('a request stopped after a refusal: the scheduled sender lets the authorisation go', async () => {
    const [, second] = await windowsOn(5);
    const { intent } = await started(second!.start);
    await bookOrders(second!.start, 4);
    stripe.double.authorise(intent.id);
    const checkout = (await findCheckoutByPaymentIntent(database(), intent.id))!;
    expect((await withTransaction((tx) => bookCheckout(tx, checkout, intent.id, false))).kind).toBe('refused');
    expect(intent.status).toBe('requires_capture');

    expect((await runScheduledRepair()).released).toBeGreaterThanOrEqual(1);
    expect(intent.status).toBe('canceled');
    const [row] = await sql<{ released: boolean }>(
      'SELECT payment_released_at IS NOT NULL AS released FROM checkouts WHERE id = $1',
      [checkout.id],
    );
    expect(row?.released).toBe(true);
  });

  it('Stripe timing out on the capture: the order is placed, and the money is taken later', async () => {
    const [, , third] = await windowsOn(5);
    const { body, intent } = await started(third!.start);
    stripe.double.authorise(intent.id);
    const answer = stripe.double.hang(`/v1/payment_intents/${intent.id}/capture`);

    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recorded = await postOrder(orderPayload(body, intent.id, PICKUP_TOTALS)).finally(() => spy.mockRestore());
    expect(recorded.status).toBe(201);
    expect(await orderOf(intent.id)).toMatchObject({ captured: false, status: 'confirmed' });
    expect(intent.status).toBe('requires_capture');

    answer();
    await runScheduledRepair();
    expect(intent.status).toBe('succeeded');
    expect(await orderOf(intent.id)).toMatchObject({ captured: true });
  });

  it('Stripe timing out on starting a payment: the customer is told, and the window keeps its places', async () => {
    const [, , , fourth] = await windowsOn(5);
    await bookOrders(fourth!.start, 3);
    const answer = stripe.double.hang('/v1/payment_intents');
    const base = await pickupCheckout();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = await startPayment<ErrorAnswer>({
      ...base,
      orderData: { ...base.orderData, fulfilmentWindow: fourth!.start },
    });
    spy.mockRestore();
    answer();

    expect(refused.status).toBe(500);
    expect((await windowsOn(5))[3]).toMatchObject({ start: fourth!.start, available: true });
    const { body, intent } = await started(fourth!.start);
    stripe.double.authorise(intent.id);
    expect((await postOrder(orderPayload(body, intent.id, PICKUP_TOTALS))).status).toBe(201);
  });

  it('Stripe timing out on a refund: the order stays as it was, and the cancellation is finished later, refunded once', async () => {
    const [first] = await windowsOn(6);
    const { body, intent } = await started(first!.start);
    stripe.double.authorise(intent.id);
    const recorded = await postOrder(orderPayload(body, intent.id, PICKUP_TOTALS));
    const admin = await adminAccount();
    const answer = stripe.double.hang('/v1/refunds');

    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cancelled = await call<ErrorAnswer>(orderStatus, `/api/orders/${recorded.body.id}/status`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
      cookie: admin.cookie,
      params: { id: String(recorded.body.id) },
    }).finally(() => spy.mockRestore());
    answer();

    expect(cancelled).toMatchObject({ status: 502, body: { message: REFUND_FAILED } });
    expect(await orderOf(intent.id)).toMatchObject({ status: 'confirmed' });
    await sql(`UPDATE orders SET refund_requested_at = now() - interval '2 minutes' WHERE id = $1`, [recorded.body.id]);
    expect(await finishUnfinishedCancellations()).toBe(1);
    expect(await orderOf(intent.id)).toMatchObject({ status: 'cancelled' });
    const refunds = [...stripe.double.refunds.values()].filter((refund) => refund.payment_intent === intent.id);
    expect(refunds).toMatchObject([{ amount: 3800 }]);
  });
});
