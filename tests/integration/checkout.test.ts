import { describe, expect, it } from 'vitest';
import ordersHistory from '../../netlify/functions/orders-history.mts';
import testGatewayAuthenticate from '../../netlify/functions/test-gateway-authenticate.mts';
import testGatewayConfirm from '../../netlify/functions/test-gateway-confirm.mts';
import testGatewayPayment from '../../netlify/functions/test-gateway-payment.mts';
import { reloadServerConfig } from '@/server/config';
import { ITEM_UNAVAILABLE } from '@/server/payments/checkout-service';
import { PAYMENT_NOT_COMPLETE, PAYMENT_NOT_FOUND } from '@/server/payments/settle-payment';
import { OTHER_CUSTOMERS_PAYMENT, TOTAL_NOT_PAID } from '@/server/payments/record-order';
import { PAYMENTS_UNAVAILABLE } from '@/server/payments/select-gateway';
import { TEST_GATEWAY_OFF } from '@/server/payments/test-gateway-guard';
import type { TestPaymentResult } from '@/server/payments/test-payments-service';
import type { OrderView } from '@/domain/api-shapes';
import { windowLabel } from '@/domain/fulfilment/window-label';
import { OUTSIDE_DELIVERY_AREA } from '@/domain/schemas';
import { registerAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import {
  DELIVERY_TOTALS,
  deliveryCheckout,
  intentIdOf,
  paidIntent,
  orderPayload,
  payWithCard,
  PICKUP_TOTALS,
  pickupCheckout,
  postOrder,
  productId,
  startPayment,
} from './support/checkout';
import { sql } from './support/db';

/*
 * The checkout on the built-in test gateway (no Stripe keys): the server prices every order itself,
 * and an order exists only for a payment the gateway reports as succeeded, exactly once.
 */

/** POST /api/test-gateway/authenticate: where the browser returns to, with the payment. */
type AuthenticationAnswer = TestPaymentResult & { redirectUrl: string };

const ordersOf = (paymentIntentId: string) =>
  sql<{ id: string; total_cents: number; status: string; user_id: string | null }>(
    'SELECT id, total_cents, status, user_id FROM orders WHERE payment_intent_id = $1',
    [paymentIntentId],
  );

describe('POST /api/create-payment-intent prices the order on the server', () => {
  it('answers a client secret for the test gateway and saves the checkout at the server price', async () => {
    const body = await deliveryCheckout();
    const response = await startPayment(body);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      clientSecret: expect.stringMatching(/^pi_test_.+_secret_.+$/),
      gateway: 'test',
      publishableKey: null,
    });
    const [checkout] = await sql<{
      amount_cents: number;
      gateway: string;
      order_data: unknown;
      customer_email: string;
    }>('SELECT amount_cents, gateway, order_data, customer_email FROM checkouts WHERE payment_intent_id = $1', [
      intentIdOf(response.body.clientSecret),
    ]);
    expect(checkout).toMatchObject({
      amount_cents: 4720,
      gateway: 'test',
      customer_email: body.orderData.customerInfo.email,
    });
    expect(checkout!.order_data).toMatchObject({
      subtotalCents: 3800,
      deliveryFeeCents: 350,
      tipCents: 570,
      totalCents: 4720,
      delivery: { fullAddress: '123 Main St, Overland Park, KS 66212', zone: 'Local 0-10', feeCents: 350 },
      items: [{ name: 'Beef Samosa', quantity: 20, priceCents: 190 }],
    });
  });

  it('refuses a tampered amount with 409 and the real total', async () => {
    const body = { ...(await pickupCheckout()), amount: 1 };
    const response = await startPayment<ErrorAnswer>(body);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'Your order total is $38.00, not the amount shown. Please review your order and try again.',
    );
  });

  it('refuses an amount computed from a tampered price (every piece at the 50+ price)', async () => {
    const response = await startPayment({ ...(await pickupCheckout()), amount: 32 });
    expect(response.status).toBe(409);
  });

  it('refuses a tampered delivery fee: the zone comes from the address, not the browser', async () => {
    const body = await deliveryCheckout();
    body.orderData.customerInfo.address = '500 Main St, Lawrence, KS 66044';
    // The browser claims Overland Park's zone and fee for an address about 40 miles away.
    const response = await startPayment<ErrorAnswer>(body);
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/^Your order total is \$\d+\.\d{2}, not the amount shown/);
  });

  it('refuses a tampered tip, and never adds a tip to pickup', async () => {
    const delivery = await deliveryCheckout();
    expect((await startPayment({ ...delivery, amount: 41.5 })).status).toBe(409);

    const pickupWithTip = await pickupCheckout();
    pickupWithTip.orderData.tipPercent = 25;
    expect((await startPayment({ ...pickupWithTip, amount: 47.5 })).status).toBe(409);
    expect((await startPayment(pickupWithTip)).status).toBe(200);
  });

  it('merges lines of the same product and prices them on their combined quantity', async () => {
    const body = await pickupCheckout();
    const beef = await productId('Beef Samosa');
    body.orderData.items = [
      { productId: beef, quantity: 10 },
      { productId: beef, quantity: 20 },
    ];
    body.amount = 54; // 30 pieces at the 30+ price of $1.80
    expect((await startPayment(body)).status).toBe(200);
  });

  it('refuses a product that is not on the menu', async () => {
    const body = await pickupCheckout();
    body.orderData.items = [{ productId: 999_999, quantity: 20 }];
    const response = await startPayment<ErrorAnswer>(body);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(ITEM_UNAVAILABLE);
  });

  it('refuses delivery outside the area', async () => {
    const body = await deliveryCheckout();
    body.orderData.customerInfo.address = '1 Ocean Dr, Miami, FL 33139';
    const response = await startPayment<ErrorAnswer>(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(OUTSIDE_DELIVERY_AREA);
  });

  it('answers 400 naming the problem for bad payloads', async () => {
    const body = await deliveryCheckout();
    const cases: Array<[unknown, string]> = [
      [{ ...body, amount: -5 }, 'Please enter a valid amount'],
      [{ ...body, orderData: { ...body.orderData, items: [] } }, 'Your cart is empty'],
      [{ ...body, orderData: { ...body.orderData, tipPercent: 12 } }, 'Tip must be one of 0, 15, 18, 20, 25 percent'],
      [
        { ...body, orderData: { ...body.orderData, customerInfo: { ...body.orderData.customerInfo, address: '' } } },
        'Missing Address - Please select a valid delivery address',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await startPayment<ErrorAnswer>(payload);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });
});

describe('POST /api/orders records an order only for a succeeded payment', () => {
  it('records a paid pickup order with the server totals, confirmed, with its first history row and a receipt', async () => {
    const body = await pickupCheckout();
    const intentId = await paidIntent(body);
    // The test gateway records the order as soon as the card is paid, as Stripe's webhook does.
    expect(await ordersOf(intentId)).toHaveLength(1);

    const response = await postOrder(orderPayload(body, intentId, PICKUP_TOTALS));

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: expect.any(Number),
      orderNumber: `KBT-${response.body.id}`,
      status: 'confirmed',
      total: '38.00',
      createdAt: expect.any(String),
      feedbackToken: expect.stringMatching(/^[\w-]{43}$/),
      trackingUrl: expect.stringMatching(/^http:\/\/localhost:4321\/orders\/track\?token=[\w-]{43}$/),
    });
    const [order] = await sql('SELECT * FROM orders WHERE id = $1', [response.body.id]);
    expect(order).toMatchObject({
      status: 'confirmed',
      order_type: 'pickup',
      customer_name: 'Wanjiru Kamau',
      customer_email: body.orderData.customerInfo.email,
      subtotal_cents: 3800,
      delivery_fee_cents: 0,
      tip_cents: 0,
      total_cents: 3800,
      delivery_address: null,
      payment_intent_id: intentId,
      user_id: null,
    });
    const lines = await sql(
      `SELECT line_no, product_id::int AS product_id, name, unit_price_cents, quantity, line_total_cents
       FROM order_items WHERE order_id = $1`,
      [response.body.id],
    );
    expect(lines).toEqual([
      {
        line_no: 1,
        product_id: body.orderData.items[0]!.productId,
        name: 'Beef Samosa',
        unit_price_cents: 190,
        quantity: 20,
        line_total_cents: 3800,
      },
    ]);
    const history = await sql(
      'SELECT from_status, to_status, changed_by_email FROM order_status_history WHERE order_id = $1',
      [response.body.id],
    );
    expect(history).toEqual([{ from_status: null, to_status: 'confirmed', changed_by_email: 'system' }]);
    const mail = await sql<{ subject: string; text_body: string }>(
      'SELECT subject, text_body FROM outbox WHERE to_address = $1',
      [body.orderData.customerInfo.email],
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your Kenyan Bites receipt');
    expect(mail[0]!.text_body).toContain('20 x Beef Samosa @ $1.90 = $38.00');
    expect(mail[0]!.text_body).toContain('Total: $38.00 (card ending 4242)');
    const window = body.orderData.fulfilmentWindow as string;
    const label = windowLabel(new Date(window), new Date(new Date(window).getTime() + 30 * 60_000));
    expect(mail[0]!.text_body).toContain(`Pickup Time: ${label} (Kansas City time)`);
  });

  it('records the delivery address, fee and tip of a delivery order', async () => {
    const body = await deliveryCheckout();
    const intentId = await paidIntent(body);
    const response = await postOrder(orderPayload(body, intentId, DELIVERY_TOTALS));
    expect(response.status).toBe(200);
    const [order] = await sql('SELECT * FROM orders WHERE id = $1', [response.body.id]);
    expect(order).toMatchObject({
      delivery_fee_cents: 350,
      tip_cents: 570,
      total_cents: 4720,
      delivery_address: { fullAddress: '123 Main St, Overland Park, KS 66212', zone: 'Local 0-10', feeCents: 350 },
    });
  });

  it('links the order to the signed-in customer, who sees it in their history', async () => {
    const customer = await registerAccount();
    const body = await pickupCheckout(customer.email);
    const intentId = await paidIntent(body, customer.cookie);
    const response = await postOrder(orderPayload(body, intentId, PICKUP_TOTALS), customer.cookie);
    expect(response.status).toBe(200);
    const history = await call<OrderView[]>(ordersHistory, '/api/orders/history', { cookie: customer.cookie });
    expect(history.body.map((order: { id: number }) => order.id)).toEqual([response.body.id]);
    expect(history.body[0]).toMatchObject({
      orderNumber: `KBT-${response.body.id}`,
      total: '38.00',
      status: 'confirmed',
    });
  });

  it('refuses an unpaid intent, a declined one and an unknown one', async () => {
    const unpaidBody = await pickupCheckout();
    const unpaid = await startPayment(unpaidBody);
    const unpaidId = intentIdOf(unpaid.body.clientSecret);
    const refusedUnpaid = await postOrder<ErrorAnswer>(orderPayload(unpaidBody, unpaidId, PICKUP_TOTALS));
    expect(refusedUnpaid.status).toBe(409);
    expect(refusedUnpaid.body.message).toBe(PAYMENT_NOT_COMPLETE);

    const declinedBody = await pickupCheckout();
    const declined = await startPayment(declinedBody);
    const decline = await payWithCard(declined.body.clientSecret, '4000 0000 0000 0002');
    expect(decline.body.error).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
    const refusedDeclined = await postOrder(
      orderPayload(declinedBody, intentIdOf(declined.body.clientSecret), PICKUP_TOTALS),
    );
    expect(refusedDeclined.status).toBe(409);

    const unknown = await postOrder<ErrorAnswer>(orderPayload(unpaidBody, 'pi_test_does_not_exist', PICKUP_TOTALS));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(PAYMENT_NOT_FOUND);

    expect(await ordersOf(unpaidId)).toEqual([]);
  });

  it("refuses another customer's payment, signed in or not, and the order stays the owner's", async () => {
    const owner = await registerAccount();
    const someoneElse = await registerAccount();
    const body = await pickupCheckout(owner.email);
    const intentId = await paidIntent(body, owner.cookie);

    for (const cookie of [someoneElse.cookie, null]) {
      const response = await postOrder<ErrorAnswer>(orderPayload(body, intentId, PICKUP_TOTALS), cookie);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(OTHER_CUSTOMERS_PAYMENT);
    }
    expect((await ordersOf(intentId)).map((order) => order.user_id)).toEqual([String(owner.id)]);
  });

  it('refuses a payload whose total is not what was paid', async () => {
    const body = await pickupCheckout();
    const intentId = await paidIntent(body);
    const tampered = { subtotal: '3.80', deliveryFee: '0.00', tip: '0.00', total: '3.80' };
    const response = await postOrder<ErrorAnswer>(orderPayload(body, intentId, tampered));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(TOTAL_NOT_PAID);
  });

  it('records one order when the same payment is reported twice', async () => {
    const body = await pickupCheckout();
    const intentId = await paidIntent(body);
    const first = await postOrder(orderPayload(body, intentId, PICKUP_TOTALS));
    const second = await postOrder(orderPayload(body, intentId, PICKUP_TOTALS));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.id).toBe(first.body.id);
    expect(await ordersOf(intentId)).toHaveLength(1);
  });

  it('records exactly one order when the same payment is reported 20 times at once, and the card confirmed again', async () => {
    const body = await pickupCheckout();
    const started = await startPayment(body);
    const { clientSecret } = started.body;
    const intentId = intentIdOf(clientSecret);
    // The card confirmation (which records the order) races 20 reports from the browser.
    const [confirmation, ...answers] = await Promise.all([
      payWithCard(clientSecret, '4242 4242 4242 4242'),
      ...Array.from({ length: 20 }, () => postOrder(orderPayload(body, intentId, PICKUP_TOTALS))),
    ]);
    expect(confirmation!.body.paymentIntent.status).toBe('succeeded');
    const recorded = answers.filter((answer) => answer.status < 300);
    // A report that arrived before the card was paid is refused as not yet paid; the rest agree.
    for (const answer of answers.filter((candidate) => candidate.status >= 300)) expect(answer.status).toBe(409);
    expect(new Set(recorded.map((answer) => answer.body.id)).size).toBeLessThanOrEqual(1);
    expect((await payWithCard(clientSecret, '4242 4242 4242 4242')).body.paymentIntent.status).toBe('succeeded');
    const rows = await ordersOf(intentId);
    expect(rows).toHaveLength(1);
    const history = await sql('SELECT id FROM order_status_history WHERE order_id = $1', [rows[0]!.id]);
    expect(history).toHaveLength(1);
  });
});

