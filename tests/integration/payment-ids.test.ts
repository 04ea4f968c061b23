import { describe, expect, it } from 'vitest';
import ordersTrack from '../../netlify/functions/orders-track.mts';
import type { TrackedOrderView } from '@/domain/api-shapes';
import { registerAccount } from './support/accounts';
import { call } from './support/call';
import { DELIVERY_TOTALS, deliveryCheckout, orderPayload, paidIntent, postOrder } from './support/checkout';
import { sql } from './support/db';

/*
 * A payment id is never a key (docs/behaviour/api.md#orders): it travels in the provider's return
 * address, receipts and dashboards, so knowing it (and the total) earns an order's id and number at
 * most. Its tracking link and rating token go only to the browser that made the checkout (the
 * payment's client secret) or to the account that started it, and only that account owns the order.
 */

interface Recorded {
  id: number;
  orderNumber: string;
  feedbackToken?: string;
  trackingUrl?: string;
}

/**
 * A paid guest delivery checkout and what its buyer's browser would send; `asStranger` leaves the
 * secret out. The test gateway records the order as it confirms the payment; `unrecorded` undoes that,
 * as if that step had not happened, so that the next report records it.
 */
async function paidGuestOrder({ unrecorded = false } = {}) {
  const body = await deliveryCheckout();
  const intentId = await paidIntent(body);
  if (unrecorded) await sql('DELETE FROM orders WHERE payment_intent_id = $1', [intentId]);
  const payload = orderPayload(body, intentId, DELIVERY_TOTALS);
  return { intentId, payload, asStranger: { ...payload, clientSecret: undefined } };
}

const trackingLinks = async (orderId: number) =>
  (await sql('SELECT 1 FROM order_tracking_tokens WHERE order_id = $1', [orderId])).length;

describe('POST /api/orders with a payment id and its total', () => {
  it('answers a stranger only the id and number of an order already recorded, and issues no link', async () => {
    const { payload, asStranger } = await paidGuestOrder();
    const buyer = await postOrder<Recorded>(payload);
    expect(buyer.status).toBe(200);
    expect(buyer.body.trackingUrl).toMatch(/\/orders\/track\?token=/);
    const links = await trackingLinks(buyer.body.id);

    const stranger = await postOrder<Recorded>(asStranger);
    expect(stranger).toMatchObject({ status: 200, body: { id: buyer.body.id, orderNumber: buyer.body.orderNumber } });
    expect(Object.keys(stranger.body).sort()).toEqual(['id', 'orderNumber']);
    expect(await trackingLinks(buyer.body.id)).toBe(links);
  });

  it('records the order for a stranger who reports first, and still keeps the links for the buyer', async () => {
    const { payload, asStranger } = await paidGuestOrder({ unrecorded: true });
    const stranger = await postOrder<Recorded>(asStranger);
    expect(stranger.status).toBe(201);
    expect(Object.keys(stranger.body).sort()).toEqual(['id', 'orderNumber']);
    const buyer = await postOrder<Recorded>(payload);
    expect(buyer.status).toBe(200);
    expect(buyer.body).toMatchObject({ id: stranger.body.id, feedbackToken: expect.any(String) });
    expect(buyer.body.trackingUrl).toMatch(/\/orders\/track\?token=/);
  });

  it('treats a wrong client secret as none', async () => {
    const { payload } = await paidGuestOrder();
    const wrong = await postOrder<Recorded>({ ...payload, clientSecret: `${payload.clientSecret}x` });
    expect(Object.keys(wrong.body).sort()).toEqual(['id', 'orderNumber']);
  });

  it("does not put a guest's order on the account of whoever signed in and reported it", async () => {
    const { asStranger } = await paidGuestOrder({ unrecorded: true });
    const someone = await registerAccount();
    const reported = await postOrder<Recorded>(asStranger, someone.cookie);
    expect(reported.status).toBe(201);
    expect(Object.keys(reported.body).sort()).toEqual(['id', 'orderNumber']);
    expect(await sql('SELECT user_id FROM orders WHERE id = $1', [reported.body.id])).toEqual([{ user_id: null }]);
  });

  it('gives the links to the account that started the checkout, even without the secret', async () => {
    const account = await registerAccount();
    const body = await deliveryCheckout(account.email);
    const intentId = await paidIntent(body, account.cookie);
    await sql('DELETE FROM orders WHERE payment_intent_id = $1', [intentId]); // as if the confirmation had not recorded it
    const mine = await postOrder<Recorded>(
      { ...orderPayload(body, intentId, DELIVERY_TOTALS), clientSecret: undefined },
      account.cookie,
    );
    expect(mine.status).toBe(201);
    expect(mine.body.feedbackToken).toEqual(expect.any(String));
    expect(mine.body.trackingUrl).toMatch(/\/orders\/track\?token=/);
  });
});

describe('GET /api/orders/track', () => {
  it("answers the order without its payment's id", async () => {
    const { payload } = await paidGuestOrder();
    const { trackingUrl } = (await postOrder<Recorded>(payload)).body;
    const token = new URL(trackingUrl ?? '', 'http://localhost').searchParams.get('token');
    const tracked = await call<TrackedOrderView>(ordersTrack, `/api/orders/track?token=${token}`);
    expect(tracked.status).toBe(200);
    expect(tracked.body.order.orderNumber).toMatch(/^KBT-\d+$/);
    expect(tracked.body.order).not.toHaveProperty('paymentIntentId');
    expect(JSON.stringify(tracked.body)).not.toContain(payload.paymentIntentId);
  });
});
