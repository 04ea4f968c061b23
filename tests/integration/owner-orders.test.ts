import { beforeAll, describe, expect, it } from 'vitest';
import adminOrderPaid from '../../netlify/functions/admin-order-paid.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import adminOrdersQuote from '../../netlify/functions/admin-orders-quote.mts';
import orderStatus from '../../netlify/functions/order-status.mts';
import paymentLinkOpen from '../../netlify/functions/payment-link-open.mts';
import paymentLinkPaid from '../../netlify/functions/payment-link-paid.mts';
import type { AdminOrderView } from '@/domain/order/order-view';
import type { OpenedLink } from '@/server/owner-orders/pay-link-service';
import { expireDueLinks } from '@/server/owner-orders/link-expiry';
import { adminAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { firstFreeWindow, intentIdOf, payWithCard, productId } from './support/checkout';
import { sql } from './support/db';
import { race } from './support/race';
import { collectTax } from './support/taxed-orders';

/*
 * Orders the owner enters by phone, text or at the door, their payment links and payments taken in
 * person (issue 37; docs/behaviour/rules.md#orders-the-owner-enters). The shop collects tax here as
 * the seeded shop does: 10 Beef Samosa picked up is $20.00 + $1.87 = $21.87.
 */

let admin: string;
let beef: number;
let chapati: number;
let window: string;

beforeAll(async () => {
  admin = (await adminAccount()).cookie;
  await collectTax();
  beef = await productId('Beef Samosa');
  chapati = await productId('Chapati');
  window = await firstFreeWindow();
  // Room for every order of this file in one window, but for the test of a full one.
  await sql('UPDATE fulfilment_settings SET window_capacity = 100, day_capacity = 1000');
});

type Entered = { order: AdminOrderView; payUrl: string | null };
type Refusal = ErrorAnswer & { fields?: Record<string, string>; overridable?: boolean };

const phoneOrder = (changes: Record<string, unknown> = {}) => ({
  orderType: 'pickup',
  items: [{ productId: beef, quantity: 10 }],
  customerInfo: { name: 'Achieng Otieno', phone: '(913) 555-0142', email: 'achieng@example.com' },
  fulfilmentWindow: window,
  payment: 'in-person',
  ...changes,
});

const enter = (body: unknown) =>
  call<Entered & Refusal>(adminOrders, '/api/admin/orders', { method: 'POST', body, cookie: admin });
const paid = (orderId: number, body: unknown) =>
  call<AdminOrderView & Refusal>(adminOrderPaid, `/api/admin/orders/${orderId}/paid`, {
    method: 'POST',
    body,
    cookie: admin,
    params: { id: String(orderId) },
  });
const open = (token: string) =>
  call<OpenedLink & ErrorAnswer>(paymentLinkOpen, '/api/payment-links/open', { method: 'POST', body: { token } });
const report = (token: string, paymentIntentId: string) =>
  call<{ orderNumber: string; status: string; trackingUrl: string } & ErrorAnswer>(
    paymentLinkPaid,
    '/api/payment-links/paid',
    { method: 'POST', body: { token, paymentIntentId } },
  );
const tokenOf = (payUrl: string | null) => new URL(payUrl ?? '').searchParams.get('token') ?? '';
const orderCount = async () => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM orders'))[0]?.n);

describe('POST /api/admin/orders', () => {
  it('enters a phone order paid in person, priced as the storefront prices it, and confirms it at once', async () => {
    const { status, body } = await enter(phoneOrder());
    expect(status).toBe(201);
    expect(body.payUrl).toBeNull();
    expect(body.order).toMatchObject({
      status: 'confirmed',
      subtotal: '20.00',
      tax: '1.87',
      total: '21.87',
      customerName: 'Achieng Otieno',
      fulfilmentWindow: { start: window },
      payment: { method: 'in-person', toCollect: '21.87', openLink: null, overLimits: false },
    });
    expect(body.order.payment.enteredBy).toMatch(/@/);
    // It takes its place in the window at once, as a paid checkout does.
    const [row] = await sql<{ n: string }>(
      `SELECT count(*) AS n FROM orders WHERE fulfilment_window_start = $1 AND status <> 'cancelled'`,
      [window],
    );
    expect(Number(row?.n)).toBeGreaterThan(0);
  });

  it('refuses everyone but the administrator', async () => {
    const signedOut = await call<ErrorAnswer>(adminOrders, '/api/admin/orders', { method: 'POST', body: phoneOrder() });
    expect(signedOut.status).toBe(401);
  });

  it.each([
    [
      'an unknown dish',
      { items: [{ productId: 999_999, quantity: 10 }] },
      'items.0.productId',
      'Choose a dish from the menu',
    ],
    [
      'fewer than 10 samosas',
      { items: [{ productId: 0, quantity: 5 }] },
      'items.0.quantity',
      'Beef Samosa starts at 10 pieces',
    ],
    ['more than 1,000 pieces', { items: [{ productId: 0, quantity: 1001 }] }, 'items.0.quantity', 'up to 1000'],
    ['a time that is not a window', { fulfilmentWindow: '2026-01-01T00:07:00Z' }, 'fulfilmentWindow', 'time'],
    ['no way to pay', { payment: 'cheque' }, 'payment', 'payment link or in person'],
    [
      'a link by text to a landline',
      { payment: 'link', sendLinkBy: ['text'], customerInfo: { name: 'Baraka', phone: '800-555-0100' } },
      'customerInfo.phone',
      "We can't send texts to 800-555-0100",
    ],
    [
      'a link by e-mail without an address',
      { payment: 'link', sendLinkBy: ['email'], customerInfo: { name: 'Baraka', phone: '913-555-0142' } },
      'customerInfo.email',
      'Enter the e-mail address to send the link to',
    ],
  ])('answers 400 naming the field for %s, and saves nothing', async (_case, changes, field, words) => {
    const body = phoneOrder(changes);
    // The seeded dish's id is only known here.
    for (const item of (body.items as Array<{ productId: number }>) ?? [])
      if (item.productId === 0) item.productId = beef;
    const before = await orderCount();
    const { status, body: answer } = await enter(body);
    expect(status).toBe(400);
    expect(answer.fields?.[field]).toContain(words);
    expect(await orderCount()).toBe(before);
  });

  it('takes any count between the minimum and 1,000, not only the pack sizes', async () => {
    const { status, body } = await enter(phoneOrder({ items: [{ productId: chapati, quantity: 13 }] }));
    expect(status).toBe(201);
    expect(body.order.items).toEqual([expect.objectContaining({ name: 'Chapati', quantity: 13 })]);
  });

  it("refuses a full window with the kitchen's words, and takes it when the owner confirms, recording it", async () => {
    const [booked] = await sql<{ n: string }>(
      `SELECT count(*) AS n FROM orders WHERE fulfilment_window_start = $1 AND status <> 'cancelled'`,
      [window],
    );
    // One place left.
    await sql('UPDATE fulfilment_settings SET window_capacity = $1', [Number(booked?.n) + 1]);
    try {
      expect((await enter(phoneOrder())).status).toBe(201);
      const refused = await enter(phoneOrder());
      expect(refused.status).toBe(409);
      expect(refused.body.overridable).toBe(true);
      expect(refused.body.message).toMatch(/^That pickup time has just filled up\./);
      const taken = await enter(phoneOrder({ overrideLimits: true }));
      expect(taken.status).toBe(201);
      expect(taken.body.order.payment.overLimits).toBe(true);
    } finally {
      await sql('UPDATE fulfilment_settings SET window_capacity = 100');
    }
  });

  it('quotes the same money without saving anything', async () => {
    const before = await orderCount();
    const { status, body } = await call<{ total: string }>(adminOrdersQuote, '/api/admin/orders/quote', {
      method: 'POST',
      body: phoneOrder({ payment: undefined }),
      cookie: admin,
    });
    expect(status).toBe(200);
    expect(body.total).toBe('21.87');
    expect(await orderCount()).toBe(before);
  });
});

describe('a payment link', () => {
  it('goes out by text and e-mail, opens the order, and paying it confirms the order as a storefront payment does', async () => {
    const { status, body } = await enter(phoneOrder({ payment: 'link', sendLinkBy: ['text', 'email'] }));
    expect(status).toBe(201);
    expect(body.order.status).toBe('pending');
    expect(body.order.payment).toMatchObject({ method: 'link', toCollect: '21.87', openLink: { amount: '21.87' } });
    const token = tokenOf(body.payUrl);
    expect(token).toHaveLength(43);
    // Only the hash is kept.
    expect(await sql('SELECT 1 FROM payment_links WHERE token_sha256 = $1', [token])).toHaveLength(0);
    const sent = await sql<{ channel: string; to_address: string; text_body: string }>(
      `SELECT channel, to_address, text_body FROM outbox WHERE order_id = $1 AND kind = 'payment-link' ORDER BY channel`,
      [body.order.id],
    );
    expect(sent.map((message) => [message.channel, message.to_address])).toEqual([
      ['email', 'achieng@example.com'],
      ['sms', '+19135550142'],
    ]);
    for (const message of sent) expect(message.text_body).toContain(body.payUrl);

    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ amount: '21.87', purpose: 'order', order: { total: '21.87' } });
    const card = await payWithCard(opened.body.payment.clientSecret, '4242 4242 4242 4242');
    expect(card.body.paymentIntent.status).toBe('succeeded');
    const reported = await report(token, intentIdOf(opened.body.payment.clientSecret));
    expect(reported.status).toBe(200);
    expect(reported.body.trackingUrl).toMatch(/\/orders\/track\?token=/);

    const [order] = await sql<{ status: string; payment_intent_id: string; captured: boolean }>(
      'SELECT status, payment_intent_id, payment_captured_at IS NOT NULL AS captured FROM orders WHERE id = $1',
      [body.order.id],
    );
    expect(order).toEqual({
      status: 'confirmed',
      payment_intent_id: intentIdOf(opened.body.payment.clientSecret),
      captured: true,
    });
    // The receipt and the owner's alert, as for any paid order.
    const kinds = await sql<{ kind: string }>('SELECT DISTINCT kind FROM outbox WHERE order_id = $1', [body.order.id]);
    expect(kinds.map((row) => row.kind)).toEqual(expect.arrayContaining(['receipt', 'new-order']));

    // Used once: opened again it is no longer valid, and charges nothing.
    const again = await open(token);
    expect(again.status).toBe(410);
    expect(again.body.message).toBe('This payment link is no longer valid');
  });

  it('ends when its hold runs out: the order is cancelled, its place released, the customer told, and a late payment is let go', async () => {
    const { body } = await enter(phoneOrder({ payment: 'link', sendLinkBy: ['text'] }));
    const token = tokenOf(body.payUrl);
    const opened = await open(token);
    await sql(`UPDATE payment_links SET expires_at = now() - interval '1 second' WHERE order_id = $1`, [body.order.id]);
    expect(await expireDueLinks()).toBeGreaterThan(0);
    const [order] = await sql<{ status: string }>('SELECT status FROM orders WHERE id = $1', [body.order.id]);
    expect(order?.status).toBe('cancelled');
    const told = await sql<{ text_body: string }>(
      `SELECT text_body FROM outbox WHERE order_id = $1 AND kind = 'payment-link-expired'`,
      [body.order.id],
    );
    expect(told[0]?.text_body).toContain('so we cancelled it. Nothing was charged.');
    // The customer pays the page they had open: refused, and the card is not charged.
    const card = await payWithCard(opened.body.payment.clientSecret, '4242 4242 4242 4242');
    expect(card.body.paymentIntent.status).toBe('canceled');
    expect((await open(token)).status).toBe(410);
  });
});

