import { beforeAll, describe, expect, it } from 'vitest';
import adminOrder from '../../netlify/functions/admin-order.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import adminReconciliation from '../../netlify/functions/admin-reconciliation.mts';
import orderStatus from '../../netlify/functions/order-status.mts';
import paymentLinkOpen from '../../netlify/functions/payment-link-open.mts';
import paymentLinkPaid from '../../netlify/functions/payment-link-paid.mts';
import { addDays, shopDate, shopInstant } from '@/domain/fulfilment/schedule';
import type { AdminOrderView } from '@/domain/order/order-view';
import type { ReconciliationView } from '@/domain/reconciliation/reconciliation';
import type { OpenedLink } from '@/server/owner-orders/pay-link-service';
import { queueDailyReconciliation } from '@/server/reconciliation/daily-reconciliation';
import { adminAccount, registerAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import {
  firstFreeWindow,
  intentIdOf,
  orderPayload,
  PICKUP_TOTALS,
  payWithCard,
  pickupCheckout,
  postOrder,
  productId,
  startPayment,
} from './support/checkout';
import { sql } from './support/db';
import { type StripeDouble, withStripeDouble } from './support/stripe-double';

/*
 * Money follows the gateway (issue 45; docs/behaviour/rules.md#reconciliation): after the money
 * journeys a customer and the owner walk (a storefront purchase, a phone order paid by its link,
 * changes down and up with the difference paid, a cancellation with its refund), the
 * reconciliation lists nothing, on the test gateway and on Stripe (the double behind the real
 * SDK); an amount recorded wrong is listed with its difference, and e-mailed to the owner once.
 */

let admin: string;
let beef: number;
let window: string;
const today = shopDate(new Date());
/** Around today, so a run across the shop's midnight still covers every order it made. */
const around = { from: addDays(today, -1), to: addDays(today, 1) };

beforeAll(async () => {
  admin = (await adminAccount()).cookie;
  beef = await productId('Beef Samosa');
  window = await firstFreeWindow();
  await sql('UPDATE fulfilment_settings SET window_capacity = 100, day_capacity = 1000');
});

type Listed = ReconciliationView & ErrorAnswer & { fields?: Record<string, string> };

const reconcile = (query: string, cookie: string | null = admin) =>
  call<Listed>(adminReconciliation, `/api/admin/reconciliation${query}`, { cookie });

const listed = async () => {
  const { status, body } = await reconcile(`?from=${around.from}&to=${around.to}`);
  expect(status).toBe(200);
  return body.orders;
};

/** How a payment is made: through the test gateway's card form, or authorised at Stripe (the double). */
interface Payer {
  /** Authorises (the test gateway: and books) the intent behind the client secret. */
  confirm(clientSecret: string): Promise<void>;
  /**
   * Pays a link's intent made for an amount a change has since replaced: answers the refusal the
   * customer is shown (the test gateway's card form meets it as it confirms; Stripe's pay page when
   * it reports the payment).
   */
  payStale(clientSecret: string, token: string): Promise<string | undefined>;
}

const reportLinkPaid = (token: string, clientSecret: string) =>
  call<ErrorAnswer>(paymentLinkPaid, '/api/payment-links/paid', {
    method: 'POST',
    body: { token, paymentIntentId: intentIdOf(clientSecret) },
  });

const testCardPayer: Payer = {
  async confirm(clientSecret) {
    const paid = await payWithCard(clientSecret, '4242 4242 4242 4242');
    if (paid.body.paymentIntent.status !== 'succeeded') throw new Error('the 4242 card was not paid');
  },
  async payStale(clientSecret) {
    const paid = await payWithCard(clientSecret, '4242 4242 4242 4242');
    expect(paid.body.paymentIntent.status).toBe('canceled');
    return paid.body.error?.message;
  },
};

const stripePayer = (double: () => StripeDouble): Payer => ({
  async confirm(clientSecret) {
    double().authorise(intentIdOf(clientSecret));
  },
  async payStale(clientSecret, token) {
    double().authorise(intentIdOf(clientSecret));
    const refused = await reportLinkPaid(token, clientSecret);
    expect(refused.status).toBe(409);
    return refused.body.message;
  },
});

/** A storefront purchase: 20 Beef Samosa picked up, $38.00, reported by the checkout page. */
async function storefrontOrder(payer: Payer): Promise<number> {
  const body = await pickupCheckout();
  const started = await startPayment(body);
  await payer.confirm(started.body.clientSecret);
  const recorded = await postOrder(orderPayload(body, intentIdOf(started.body.clientSecret), PICKUP_TOTALS));
  expect([200, 201]).toContain(recorded.status);
  return recorded.body.id;
}

const samosas = (quantity: number) => [{ productId: beef, quantity }];

/** Opens a link, pays it and reports it as the pay page does. */
async function payLink(payer: Payer, url: string | null): Promise<void> {
  const token = new URL(url ?? '').searchParams.get('token') ?? '';
  const opened = await call<OpenedLink>(paymentLinkOpen, '/api/payment-links/open', {
    method: 'POST',
    body: { token },
  });
  await payer.confirm(opened.body.payment.clientSecret);
  expect((await reportLinkPaid(token, opened.body.payment.clientSecret)).status).toBe(200);
}

/** A phone order of 20 Beef Samosa sent a payment link, which its customer pays. */
async function phoneOrderPaidByLink(payer: Payer): Promise<number> {
  const { body } = await call<{ order: AdminOrderView; payUrl: string | null }>(adminOrders, '/api/admin/orders', {
    method: 'POST',
    cookie: admin,
    body: {
      orderType: 'pickup',
      items: samosas(20),
      customerInfo: { name: 'Njeri Mwangi', phone: '913-555-0142', email: 'njeri@example.com' },
      fulfilmentWindow: window,
      payment: 'link',
      sendLinkBy: ['email'],
    },
  });
  await payLink(payer, body.payUrl);
  return body.order.id;
}

async function change(id: number, quantity: number): Promise<string> {
  const { status, body } = await call<{ adjustment: { kind: string } }>(adminOrder, `/api/admin/orders/${id}`, {
    method: 'PATCH',
    body: { items: samosas(quantity) },
    cookie: admin,
    params: { id: String(id) },
  });
  expect(status).toBe(200);
  return body.adjustment.kind;
}

/** The newest payment link e-mailed for the order. */
async function mailedLink(id: number): Promise<string | null> {
  const [sent] = await sql<{ text_body: string }>(
    `SELECT text_body FROM outbox WHERE order_id = $1 AND kind = 'payment-link' AND channel = 'email' ORDER BY id DESC`,
    [id],
  );
  return /https?:\/\/\S+\/pay\?token=[\w-]+/.exec(sent?.text_body ?? '')?.[0] ?? null;
}

async function cancel(id: number): Promise<void> {
  const { status } = await call(orderStatus, `/api/orders/${id}/status`, {
    method: 'PATCH',
    body: { status: 'cancelled' },
    cookie: admin,
    params: { id: String(id) },
  });
  expect(status).toBe(200);
}

/**
 * The money journeys of one payment each: a storefront purchase, one cancelled (refunded), a phone
 * order paid by its link, one changed down (the difference refunded). Answers the orders they made.
 */
async function walkThePaymentJourneys(payer: Payer): Promise<number[]> {
  const bought = await storefrontOrder(payer);
  const boughtThenCancelled = await storefrontOrder(payer);
  await cancel(boughtThenCancelled);
  const byLink = await phoneOrderPaidByLink(payer);
  const changedDown = await phoneOrderPaidByLink(payer);
  expect(await change(changedDown, 10)).toBe('refund');
  return [bought, boughtThenCancelled, byLink, changedDown];
}

/**
 * A phone order whose link the customer opens before the owner changes it up: the old amount is
 * refused (409) and let go, and the customer pays the new one. Answers the order.
 */
async function staleLinkJourney(payer: Payer): Promise<number> {
  const { body } = await call<{ order: AdminOrderView; payUrl: string | null }>(adminOrders, '/api/admin/orders', {
    method: 'POST',
    cookie: admin,
    body: {
      orderType: 'pickup',
      items: samosas(10),
      customerInfo: { name: 'Wanjiru Kamau', phone: '913-555-0143', email: 'wanjiru@example.com' },
      fulfilmentWindow: window,
      payment: 'link',
      sendLinkBy: ['email'],
    },
  });
  const token = new URL(body.payUrl ?? '').searchParams.get('token') ?? '';
  const opened = await call<OpenedLink>(paymentLinkOpen, '/api/payment-links/open', {
    method: 'POST',
    body: { token },
  });
  expect(await change(body.order.id, 30)).toBe('none');
  expect(await payer.payStale(opened.body.payment.clientSecret, token)).toBe(
    'This order changed: its total is now $54.00.',
  );
  await payLink(payer, body.payUrl);
  return body.order.id;
}

/** A link-paid order changed up, its difference paid by the link sent for it, and one of them then cancelled. */
async function walkTheDifferenceJourneys(payer: Payer): Promise<number[]> {
  const changedUp = await phoneOrderPaidByLink(payer);
  expect(await change(changedUp, 30)).toBe('pay-link');
  await payLink(payer, await mailedLink(changedUp));
  const changedUpThenCancelled = await phoneOrderPaidByLink(payer);
  expect(await change(changedUpThenCancelled, 30)).toBe('pay-link');
  await payLink(payer, await mailedLink(changedUpThenCancelled));
  await cancel(changedUpThenCancelled);
  return [changedUp, changedUpThenCancelled];
}

/**
 * Records $1.50 less taken for an order (of one payment, $38.00, nothing refunded) by hand: the
 * reconciliation must name that order, by that much.
 */
async function listsAnAlteredAmount(id: number): Promise<void> {
  await sql('UPDATE orders SET captured_cents = 3650 WHERE id = $1', [id]);
  try {
    expect(await listed()).toEqual([
      { orderId: id, orderNumber: `KBT-${id}`, recorded: '36.50', gateway: '38.00', difference: '1.50' },
    ]);
  } finally {
    await sql('UPDATE orders SET captured_cents = 3800 WHERE id = $1', [id]);
  }
}

describe('GET /api/admin/reconciliation with the test gateway', () => {
  let orders: number[];

  it('lists nothing after the money journeys', async () => {
    orders = await walkThePaymentJourneys(testCardPayer);
    await walkTheDifferenceJourneys(testCardPayer);
    await staleLinkJourney(testCardPayer);
    expect(await listed()).toEqual([]);
  });

  it('lists an order whose recorded amount was altered, with the difference', async () => {
    await listsAnAlteredAmount(orders[2] ?? 0);
  });

  it('answers 400 naming the field for a date that is not one or a range that does not fit', async () => {
    const cases: Array<[string, string, string]> = [
      ['?from=2026-02-30&to=2026-03-01', 'from', 'from must be a date as YYYY-MM-DD'],
      ['?from=2026-03-01', 'to', 'to must be a date as YYYY-MM-DD'],
      ['?from=2026-03-02&to=2026-03-01', 'to', 'to must be on or after from'],
      ['?from=2026-03-01&to=2026-04-01', 'to', 'A range spans at most 31 days'],
    ];
    for (const [query, field, message] of cases) {
      const { status, body } = await reconcile(query);
      expect({ query, status, field: body.fields?.[field] }).toEqual({ query, status: 400, field: message });
    }
    expect((await reconcile('?from=2026-03-01&to=2026-03-31')).status).toBe(200);
  });

  it('is for the administrator only', async () => {
    expect((await reconcile(`?from=${today}&to=${today}`, null)).status).toBe(401);
    const customer = await registerAccount();
    expect((await reconcile(`?from=${today}&to=${today}`, customer.cookie)).status).toBe(403);
  });
});

describe("the scheduled sender's daily reconciliation", () => {
  /** 7 AM on the shop date after `date`: the check of `date` is due. */
  const morningAfter = (date: string) => shopInstant(addDays(date, 1), '07:00');
  const mailOf = (date: string) =>
    sql<{ to_address: string; subject: string; text_body: string }>(
      `SELECT to_address, subject, text_body FROM outbox WHERE kind = 'reconciliation' AND dedupe_key LIKE $1`,
      [`reconciliation:${date}:%`],
    );

  it('e-mails the owner the day whose money differs, once', async () => {
    const id = await storefrontOrder(testCardPayer);
    await sql('UPDATE orders SET captured_cents = 3600 WHERE id = $1', [id]);
    try {
      expect(await queueDailyReconciliation(shopInstant(addDays(today, 1), '05:59'))).toBe(false);
      expect(await queueDailyReconciliation(morningAfter(today))).toBe(true);
      expect(await queueDailyReconciliation(morningAfter(today))).toBe(false);
    } finally {
      await sql('UPDATE orders SET captured_cents = 3800 WHERE id = $1', [id]);
    }
    const mails = await mailOf(today);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: (await adminAccount()).email,
      subject: expect.stringMatching(/^Payments to check: 1 order from /),
    });
    expect(mails[0]?.text_body).toContain(`KBT-${id}: recorded $36.00, the gateway holds $38.00 ($2.00 more)`);
  });

  it('sends nothing for a day whose money all agrees', async () => {
    const tomorrow = addDays(today, 1);
    expect(await queueDailyReconciliation(morningAfter(tomorrow))).toBe(true);
    expect(await mailOf(tomorrow)).toEqual([]);
  });
});