describe('the test gateway', () => {
  it('takes a card that needs authentication through the return path', async () => {
    const body = await pickupCheckout();
    const started = await startPayment(body);
    const { clientSecret } = started.body;
    const confirm = await payWithCard(clientSecret, '4000002500003155');
    expect(confirm.body.paymentIntent.status).toBe('requires_action');
    expect(confirm.body.nextAction?.redirectUrl).toBe(
      `/checkout/authenticate?payment_intent_client_secret=${encodeURIComponent(clientSecret)}`,
    );

    const looked = await call<TestPaymentResult>(testGatewayPayment, '/api/test-gateway/payment', {
      method: 'POST',
      body: { clientSecret },
    });
    expect(looked.body.paymentIntent).toMatchObject({ status: 'requires_action', amount: 3800 });

    const approved = await call<AuthenticationAnswer>(testGatewayAuthenticate, '/api/test-gateway/authenticate', {
      method: 'POST',
      body: { clientSecret, approve: true },
    });
    const returned = new URL(approved.body.redirectUrl, 'http://localhost');
    expect(returned.pathname).toBe('/checkout');
    expect(Object.fromEntries(returned.searchParams)).toEqual({
      payment_intent: intentIdOf(clientSecret),
      payment_intent_client_secret: clientSecret,
      redirect_status: 'succeeded',
    });
    expect((await postOrder(orderPayload(body, intentIdOf(clientSecret), PICKUP_TOTALS))).status).toBe(200);
  });

  it('returns a failed authentication with redirect_status=failed and no order', async () => {
    const body = await pickupCheckout();
    const { clientSecret } = (await startPayment(body)).body;
    await payWithCard(clientSecret, '4000002500003155');
    const refused = await call<AuthenticationAnswer>(testGatewayAuthenticate, '/api/test-gateway/authenticate', {
      method: 'POST',
      body: { clientSecret, approve: false },
    });
    expect(new URL(refused.body.redirectUrl, 'http://localhost').searchParams.get('redirect_status')).toBe('failed');
    expect(refused.body.error?.code).toBe('payment_intent_authentication_failure');
    expect((await postOrder(orderPayload(body, intentIdOf(clientSecret), PICKUP_TOTALS))).status).toBe(409);
  });

  it("answers mistyped cards with Stripe's messages and keeps the payment open", async () => {
    const { clientSecret } = (await startPayment(await pickupCheckout())).body;
    const attempt = (card: { number: string; expiry: string; cvc: string }) =>
      call<TestPaymentResult>(testGatewayConfirm, '/api/test-gateway/confirm', {
        method: 'POST',
        body: { clientSecret, card },
      });
    expect((await attempt({ number: '4242 4242 4242 4241', expiry: '12/34', cvc: '123' })).body.error?.message).toBe(
      'Your card number is invalid.',
    );
    expect((await attempt({ number: '4242 4242 4242 4242', expiry: '01/20', cvc: '123' })).body.error?.message).toBe(
      "Your card's expiration year is in the past.",
    );
    expect((await attempt({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '1' })).body.error?.message).toBe(
      "Your card's security code is incomplete.",
    );
    const paid = await attempt({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
    expect(paid.body.paymentIntent.status).toBe('succeeded');
  });

  it('refuses to take payments on Netlify (any deploy context) unless the test gateway is explicitly enabled', async () => {
    const body = await pickupCheckout();
    // A deploy without Stripe keys: on Netlify, with every required setting, not in development.
    const deployed = {
      NETLIFY: 'true',
      JWT_SECRET: 'a-deployed-secret-of-at-least-thirty-two-characters',
      ADMIN_EMAIL: 'owner@kenyanbites.com',
      MAIL_FROM: 'Kenyan Bites <orders@kenyanbites.com>',
      PUBLIC_SITE_URL: 'https://kenyanbites.com',
      MAIL_OUTBOX_ONLY: 'true',
    };
    const saved = Object.fromEntries(
      Object.keys({ ...deployed, TEST_GATEWAY_ENABLED: '', CONTEXT: '' }).map((k) => [k, process.env[k]]),
    );
    const setEnv = (values: Record<string, string | undefined>) => {
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      reloadServerConfig();
    };
    try {
      setEnv({ ...deployed, TEST_GATEWAY_ENABLED: undefined });
      for (const context of ['production', 'deploy-preview', undefined]) {
        setEnv({ CONTEXT: context });
        const refused = await startPayment<ErrorAnswer>(body, null);
        expect(refused.status).toBe(503);
        expect(refused.body.message).toBe(PAYMENTS_UNAVAILABLE);
      }
      const confirm = await call<ErrorAnswer>(testGatewayConfirm, '/api/test-gateway/confirm', {
        method: 'POST',
        body: { clientSecret: 'pi_x_secret_y', card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
      });
      expect(confirm.status).toBe(404);
      expect(confirm.body.message).toBe(TEST_GATEWAY_OFF);

      setEnv({ TEST_GATEWAY_ENABLED: 'true', CONTEXT: 'production' });
      expect((await startPayment(body, null)).status).toBe(200);
    } finally {
      setEnv(saved);
    }
  });
});