describe('POST /api/admin/orders/{id}/paid', () => {
  it('records money taken in person, once, never 0 nor above the total', async () => {
    const { body } = await enter(phoneOrder());
    const id = body.order.id;
    const zero = await paid(id, { amount: '0.00', how: 'cash' });
    expect(zero.status).toBe(400);
    expect(zero.body.fields?.['amount']).toBe('Enter the amount taken, more than $0.00');
    const tooMuch = await paid(id, { amount: '21.88', how: 'cash' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields?.['amount']).toBe('The order is $21.87: enter at most that');
    const taken = await paid(id, { amount: '21.87', how: 'card-reader' });
    expect(taken.status).toBe(200);
    expect(taken.body.payment).toMatchObject({
      toCollect: null,
      paidInPerson: { amount: '21.87', how: 'card-reader' },
    });
    expect((await paid(id, { amount: '1.00', how: 'cash' })).status).toBe(409);
  });

  it("ends a link order's link and confirms it when the customer pays at the door instead", async () => {
    const { body } = await enter(phoneOrder({ payment: 'link' }));
    const taken = await paid(body.order.id, { amount: '21.87', how: 'cash' });
    expect(taken.body).toMatchObject({ status: 'confirmed', payment: { openLink: null, toCollect: null } });
    expect((await open(tokenOf(body.payUrl))).status).toBe(410);
  });
});

describe('faults', () => {
  it("ends an unpaid order's expiry and a late payment at the same moment with one outcome, never both", async () => {
    for (let round = 0; round < 8; round += 1) {
      const { body } = await enter(phoneOrder({ payment: 'link' }));
      const opened = await open(tokenOf(body.payUrl));
      const intentId = intentIdOf(opened.body.payment.clientSecret);
      await sql('UPDATE payment_links SET expires_at = now() WHERE order_id = $1', [body.order.id]);
      // Each decides under the link's lock while the other comes (support/race.ts).
      await race('payment-link-decision', [
        () => payWithCard(opened.body.payment.clientSecret, '4242 4242 4242 4242'),
        () => expireDueLinks(),
      ]);
      const [state] = await sql<{ order: string; paid: boolean; ended: boolean; intent: string; carried: boolean }>(
        `SELECT o.status AS order, l.paid_at IS NOT NULL AS paid, l.ended_at IS NOT NULL AS ended, t.status AS intent,
           o.payment_intent_id IS NOT NULL AS carried
         FROM orders o JOIN payment_links l ON l.order_id = o.id JOIN test_payment_intents t ON t.id = $2
         WHERE o.id = $1`,
        [body.order.id, intentId],
      );
      const kept = { order: 'confirmed', paid: true, ended: false, intent: 'succeeded', carried: true };
      const released = { order: 'cancelled', paid: false, ended: true, intent: 'canceled', carried: false };
      expect([kept, released]).toContainEqual(state);
    }
  });
});

describe('cancelling an order as its link is paid', () => {
  it('ends with the payment refunded and the order cancelled, or the payment let go: never cancelled and charged', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { body } = await enter(phoneOrder({ payment: 'link' }));
      const opened = await open(tokenOf(body.payUrl));
      const intentId = intentIdOf(opened.body.payment.clientSecret);
      await race('payment-link-decision', [
        () => payWithCard(opened.body.payment.clientSecret, '4242 4242 4242 4242'),
        () =>
          call(orderStatus, `/api/orders/${body.order.id}/status`, {
            method: 'PATCH',
            body: { status: 'cancelled' },
            cookie: admin,
            params: { id: String(body.order.id) },
          }),
      ]);
      const [state] = await sql<{ order: string; intent: string; refunded: string }>(
        `SELECT o.status AS order, t.status AS intent,
           (SELECT COALESCE(sum(amount_cents), 0) FROM test_refunds r WHERE r.payment_intent_id = t.id)::text AS refunded
         FROM orders o, test_payment_intents t WHERE o.id = $1 AND t.id = $2`,
        [body.order.id, intentId],
      );
      expect(state?.order).toBe('cancelled');
      // Charged only if paid back in full.
      if (state?.intent === 'succeeded') expect(state.refunded).toBe('2187');
      else expect(state?.intent).toBe('canceled');
    }
  });
});