describe('GET /api/admin/reconciliation with Stripe', () => {
  const stripe = withStripeDouble();
  let orders: number[];

  it('lists nothing after the money journeys, asking Stripe only about their payments', async () => {
    orders = await walkThePaymentJourneys(stripePayer(() => stripe.double));
    const asked = stripe.double.chargeRequests.length;
    expect(await listed()).toEqual([]);
    // One question per Stripe payment of the orders in the range (the test gateway's are its own).
    const intents = await sql<{ id: string }>(
      'SELECT payment_intent_id AS id FROM orders WHERE id = ANY($1::bigint[]) ORDER BY id',
      [orders],
    );
    expect(stripe.double.chargeRequests.slice(asked).sort()).toEqual(intents.map((row) => row.id).sort());
    // None for a range without orders.
    expect((await reconcile('?from=2026-01-01&to=2026-01-31')).body.orders).toEqual([]);
    expect(stripe.double.chargeRequests).toHaveLength(asked + orders.length);
  });

  it('lists nothing after changes up paid by their difference links, one cancelled, and a stale link', async () => {
    const payer = stripePayer(() => stripe.double);
    await walkTheDifferenceJourneys(payer);
    await staleLinkJourney(payer);
    expect(await listed()).toEqual([]);
  });

  it('lists an order whose recorded amount was altered, with the difference', async () => {
    await listsAnAlteredAmount(orders[0] ?? 0);
  });
});
