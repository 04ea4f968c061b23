import { beforeAll, describe, expect, it, vi } from 'vitest';
import orderStatus from '../../netlify/functions/order-status.mts';
import type { OrderView } from '@/domain/api-shapes';
import { serverConfig } from '@/server/config';
import { finishUnfinishedCancellations, REFUND_FAILED } from '@/server/orders/cancel-with-refund';
import { RefundRefusedError } from '@/server/payments/payment-gateway';
import { stripeGateway } from '@/server/payments/stripe-gateway';
import { testGateway } from '@/server/payments/test-gateway';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import {
  DELIVERY_TOTALS,
  deliveryCheckout,
  orderPayload,
  paidIntent,
  PICKUP_TOTALS,
  pickupCheckout,
  postOrder,
  startPayment,
} from './support/checkout';
import { sql } from './support/db';
import { race } from './support/race';
import { insertOrder } from './support/orders';
import { withStripeDouble } from './support/stripe-double';

/*
 * Cancelling a paid order refunds it through the gateway that took the payment, once, whoever
 * clicks how often: the built-in test gateway against the database, Stripe against the local
 * double of its API (support/stripe-double.ts) with the real stripe SDK.
 */

let admin: TestAccount;

beforeAll(async () => {
  admin = await adminAccount();
});

/** `Body` is the answer expected: the changed order, or `ErrorAnswer` for a refusal. */
const patch = <Body = OrderView>(id: number, status: string, cookie: string | null = admin.cookie) =>
  call<Body>(orderStatus, `/api/orders/${id}/status`, {
    method: 'PATCH',
    body: { status },
    cookie,
    params: { id: String(id) },
  });

/** A real order paid with the test gateway's 4242 card: 20 beef samosas for pickup, $38.00. */
async function paidTestOrder(): Promise<{ id: number; intentId: string }> {
  const body = await pickupCheckout();
  const intentId = await paidIntent(body);
  const recorded = await postOrder(orderPayload(body, intentId, PICKUP_TOTALS));
  expect([200, 201]).toContain(recorded.status);
  return { id: recorded.body.id, intentId };
}

const orderRow = async (id: number) =>
  (
    await sql<{ status: string; refunded_at: Date | null; refund_id: string | null }>(
      'SELECT status, refunded_at, refund_id FROM orders WHERE id = $1',
      [id],
    )
  )[0];

const testRefundsOf = (intentId: string) =>
  sql<{ id: string; amount_cents: number; idempotency_key: string }>(
    'SELECT id, amount_cents, idempotency_key FROM test_refunds WHERE payment_intent_id = $1',
    [intentId],
  );

const historyOf = (id: number) =>
  sql<{ from_status: string | null; to_status: string; changed_by: string | null; changed_by_email: string }>(
    'SELECT from_status, to_status, changed_by, changed_by_email FROM order_status_history WHERE order_id = $1 ORDER BY id',
    [id],
  );

/** Runs `work` with console.error silenced (a failed refund is logged), answering what was logged. */
async function logged<T>(work: () => Promise<T>): Promise<{ result: T; log: string }> {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const result = await work();
    return { result, log: spy.mock.calls.map((args) => args.map(String).join(' ')).join('\n') };
  } finally {
    spy.mockRestore();
  }
}

describe('cancelling an order paid through the test gateway', () => {
  it("e-mails the customer that the order was cancelled and the refund's amount", async () => {
    const { id } = await paidTestOrder();
    expect((await patch(id, 'cancelled')).status).toBe(200);
    const [mail, ...more] = await sql<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM outbox WHERE dedupe_key = $1',
      [`order-status:${id}:cancelled`],
    );
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Your order KBT-${id} was cancelled`);
    expect(mail?.text_body).toContain('We refunded $38.00 to your card.');
  });

  it('refunds a delivery order its whole total: the food, the delivery fee and the tip', async () => {
    const body = await deliveryCheckout();
    const intentId = await paidIntent(body);
    const recorded = await postOrder(orderPayload(body, intentId, DELIVERY_TOTALS));
    const id = recorded.body.id;
    const [stored] = await sql<{ subtotal_cents: number; delivery_fee_cents: number; tip_cents: number }>(
      'SELECT subtotal_cents, delivery_fee_cents, tip_cents FROM orders WHERE id = $1',
      [id],
    );
    expect(stored).toEqual({ subtotal_cents: 3800, delivery_fee_cents: 350, tip_cents: 570 });

    const response = await patch(id, 'cancelled');
    expect(response.body).toMatchObject({ status: 'cancelled', deliveryFee: '3.50', tip: '5.70', total: '47.20' });
    expect((await testRefundsOf(intentId)).map((refund) => refund.amount_cents)).toEqual([4720]);
    const [mail] = await sql<{ text_body: string }>('SELECT text_body FROM outbox WHERE dedupe_key = $1', [
      `order-status:${id}:cancelled`,
    ]);
    expect(mail?.text_body).toContain('We refunded $47.20 to your card.');
  });

  it('refunds the total once, cancels it, records who did, and answers it refunded', async () => {
    const { id, intentId } = await paidTestOrder();

    const response = await patch(id, 'cancelled');

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, status: 'cancelled', total: '38.00' });
    expect(Date.parse(response.body.refundedAt ?? '')).not.toBeNaN();
    const refunds = await testRefundsOf(intentId);
    expect(refunds).toEqual([
      { id: expect.stringMatching(/^re_test_/), amount_cents: 3800, idempotency_key: `refund-order-${id}` },
    ]);
    expect(await orderRow(id)).toMatchObject({ status: 'cancelled', refund_id: refunds[0]!.id });
    expect((await historyOf(id)).at(-1)).toEqual({
      from_status: 'confirmed',
      to_status: 'cancelled',
      changed_by: String(admin.id),
      changed_by_email: admin.email,
    });
  });

  it('never refunds twice: cancelling again, or after reopening it, only changes the status', async () => {
    const { id, intentId } = await paidTestOrder();
    const first = await patch(id, 'cancelled');
    const again = await patch(id, 'cancelled');
    expect(await patch(id, 'confirmed')).toMatchObject({ status: 200, body: { refundedAt: first.body.refundedAt } });
    const reopenedAndCancelled = await patch(id, 'cancelled');

    expect(again.status).toBe(200);
    expect(reopenedAndCancelled.status).toBe(200);
    expect(reopenedAndCancelled.body.refundedAt).toBe(first.body.refundedAt);
    expect(await testRefundsOf(intentId)).toHaveLength(1);
  });

  it('makes one refund when the owner clicks five times at once', async () => {
    const { id, intentId } = await paidTestOrder();

    // The five clicks reach the gateway together (support/race.ts).
    const answers = await race(
      'refund-at-gateway',
      Array.from({ length: 5 }, () => () => patch(id, 'cancelled')),
    );

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const refunds = await testRefundsOf(intentId);
    expect(refunds).toHaveLength(1);
    expect((await orderRow(id))?.refund_id).toBe(refunds[0]!.id);
    expect(new Set(answers.map((answer) => answer.body.refundedAt)).size).toBe(1);
  });

  it('answers 502 when the refund fails, and leaves the order as it was', async () => {
    // A payment the test gateway has no record of: it cannot pay it back.
    const [id] = await insertOrder({ status: 'preparing', paymentIntentId: `pi_test_unknown_${Date.now()}` });

    const { result: response, log } = await logged(() => patch<ErrorAnswer>(id!, 'cancelled'));

    expect(response.status).toBe(502);
    expect(response.body).toEqual({ message: REFUND_FAILED });
    expect(await orderRow(id!)).toEqual({ status: 'preparing', refunded_at: null, refund_id: null });
    expect(await historyOf(id!)).toEqual([]);
    expect(log).toContain(`Refunding order ${id} failed`);
    // Nothing happened, so the customer is told nothing.
    expect(await sql('SELECT 1 FROM outbox WHERE dedupe_key = $1', [`order-status:${id}:cancelled`])).toEqual([]);
  });

  it('is finished by the scheduled sender when a function stopped after the request, before the gateway', async () => {
    const { id, intentId } = await paidTestOrder();
    // As cancelWithRefund leaves it when its function stops right after recording the request.
    await sql(
      `UPDATE orders SET refund_requested_at = now() - interval '2 minutes', refund_requested_by = $2,
         refund_requested_by_email = $3 WHERE id = $1`,
      [id, admin.id, admin.email],
    );
    expect(await finishUnfinishedCancellations()).toBe(1);

    expect(await orderRow(id)).toMatchObject({ status: 'cancelled', refund_id: expect.stringMatching(/^re_test_/) });
    expect(await testRefundsOf(intentId)).toHaveLength(1);
    expect((await historyOf(id)).at(-1)).toMatchObject({ to_status: 'cancelled', changed_by_email: admin.email });
    expect(await sql('SELECT 1 FROM outbox WHERE dedupe_key = $1', [`order-status:${id}:cancelled`])).toHaveLength(1);
    // Nothing left to finish.
    expect(await finishUnfinishedCancellations()).toBe(0);
  });

  it('is finished without a second refund when the function stopped after the gateway refunded', async () => {
    const { id, intentId } = await paidTestOrder();
    const made = await testGateway.refund({
      paymentIntentId: intentId,
      amountCents: 3800,
      idempotencyKey: `refund-order-${id}`,
    });
    await sql(
      `UPDATE orders SET refund_requested_at = now() - interval '2 minutes', refund_requested_by = $2,
         refund_requested_by_email = $3 WHERE id = $1`,
      [id, admin.id, admin.email],
    );
    expect(await finishUnfinishedCancellations()).toBe(1);
    expect(await orderRow(id)).toMatchObject({ status: 'cancelled', refund_id: made.id });
    expect(await testRefundsOf(intentId)).toHaveLength(1);
  });

  it('leaves a refused refund to the owner: nothing for the scheduled sender to finish', async () => {
    const { id, intentId } = await paidTestOrder();
    await testGateway.refund({ paymentIntentId: intentId, amountCents: 1000, idempotencyKey: 'someone-else' });
    const { result: response } = await logged(() => patch<ErrorAnswer>(id, 'cancelled'));
    expect(response.status).toBe(502);
    await sql(`UPDATE orders SET refund_requested_at = refund_requested_at - interval '2 minutes' WHERE id = $1`, [id]);
    expect(await finishUnfinishedCancellations()).toBe(0);
    expect(await orderRow(id)).toEqual({ status: 'confirmed', refunded_at: null, refund_id: null });
  });

  it('cancels an order without a payment without refunding anything', async () => {
    const [id] = await insertOrder({ status: 'pending', paymentIntentId: null });
    const response = await patch(id!, 'cancelled');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'cancelled', refundedAt: null });
  });

  it('answers a guest 401 and a customer 403, refunding nothing', async () => {
    const customer = await registerAccount();
    const { id, intentId } = await paidTestOrder();
    expect((await patch(id, 'cancelled', null)).status).toBe(401);
    expect((await patch(id, 'cancelled', customer.cookie)).status).toBe(403);
    expect(await orderRow(id)).toEqual({ status: 'confirmed', refunded_at: null, refund_id: null });
    expect(await testRefundsOf(intentId)).toEqual([]);
  });

  it('the gateway itself answers a repeated key with the same refund, and refuses to pay back more than was paid', async () => {
    const { intentId } = await paidTestOrder();
    const refund = { paymentIntentId: intentId, amountCents: 3800, idempotencyKey: `refund-direct-${intentId}` };

    const first = await testGateway.refund(refund);
    const repeated = await testGateway.refund(refund);

    expect(first.status).toBe('succeeded');
    expect(repeated).toEqual(first);
    expect(await testRefundsOf(intentId)).toHaveLength(1);
    await expect(testGateway.refund({ ...refund, idempotencyKey: `another-${intentId}` })).rejects.toThrow(
      RefundRefusedError,
    );
    await expect(
      testGateway.refund({ ...refund, paymentIntentId: 'pi_test_nobody', idempotencyKey: 'refund-nobody' }),
    ).rejects.toThrow(RefundRefusedError);
  });
});

describe('cancelling an order paid through Stripe', () => {
  /** Paid through the test gateway before the Stripe keys were set. */
  let paidBeforeStripe: { id: number; intentId: string };

  // Registered first, so it runs before the double's keys are set.
  beforeAll(async () => {
    paidBeforeStripe = await paidTestOrder();
  });
  const stripe = withStripeDouble();

  /** A real order paid through Stripe (the double), answered with its intent's id. */
  async function paidStripeOrder(): Promise<{ id: number; intentId: string }> {
    const body = await pickupCheckout();
    const started = await startPayment(body);
    expect(started.body.gateway).toBe('stripe');
    const intent = [...stripe.double.intents.values()].find((each) => each.client_secret === started.body.clientSecret);
    if (!intent) throw new Error('The double never saw the intent');
    stripe.double.authorise(intent.id);
    const recorded = await postOrder(orderPayload(body, intent.id, PICKUP_TOTALS));
    expect(recorded.status).toBe(201);
    return { id: recorded.body.id, intentId: intent.id };
  }

  const stripeRefundsOf = (intentId: string) =>
    [...stripe.double.refunds.values()].filter((refund) => refund.payment_intent === intentId);

  it("refunds through Stripe's Refunds API with the order's idempotency key, and records Stripe's refund", async () => {
    const { id, intentId } = await paidStripeOrder();

    const response = await patch(id, 'cancelled');

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'cancelled', refundedAt: expect.any(String) });
    const [refund, ...others] = stripeRefundsOf(intentId);
    expect(others).toEqual([]);
    expect(refund).toMatchObject({ amount: 3800, currency: 'usd', status: 'succeeded' });
    const request = stripe.double.refundRequests.find((each) => each.fields.get('payment_intent') === intentId);
    expect(request?.idempotencyKey).toBe(`refund-order-${id}`);
    expect(request?.fields.get('amount')).toBe('3800');
    expect((await orderRow(id))?.refund_id).toBe(refund!.id);
  });

  it('makes one Stripe refund when the owner clicks three times at once, and none on a later click', async () => {
    const { id, intentId } = await paidStripeOrder();

    const answers = await race(
      'refund-at-gateway',
      Array.from({ length: 3 }, () => () => patch(id, 'cancelled')),
    );
    const later = await patch(id, 'cancelled');

    expect([...answers, later].map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(stripeRefundsOf(intentId)).toHaveLength(1);
  });

  it('answers 502 when Stripe refuses the refund, and leaves the order as it was', async () => {
    const { id, intentId } = await paidStripeOrder();
    stripe.double.refuseRefundsOf(intentId);

    const { result: response, log } = await logged(() => patch<ErrorAnswer>(id, 'cancelled'));

    expect(response.status).toBe(502);
    expect(response.body).toEqual({ message: REFUND_FAILED });
    expect(await orderRow(id)).toEqual({ status: 'confirmed', refunded_at: null, refund_id: null });
    expect(stripeRefundsOf(intentId)).toEqual([]);
    expect(log).toContain(`Refunding order ${id} failed`);
  });

  it("cancels an order refunded in Stripe's Dashboard, recording that refund and making none", async () => {
    const { id, intentId } = await paidStripeOrder();
    const outside = stripe.double.refundOutside(intentId);

    const { result: response } = await logged(() => patch(id, 'cancelled'));

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'cancelled', refundedAt: expect.any(String) });
    expect((await orderRow(id))?.refund_id).toBe(outside.id);
    expect(stripeRefundsOf(intentId)).toEqual([outside]);
  });

  it('the Stripe gateway answers a repeated idempotency key with the same refund', async () => {
    const { intentId } = await paidStripeOrder();
    const gateway = stripeGateway(serverConfig().stripe!);
    const refund = { paymentIntentId: intentId, amountCents: 3800, idempotencyKey: `refund-direct-${intentId}` };

    const first = await gateway.refund(refund);
    const repeated = await gateway.refund(refund);

    expect(first).toEqual({ id: expect.stringMatching(/^re_/), status: 'succeeded', amountCents: 3800 });
    expect(repeated).toEqual(first);
    expect(stripeRefundsOf(intentId)).toHaveLength(1);
    // A new key for a payment already paid back is refused, as Stripe does.
    await expect(gateway.refund({ ...refund, idempotencyKey: `another-${intentId}` })).rejects.toThrow(
      /already been refunded/,
    );
  });

  it('refunds an order through the gateway that took it, not the one taking payments now', async () => {
    const requestsBefore = stripe.double.refundRequests.length;

    const response = await patch(paidBeforeStripe.id, 'cancelled');

    expect(response.status).toBe(200);
    expect(await testRefundsOf(paidBeforeStripe.intentId)).toHaveLength(1);
    expect(stripe.double.refundRequests.length).toBe(requestsBefore);
  });
});
